/**
 * Which form a post came from, and the office's words for its fields: the
 * form is the one the post names in `_form`, looked up in the relay's
 * catalogue of the forms (./formCatalogue.ts, derived from the forms' own
 * definitions); never guessed from the field names (docs/forms.md, "The
 * lead relay"). A post naming no form (a hand-made post, a page from before
 * `_form`) is no form's: 'Website form', its fields under their own names.
 * A stored lead keeps the form it was recognised as in its `form` column,
 * and is read again by that (formById), whenever it was stored.
 */
import { FORM_ID_FIELD, SUBJECT_PREFIX } from '../forms/payload';
import type { Locale } from '../i18n/locale';
import { valueOf, type Fields } from './body';
import { CONFIRMATIONS, formById, type CatalogueField, type CatalogueForm } from './formCatalogue';
import { isVisitorField } from './leadCaps';

/** The form a post names in `_form`; none when it names none, or an id no form has. */
export const formOf = (fields: Fields): CatalogueForm | undefined => formById(valueOf(fields, FORM_ID_FIELD));

/** A value as the office reads it: a select's option by its English label. */
function shown(field: CatalogueField | undefined, value: string): string {
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

/**
 * Every field the visitor filled in, labelled, in the form's order; a field
 * the form does not have keeps its name as its label and comes after.
 */
export function labelledFields(fields: Fields, definition = formOf(fields)): { name: string; label: string; value: string }[] {
  const byName = new Map(definition?.fields.map((field) => [field.name, field]));
  const order = (name: string) => {
    const index = definition?.fields.findIndex((field) => field.name === name) ?? -1;
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return fields
    .filter(([name]) => isVisitorField(name))
    .map(([name, value], sent) => ({ name, value, sent }))
    .sort((a, b) => order(a.name) - order(b.name) || a.sent - b.sent)
    .map(({ name, value }) => {
      const field = byName.get(name);
      return { name, label: field?.label ?? name, value: shown(field, value) };
    });
}

/** Whether an `_autoresponse` is one of the forms' own confirmations (./formCatalogue.ts, CONFIRMATIONS): no other is sent. */
export const isFormConfirmation = (text: string) => CONFIRMATIONS.has(text);

/**
 * The visitor's language: the language of the form's own `_autoresponse`
 * (a Spanish page posts the Spanish one), else the office's mark on
 * `_subject` ("[ES] "). Either only chooses between the agency's words.
 */
export function localeOf(fields: Fields): Locale {
  const confirmed = CONFIRMATIONS.get(valueOf(fields, '_autoresponse'));
  if (confirmed) return confirmed.locale;
  return valueOf(fields, '_subject').startsWith(SUBJECT_PREFIX.es) ? 'es' : 'en';
}

/** What is left of a subject whose option was not on the form's list: no dangling " - ". */
const tidy = (subject: string) => subject.replace(/^[\s-]+|[\s-]+$/g, '');

/**
 * The subject of the office's e-mail (docs/forms.md, "The lead relay"): the
 * form's own subject, built from the values of the fields that have a list
 * of options (a value not on the list is left out: nothing else the visitor
 * sent reaches it), with the language mark; 'Website form' for a post that
 * names no form. Never the posted `_subject`.
 */
export function agencySubjectOf(fields: Fields, definition = formOf(fields)): string {
  const prefix = SUBJECT_PREFIX[localeOf(fields)];
  if (!definition) return `${prefix}Website form`;
  const values = Object.fromEntries(
    definition.fields.map((field) => {
      const value = valueOf(fields, field.name);
      return [field.name, field.options?.some((option) => option.value === value) ? value : ''];
    }),
  );
  let subject: string;
  try {
    subject = tidy(definition.subject(values));
  } catch {
    subject = '';
  }
  return prefix + (subject || definition.subjectWithoutScript || 'Website form');
}

/**
 * The visitor's confirmation (docs/forms.md, "The lead relay"): the text and
 * subject of the form whose `_autoresponse` was posted, in that form's
 * language; none when `_autoresponse` is not one of the forms' own.
 */
export function visitorConfirmationOf(fields: Fields): { subject: string; text: string } | undefined {
  const confirmation = CONFIRMATIONS.get(valueOf(fields, '_autoresponse'));
  return confirmation && { subject: confirmation.subject, text: confirmation.text };
}
