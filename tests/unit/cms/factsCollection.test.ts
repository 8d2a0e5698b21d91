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
import { type } from 'arktype';
import type { CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { jsonInFieldOrder, AGENCY_JSON_FORMAT } from '../../../src/admin/jsonInFieldOrder';
import { checkPhoneField, PHONE_WIDGET } from '../../../src/admin/phoneField';
import { FACTS_PATH, factsCollection } from '../../../src/buildSteps/cms/factsCollection';
import { fieldChoices } from '../../../src/buildSteps/cms/contentCollections';
import { contentFields } from '../../../src/buildSteps/cms/contentFields';
import { parseAgencyFacts } from '../../../src/config/agencyFacts';
import { rule } from '../../../src/vocabulary/nodes';
import { WEEKDAYS } from '../../../src/config/hoursWritings';

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
      expect.arrayContaining(['name', 'phone', 'claimsExtension', 'fax', 'email', 'address.street', 'address.postalCode', 'hours.timeZone', 'hours.open.0.days', 'hours.open.0.opens', 'hours.open.0.closes', 'links.payment', 'links.signIn', 'links.facebook', 'links.instagram', 'siteOrigin']),
    );
    expect(all.every((leaf) => leaf.field.required === true)).toBe(true);
  });

  it('accepts every value the file holds today', () => {
    for (const { path, field, value } of leaves(facts, file.fields)) {
      if (typeof value === 'string') expect(accepts(field, value), `${path}: ${value}`).toBe(true);
    }
  });

  it('asks for each phone fact once: one number, one extension, one fax, no writing of them', () => {
    const phoneFields = leaves(facts, file.fields).filter((leaf) => /phone|fax|claims/i.test(leaf.path));
    expect(phoneFields.map((leaf) => [leaf.path, leaf.field.widget])).toEqual([
      ['phone', PHONE_WIDGET],
      ['claimsExtension', 'string'],
      ['fax', PHONE_WIDGET],
    ]);
    expect(fieldAt('phone').hint).toBe('A valid phone number such as +18005550142.');
  });

  it.each(['phone', 'fax'])('refuses in %s exactly the numbers the build refuses: the form by pattern, existence by the phone field', (path) => {
    const field = fieldAt(path) as CmsField & { pattern: [string, string]; label: string };
    const editorAccepts = (value: string) => accepts(field, value) && checkPhoneField(value, field) === true;
    const buildAccepts = (value: string) => {
      try {
        parseAgencyFacts(JSON.stringify({ ...facts, [path]: value }), FACTS_PATH);
        return true;
      } catch {
        return false;
      }
    };
    for (const value of ['+18005550142', '+16305550143', '+13125550199', '+442079460958', '+10005550142', '+11005550142', '+1800', '+18005550', '+180055501420', '(800) 555-0142', '+1 800 555 0142', '18005550142', 'tel:+18005550142']) {
      expect(editorAccepts(value), value).toBe(buildAccepts(value));
    }
    expect(checkPhoneField('+10005550142', field)).toEqual({ error: { type: 'CUSTOM', message: `${field.label} must be a valid phone number such as +18005550142.` } });
  });

  it.each([
    ['phone', '800'],
    ['phone', '+1800'],
    ['phone', '(800) 555-0142'],
    ['phone', '+1 800 555 0142'],
    ['phone', 'tel:+18005550142'],
    ['fax', '630-555-0143'],
    ['claimsExtension', 'ext. 6'],
    ['claimsExtension', ''],
    ['email', 'office'],
    ['address.postalCode', '605'],
    ['siteOrigin', 'https://www.example.com/home'],
    ['hours.open.0.opens', '8am'],
    ['hours.open.0.closes', '24:00'],
    ['links.facebook', 'facebook'],
  ])('refuses %s = %j, as the build does, with the rule as the message', (path, value) => {
    const field = fieldAt(path);
    expect(accepts(field, value)).toBe(false);
    expect(field.pattern![1]).toMatch(/^must be /);
    expect(field.hint).toBeTruthy();
  });

  it('offers the days of the week in week order, as the schema knows them', () => {
    expect(fieldAt('hours.open.0.days')).toMatchObject({ widget: 'select', multiple: true, options: [...WEEKDAYS], min: 1 });
  });

  it('asks for the hours as one list of groups of days, each with its opening and closing time, the rule under the list', () => {
    const hours = file.fields.find((field) => field.name === 'hours')!;
    const open = childrenOf(hours)!.find((field) => field.name === 'open')!;
    expect(open).toMatchObject({ widget: 'list', label_singular: 'group of days', min: 1 });
    expect(open.hint).toBe('One or more groups of days with the same hours, each day in one group at most; a day in none is closed.');
    expect(childrenOf(open)!.map((field) => [field.name, field.widget])).toEqual([
      ['days', 'select'],
      ['opens', 'string'],
      ['closes', 'string'],
    ]);
    expect(fieldAt('hours.open.0.closes').hint).toBe('A 24-hour time such as 08:00.');
  });

  it('gives every field a label of its own, so none is ambiguous', () => {
    const labels = leaves(facts, file.fields)
      .filter((leaf) => !/\.\d+\./.test(leaf.path) || /\.0\./.test(leaf.path))
      .map((leaf) => leaf.field.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('fails the build, naming the field, when the days offered are not the rule’s days', () => {
    // A label sits beside its fact in the model (src/config/agencyFacts.ts), so neither can be missing; the options the editor offers can still disagree with the rule.
    const days = rule('Days', type.enumerated('Monday', 'Tuesday').array(), { options: ['Monday'] });
    expect(() => contentFields({ days }, fieldChoices())).toThrow('content editor fields of days: the options must be the rule’s choices (Monday, Tuesday)');
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

  it('show a changed phone number as the one changed line', () => {
    const changed = structuredClone(facts) as { phone: string };
    changed.phone = '+13125550199';
    const before = shipped.split('\n');
    const after = format.toFile(changed).split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['  "phone": "+13125550199",']);
  });
});
