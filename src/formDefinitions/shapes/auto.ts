import type { FormDefinition } from '../types';
import * as f from './fields';
import type { Language } from './language';

export interface AutoWords {
  name: string;
  vehicleInfo: { label: string; placeholder: string };
  submitLabel: string;
}

export const autoDefinition = (lang: Language, words: AutoWords): FormDefinition<'auto'> => ({
  ...lang.base,
  id: 'auto',
  name: words.name,
  fields: [
    f.firstName(lang),
    f.lastName(lang),
    f.email(lang),
    { name: 'vehicleInfo', label: words.vehicleInfo.label, type: 'text', placeholder: words.vehicleInfo.placeholder },
  ],
  subject: () => 'Auto Insurance - Quick Quote',
  submitLabel: words.submitLabel,
  busyLabel: lang.busy.submitting,
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.genericFailure },
});
