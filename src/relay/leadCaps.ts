/**
 * A lead is the form's fields (docs/forms.md, "The lead relay": the caps).
 * Every figure is derived from the forms' own definitions
 * (src/formDefinitions), so a field added to a form moves the caps with it:
 *
 * - each field the forms post has a longest value: a select its longest
 *   option, a checkbox 'false', a date 'YYYY-MM-DD', and the rest the
 *   longest a person types there (TYPED_CHARS below); the relay's own
 *   fields theirs (RELAY_FIELD_CHARS); a value may have that times the
 *   MARGIN (FIELD_CHARS);
 * - the largest real post is every field of the largest form (of either
 *   language) at its longest, each character at its largest on the wire:
 *   three bytes of UTF-8 in multipart, nine once percent-encoded
 *   (urlencoded); the body's cap is that with the MARGIN;
 * - the number of fields: the largest form's, with the relay's and the
 *   source fields, times the MARGIN; a name's length: the longest name,
 *   times the MARGIN.
 *
 * A post is refused (readFields, src/relay/body.ts) when it passes a cap,
 * names a field no form has, sends a field twice, or fills in nothing.
 * Values are counted in UTF-16 code units, as a browser's `maxlength` is.
 */
import { formDefinitions as englishForms } from '../formDefinitions/registry';
import { formDefinitions as spanishForms } from '../formDefinitions/es/registry';
import { SOURCE_FIELDS } from '../forms/sourceFields';
import { confirmationOf, FORM_ID_FIELD, RELAY_TEMPLATE } from '../forms/payload';
import type { FieldDefinition, FieldType, FormDefinition } from '../formDefinitions/types';

/** What the visitor filled in: not the relay's own fields (`_subject`...), nor where the lead came from. */
export const isVisitorField = (name: string) => !name.startsWith('_') && !(SOURCE_FIELDS as readonly string[]).includes(name);

/** Room over the largest real post: a page a release behind (a longer text, a field more) still passes. */
export const MARGIN = 2;

/**
 * The longest value a visitor types in a field of each kind that has no
 * list of its own: a name or an address (text), an e-mail address (RFC
 * 5321's 254), a phone number with its extension, a count; a message or a
 * claim's story (textarea: about 1,500 words).
 */
export const TYPED_CHARS: Record<Exclude<FieldType, 'select' | 'checkbox' | 'date'>, number> = {
  text: 200,
  email: 254,
  tel: 40,
  number: 20,
  textarea: 10_000,
};

/** An address the forms send (`_next`, `sourcePage`) or the campaign read from one: a URL's practical limit. */
const URL_CHARS = 2048;

const definitions = [...Object.values(englishForms), ...Object.values(spanishForms)] as FormDefinition[];

/** The relay's own fields and where the lead came from (src/forms/payload.ts, src/forms/RelayFields.tsx), each with its longest value. */
export const RELAY_FIELD_CHARS: Readonly<Record<string, number>> = {
  [SOURCE_FIELDS[0]]: URL_CHARS,
  [SOURCE_FIELDS[1]]: URL_CHARS,
  _next: URL_CHARS,
  // The form's id (src/relay/formCatalogue.ts reads the form by it): the longest id.
  [FORM_ID_FIELD]: Math.max(...definitions.map((definition) => definition.id.length)),
  // Kept with the lead as sent; the e-mails' subjects are the forms' own (src/relay/mail.ts).
  _subject: TYPED_CHARS.text,
  _captcha: 'false'.length,
  // A field only a bot fills, as long as a text field.
  _honey: TYPED_CHARS.text,
  _template: RELAY_TEMPLATE.length,
  _autoresponse: Math.max(...definitions.map((definition) => confirmationOf(definition)?.length ?? 0)),
};

/** The longest value a visitor can give a field of a form. */
export function longestValue(field: FieldDefinition): number {
  if (field.options?.length) return Math.max(...field.options.map((option) => option.value.length));
  switch (field.type) {
    case 'checkbox':
      return 'false'.length;
    case 'date':
      return 'YYYY-MM-DD'.length;
    case 'select':
      return 0;
    default:
      return TYPED_CHARS[field.type];
  }
}

/**
 * Every field name a post may carry, with the most characters its value
 * may have: its longest in any form, in either language, times the MARGIN.
 */
export const FIELD_CHARS: ReadonlyMap<string, number> = (() => {
  const longest = new Map(Object.entries(RELAY_FIELD_CHARS));
  for (const definition of definitions) {
    for (const field of definition.fields) longest.set(field.name, Math.max(longest.get(field.name) ?? 0, longestValue(field)));
  }
  return new Map([...longest].map(([name, chars]) => [name, MARGIN * chars]));
})();

/** The fields a post of `definition` carries: the form's, the source fields, the relay's (`_autoresponse` for a form with an e-mail field). */
export function postedFieldsOf(definition: FormDefinition): { name: string; chars: number }[] {
  const relay = Object.keys(RELAY_FIELD_CHARS).filter((name) => name !== '_autoresponse' || confirmationOf(definition));
  return [...definition.fields.map((field) => ({ name: field.name, chars: longestValue(field) })), ...relay.map((name) => ({ name, chars: RELAY_FIELD_CHARS[name] }))];
}

/** The boundary line and headers of one multipart part, around its name and value (a browser's boundary is under 70 characters). */
const PART_BYTES = '--'.length + 70 + '\r\nContent-Disposition: form-data; name=""\r\n\r\n'.length + '\r\n'.length;

/** The most bytes a post of these fields takes: multipart, or urlencoded (`=` and `&` per field), each character at its widest. */
export function largestPostBytes(fields: readonly { name: string; chars: number }[]): number {
  const multipart = fields.reduce((sum, { name, chars }) => sum + PART_BYTES + name.length + 3 * chars, '--'.length + 70 + '--\r\n'.length);
  const urlencoded = fields.reduce((sum, { name, chars }) => sum + name.length + 2 + 9 * chars, 0);
  return Math.max(multipart, urlencoded);
}

const largestForm = definitions.reduce((largest, definition) => (largestPostBytes(postedFieldsOf(definition)) > largestPostBytes(postedFieldsOf(largest)) ? definition : largest));

/** The caps a post passes to be read as a lead (the figures: docs/forms.md, "The lead relay"). */
export const LEAD_CAPS = {
  /** The form whose post is the largest (every field at its longest), by id. */
  largestForm: largestForm.id,
  /** Fields in one post. */
  fields: MARGIN * Math.max(...definitions.map((definition) => postedFieldsOf(definition).length)),
  /** Characters of a field's name. */
  nameChars: MARGIN * Math.max(...[...FIELD_CHARS.keys()].map((name) => name.length)),
  /** Characters of any one value (each field has its own, at most this: FIELD_CHARS). */
  valueChars: Math.max(...FIELD_CHARS.values()),
  /** Bytes of the body, as sent. */
  bodyBytes: MARGIN * largestPostBytes(postedFieldsOf(largestForm)),
} as const;
