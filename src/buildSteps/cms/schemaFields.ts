/**
 * The content editor's form fields, derived from the arktype schemas the
 * build checks files against (src/config/agencyFacts.ts,
 * src/content/blog/frontmatter.ts), so the editor asks for exactly what the
 * build accepts: the same fields, required where the build requires them, a
 * Decap `pattern` for each text rule JSON Schema can state, and the rule's
 * own words as the hint. Only the labels, which the schemas do not hold, are
 * written by hand, and TypeScript checks that they name every field.
 * Runs at build time only (src/buildSteps/cms/cmsConfigModule.ts).
 */
import type { Type } from 'arktype';
import type { CmsField } from 'decap-cms-core';

/** The part of JSON Schema that arktype emits for the facts and the frontmatter. */
export interface JsonSchema {
  type?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
}

/**
 * What a type accepts, as JSON Schema. Rules JSON Schema cannot state (a
 * predicate such as "a real calendar day") are left out here and stay the
 * build's to check.
 */
export function jsonSchemaOf(rule: Type): JsonSchema {
  return rule.toJsonSchema({ fallback: (context) => context.base }) as JsonSchema;
}

export type Pattern = [string, string];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hint under a field and the message of its pattern, both in the schema's words. */
export const hintOf = (rule: string) => `${capitalized(rule)}.`;
const messageOf = (rule: string) => `must be ${rule}`;

/**
 * A regular expression for "between `min` and `max` characters", counted as
 * the build counts them: after trimming when `trimmed` (the frontmatter's
 * text is trimmed before it is checked), as written otherwise.
 */
export function lengthPattern(min: number, max: number | undefined, trimmed: boolean): string {
  const upTo = (limit: number | undefined) => (limit === undefined ? '' : String(limit));
  if (!trimmed) return `^[\\s\\S]{${min},${upTo(max)}}$`;
  if (min < 2) throw new Error('lengthPattern: a trimmed length needs a minimum of 2 or more');
  // Leading spaces, the first non-space character, the middle, the last non-space character, trailing spaces.
  return `^\\s*\\S[\\s\\S]{${min - 2},${upTo(max === undefined ? undefined : max - 2)}}\\S\\s*$`;
}

/**
 * The Decap pattern of a string rule: its regular expression, else its
 * length limits; none when "not empty" is all it asks (Decap's `required`
 * says that already). A regular expression from the frontmatter applies to
 * the trimmed value in the build and to the value as typed in the editor, so
 * the editor is stricter by surrounding spaces only.
 */
export function patternOf(schema: JsonSchema, rule: string, trimmed = false): Pattern | undefined {
  if (schema.pattern !== undefined) return [schema.pattern, messageOf(rule)];
  const min = schema.minLength ?? 0;
  if (schema.maxLength === undefined && min <= 1) return undefined;
  return [lengthPattern(min, schema.maxLength, trimmed), messageOf(rule)];
}

// ---------------------------------------------------------------------------
// Nested data files (the agency's facts): labels by hand, the rest from the schema.

/**
 * The labels of a data file's fields, shaped like the data: a text field's
 * label; an object's label and its fields' labels; a list of objects' label,
 * the name of one item and its fields' labels; a list of choices' label and
 * the choices in the order the editor shows them.
 */
export type FieldLabels<T> = T extends readonly (infer Item)[]
  ? // Bracketed so a union of choices stays one union (no distribution).
    [Item] extends [object]
    ? { label: string; singular: string; fields: LabelsOf<Item> }
    : { label: string; options: readonly Item[] }
  : T extends object
    ? { label: string; fields: LabelsOf<T> }
    : string;

export type LabelsOf<T> = { [Key in keyof T]-?: FieldLabels<T[Key]> };

type AnyLabels = string | { label: string; singular?: string; options?: readonly unknown[]; fields?: Record<string, AnyLabels> };

/** Decap fields for an object schema, in the order of `labels`; throws when the labels and the schema disagree. */
export function fieldsFromSchema(schema: JsonSchema, labels: Record<string, AnyLabels>, path = ''): CmsField[] {
  const properties = schema.properties ?? {};
  const unlabelled = Object.keys(properties).filter((name) => !(name in labels));
  const unknown = Object.keys(labels).filter((name) => !(name in properties));
  if (unlabelled.length || unknown.length) {
    throw new Error(`content editor fields${path ? ` of ${path}` : ''}: no label for ${unlabelled.join(', ') || '-'}; not in the schema: ${unknown.join(', ') || '-'}`);
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(labels).map(([name, label]) => ({
    ...fieldFromSchema(name, properties[name]!, label, `${path}${name}`),
    required: required.has(name),
  }));
}

function fieldFromSchema(name: string, schema: JsonSchema, labels: AnyLabels, path: string): CmsField {
  if (typeof labels === 'string') {
    if (schema.enum) return { name, label: labels, widget: 'select', options: schema.enum.map(String) };
    const rule = schema.description ?? 'text';
    const pattern = patternOf(schema, rule);
    return { name, label: labels, widget: 'string', ...(pattern ? { pattern, hint: hintOf(rule) } : {}) };
  }
  const { label, singular, options, fields } = labels;
  if (schema.type === 'array' && options) {
    const choices = schema.items?.enum ?? [];
    if (choices.length !== options.length || !choices.every((choice) => options.includes(choice))) {
      throw new Error(`content editor fields of ${path}: the options must be the schema's choices (${choices.join(', ')})`);
    }
    return { name, label, widget: 'select', multiple: true, options: options.map(String), ...(schema.minItems ? { min: schema.minItems } : {}) };
  }
  if (schema.type === 'array' && fields && schema.items) {
    return {
      name,
      label,
      label_singular: singular,
      widget: 'list',
      fields: fieldsFromSchema(schema.items, fields, `${path}.`),
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.description ? { hint: hintOf(schema.description) } : {}),
    };
  }
  if (schema.type === 'object' && fields) return { name, label, widget: 'object', fields: fieldsFromSchema(schema, fields, `${path}.`) };
  throw new Error(`content editor fields of ${path}: labels do not fit the schema's ${schema.type ?? 'value'}`);
}
