/**
 * The exact multipart field set of one submission (docs/forms.md, "The relay"):
 * every field of the definition as text (missing → '', booleans
 * 'true'/'false'), where the lead came from (`sourcePage`, `sourceCampaign`),
 * then the relay's own fields: `_form` (the form's id: the lead relay reads
 * the form by it, FormSubmit ignores it), `_subject`, `_captcha`, `_honey`,
 * `_template` and, for a form with an e-mail field, `_autoresponse`. Values are sent
 * verbatim: no trimming, no escaping; the relay receives what was typed.
 */
import type { Payload } from '../../machines/formMachine';
import type { Locale } from '../i18n/locale';
import { SOURCE_FIELDS } from './sourceFields';
import type { FormDefinition, FormValues } from '../formDefinitions/types';

export type { Payload };

/** The hidden field naming the form a post comes from, by its definition's id (docs/forms.md, "The relay"). */
export const FORM_ID_FIELD = '_form';

/** FormSubmit's readable layout of the e-mail: one row per field. */
export const RELAY_TEMPLATE = 'table';

const text = (value: FormValues[string] | undefined) => (typeof value === 'boolean' ? String(value) : (value ?? ''));

/** The visitor's confirmation e-mail (`_autoresponse`), in the form's language: for forms with an e-mail field only. */
export function confirmationOf(definition: FormDefinition): string | undefined {
  if (!definition.fields.some((field) => field.name === 'email')) return undefined;
  return definition.confirmation;
}

/**
 * Before the subject of a form in each language: the office's mail reads the
 * same in both (same fields, same values), and the inbox list shows at once
 * who wants an answer in Spanish (docs/forms.md, "Two languages").
 */
export const SUBJECT_PREFIX: Record<Locale, string> = { en: '', es: '[ES] ' };

/** The `_subject` the relay puts in the e-mail's subject line. */
export const subjectOf = (definition: FormDefinition, values: FormValues) => SUBJECT_PREFIX[definition.locale] + definition.subject(values);

export function toPayload(definition: FormDefinition, values: FormValues): Payload {
  const payload: Payload = {};
  for (const field of definition.fields) payload[field.name] = text(values[field.name]);
  for (const name of SOURCE_FIELDS) payload[name] = text(values[name]);
  payload[FORM_ID_FIELD] = definition.id;
  payload._subject = subjectOf(definition, values);
  payload._captcha = 'false';
  payload._honey = text(values._honey);
  payload._template = RELAY_TEMPLATE;
  const confirmation = confirmationOf(definition);
  if (confirmation) payload._autoresponse = confirmation;
  return payload;
}

/**
 * The `_subject` the prerendered form carries for a post without script: the
 * subject as far as it is known before anyone types (fixed subjects as they
 * are, a recreational page's own service type).
 */
export function subjectWithoutScript(definition: FormDefinition, initialValues: FormValues): string {
  return definition.subjectWithoutScript === undefined
    ? subjectOf(definition, initialValues)
    : SUBJECT_PREFIX[definition.locale] + definition.subjectWithoutScript;
}
