import type { FormDefinition, ToastText } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type FormNaming, type LanguageWords } from './language';

/** /contact?subject=<value> pre-selects one of these values. */
export const contactSubjectValues = ['quote', 'policy', 'claim', 'billing', 'other'] as const;

export interface ContactWords extends FormNaming {
  subject: SelectWords<(typeof contactSubjectValues)[number]>;
  message: { label: string; placeholder: string; message: string };
  successTitle: string;
  failure: ToastText;
}

export const contactDefinition = (lang: LanguageWords, words: ContactWords): FormDefinition<'contact'> => ({
  ...formBase(lang, 'contact', words),
  fields: [
    ...f.contactDetails(lang),
    f.select(lang, 'subject', contactSubjectValues, words.subject),
    {
      name: 'message',
      label: words.message.label,
      type: 'textarea',
      rows: 5,
      placeholder: words.message.placeholder,
      rule: { kind: 'minLength', min: 10, message: words.message.message },
    },
    f.policyAgreement(lang),
  ],
  // The subject's value, not its label (docs/forms.md).
  subject: (values) => `Contact Form - ${values.subject || 'General'}`,
  // Without script the subject the visitor picks is in the posted fields, not in `_subject`.
  subjectWithoutScript: 'Contact Form',
  // Its button says 'Sending...', where every other form's says 'Submitting...'.
  busyLabel: lang.busy.sending,
  toasts: {
    success: { title: words.successTitle, description: lang.toasts.backSoon },
    failure: words.failure,
  },
});
