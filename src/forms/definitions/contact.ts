import { agency } from '../../config/agency';
import type { FormDefinition } from '../types';
import { contactDetails, policyAgreement, select } from './fields';
import { backSoon } from './toasts';

/** /contact?subject=<value> pre-selects one of these values. */
export const contactSubjects = [
  { value: 'quote', label: 'Request a Quote' },
  { value: 'policy', label: 'Policy Question' },
  { value: 'claim', label: 'Claim Inquiry' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'other', label: 'Other' },
] as const;

export const contact: FormDefinition<'contact'> = {
  id: 'contact',
  name: 'Send us a message',
  fields: [
    ...contactDetails(),
    select('subject', 'Subject', contactSubjects, 'Please select a subject'),
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      rows: 5,
      placeholder: 'How can we help? Include your policy number if you have one.',
      rule: { kind: 'minLength', min: 10, message: 'Message must be at least 10 characters' },
    },
    policyAgreement,
  ],
  // The subject's value, not its label (docs/forms.md).
  subject: (values) => `Contact Form - ${values.subject || 'General'}`,
  // Without script the subject the visitor picks is in the posted fields, not in `_subject`.
  subjectWithoutScript: 'Contact Form',
  submitLabel: 'Send Message',
  busyLabel: 'Sending...',
  toasts: {
    success: { title: 'Your message has been sent successfully!', description: backSoon },
    failure: {
      title: 'There was an error sending your message',
      description: `Please try again or call us directly at ${agency.phone.display}.`,
    },
  },
};
