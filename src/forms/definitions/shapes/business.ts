import type { FormDefinition } from '../../types';
import type { SelectWords } from './fields';
import type { Language } from './language';

export const industryValues = ['retail', 'restaurant', 'professional', 'construction', 'manufacturing', 'technology', 'healthcare', 'other'] as const;

export interface BusinessWords {
  name: string;
  industry: SelectWords<(typeof industryValues)[number]>;
  employeesLabel: string;
  submitLabel: string;
  successTitle: string;
  failureTitle: string;
}

export const businessDefinition = ({ base, field, busy }: Language, words: BusinessWords): FormDefinition<'business'> => ({
  ...base,
  id: 'business',
  name: words.name,
  fields: [
    field.businessName,
    field.select('industry', industryValues, words.industry, { half: true }),
    field.email(true),
    { name: 'employees', label: words.employeesLabel, type: 'number', inputMode: 'numeric', half: true },
  ],
  subject: () => 'Business Insurance - Quote Request',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  // Toasts, not browser alerts (docs/forms.md, "Toasts").
  toasts: { success: { title: words.successTitle }, failure: { title: words.failureTitle } },
});
