/**
 * The forms as the relay reads them, by id (docs/forms.md, "The lead
 * relay"): every form posts its definition's id in `_form`
 * (src/forms/payload.ts, src/forms/RelayFields.tsx), and the relay looks
 * the form up here, never guessing it from the field names. Derived once,
 * at load, from the forms' own definitions (src/formDefinitions), so a
 * label, an option or a confirmation is written once, where the form shows
 * it; each entry keeps only what the relay uses. The office reads English
 * (docs/forms.md, "Two languages"): a Spanish form has the same field names
 * and option values as its English twin, so the English definition labels
 * both; the confirmations and the consent's words are kept in both
 * languages. The caps a post passes are the forms' too, in ./leadCaps.ts.
 */
import { formDefinitions as englishForms, formIds, type FormId } from '../formDefinitions/registry';
import { formDefinitions as spanishForms } from '../formDefinitions/es/registry';
import { confirmationOf } from '../forms/payload';
import type { FormDefinition, FormValues, Option } from '../formDefinitions/types';
import type { Locale } from '../i18n/locale';
import { consentVersion } from './consentVersion';

/** A field as the office reads it: its name, its English label, its options' English labels. */
export interface CatalogueField {
  readonly name: string;
  readonly label: string;
  readonly options?: readonly Option[];
  /** A checkbox: its posted 'true' and 'false' read "Yes" and "No" (src/relay/words.ts). */
  readonly checkbox?: true;
  /** Several lines of the visitor's own words (a message, a description, an address): the inbox's preview reads the form's last (./inbox/leadPreview.ts). */
  readonly multiline?: true;
}

/** The visitor's confirmation in one language: the agency's words, never the post's. */
export interface Confirmation {
  readonly locale: Locale;
  readonly subject: string;
  readonly text: string;
}

/**
 * The field the forms' agreement is (src/formDefinitions/shapes/fields.ts,
 * policyAgreement): a ticked box posts 'true'.
 */
export const CONSENT_FIELD = 'policyAgreement';

/** The consent's words as the form shows them in one language (the agreement's label), and their version (./consentVersion.ts). */
export interface ConsentWords {
  readonly locale: Locale;
  readonly text: string;
  readonly version: string;
}

export interface CatalogueForm {
  readonly id: FormId;
  /** The English form's name (the inbox's "Form" column). */
  readonly name: string;
  /** In the form's order. */
  readonly fields: readonly CatalogueField[];
  /** The office's subject from the fields' values (the definition's own `subject()`). */
  readonly subject: (values: FormValues) => string;
  /** The confirmation in each language; none for a form without an e-mail field. */
  readonly confirmations?: Readonly<Record<Locale, Confirmation>>;
  /** The agreement's words in each language; none for a form without the agreement. */
  readonly consent?: Readonly<Record<Locale, ConsentWords>>;
}

const confirmationIn = (definition: FormDefinition): Confirmation | undefined => {
  const text = confirmationOf(definition);
  return text === undefined ? undefined : { locale: definition.locale, subject: definition.confirmationSubject, text };
};

const consentIn = (definition: FormDefinition): ConsentWords | undefined => {
  const text = definition.fields.find((field) => field.name === CONSENT_FIELD)?.label;
  return text === undefined ? undefined : { locale: definition.locale, text, version: consentVersion(text) };
};

function entryOf(id: FormId): CatalogueForm {
  const english = englishForms[id] as FormDefinition<FormId>;
  const en = confirmationIn(english);
  const es = confirmationIn(spanishForms[id] as FormDefinition);
  const consent = { en: consentIn(english), es: consentIn(spanishForms[id] as FormDefinition) };
  return {
    id,
    name: english.name,
    fields: english.fields.map(({ name, label, options, type }) => ({ name, label, ...(options && { options }), ...(type === 'checkbox' && { checkbox: true as const }), ...(type === 'textarea' && { multiline: true as const }) })),
    subject: english.subject,
    confirmations: en && es ? { en, es } : undefined,
    consent: consent.en && consent.es ? { en: consent.en, es: consent.es } : undefined,
  };
}

/** Every form by its id. A Map: an id posted as `__proto__` or `toString` is no form. */
export const FORM_CATALOGUE: ReadonlyMap<string, CatalogueForm> = new Map(formIds.map((id) => [id, entryOf(id)]));

/** The form of an id as posted in `_form` or stored in a lead's `form` column; none for any other value. */
export const formById = (id: string | null | undefined): CatalogueForm | undefined => (id ? FORM_CATALOGUE.get(id) : undefined);

/**
 * The confirmations the forms ask for, in both languages, by their text.
 * The relay sends the visitor only one of these: an `_autoresponse` of any
 * other text is not sent, so nobody can make the agency mail words of their
 * own to an address of their choosing.
 */
export const CONFIRMATIONS: ReadonlyMap<string, Confirmation> = new Map(
  [...FORM_CATALOGUE.values()].flatMap((form) => (form.confirmations ? Object.values(form.confirmations).map((confirmation): [string, Confirmation] => [confirmation.text, confirmation]) : [])),
);
