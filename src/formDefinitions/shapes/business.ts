import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export const industryValues = ['retail', 'restaurant', 'professional', 'construction', 'manufacturing', 'technology', 'healthcare', 'other'] as const;

export interface BusinessWords extends FormNaming {
  industry: SelectWords<(typeof industryValues)[number]>;
  employeesLabel: string;
  successTitle: string;
  failureTitle: string;
}

export const businessDefinition = (lang: LanguageWords, words: BusinessWords): FormDefinition<'business'> => ({
  ...formBase(lang, 'business', words),
  fields: [
    f.businessName(lang),
    f.select(lang, 'industry', industryValues, words.industry, { half: true }),
    f.email(lang, true),
    { name: 'employees', label: words.employeesLabel, type: 'number', inputMode: 'numeric', half: true },
  ],
  subject: () => 'Business Insurance - Quote Request',
  // Toasts, not browser alerts (docs/forms.md, "Toasts").
  toasts: { success: { title: words.successTitle }, failure: { title: words.failureTitle } },
});
