import type { FormDefinition } from '../types';
import { email, firstName, lastName, optionalMessage, policyAgreement, select } from './fields';
import { backSoon, genericFailure } from './toasts';

export const insuranceTypes = [
  { value: 'auto', label: 'Auto Insurance' },
  { value: 'home', label: 'Home Insurance' },
  { value: 'life', label: 'Life Insurance' },
  { value: 'health', label: 'Health Insurance' },
  { value: 'business', label: 'Business Insurance' },
  { value: 'transportation', label: 'Transportation Insurance' },
  { value: 'cyber', label: 'Cyber Liability' },
  { value: 'liability', label: 'General Liability' },
  { value: 'property', label: 'Commercial Property' },
  { value: 'workers_comp', label: "Workers' Compensation" },
] as const;

export const quickQuote: FormDefinition<'quickQuote'> = {
  id: 'quickQuote',
  name: 'Request a Quick Quote',
  fields: [
    firstName(),
    lastName(),
    email(),
    select('insuranceType', 'Insurance type', insuranceTypes, 'Please select an insurance type'),
    optionalMessage(3),
    policyAgreement,
  ],
  subject: () => 'Quick Quote Request',
  submitLabel: 'Get My Free Quote',
  busyLabel: 'Submitting...',
  toasts: {
    success: { title: 'Quote request submitted!', description: backSoon },
    failure: genericFailure,
  },
};
