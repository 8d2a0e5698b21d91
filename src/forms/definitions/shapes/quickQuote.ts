import type { FormDefinition } from '../../types';
import type { SelectWords } from './fields';
import type { Language } from './language';

export const insuranceTypeValues = ['auto', 'home', 'life', 'health', 'business', 'transportation', 'cyber', 'liability', 'property', 'workers_comp'] as const;

export interface QuickQuoteWords {
  name: string;
  insuranceType: SelectWords<(typeof insuranceTypeValues)[number]>;
  submitLabel: string;
  successTitle: string;
}

export const quickQuoteDefinition = ({ base, field, busy, toasts }: Language, words: QuickQuoteWords): FormDefinition<'quickQuote'> => ({
  ...base,
  id: 'quickQuote',
  name: words.name,
  fields: [
    field.firstName(),
    field.lastName(),
    field.email(),
    field.select('insuranceType', insuranceTypeValues, words.insuranceType),
    field.optionalMessage(3),
    field.policyAgreement,
  ],
  subject: () => 'Quick Quote Request',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  toasts: {
    success: { title: words.successTitle, description: toasts.backSoon },
    failure: toasts.genericFailure,
  },
});
