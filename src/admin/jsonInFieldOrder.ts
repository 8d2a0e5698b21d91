/**
 * A Decap file format for the agency's facts: JSON written in the order of
 * the editor's fields, nested objects and lists included. Decap's own JSON
 * format writes keys in whatever order its data structures hold them, so
 * every save would reorder the file and the office's pull request would show
 * lines it never touched; in field order, it shows exactly what changed.
 * src/config/agency.json is kept in the same shape (2-space JSON, final
 * newline; tests/unit/cms/cmsConfig.test.ts).
 */
import type { CmsField } from 'decap-cms-core';

/** The format's name in the editor's configuration (src/buildSteps/cms/factsCollection.ts). */
export const AGENCY_JSON_FORMAT = 'agency-json';

const subfieldsOf = (field: CmsField | undefined): CmsField[] | undefined =>
  field && 'fields' in field && Array.isArray(field.fields) ? field.fields : undefined;

/** `value` with its keys in the order of `fields` (recursively); keys no field names keep their place after them. */
export function inFieldOrder(value: unknown, fields: CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields));
  if (!fields || typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const keys = [...fields.map((field) => field.name).filter((name) => name in record), ...Object.keys(record).filter((key) => !byName.has(key))];
  return Object.fromEntries(keys.map((key) => [key, inFieldOrder(record[key], subfieldsOf(byName.get(key)))]));
}

export function jsonInFieldOrder(fields: CmsField[]) {
  return {
    fromFile: (content: string): unknown => JSON.parse(content),
    toFile: (data: unknown): string => `${JSON.stringify(inFieldOrder(data, fields), null, 2)}\n`,
  };
}
