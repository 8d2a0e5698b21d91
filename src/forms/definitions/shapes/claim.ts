import type { FormDefinition, ToastText } from '../../types';
import type { SelectWords } from './fields';
import type { Language } from './language';

export const claimTypeValues = ['auto', 'home', 'life', 'health', 'business', 'liability', 'workers_comp', 'property', 'cyber', 'other'] as const;

export interface ClaimWords {
  name: string;
  phoneMessage: string;
  claimType: SelectWords<(typeof claimTypeValues)[number]>;
  dateOfIncident: { label: string; message: string };
  description: { label: string; placeholder: string; message: string };
  submitLabel: string;
  failure: ToastText;
}

export const claimDefinition = ({ base, field, busy, toasts, confirmation }: Language, words: ClaimWords): FormDefinition<'claim'> => ({
  ...base,
  id: 'claim',
  name: words.name,
  fields: [
    field.firstName(2),
    field.lastName(2),
    field.email(true),
    field.phone(words.phoneMessage, 10),
    field.policyNumber,
    field.select('claimType', claimTypeValues, words.claimType, { half: true }),
    field.requiredDate('dateOfIncident', words.dateOfIncident.label, words.dateOfIncident.message),
    {
      name: 'description',
      label: words.description.label,
      type: 'textarea',
      rows: 5,
      placeholder: words.description.placeholder,
      rule: { kind: 'minLength', min: 20, message: words.description.message },
    },
    field.policyAgreement,
  ],
  subject: () => 'New Claim Submission',
  submitLabel: words.submitLabel,
  busyLabel: busy.submitting,
  confirmation: confirmation.claim,
  toasts: { success: toasts.thankYou, failure: words.failure },
});
