/** Client Service: a certificate of insurance for a third party (a broker, a landlord, a general contractor). */
import type { FormDefinition } from '../types';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

export interface CertificateWords extends FormNaming {
  holderName: { label: string; message: string; placeholder: string };
  holderEmail: { label: string; message: string };
  holderAddress: { label: string; message: string; placeholder: string };
  additionalInsuredLabel: string;
  neededBy: { label: string; message: string; pastMessage: string };
  details: { label: string; placeholder: string };
}

export const certificateDefinition = (lang: LanguageWords, words: CertificateWords): FormDefinition<'certificate'> => ({
  ...formBase(lang, 'certificate', words),
  fields: [
    ...f.contactDetails(lang),
    f.businessName(lang),
    f.policyNumber(lang),
    f.text('holderName', words.holderName.label, words.holderName.message, { half: true, placeholder: words.holderName.placeholder }),
    {
      name: 'holderEmail',
      label: words.holderEmail.label,
      type: 'email',
      inputMode: 'email',
      half: true,
      rule: { kind: 'optionalEmail', message: words.holderEmail.message },
    },
    f.address(lang, 'holderAddress', words.holderAddress.label, words.holderAddress.message, {
      autoComplete: undefined,
      placeholder: words.holderAddress.placeholder,
    }),
    { name: 'additionalInsured', label: words.additionalInsuredLabel, type: 'checkbox' },
    {
      name: 'neededBy',
      label: words.neededBy.label,
      type: 'date',
      half: true,
      rule: { kind: 'dateFromToday', message: words.neededBy.message, pastMessage: words.neededBy.pastMessage },
    },
    { name: 'details', label: words.details.label, type: 'textarea', rows: 3, placeholder: words.details.placeholder },
  ],
  subject: () => 'Certificate of Insurance Request',
  toasts: { success: lang.toasts.thankYou, failure: lang.toasts.requestFailure },
});
