/**
 * The shape of a form definition: plain data (plus one subject function) that
 * both the view (to render inputs) and the controller (to validate and post)
 * read. Keeping it data means the definitions can ship with the page while the
 * machine, arktype and ky load only when a visitor starts using a form.
 */

import type { FieldErrors, FormValues } from '../../machines/formMachine';
import type { Locale } from '../i18n/locale';

/** Values and errors are the machine's shapes (the form layer sits above machines/). */
export type { FieldErrors, FormValues };

export interface Option {
  value: string;
  label: string;
}

/**
 * Validation as data. Every rule carries the exact message of docs/forms.md.
 * - required: non-empty after trimming
 * - minLength: at least `min` characters after trimming
 * - email: a real-looking address (quick quote style: "Invalid email address")
 * - simpleEmail: anything@anything without spaces (the commercial forms)
 * - checked: the checkbox must be ticked (the privacy agreement)
 * - optionalEmail: may stay empty; when filled, a real-looking address
 * - dateFromToday: a date is required (`message`), and not one before the
 *   visitor's today (`pastMessage`); the browser checks only that it is there,
 *   since a prerendered page cannot know the visitor's today
 */
export type Rule =
  | { kind: 'required'; message: string }
  | { kind: 'minLength'; min: number; message: string }
  | { kind: 'email'; message: string }
  | { kind: 'simpleEmail'; message: string }
  | { kind: 'checked'; message: string }
  | { kind: 'optionalEmail'; message: string }
  | { kind: 'dateFromToday'; message: string; pastMessage: string };

export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select' | 'checkbox';

export interface FieldDefinition {
  /** The input's `name`, which is also the payload field name (docs/forms.md). */
  name: string;
  label: string;
  type: FieldType;
  options?: readonly Option[];
  /** Text of the empty first option of a select. */
  prompt?: string;
  placeholder?: string;
  autoComplete?: string;
  rows?: number;
  /** Absent for optional fields. */
  rule?: Rule;
  /** Half-width on wide screens (first and last name side by side). */
  half?: boolean;
  /** Prefilled by the page and not editable (the recreational serviceType). */
  readOnly?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

export interface ToastText {
  title: string;
  description?: string;
  /** Milliseconds before it closes; the library default otherwise. */
  autoClose?: number;
}

/**
 * The view's own words around the fields, the same for every form of a
 * language (src/formDefinitions/language.ts and its Spanish twin).
 */
export interface FormChrome {
  /** After the label of a field that may stay empty: ' (optional)'. */
  optional: string;
  /** The line above the fields, around its red asterisk: 'Fields marked ' * ' are required.' */
  requiredNote: readonly [before: string, after: string];
  /** The empty first option of a select without a prompt of its own. */
  selectOne: string;
  /** Announced after a failed check: '2 fields need your attention.' */
  attention: (count: number) => string;
  /** The honeypot's label (read by nobody but bots). */
  honeypot: string;
  /** The agreement checkbox's label, its two documents linked (the field's label is these joined by spaces). */
  agreement: { before: string; terms: string; and: string; privacy: string };
}

/** `Id` is the form's key in the registry (src/formDefinitions/registry.ts checks the two agree). */
export interface FormDefinition<Id extends string = string> {
  id: Id;
  /**
   * The language of its words. Field names, option values and `subject()` are
   * the same in every language; a Spanish form's `_subject` gets '[ES] '
   * (payload.ts), so the office sees the visitor wants an answer in Spanish.
   */
  locale: Locale;
  chrome: FormChrome;
  /** Accessible name of the form when the page gives none. */
  name: string;
  fields: readonly FieldDefinition[];
  /** The `_subject` the relay puts in the e-mail's subject line. */
  subject: (values: FormValues) => string;
  /**
   * The `_subject` of the form posted without script, where `subject()` of
   * the untouched form does not read right (the contact form's 'Contact Form').
   */
  subjectWithoutScript?: string;
  submitLabel: string;
  busyLabel: string;
  toasts: { success: ToastText; failure: ToastText };
  /** A sentence shown above the button (the policy change's "takes effect only when…"). */
  note?: string;
  /**
   * The relay's automatic reply to the visitor (`_autoresponse`), posted when
   * the form has an e-mail field (docs/forms.md, "Where a lead came from, and
   * the visitor's confirmation"), in the form's language.
   */
  confirmation: string;
  /** The subject of that confirmation, in the form's language: the agency's words, never the post's (docs/forms.md, "The lead relay"). */
  confirmationSubject: string;
  /** Email and button on one row (the newsletter). */
  layout?: 'stacked' | 'inline';
}
