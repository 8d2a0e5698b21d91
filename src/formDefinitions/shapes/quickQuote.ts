import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import type { Language } from './language';

export const insuranceTypeValues = ['auto', 'home', 'life', 'health', 'business', 'transportation', 'cyber', 'liability', 'property', 'workers_comp'] as const;

export interface QuickQuoteWords {
  name: string;
  insuranceType: SelectWords<(typeof insuranceTypeValues)[number]>;
  submitLabel: string;
  successTitle: string;
}

export const quickQuoteDefinition = (lang: Language, words: QuickQuoteWords): FormDefinition<'quickQuote'> => ({
  ...lang.base,
  id: 'quickQuote',
  name: words.name,
  fields: [
    f.firstName(lang),
    f.lastName(lang),
    f.email(lang),
    f.select(lang, 'insuranceType', insuranceTypeValues, words.insuranceType),
    f.optionalMessage(lang, 3),
    f.policyAgreement(lang),
  ],
  subject: () => 'Quick Quote Request',
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  toasts: {
    success: { title: words.successTitle, description: lang.toasts.backSoon },
    failure: lang.toasts.genericFailure,
  },
});
