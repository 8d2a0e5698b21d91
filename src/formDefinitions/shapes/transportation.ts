import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export const truckingBusinessTypeValues = ['owner-operator', 'small-fleet', 'mid-fleet', 'large-fleet', 'logistics', 'other'] as const;

export interface TransportationWords extends FormNaming {
  businessType: SelectWords<(typeof truckingBusinessTypeValues)[number]>;
  failure: { title: string; description: string };
}

export const transportationDefinition = (lang: LanguageWords, words: TransportationWords): FormDefinition<'transportation'> => ({
  ...formBase(lang, 'transportation', words),
  fields: [
    ...f.contactDetails(lang),
    f.select(lang, 'businessType', truckingBusinessTypeValues, words.businessType),
    f.optionalMessage(lang),
    f.policyAgreement(lang),
  ],
  subject: (values) => `${values.businessType || 'Transportation'} - Quote Request`,
  toasts: { success: lang.toasts.thankYou, failure: { ...words.failure, autoClose: 5000 } },
});
