/** Client Service: auto ID cards (proof of insurance) for the vehicles on a policy. */
import type { FormDefinition } from '../../types';
import type { Language } from './language';

export interface IdCardsWords {
  name: string;
  vehicles: { label: string; placeholder: string };
  submitLabel: string;
}

export const idCardsDefinition = ({ base, field, busy, toasts }: Language, words: IdCardsWords): FormDefinition<'idCards'> => ({
  ...base,
  id: 'idCards',
  name: words.name,
  fields: [
    ...field.contactDetails(),
    field.policyNumber,
    { name: 'vehicles', label: words.vehicles.label, type: 'textarea', rows: 3, placeholder: words.vehicles.placeholder },
  ],
  subject: () => 'Auto ID Card Request',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  toasts: { success: toasts.thankYou, failure: toasts.requestFailure },
});
