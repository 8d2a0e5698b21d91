import type { FormDefinition } from '../types';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export interface AutoWords extends FormNaming {
  vehicleInfo: { label: string; placeholder: string };
}

export const autoDefinition = (lang: LanguageWords, words: AutoWords): FormDefinition<'auto'> => ({
  ...formBase(lang, 'auto', words),
  fields: [
    ...f.namesAndEmail(lang),
    { name: 'vehicleInfo', label: words.vehicleInfo.label, type: 'text', placeholder: words.vehicleInfo.placeholder },
  ],
  subject: () => 'Auto Insurance - Quick Quote',
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.genericFailure },
});
