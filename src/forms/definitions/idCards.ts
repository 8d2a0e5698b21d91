/** Client Service: auto ID cards (proof of insurance) for the vehicles on a policy. */
import type { FormDefinition } from '../types';
import { contactDetails, policyNumber } from './fields';
import { requestFailure, thankYou } from './toasts';

export const idCards: FormDefinition<'idCards'> = {
  id: 'idCards',
  name: 'Request auto ID cards',
  fields: [
    ...contactDetails(),
    policyNumber,
    { name: 'vehicles', label: 'Vehicles (one a line)', type: 'textarea', rows: 3, placeholder: 'Year, Make, Model' },
  ],
  subject: () => 'Auto ID Card Request',
  submitLabel: 'Request ID Cards',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: requestFailure },
};
