import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
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

export const businessDefinition = (lang: Language, words: BusinessWords): FormDefinition<'business'> => ({
  ...lang.base,
  id: 'business',
  name: words.name,
  fields: [
    f.businessName(lang),
    f.select(lang, 'industry', industryValues, words.industry, { half: true }),
    f.email(lang, true),
    { name: 'employees', label: words.employeesLabel, type: 'number', inputMode: 'numeric', half: true },
  ],
  subject: () => 'Business Insurance - Quote Request',
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  // Toasts, not browser alerts (docs/forms.md, "Toasts").
  toasts: { success: { title: words.successTitle }, failure: { title: words.failureTitle } },
});
