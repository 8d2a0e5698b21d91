// @vitest-environment node
/**
 * The content editor's "Agency facts": one form over src/config/agency.json
 * with a field for every value of the file (and none the schema lacks), the
 * schema's rules as patterns and hints, values the build rejects refused in
 * the editor, and the shipped file already in the shape the editor writes,
 * so the office's first change shows in review as that change alone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { jsonInFieldOrder, AGENCY_JSON_FORMAT } from '../../../src/admin/jsonInFieldOrder';
import { FACTS_PATH, factsCollection } from '../../../src/build/cms/factsCollection';
import { fieldsFromSchema, jsonSchemaOf } from '../../../src/build/cms/schemaFields';
import { agencyFactsSchema, WEEKDAYS } from '../../../src/config/agencyFacts';

const root = resolve(import.meta.dirname, '../../..');
const shipped = readFileSync(resolve(root, FACTS_PATH), 'utf8');
const facts = JSON.parse(shipped) as Record<string, unknown>;
const collection = factsCollection();
const file = collection.files![0]!;

type Leaf = { path: string; field: CmsField; value: unknown };
const childrenOf = (field: CmsField) => ('fields' in field && Array.isArray(field.fields) ? field.fields : undefined);

/** Every value of the data beside the field that edits it; throws on a value no field edits. */
function leaves(data: unknown, fields: CmsField[], path = ''): Leaf[] {
  const record = data as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !fields.some((field) => field.name === key));
  if (extra.length) throw new Error(`no field for ${extra.map((key) => path + key).join(', ')}`);
  return fields.flatMap((field) => {
    const value = record[field.name];
    const children = childrenOf(field);
    const here = `${path}${field.name}`;
    if (!children) return [{ path: here, field, value }];
    if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, children, `${here}.${index}.`));
    return leaves(value, children, `${here}.`);
  });
}

const fieldAt = (path: string) => leaves(facts, file.fields).find((leaf) => leaf.path === path)!.field;
const accepts = (field: CmsField, value: string) => !field.pattern || new RegExp(field.pattern[0]).test(value);

describe('the agency facts collection', () => {
  it('edits src/config/agency.json, in the format that keeps the field order', () => {
    expect(file.file).toBe(FACTS_PATH);
    expect(collection.format).toBe(AGENCY_JSON_FORMAT);
    expect(collection.delete).toBe(false);
  });

  it('has a field for every value of the file, all required', () => {
    const all = leaves(facts, file.fields);
    expect(all.map((leaf) => leaf.path)).toEqual(
      expect.arrayContaining(['name', 'phone.display', 'phone.alternate', 'phone.href', 'phone.e164', 'claimsPhone.href', 'fax.display', 'email', 'address.street', 'address.postalCode', 'hours.rows.0.label', 'hours.openingHours.0.days', 'hours.openingHours.0.opens', 'links.payment', 'links.signIn', 'links.facebook', 'links.instagram', 'siteOrigin']),
    );
    expect(all.every((leaf) => leaf.field.required === true)).toBe(true);
  });

  it('accepts every value the file holds today', () => {
    for (const { path, field, value } of leaves(facts, file.fields)) {
      if (typeof value === 'string') expect(accepts(field, value), `${path}: ${value}`).toBe(true);
    }
  });

  it.each([
    ['phone.href', '8005550142'],
    ['phone.e164', '800'],
    ['claimsPhone.href', 'tel:+18005550142'],
    ['email', 'office'],
    ['address.postalCode', '605'],
    ['siteOrigin', 'https://www.example.com/home'],
    ['hours.openingHours.0.opens', '8am'],
    ['links.facebook', 'facebook'],
  ])('refuses %s = %j, as the build does, with the rule as the message', (path, value) => {
    const field = fieldAt(path);
    expect(accepts(field, value)).toBe(false);
    expect(field.pattern![1]).toMatch(/^must be /);
    expect(field.hint).toBeTruthy();
  });

  it('offers the days of the week in week order, as the schema knows them', () => {
    expect(fieldAt('hours.openingHours.0.days')).toMatchObject({ widget: 'select', multiple: true, options: [...WEEKDAYS], min: 1 });
  });

  it('gives every field a label of its own, so none is ambiguous', () => {
    const labels = leaves(facts, file.fields)
      .filter((leaf) => !/\.\d+\./.test(leaf.path) || /\.0\./.test(leaf.path))
      .map((leaf) => leaf.field.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('fails the build, naming the field, when a fact has no label or a label no fact', () => {
    const schema = jsonSchemaOf(agencyFactsSchema);
    expect(() => fieldsFromSchema(schema, { name: 'Agency name' })).toThrow(/^content editor fields: no label for address, areaServed, .*legalName.*; not in the schema: -$/);
    expect(() => fieldsFromSchema(schema.properties!.fax!, { display: 'Fax', e164: 'Fax number', extension: 'Fax extension' }, 'fax.')).toThrow('not in the schema: extension');
  });
});

describe('the facts as the editor writes them', () => {
  const format = jsonInFieldOrder(file.fields);

  it('are the shipped file, byte for byte: opening and saving it changes nothing', () => {
    expect(format.toFile(format.fromFile(shipped) as object)).toBe(shipped);
  });

  it('keep the order of the fields, nested ones included, whatever order the data comes in', () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, reversed(inner)]))
          : value;
    expect(format.toFile(reversed(facts) as object)).toBe(shipped);
  });

  it('show a changed phone number as the changed lines alone', () => {
    const changed = structuredClone(facts) as { phone: { display: string } };
    changed.phone.display = '(312) 555-0199';
    const before = shipped.split('\n');
    const after = format.toFile(changed).split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['    "display": "(312) 555-0199",']);
  });
});
