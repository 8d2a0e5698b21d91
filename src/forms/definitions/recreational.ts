import type { FormDefinition } from '../types';
import { contactDetails, optionalMessage, policyAgreement } from './fields';
import { quoteFailure, thankYou } from './toasts';

/** docs/forms.md: the page sets one of these; the visitor cannot change it. */
export const recreationalServiceTypes = ['Motorcycle / ATV', 'Boat / PWC', 'Motor Home', 'Travel Trailer', 'Snowmobile'] as const;
export type RecreationalServiceType = (typeof recreationalServiceTypes)[number];

export const recreational: FormDefinition<'recreational'> = {
  id: 'recreational',
  name: 'Recreational vehicle quote',
  fields: [
    ...contactDetails(),
    {
      name: 'serviceType',
      label: 'Service type',
      type: 'text',
      readOnly: true,
      rule: { kind: 'required', message: 'Service type is required' },
    },
    optionalMessage(3),
    policyAgreement,
  ],
  subject: (values) => `${values.serviceType} - Quote Request`,
  submitLabel: 'Request a Quote',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: quoteFailure },
};
