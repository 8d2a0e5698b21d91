/**
 * The browser's own validation attributes for a field, generated from the
 * same rule that builds its arktype schema (schema.ts), so the two can never
 * disagree about what is required. They guard the form before and without
 * script; once the script runs, the form turns native validation off and the
 * schema's exact messages take over.
 *
 * What the browser cannot express stays script-only: trimming on a textarea
 * (no `pattern` there), and arktype's stricter e-mail check beyond `type=email`.
 */
import type { FieldDefinition, FieldType } from '../formDefinitions/types';

export interface NativeConstraints {
  required?: boolean;
  minLength?: number;
  pattern?: string;
}

/** Only single-line text inputs accept `pattern`. */
const takesPattern = (type: FieldType) => type === 'text' || type === 'email' || type === 'tel';

/** At least `min` characters once leading and trailing spaces are trimmed (the schema trims too). */
export const trimmedAtLeast = (min: number) => (min <= 1 ? '\\s*\\S.*' : `\\s*\\S.{${min - 2},}\\S\\s*`);

/** anything@anything without spaces, as the schema's simple e-mail rule. */
export const SIMPLE_EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+';

export function nativeConstraints(field: FieldDefinition): NativeConstraints {
  const { rule } = field;
  if (!rule) return {};
  const pattern = (value: string) => (takesPattern(field.type) ? { pattern: value } : {});
  switch (rule.kind) {
    case 'required':
      return { required: true, ...pattern(trimmedAtLeast(1)) };
    case 'minLength':
      return { required: true, minLength: rule.min, ...pattern(trimmedAtLeast(rule.min)) };
    case 'email':
      // The field's type=email is the browser's e-mail check.
      return { required: true };
    case 'simpleEmail':
      return { required: true, ...pattern(SIMPLE_EMAIL_PATTERN) };
    case 'checked':
    case 'dateFromToday':
      // A date from today on cannot be prerendered: the page does not know the visitor's today.
      return { required: true };
    case 'optionalEmail':
      // The field's type=email checks an address once one is typed.
      return {};
  }
}
