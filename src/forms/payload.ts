/**
 * The exact multipart field set of one submission (docs/forms.md, "The relay"):
 * every field of the definition as text (missing → '', booleans
 * 'true'/'false'), plus `_subject`, `_captcha` and `_honey`. Values are sent
 * verbatim: no trimming, no escaping; the relay receives what was typed.
 */
import type { Payload } from '../../machines/formMachine';
import type { FormDefinition, FormValues } from './types';

export type { Payload };

export function toPayload(definition: FormDefinition, values: FormValues): Payload {
  const payload: Payload = {};
  for (const field of definition.fields) {
    const value = values[field.name];
    payload[field.name] = typeof value === 'boolean' ? String(value) : (value ?? '');
  }
  payload._subject = definition.subject(values);
  payload._captcha = 'false';
  payload._honey = typeof values._honey === 'string' ? values._honey : '';
  return payload;
}

/**
 * The `_subject` the prerendered form carries for a post without script: the
 * subject as far as it is known before anyone types (fixed subjects as they
 * are, a recreational page's own service type).
 */
export function subjectWithoutScript(definition: FormDefinition, initialValues: FormValues): string {
  return definition.subjectWithoutScript ?? definition.subject(initialValues);
}
