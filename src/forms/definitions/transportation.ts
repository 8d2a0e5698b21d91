import type { FormDefinition } from '../types';
import { contactDetails, optionalMessage, policyAgreement, select } from './fields';
import { thankYou } from './toasts';

export const truckingBusinessTypes = [
  { value: 'owner-operator', label: 'Owner-Operator' },
  { value: 'small-fleet', label: 'Small Fleet (2-10 trucks)' },
  { value: 'mid-fleet', label: 'Mid-Size Fleet (11-50 trucks)' },
  { value: 'large-fleet', label: 'Large Fleet (50+ trucks)' },
  { value: 'logistics', label: 'Logistics / Freight Broker' },
  { value: 'other', label: 'Other' },
] as const;

export const transportation: FormDefinition<'transportation'> = {
  id: 'transportation',
  name: 'Transportation insurance quote',
  fields: [
    ...contactDetails(),
    select('businessType', 'Business type', truckingBusinessTypes, 'Please select a business type'),
    optionalMessage(),
    policyAgreement,
  ],
  subject: (values) => `${values.businessType || 'Transportation'} - Quote Request`,
  submitLabel: 'Request a Quote',
  busyLabel: 'Submitting...',
  toasts: {
    success: thankYou,
    failure: { title: 'Error submitting quote request', description: 'Please try again or contact us directly.', autoClose: 5000 },
  },
};
