/** Client Service: auto ID cards (proof of insurance) for the vehicles on a policy. */
import type { FormDefinition } from '../types';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export interface IdCardsWords extends FormNaming {
  vehicles: { label: string; placeholder: string };
}

export const idCardsDefinition = (lang: LanguageWords, words: IdCardsWords): FormDefinition<'idCards'> => ({
  ...formBase(lang, 'idCards', words),
  fields: [
    ...f.contactDetails(lang),
    f.policyNumber(lang),
    { name: 'vehicles', label: words.vehicles.label, type: 'textarea', rows: 3, placeholder: words.vehicles.placeholder },
  ],
  subject: () => 'Auto ID Card Request',
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.requestFailure },
});
