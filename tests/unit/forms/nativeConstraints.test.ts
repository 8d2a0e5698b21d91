// @vitest-environment node
/**
 * The browser's own validation attributes come from the same rules as the
 * arktype schema: checked for every field of every definition, and, where a
 * rule becomes a `pattern`, the pattern accepts exactly what the schema
 * accepts (fast-check over arbitrary text, with spaces, tabs and e-mail-ish
 * strings mixed in).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDefinitions, formIds } from '../../../src/formDefinitions/registry';
import { nativeConstraints, SIMPLE_EMAIL_PATTERN, trimmedAtLeast } from '../../../src/forms/nativeConstraints';
import { validate } from '../../../src/forms/schema';
import type { FieldDefinition, FormDefinition } from '../../../src/formDefinitions/types';

const everyField = formIds.flatMap((id) => formDefinitions[id].fields.map((field) => [id, field.name, formDefinitions[id], field] as const));

/** As the browser compiles `pattern`: anchored, with the v flag. */
const browserPattern = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

/** The schema's verdict on one field's value. */
const schemaAccepts = (definition: FormDefinition, field: FieldDefinition, value: string) =>
  validate(definition, { [field.name]: value })[field.name] === undefined;

const textish = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[ \t]*[a-z@. ]{0,14}[ \t]*$/),
  fc.constantFrom('', ' ', '   a ', 'ab', ' a b ', 'a@b', 'a @b', '@b', 'a@', 'x@y@z', '(630) 555-0199', '555 0199  '),
);

describe('native constraints from the rules', () => {
  it.each(everyField)('%s.%s: required exactly when the field has a rule that asks for a value', (_, __, ___, field) => {
    expect(nativeConstraints(field).required === true).toBe(field.rule !== undefined && field.rule.kind !== 'optionalEmail');
  });

  it.each(everyField)('%s.%s: minlength, pattern and type say what the rule says', (_, __, ___, field) => {
    const constraints = nativeConstraints(field);
    const singleLine = ['text', 'email', 'tel'].includes(field.type);
    switch (field.rule?.kind) {
      case 'minLength':
        expect(constraints.minLength).toBe(field.rule.min);
        expect(constraints.pattern).toBe(singleLine ? trimmedAtLeast(field.rule.min) : undefined);
        break;
      case 'required':
        expect(constraints.pattern).toBe(singleLine ? trimmedAtLeast(1) : undefined);
        break;
      case 'email':
        // The browser's own e-mail check is the field type.
        expect(field.type).toBe('email');
        break;
      case 'simpleEmail':
        expect(field.type).toBe('email');
        expect(constraints.pattern).toBe(SIMPLE_EMAIL_PATTERN);
        break;
      case 'checked':
        expect(field.type).toBe('checkbox');
        break;
      case 'optionalEmail':
        // Only the field type: the browser checks an address once one is typed.
        expect(field.type).toBe('email');
        expect(constraints).toEqual({});
        break;
      case 'dateFromToday':
        // Present, and no more: the prerendered page cannot know the visitor's today.
        expect(field.type).toBe('date');
        expect(constraints).toEqual({ required: true });
        break;
      case undefined:
        expect(constraints).toEqual({});
    }
    if (!singleLine) expect(constraints.pattern).toBeUndefined();
  });

  const patterned = everyField.filter(([, , , field]) => nativeConstraints(field).pattern !== undefined);

  it.each(patterned)('%s.%s: the pattern accepts exactly what the schema accepts', (_, __, definition, field) => {
    const pattern = browserPattern(nativeConstraints(field).pattern!);
    fc.assert(
      fc.property(textish, (value) => {
        // Single-line inputs hold no line breaks; the browser strips them.
        const typed = value.replace(/[\r\n]/g, '');
        expect(pattern.test(typed), JSON.stringify(typed)).toBe(schemaAccepts(definition, field, typed));
      }),
    );
  });
});
