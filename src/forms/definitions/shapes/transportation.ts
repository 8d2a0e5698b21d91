import type { FormDefinition } from '../../types';
import type { SelectWords } from './fields';
import type { Language } from './language';

export const truckingBusinessTypeValues = ['owner-operator', 'small-fleet', 'mid-fleet', 'large-fleet', 'logistics', 'other'] as const;

export interface TransportationWords {
  name: string;
  businessType: SelectWords<(typeof truckingBusinessTypeValues)[number]>;
  submitLabel: string;
  failure: { title: string; description: string };
}

export const transportationDefinition = ({ base, field, busy, toasts }: Language, words: TransportationWords): FormDefinition<'transportation'> => ({
  ...base,
  id: 'transportation',
  name: words.name,
  fields: [
    ...field.contactDetails(),
    field.select('businessType', truckingBusinessTypeValues, words.businessType),
    field.optionalMessage(),
    field.policyAgreement,
  ],
  subject: (values) => `${values.businessType || 'Transportation'} - Quote Request`,
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  toasts: { success: toasts.thankYou, failure: { ...words.failure, autoClose: 5000 } },
});
