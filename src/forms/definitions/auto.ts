import type { FormDefinition } from '../types';
import { email, firstName, lastName } from './fields';
import { genericFailure, thankYou } from './toasts';

export const auto: FormDefinition<'auto'> = {
  id: 'auto',
  name: 'Auto insurance quote',
  fields: [
    firstName(),
    lastName(),
    email(),
    { name: 'vehicleInfo', label: 'Vehicle', type: 'text', placeholder: 'Year, Make, Model' },
  ],
  subject: () => 'Auto Insurance - Quick Quote',
  submitLabel: 'Get My Auto Quote',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: genericFailure },
};
