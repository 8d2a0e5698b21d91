import type { FormDefinition, ToastText } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export const claimTypeValues = ['auto', 'home', 'life', 'health', 'business', 'liability', 'workers_comp', 'property', 'cyber', 'other'] as const;

export interface ClaimWords extends FormNaming {
  phoneMessage: string;
  claimType: SelectWords<(typeof claimTypeValues)[number]>;
  dateOfIncident: { label: string; message: string };
  description: { label: string; placeholder: string; message: string };
  failure: ToastText;
}

export const claimDefinition = (lang: LanguageWords, words: ClaimWords): FormDefinition<'claim'> => ({
  ...formBase(lang, 'claim', words),
  fields: [
    f.firstName(lang, 2),
    f.lastName(lang, 2),
    f.email(lang, true),
    f.phone(lang, words.phoneMessage, 10),
    f.policyNumber(lang),
    f.select(lang, 'claimType', claimTypeValues, words.claimType, { half: true }),
    f.requiredDate('dateOfIncident', words.dateOfIncident.label, words.dateOfIncident.message),
    {
      name: 'description',
      label: words.description.label,
      type: 'textarea',
      rows: 5,
      placeholder: words.description.placeholder,
      rule: { kind: 'minLength', min: 20, message: words.description.message },
    },
    f.policyAgreement(lang),
  ],
  subject: () => 'New Claim Submission',
  confirmation: lang.confirmation.claim,
  confirmationSubject: lang.confirmation.subject.claim,
  toasts: { success: lang.toasts.thankYou, failure: words.failure },
});
