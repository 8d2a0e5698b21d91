import type { FormDefinition } from '../types';
import { businessName, email, select } from './fields';

export const industries = [
  { value: 'retail', label: 'Retail' },
  { value: 'restaurant', label: 'Restaurant / Food Service' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'construction', label: 'Construction' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'other', label: 'Other' },
] as const;

export const business: FormDefinition<'business'> = {
  id: 'business',
  name: 'Business insurance quote',
  fields: [
    businessName,
    select('industry', 'Industry', industries, 'Please select an industry', { half: true }),
    email(true),
    { name: 'employees', label: 'Number of employees', type: 'number', inputMode: 'numeric', half: true },
  ],
  subject: () => 'Business Insurance - Quote Request',
  submitLabel: 'Request a Quote',
  busyLabel: 'Submitting...',
  // Toasts, not browser alerts (docs/forms.md, "Toasts").
  toasts: {
    success: { title: 'Thanks! Your request was sent.' },
    failure: { title: 'There was an error. Please try again.' },
  },
};
