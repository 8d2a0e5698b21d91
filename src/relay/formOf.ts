/**
 * Which form a post came from, and the office's words for its fields, read
 * from the forms' own definitions (src/forms/definitions): a label is written
 * once, where the form shows it. The office reads English (docs/forms.md,
 * "Two languages"): a Spanish form has the same field names and option
 * values as its English twin, so the English definition labels both.
 */
import { confirmationOf, SUBJECT_PREFIX } from '../forms/payload';
import { formDefinitions as englishForms, type FormId } from '../forms/definitions/registry';
import { formDefinitions as spanishForms } from '../forms/definitions/es/registry';
import type { FieldDefinition, FormDefinition } from '../forms/types';
import type { Locale } from '../i18n/locale';
import { valueOf, type Fields } from './body';
import { isVisitorField } from './leadCaps';

const english = Object.values(englishForms) as FormDefinition<FormId>[];

export { isVisitorField };

const withoutPrefix = (subject: string) => {
  for (const prefix of Object.values(SUBJECT_PREFIX)) if (prefix && subject.startsWith(prefix)) return subject.slice(prefix.length);
  return subject;
};

function subjectMatches(definition: FormDefinition, fields: Fields, subject: string): boolean {
  if (definition.subjectWithoutScript === subject) return true;
  try {
    return definition.subject(Object.fromEntries(fields)) === subject;
  } catch {
    return false;
  }
}

/**
 * The English definition of the form whose fields were posted: the same
 * set of field names, and among forms with that set (the commercial
 * quotes...) the one whose subject is the posted `_subject`.
 */
export function formOf(fields: Fields): FormDefinition<FormId> | undefined {
  const posted = new Set(fields.map(([name]) => name).filter(isVisitorField));
  const candidates = english.filter((definition) => definition.fields.length === posted.size && definition.fields.every((field) => posted.has(field.name)));
  const subject = withoutPrefix(valueOf(fields, '_subject'));
  return candidates.find((definition) => subjectMatches(definition, fields, subject)) ?? candidates[0];
}

/** A value as the office reads it: a select's option by its English label. */
function shown(field: FieldDefinition | undefined, value: string): string {
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

/**
 * The confirmations the forms ask for, in both languages, each with the form
 * that asks for it. The relay sends the visitor only one of these: an
 * `_autoresponse` of any other text is not sent, so nobody can make the
 * agency mail words of their own to an address of their choosing.
 */
const confirmations = new Map<string, FormDefinition>();
for (const definition of [...english, ...(Object.values(spanishForms) as FormDefinition[])]) {
  const text = confirmationOf(definition);
  if (text && !confirmations.has(text)) confirmations.set(text, definition);
}

export const isFormConfirmation = (text: string) => confirmations.has(text);

/**
 * The visitor's language: the language of the form's own `_autoresponse`
 * (a Spanish page posts the Spanish one), else the office's mark on
 * `_subject` ("[ES] "). Either only chooses between the agency's words.
 */
export function localeOf(fields: Fields): Locale {
  const confirmed = confirmations.get(valueOf(fields, '_autoresponse'));
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
 * is no form's. Never the posted `_subject`, which only tells apart forms
 * with the same fields (formOf).
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
  const definition = confirmations.get(valueOf(fields, '_autoresponse'));
  return definition && { subject: definition.confirmationSubject, text: definition.confirmation };
}
