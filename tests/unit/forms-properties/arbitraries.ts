/**
 * fast-check generators for form values, derived from each field's type and
 * rule: hostile text of every kind for the "never throws" properties, and
 * values that satisfy the rule for the "valid values" properties.
 */
import fc from 'fast-check';
import { recreationalServiceTypes } from '../../../src/formDefinitions/recreational';
import { localToday } from '../../../src/forms/schema';
import type { FieldDefinition, FormDefinition, FormValues } from '../../../src/formDefinitions/types';

/** Text a visitor (or a bot) might type: the edge cases named explicitly, plus anything. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\t\n\r ',
  '\u00a0\u2028\u3000\ufeff',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE leads;--",
  '🚚🏍️👨‍👩‍👧‍👦🇺🇸',
  'שלום עליכם',
  'مريم عبد الله',
  '\u202eevil\u202c',
  '\u0000\u0001\u001b[31m',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'true',
  'false',
  'x'.repeat(100_000),
);

/** Any string: short unicode, long unicode, or one of the named edge cases. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1_000, maxLength: 20_000 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.tuple(nasty, fc.string({ unit: 'grapheme' }), nasty).map((parts) => parts.join('')) },
);

/** What an arbitrary field may hold: text, a checkbox state, or nothing at all. */
const anyFieldValue = fc.oneof({ weight: 4, arbitrary: anyText }, { weight: 1, arbitrary: fc.boolean() });

/**
 * Arbitrary values for a form: each field present or missing, holding any text
 * or boolean, plus stray keys (including prototype names and the honeypot).
 */
export function arbitraryValues(definition: FormDefinition): fc.Arbitrary<FormValues> {
  const shape: Record<string, fc.Arbitrary<string | boolean>> = {};
  for (const field of definition.fields) shape[field.name] = anyFieldValue;
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', '_honey', '_subject')), anyFieldValue, {
        maxKeys: 3,
      }),
    )
    // Missing keys are absent, never undefined: the shape FormValues describes.
    .map(([known, stray]) => ({ ...stray, ...known }) as FormValues);
}

/** One grapheme that survives trim() at either end of a string. */
const solidGrapheme = fc.oneof(
  fc.constantFrom('a', 'Z', '7', 'Ł', 'é', 'م', 'ש', '李', '🚚', '👨‍👩‍👧', '<', '>', '&', '"', "'", '/', '\\', '%', '\u200b'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((g) => g.trim() === g && g.length > 0),
);

/** Text that passes a required/minLength rule: at least `min` non-blank graphemes, anything around them. */
export const textOfAtLeast = (min: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 8 })),
      fc.array(solidGrapheme, { minLength: Math.max(min, 1), maxLength: Math.max(min, 1) + 30 }),
      fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 8 })),
      fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('y'.repeat(20_000)) }),
    )
    // The core's graphemes are not blank, so trim() never reaches into it.
    .map(([before, core, after, huge]) => `${before}${core.join('')}${huge}${after}`);

const chars = (set: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...set), { minLength: min, maxLength: max }).map((list) => list.join(''));

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** Addresses the 'email' rule accepts: local@domain.tld (letters, digits, and . _ % + - where allowed). */
export const strictEmail: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('maria.lopez@example.com', 'o.brien+quotes@mail.prairie-point.example', 'A_1%x@b.co', 'x@1.2.3.io'),
  fc
    .tuple(chars(`${ALPHA}${DIGITS}_%+.-`, 1, 30), fc.array(chars(`${ALPHA}${DIGITS}-`, 1, 12), { minLength: 1, maxLength: 3 }), chars(ALPHA, 2, 8))
    .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`),
);

/** Addresses the commercial 'simpleEmail' rule accepts: anything@anything without spaces. */
const noSpaceNoAt = fc
  .array(fc.oneof(solidGrapheme, fc.constantFrom('.', '!', '#', '<', 'ü')), { minLength: 1, maxLength: 20 })
  .map((list) => list.join(''))
  .filter((text) => /^[^\s@]+$/.test(text));
export const simpleEmail: fc.Arbitrary<string> = fc.oneof(strictEmail, fc.tuple(noSpaceNoAt, noSpaceNoAt).map(([a, b]) => `${a}@${b}`));

/** An ISO date (what <input type="date"> gives), 1990 to 2040. */
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** An ISO date from the visitor's today on, to 2040 (the certificate's needed-by date). */
const isoDateFromToday = fc
  .date({ min: new Date(`${localToday()}T12:00:00`), max: new Date('2040-12-31T00:00:00'), noInvalidDate: true })
  .map((date) => localToday(date));

/** What <input type="number" min="0"> gives. */
const count = fc.oneof(fc.nat({ max: 100_000 }), fc.constantFrom(0, 1, 10, 999_999_999)).map(String);

/** A value that satisfies the field's rule (or any value for an optional field). */
export function validFieldValue(field: FieldDefinition): fc.Arbitrary<string | boolean> {
  if (field.type === 'checkbox') return field.rule ? fc.constant(true) : fc.boolean();
  if (field.type === 'select') {
    const values = (field.options ?? []).map((option) => option.value);
    return field.rule ? fc.constantFrom(...values) : fc.constantFrom('', ...values);
  }
  if (field.readOnly && field.name === 'serviceType') return fc.constantFrom(...recreationalServiceTypes);
  if (field.type === 'date' && field.rule?.kind !== 'dateFromToday') return field.rule ? isoDate : fc.oneof(fc.constant(''), isoDate);
  if (field.type === 'number') return field.rule ? count : fc.oneof(fc.constant(''), count);
  switch (field.rule?.kind) {
    case 'email':
      return strictEmail;
    case 'optionalEmail':
      return fc.oneof(fc.constant(''), strictEmail);
    case 'dateFromToday':
      return isoDateFromToday;
    case 'simpleEmail':
      return simpleEmail;
    case 'required':
      return textOfAtLeast(1);
    case 'minLength':
      return textOfAtLeast(field.rule.min);
    case 'checked':
      return fc.constant(true);
    case undefined:
      return anyText;
  }
}

/** A complete, valid set of values for the form. */
export function validValues(definition: FormDefinition): fc.Arbitrary<FormValues> {
  const shape: Record<string, fc.Arbitrary<string | boolean>> = {};
  for (const field of definition.fields) shape[field.name] = validFieldValue(field);
  return fc.record(shape);
}

/** A value that breaks the field's rule, whatever its kind. */
export function invalidFieldValue(field: FieldDefinition): fc.Arbitrary<string | boolean> {
  if (field.rule?.kind === 'checked') return fc.constant(false);
  // Empty is fine for an optional address; a filled one must be an address.
  if (field.rule?.kind === 'optionalEmail') return fc.constantFrom('maria', 'maria@', 'maria lopez@example.com', ' ');
  return fc.constantFrom('', ' ', '\t\n', '\u00a0');
}
