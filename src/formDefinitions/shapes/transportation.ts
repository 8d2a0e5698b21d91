import type { FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import type { Language } from './language';

export const truckingBusinessTypeValues = ['owner-operator', 'small-fleet', 'mid-fleet', 'large-fleet', 'logistics', 'other'] as const;

export interface TransportationWords {
  name: string;
  businessType: SelectWords<(typeof truckingBusinessTypeValues)[number]>;
  submitLabel: string;
  failure: { title: string; description: string };
}

export const transportationDefinition = (lang: Language, words: TransportationWords): FormDefinition<'transportation'> => ({
  ...lang.base,
  id: 'transportation',
  name: words.name,
  fields: [
    ...f.contactDetails(lang),
    f.select(lang, 'businessType', truckingBusinessTypeValues, words.businessType),
    f.optionalMessage(lang),
    f.policyAgreement(lang),
  ],
  subject: (values) => `${values.businessType || 'Transportation'} - Quote Request`,
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  toasts: { success: lang.toasts.thankYou, failure: { ...words.failure, autoClose: 5000 } },
});
