import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export const insuranceTypeValues = ['auto', 'home', 'life', 'health', 'business', 'transportation', 'cyber', 'liability', 'property', 'workers_comp'] as const;

export interface QuickQuoteWords extends FormNaming {
  insuranceType: SelectWords<(typeof insuranceTypeValues)[number]>;
  successTitle: string;
}

export const quickQuoteDefinition = (lang: LanguageWords, words: QuickQuoteWords): FormDefinition<'quickQuote'> => ({
  ...formBase(lang, 'quickQuote', words),
  fields: [
    ...f.namesAndEmail(lang),
    f.select(lang, 'insuranceType', insuranceTypeValues, words.insuranceType),
    f.optionalMessage(lang, 3),
    f.policyAgreement(lang),
  ],
  subject: () => 'Quick Quote Request',
  toasts: {
    success: { title: words.successTitle, description: lang.toasts.backSoon },
    failure: lang.toasts.genericFailure,
  },
});
