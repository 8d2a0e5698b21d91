// @vitest-environment node
/**
 * The editor's collections over the content files, derived from the content
 * model: every node of every model has its field, in the model's order,
 * labelled and hinted from the model (its "(optional)" left to Decap), with
 * the widget its kind calls for; what the build makes has none; the one-line
 * rules refuse exactly what the build's reader refuses; the collections name
 * the files the build reads.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, CONTENT_PATHS } from '../../../src/admin/contentCollections';
import { FILE_NAME_FIELD, FILE_NAME_WIDGET } from '../../../src/admin/fileNameField';
import { OPTIONAL_OBJECT_WIDGET } from '../../../src/admin/optionalObject';
import { ICON_WIDGET, isIconChoice } from '../../../src/admin/iconField';
import { PHOTO_WIDGET } from '../../../src/admin/photoField';
import { SITE_LINK_WIDGET } from '../../../src/admin/siteLinkField';
import { TRANSLATION_WIDGET } from '../../../src/admin/translationField';
import { VALUE_LIST_WIDGET } from '../../../src/admin/valueList';
import { contentFields, editorLabel, type FieldChoices } from '../../../src/buildSteps/cms/contentFields';
import { contentPaths } from '../../../src/buildSteps/content/contentPaths';
import { coverageCollection, fieldChoices, pagesCollection, siteCollection } from '../../../src/buildSteps/cms/contentCollections';
import { coverageFile, COVERAGE_FILE_NAME } from '../../../src/content/model/coverage';
import type { ContentNode, FieldsOf } from '../../../src/vocabulary/nodes';
import { pageFiles } from '../../../src/content/model/pages';
import { readContent, type ReadContext } from '../../../src/content/model/read';
import { siteFile } from '../../../src/content/model/site';
import { formModules } from '../../../src/formDefinitions/modules';

const root = resolve(import.meta.dirname, '../../..');
const choices = fieldChoices();

/** A field as this test reads it: Decap's, with the content widgets' own options. */
type Field = CmsField & Record<string, unknown>;

const unwrap = (node: ContentNode): ContentNode => (node.type === 'mapped' ? { ...node.inner, label: node.label, hint: node.hint, optional: node.optional } : node);

/**
 * Walks a model's fields beside the editor's, and fails naming the place of
 * the first disagreement: a missing or extra field, another order, a label
 * that is not the model's, a widget that is not the one its kind calls for.
 */
function expectFieldsOfModel(fields: FieldsOf, editorFields: Field[], path: string) {
  const written = Object.entries(fields).filter(([, node]) => node.type !== 'derived');
  expect(editorFields.map((field) => field.name), `${path}: the fields, in the model's order`).toEqual(written.map(([name]) => name));
  written.forEach(([name, node], index) => expectFieldOfNode(unwrap(node), editorFields[index]!, path ? `${path}.${name}` : name));
}

function expectFieldOfNode(node: ContentNode, field: Field, path: string) {
  expect(field.label, `${path}: label`).toBe(editorLabel(node));
  expect(field.label, `${path}: label`).not.toBe('');
  if (node.hint) expect(field.hint, `${path}: hint`).toContain(node.hint);
  expect(field.required === false, `${path}: required`).toBe(Boolean(node.optional) || node.type === 'boolean');
  const widgetOf: Partial<Record<ContentNode['type'], string>> = {
    text: TRANSLATION_WIDGET,
    choice: 'select',
    number: 'number',
    boolean: 'boolean',
    link: SITE_LINK_WIDGET,
    path: 'string',
    id: 'string',
    date: 'datetime',
    page: 'select',
    form: 'select',
    article: 'select',
    blocks: 'list',
  };
  if (node.type === 'list') {
    // A list of single values is the list that hands each item whole to its field (src/admin/valueList.ts).
    expect(field.widget, `${path}: widget`).toBe(unwrap(node.item).type === 'object' ? 'list' : VALUE_LIST_WIDGET);
  } else if (node.type === 'object' || node.type === 'photo') {
    expect(field.widget, `${path}: widget`).toBe(node.optional ? OPTIONAL_OBJECT_WIDGET : 'object');
  } else {
    expect(field.widget, `${path}: widget`).toBe(node.type === 'choice' && isIconChoice(node) ? ICON_WIDGET : widgetOf[node.type]);
  }
  switch (node.type) {
    case 'text':
      expect(field.multiline ?? false, `${path}: multiline`).toBe(node.multiline ?? false);
      expect(field.only, `${path}: only`).toEqual(node.only);
      expect(field.slots, `${path}: slots`).toEqual(node.slots);
      break;
    case 'choice':
      expect(field.options, `${path}: options`).toEqual(node.options);
      break;
    case 'link':
    case 'path':
    case 'id':
    case 'date':
      expect(field.pattern, `${path}: pattern`).toEqual([expect.any(String), expect.stringMatching(/^must be /)]);
      break;
    case 'page':
      expect(field.options, `${path}: options`).toEqual(choices.coverageSlugs);
      break;
    case 'photo': {
      const [src, alt] = field.fields as Field[];
      expect([src!.name, src!.widget, alt!.name, alt!.widget], path).toEqual(['src', PHOTO_WIDGET, 'alt', TRANSLATION_WIDGET]);
      break;
    }
    case 'object':
      expectFieldsOfModel(node.fields, field.fields as Field[], path);
      break;
    case 'list': {
      expect(field.label_singular, `${path}: one item`).toBe(node.singular);
      expect(field.min, `${path}: min`).toBe(node.min);
      expect(field.max, `${path}: max`).toBe(node.max);
      const item = unwrap(node.item);
      if (item.type === 'object') expectFieldsOfModel(item.fields, field.fields as Field[], `${path}[]`);
      else expectFieldOfNode({ ...item, optional: undefined }, field.field as Field, `${path}[]`);
      break;
    }
    case 'blocks': {
      expect(field.typeKey, `${path}: the block's kind`).toBe('kind');
      expect(field.label_singular, `${path}: one block`).toBe(node.singular);
      const types = field.types as Field[];
      expect(types.map((type) => type.name), `${path}: the kinds`).toEqual(Object.keys(node.types));
      for (const type of types) {
        expect(type.label, `${path}: ${type.name}`).toBe(node.types[type.name]!.label);
        expectFieldsOfModel(node.types[type.name]!.fields, type.fields as Field[], `${path}[${type.name}]`);
      }
      break;
    }
    default:
      break;
  }
}

const fieldsOf = (collection: CmsCollection) => collection.fields as Field[];

/** Every field, at every depth: a group's, a list's, each block kind's. */
const allFields = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [field, ...allFields([...((field.fields as Field[]) ?? []), ...(field.field ? [field.field as Field] : []), ...((field.types as Field[]) ?? [])])]);

describe('the content collections', () => {
  it('Coverage pages: one YAML file per page in src/content/coverage/, named from the address the office gives a new page', () => {
    const collection = coverageCollection(choices);
    expect(collection).toMatchObject({
      name: CONTENT_COLLECTIONS.coverage.name,
      folder: 'src/content/coverage',
      extension: 'yaml',
      format: CONTENT_COLLECTIONS.coverage.format,
      create: true,
      identifier_field: FILE_NAME_FIELD,
      slug: `{{fields.${FILE_NAME_FIELD}}}`,
      summary: '{{fields.name.en}}',
    });
    const [address, ...modelFields] = fieldsOf(collection);
    expect(address).toMatchObject({ name: FILE_NAME_FIELD, widget: FILE_NAME_WIDGET, pattern: [COVERAGE_FILE_NAME.pattern.source, 'must be lowercase letters, digits and hyphens'] });
    expect(Object.keys(coverageFile.fields)).not.toContain(FILE_NAME_FIELD);
    expectFieldsOfModel(coverageFile.fields, modelFields, '');
  });

  it('Pages: one entry per fixed page, its model’s fields; none can be added or deleted', () => {
    const collection = pagesCollection(choices);
    expect(collection).toMatchObject({ name: CONTENT_COLLECTIONS.pages.name, format: CONTENT_COLLECTIONS.pages.format, delete: false });
    expect(collection.create).toBeUndefined();
    const files = collection.files!;
    expect(files.map((file) => file.name)).toEqual(Object.keys(pageFiles));
    for (const file of files) {
      expect(file.file).toBe(`${CONTENT_PATHS.pages}/${file.name}.yaml`);
      expect(existsSync(resolve(root, file.file)), file.file).toBe(true);
      expectFieldsOfModel(pageFiles[file.name as keyof typeof pageFiles].fields, file.fields as Field[], file.name);
    }
    // The legal pages share a model; the office tells them apart by their labels.
    expect(new Set(files.map((file) => file.label)).size).toBe(files.length);
  });

  it('Site frame: src/content/site.yaml, without a preview (its words are every page’s frame)', () => {
    const collection = siteCollection(choices);
    expect(collection).toMatchObject({ name: CONTENT_COLLECTIONS.site.name, format: CONTENT_COLLECTIONS.site.format, delete: false, editor: { preview: false } });
    const [file] = collection.files!;
    expect(file!.file).toBe(CONTENT_PATHS.site);
    expectFieldsOfModel(siteFile.fields, file!.fields as Field[], 'site');
  });

  it('offers the coverage pages, forms and English articles there are, and the recreational form to coverage pages only', () => {
    expect(choices.coverageSlugs).toContain('cyber');
    expect(choices.coverageSlugs).toHaveLength(22);
    expect(choices.formIds).toEqual(Object.keys(formModules));
    expect(choices.articleIds).toContain('life-insurance-guide');
    const coverageForm = fieldsOf(coverageCollection(choices)).find((field) => field.name === 'form')!;
    expect(coverageForm.options).toContain('recreational');
    const pageForms = pagesCollection(choices).files!.flatMap((file) => allFields(file.fields as Field[])).filter((field) => field.name === 'form');
    expect(pageForms).not.toHaveLength(0);
    for (const field of pageForms) expect(field.options).toEqual(choices.formIds.filter((id) => id !== 'recreational'));
  });

  it('labels an optional field as Decap will show it: the model’s label without its own "(optional)", Decap adds it', () => {
    const optional = (label: string) => editorLabel({ label, optional: true });
    expect(optional('Lead (optional)')).toBe('Lead');
    expect(optional('Background (optional: white and light grey alternate)')).toBe('Background (white and light grey alternate)');
    expect(optional('Link text (optional, default "Learn More")')).toBe('Link text (default "Learn More")');
    expect(optional('Anchor (optional): the part after # in a link to this section')).toBe('Anchor: the part after # in a link to this section');
    expect(optional('Card')).toBe('Card');
    expect(editorLabel({ label: 'Lead (optional)' })).toBe('Lead (optional)');
  });

  it('refuses in a one-line field exactly what the build’s reader refuses', () => {
    const fields = contentFields(
      { link: { type: 'link', label: 'Link' }, path: { type: 'path', label: 'Path' }, id: { type: 'id', label: 'Anchor' }, date: { type: 'date', label: 'Day' } },
      choices,
    ) as Field[];
    const context: ReadContext = {
      locale: 'en',
      facts: { paymentLink: 'https://pay.example/', signInLink: 'https://portal.example/' },
      isSitePath: () => true,
      formIds: [],
      formModule: () => ({ importFrom: '', importName: '' }),
      articleIds: [],
      photoOrigin: 'https://images.unsplash.com',
    };
    const samples: Record<string, string[]> = {
      link: ['/contact', '/contact?subject=quote', '#quote', 'https://example.com/a', '{paymentLink}', '{signInLink}', 'contact', 'http://example.com', '#Quote', 'mailto:a@b.c', '/a b'],
      path: ['/services/business', '/a1/b-2', 'services', '/Services', '/a//b', '/a-'],
      id: ['quote', 'policy-change', 'a1', 'Quote', '1a', 'a b'],
      date: ['2025-01-15', '2025-1-5', '15/01/2025'],
    };
    for (const field of fields) {
      const [pattern] = field.pattern as [string, string];
      for (const value of samples[field.name]!) {
        const { problems } = readContent({ type: field.name as 'link' | 'path' | 'id' | 'date', label: String(field.label) }, value, context);
        expect(new RegExp(pattern).test(value), `${field.name} ${value}`).toBe(problems.length === 0);
      }
    }
  });

  it('has a field for every block kind, and none for a block with nothing to fill in', () => {
    expect(() => contentFields({ sections: { type: 'blocks', label: 'Sections', singular: 'section', types: { empty: { label: 'Empty', fields: {} } } } }, choices)).toThrow(
      'the block "empty" (Empty) has nothing to fill in',
    );
  });

  it('derives the choices from the working copy it edits', () => {
    const empty: FieldChoices = fieldChoices({ ...contentPaths(), coverage: resolve(root, 'no-such-dir'), articles: resolve(root, 'no-such-dir') });
    expect(empty.coverageSlugs).toEqual([]);
    expect(empty.articleIds).toEqual([]);
  });
});
