import type { FormDefinition } from '../../types';
import type { Language } from './language';

export interface AutoWords {
  name: string;
  vehicleInfo: { label: string; placeholder: string };
  submitLabel: string;
}

export const autoDefinition = ({ base, field, busy, toasts }: Language, words: AutoWords): FormDefinition<'auto'> => ({
  ...base,
  id: 'auto',
  name: words.name,
  fields: [
    field.firstName(),
    field.lastName(),
    field.email(),
    { name: 'vehicleInfo', label: words.vehicleInfo.label, type: 'text', placeholder: words.vehicleInfo.placeholder },
  ],
  subject: () => 'Auto Insurance - Quick Quote',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  toasts: { success: toasts.thankYou, failure: toasts.genericFailure },
});
