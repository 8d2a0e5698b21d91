/**
 * Builds a form's arktype schema from the rules in its definition, each rule
 * carrying its exact message (docs/forms.md), and turns arktype's errors into one
 * message per field.
 */
import { type, type Type } from 'arktype';
import type { FieldErrors, FormDefinition, FormValues, Rule } from '../formDefinitions/types';

/** "anything@anything, no spaces" for the commercial forms (docs/forms.md). */
const simpleEmail = /^[^\s@]+@[^\s@]+$/;

function ruleType(rule: Rule): Type {
  const { message } = rule;
  switch (rule.kind) {
    case 'required':
      return type('string').narrow((value, ctx) => value.trim().length > 0 || ctx.reject({ message }));
    case 'minLength':
      // Trimmed: a name made of spaces is not a name.
      return type('string').narrow((value, ctx) => value.trim().length >= rule.min || ctx.reject({ message }));
    case 'email':
      return type('string.email').configure({ message });
    case 'simpleEmail':
      return type(simpleEmail).configure({ message });
    case 'checked':
      return type('true').configure({ message });
    case 'optionalEmail':
      return type('string.email | ""').configure({ message });
    case 'dateFromToday': {
      const { pastMessage } = rule;
      return type('string').narrow((value, ctx) => {
        if (!value.trim()) return ctx.reject({ message });
        // ISO dates (the date input's value) compare as text.
        return value >= localToday() || ctx.reject({ message: pastMessage });
      });
    }
  }
}

/** The visitor's today as the date input writes it (YYYY-MM-DD), in the visitor's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One arktype object type per definition, built once and reused. */
const cache = new WeakMap<FormDefinition, Type>();

export function schemaFor(definition: FormDefinition): Type {
  let schema = cache.get(definition);
  if (!schema) {
    const shape: Record<string, Type> = {};
    for (const field of definition.fields) if (field.rule) shape[field.name] = ruleType(field.rule);
    schema = type(shape as never) as unknown as Type;
    cache.set(definition, schema);
  }
  return schema;
}

/** Every field's first message, keyed by field name; empty when all is valid. */
export function validate(definition: FormDefinition, values: FormValues): FieldErrors {
  const result = schemaFor(definition)(values);
  const errors: FieldErrors = {};
  if (result instanceof type.errors) {
    for (const error of result) {
      const name = String(error.path[0] ?? '');
      errors[name] ??= error.message;
    }
  }
  return errors;
}
