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
import { CONFIRMATIONS, formById, type CatalogueField, type CatalogueForm, type Confirmation } from './formCatalogue';
import { isVisitorField } from './leadCaps';
import { visibleMarks } from '../lib/visibleMarks';
import { checkboxText, NO_NAME, officeSubjectText } from './words';

/** The form a post names in `_form`; none when it names none, or an id no form has. */
export const formOf = (fields: Fields): CatalogueForm | undefined => formById(valueOf(fields, FORM_ID_FIELD));

/** A value as the office reads it: a select's option by its English label, a checkbox's Yes or No. */
function shown(field: CatalogueField | undefined, value: string): string {
  if (field?.checkbox) return checkboxText(value);
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

/** The longest name the office's subject shows (a name is at most a few words; the fields keep it whole). */
export const SUBJECT_NAME_CHARS = 60;

/** The visitor as the forms name them: first and last name, else the certificate holder or the business. */
export function visitorNameOf(fields: Fields): string {
  const name = [valueOf(fields, 'firstName'), valueOf(fields, 'lastName')].filter(Boolean).join(' ');
  return name || valueOf(fields, 'holderName') || valueOf(fields, 'businessName');
}

/** Who sent a post, as the office's subject names them: the name, else the e-mail, on one line, its marks shown (src/lib/visibleMarks.ts). */
function whoOf(fields: Fields): string {
  const name = visitorNameOf(fields) || valueOf(fields, 'email');
  const shown = visibleMarks(name.trim(), { oneLine: true });
  return !shown ? NO_NAME : shown.length > SUBJECT_NAME_CHARS ? `${shown.slice(0, SUBJECT_NAME_CHARS)}…` : shown;
}

/**
 * The choices the form's own subject names (the contact form's subject, the
 * policy change's type), by their English labels: a field with a list of
 * options whose value, on the list, changes `subject()`. A value not on the
 * list is left out: nothing else the visitor sent reaches it.
 */
export function subjectChoices(fields: Fields, definition: CatalogueForm): string[] {
  const chosen = definition.fields.flatMap((field) => {
    const value = valueOf(fields, field.name);
    const option = field.options?.find((candidate) => candidate.value === value);
    return option ? [{ field, option }] : [];
  });
  const values = Object.fromEntries(chosen.map(({ field, option }) => [field.name, option.value]));
  const subject = (of: Record<string, string>) => {
    try {
      return definition.subject(of);
    } catch {
      return '';
    }
  };
  const whole = subject(values);
  return chosen.filter(({ field }) => subject({ ...values, [field.name]: '' }) !== whole).map(({ option }) => option.label);
}

/**
 * The subject of the office's e-mail, also stored as the lead's `subject`
 * (docs/forms.md, "The lead relay"; docs/relay.md, "The office's words and
 * time"): the language mark ("[ES] "), the form's shown name (the inbox's
 * "Form"), the choices its subject names, and the visitor's name (else
 * e-mail), so that two leads differ in the office's mail list: "[ES] Send
 * us a message (Billing Question): María López". 'Website form' for a post
 * that names no form. Never the posted `_subject`.
 */
export function officeSubjectOf(fields: Fields, definition = formOf(fields)): string {
  const mark = SUBJECT_PREFIX[localeOf(fields)];
  return officeSubjectText(mark, definition?.name ?? 'Website form', definition ? subjectChoices(fields, definition) : [], whoOf(fields));
}

/**
 * The visitor's confirmation (docs/forms.md, "The lead relay"): the text and
 * subject of the form whose `_autoresponse` was posted, in that form's
 * language; none when `_autoresponse` is not one of the forms' own.
 */
export function visitorConfirmationOf(fields: Fields): Confirmation | undefined {
  return CONFIRMATIONS.get(valueOf(fields, '_autoresponse'));
}
