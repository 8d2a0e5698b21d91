/** Client Service: auto ID cards (proof of insurance) for the vehicles on a policy. */
import type { FormDefinition } from '../types';
import * as f from './fields';
import type { Language } from './language';

export interface IdCardsWords {
  name: string;
  vehicles: { label: string; placeholder: string };
  submitLabel: string;
}

export const idCardsDefinition = (lang: Language, words: IdCardsWords): FormDefinition<'idCards'> => ({
  ...lang.base,
  id: 'idCards',
  name: words.name,
  fields: [
    ...f.contactDetails(lang),
    f.policyNumber(lang),
    { name: 'vehicles', label: words.vehicles.label, type: 'textarea', rows: 3, placeholder: words.vehicles.placeholder },
  ],
  subject: () => 'Auto ID Card Request',
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.requestFailure },
});
