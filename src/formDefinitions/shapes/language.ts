/**
 * What every form of one language shares: the view's chrome, the field
 * builders with their words, the progress labels, the shared toasts and the
 * visitor's confirmation. Each language writes one (src/formDefinitions/language.ts,
 * src/formDefinitions/es/language.ts); each form's shape builds on it with
 * `formBase` and the form's own words (docs/forms.md, "Two languages").
 */
import type { Locale } from '../../i18n/locale';
import type { FormChrome, FormDefinition, ToastText } from '../types';
import type { FieldWords } from './fields';

/** The toast texts several forms share (docs/forms.md, "Toasts"). */
export interface SharedToasts {
  /** The same words as the thanks page a form lands on without script. */
  thankYou: ToastText;
  genericFailure: ToastText;
  /** The client requests' (certificate, ID cards, policy change): the generic words and the phone. */
  requestFailure: ToastText;
  /** The recreational form's. */
  quoteFailure: ToastText;
  /** Under the quick quote's and the contact form's success. */
  backSoon: string;
}

export interface LanguageWords {
  locale: Locale;
  chrome: FormChrome;
  fields: FieldWords;
  /** The button while sending: 'Submitting...', and the contact form's 'Sending...'. */
  busy: { submitting: string; sending: string };
  toasts: SharedToasts;
  /** `_autoresponse`: every form's but the claim's, and the claim form's; and each one's subject. */
  confirmation: { request: string; claim: string; subject: { request: string; claim: string } };
}

/** The words every form has of its own: its accessible name and its button's label. */
export interface FormNaming {
  name: string;
  submitLabel: string;
}

/**
 * What every form's definition is built on: its id, its language's shared
 * parts (the locale, the view's chrome, the visitor's confirmation and its
 * subject), its name and button from its own words, and the button's
 * progress label ('Submitting...'; the contact form's 'Sending...' is its
 * own). The claim's confirmation and the per-form fields, subject and
 * toasts are the form's (./<form>.ts).
 */
export const formBase = <Id extends string>(lang: LanguageWords, id: Id, words: FormNaming) =>
  ({
    locale: lang.locale,
    chrome: lang.chrome,
    confirmation: lang.confirmation.request,
    confirmationSubject: lang.confirmation.subject.request,
    id,
    name: words.name,
    submitLabel: words.submitLabel,
    busyLabel: lang.busy.submitting,
  }) satisfies Partial<FormDefinition<Id>>;
