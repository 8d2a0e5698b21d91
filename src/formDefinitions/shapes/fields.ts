/**
 * The field builders every form is made of, written once for both
 * languages: names, types, autofill and rule kinds here; every word (labels,
 * placeholders, messages) from the language's `FieldWords`, so a word missing
 * in one language is a type error naming it (docs/forms.md, "Two languages").
 * Each builder stands alone, so a page's bundle keeps only those its forms use.
 */
import type { FieldDefinition, FormChrome, Option } from '../types';

interface Labelled {
  label: string;
}
interface Checked extends Labelled {
  message: string;
}

export interface FieldWords {
  firstName: Checked;
  lastName: Checked;
  /** The quick quote's e-mail rule: a real address. */
  email: Checked;
  /** The commercial forms' e-mail rule (anything@anything): its message only. */
  simpleEmailMessage: string;
  phone: Checked;
  /** The optional message box of the quote forms. */
  message: Labelled & { placeholder: string };
  policyAgreementMessage: string;
  policyNumber: Labelled & { placeholder: string };
  businessName: Checked;
  /** A visitor's own address. */
  addressPlaceholder: string;
}

/** A select's words: its label, its message and one label per option value (the values are the form's). */
export interface SelectWords<Value extends string> extends Checked {
  options: Record<Value, string>;
}

/** What a builder reads of its language (the part of `LanguageWords`, ./language.ts, it needs). */
type Words = { fields: FieldWords; chrome: FormChrome };

/** The options in the order of their values, each with its label in the form's language. */
export const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const firstName = ({ fields }: Words, min = 1): FieldDefinition => ({
  name: 'firstName',
  label: fields.firstName.label,
  type: 'text',
  autoComplete: 'given-name',
  half: true,
  rule: { kind: 'minLength', min, message: fields.firstName.message },
});

export const lastName = ({ fields }: Words, min = 1): FieldDefinition => ({
  name: 'lastName',
  label: fields.lastName.label,
  type: 'text',
  autoComplete: 'family-name',
  half: true,
  rule: { kind: 'minLength', min, message: fields.lastName.message },
});

export const email = ({ fields }: Words, half = false): FieldDefinition => ({
  name: 'email',
  label: fields.email.label,
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  half,
  rule: { kind: 'email', message: fields.email.message },
});

export const commercialEmail = (words: Words): FieldDefinition => ({
  ...email(words, true),
  rule: { kind: 'simpleEmail', message: words.fields.simpleEmailMessage },
});

export const phone = ({ fields }: Words, message = fields.phone.message, min = 1): FieldDefinition => ({
  name: 'phone',
  label: fields.phone.label,
  type: 'tel',
  autoComplete: 'tel',
  inputMode: 'tel',
  half: true,
  rule: { kind: 'minLength', min, message },
});

/** Names and a full-width e-mail, as the quote forms without a phone open (quick quote, auto, home). */
export const namesAndEmail = (words: Words): FieldDefinition[] => [firstName(words), lastName(words), email(words)];

/** Names, e-mail and phone, as most forms open: the quick quote's messages, the phone's own. */
export const contactDetails = (words: Words): FieldDefinition[] => [firstName(words), lastName(words), email(words, true), phone(words)];

export const optionalMessage = ({ fields }: Words, rows = 4): FieldDefinition => ({
  name: 'message',
  label: fields.message.label,
  type: 'textarea',
  rows,
  placeholder: fields.message.placeholder,
});

export const policyAgreement = ({ fields, chrome }: Words): FieldDefinition => {
  const { before, terms, and, privacy } = chrome.agreement;
  return {
    name: 'policyAgreement',
    // The rendered label (with its two links) reads exactly this.
    label: `${before} ${terms} ${and} ${privacy}`,
    type: 'checkbox',
    rule: { kind: 'checked', message: fields.policyAgreementMessage },
  };
};

/** Optional: the claim and the client requests ask for it, a client may not have it at hand. */
export const policyNumber = ({ fields }: Words): FieldDefinition => ({
  name: 'policyNumber',
  label: fields.policyNumber.label,
  type: 'text',
  half: true,
  placeholder: fields.policyNumber.placeholder,
});

/** A date the visitor must choose, with the message that names what for. */
export const requiredDate = (name: string, label: string, message: string): FieldDefinition => ({
  name,
  label,
  type: 'date',
  half: true,
  rule: { kind: 'required', message },
});

export const businessName = ({ fields }: Words): FieldDefinition => ({
  name: 'businessName',
  label: fields.businessName.label,
  type: 'text',
  autoComplete: 'organization',
  half: true,
  rule: { kind: 'required', message: fields.businessName.message },
});

/** A required select whose message names what to choose; its values in order, their labels from its words. */
export const select = <Value extends string>(
  { chrome }: Words,
  name: string,
  values: readonly Value[],
  words: SelectWords<Value>,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  name,
  label: words.label,
  type: 'select',
  options: optionsOf(values, words.options),
  prompt: chrome.selectOne,
  rule: { kind: 'required', message: words.message },
  ...extra,
});

/** A required free-text field. */
export const text = (name: string, label: string, message: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  label,
  type: 'text',
  rule: { kind: 'required', message },
  ...extra,
});

/**
 * A required address: a two-line textarea (`street-address` autofill is only
 * valid on multi-line fields). A third party's address (the certificate
 * holder's) leaves the visitor's own autofill out.
 */
export const address = (
  { fields }: Words,
  name: string,
  label: string,
  message: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  ...text(name, label, message, { autoComplete: 'street-address', placeholder: fields.addressPlaceholder, ...extra }),
  type: 'textarea',
  rows: 2,
});
