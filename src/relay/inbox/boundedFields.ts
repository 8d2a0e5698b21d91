/**
 * A stored lead as the office reads it, bounded (docs/relay.md, "The
 * office's inbox", "Bounded"): whatever a lead holds (a legacy lead stored
 * before the intake's caps may hold 156,612 fields, or a value of a
 * megabyte), the list, the lead view and the CSV each read and send a
 * bounded amount of it. Every field a form defines is kept (its first
 * value); of the rest, the first OTHER_FIELDS, and the others only counted.
 * The office's own replies are bounded when written (REPLY_SUBJECT_CHARS,
 * REPLY_TEXT_CHARS: ./leadReplies.ts refuses longer ones, saying so).
 */
import type { Fields } from '../body';
import { formDefinitions } from '../../formDefinitions/registry';
import { isVisitorField } from '../leadCaps';

/** A reply's subject (src/relay/inbox/leadReplies.ts): one line, at most this long, as a mail program shows it whole. */
export const REPLY_SUBJECT_CHARS = 200;
/** A reply's text: at most this long (a long letter; what the inbox's lead view shows in full). */
export const REPLY_TEXT_CHARS = 20_000;

/** A spreadsheet's cell holds 32,767 characters: no value the office reads is longer than this. */
export const VALUE_CHARS = 32_000;
/** A lead's own short texts in the list and the CSV (name, e-mail, phone, subject, page, campaign): read from the database at most this long. */
export const SHORT_CHARS = 1_000;
/** A field's name, where it is its own label (no form defines it). */
export const NAME_CHARS = 200;
/** Fields no form defines: this many are shown (the lead view) or written (the CSV's "Other fields"), the rest counted. */
export const OTHER_FIELDS = 50;
/** The CSV's "Other fields" cell holds at most this many characters. */
export const OTHER_FIELDS_CHARS = 4_000;

/** Every field name a form defines (src/formDefinitions): the Spanish forms have the same names. */
export const FORM_FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(formDefinitions).flatMap((definition) => definition.fields.map((field) => field.name)));

/** `text` at most `max` characters, saying how many more there were. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${(text.length - max).toLocaleString('en-US')} more characters]`;
}

/** A short text read as `substr(column, 1, SHORT_CHARS + 1)` (leadQueries.ts): one character too many says it was longer. */
export const shortText = (text: string) => (text.length > SHORT_CHARS ? `${text.slice(0, SHORT_CHARS)}…` : text);

export interface BoundedFields {
  /** The visitor's fields in the order sent: each form-defined name's first value, then at most OTHER_FIELDS others; names and values cut. */
  fields: Fields;
  /** The visitor's fields left out. */
  omitted: number;
}

/** The visitor's fields of a stored lead (not the relay's own `_` fields nor the lead source), bounded as the module says. */
export function boundedFields(all: Fields, otherFields = OTHER_FIELDS): BoundedFields {
  const fields: Fields = [];
  const seen = new Set<string>();
  let others = 0;
  let omitted = 0;
  for (const [name, value] of all) {
    if (!isVisitorField(name)) continue;
    if (FORM_FIELD_NAMES.has(name) && !seen.has(name)) seen.add(name);
    else if (others < otherFields) others++;
    else {
      omitted++;
      continue;
    }
    fields.push([cut(name, NAME_CHARS), cut(value, VALUE_CHARS)]);
  }
  return { fields, omitted };
}
