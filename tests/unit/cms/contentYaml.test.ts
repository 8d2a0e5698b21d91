// @vitest-environment node
/**
 * The content files' editor format: every content file read as the editor
 * reads it, held as Decap holds an entry (Immutable maps, whose order is
 * lost past eight keys), and written back is the same file byte for byte;
 * what the office emptied is left out, the editor's own address field too,
 * and a newly filled field lands at its place in the model's order, so a
 * pull request shows only what changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collectionOrder, CONTENT_COLLECTIONS, CONTENT_PATHS, type ContentCollection } from '../../../src/admin/contentCollections';
import { inKeyOrder, keyOrderOf, mergeKeyOrders } from '../../../src/admin/contentOrder';
import { contentYaml } from '../../../src/admin/contentYaml';
import { FILE_NAME_FIELD } from '../../../src/admin/fileNameField';
import { block, blocks, object, text } from '../../../src/vocabulary/nodes';

const root = resolve(import.meta.dirname, '../../..');
const yamlIn = (dir: string) => readdirSync(resolve(root, dir)).filter((name) => name.endsWith('.yaml')).map((name) => join(dir, name));

const files: [ContentCollection, string][] = [
  ...yamlIn(CONTENT_PATHS.coverage).map((file): [ContentCollection, string] => [CONTENT_COLLECTIONS.coverage, file]),
  ...yamlIn(CONTENT_PATHS.pages).map((file): [ContentCollection, string] => [CONTENT_COLLECTIONS.pages, file]),
  [CONTENT_COLLECTIONS.site, CONTENT_PATHS.site],
];

const formatOf = (collection: ContentCollection) => contentYaml(collectionOrder(collection));
/** An entry's values as Decap holds them, then hands a format: through Immutable's maps. */
const asDecapHoldsThem = (value: unknown) => (fromJS(value) as unknown as { toJS(): object }).toJS();

describe('the content files’ editor format', () => {
  it('reads and writes back every content file byte for byte, through Decap’s Immutable maps', () => {
    expect(files.length).toBe(22 + 8 + 1);
    for (const [collection, file] of files) {
      const shipped = readFileSync(resolve(root, file), 'utf8');
      const format = formatOf(collection);
      expect(format.toFile(asDecapHoldsThem(format.fromFile(shipped))), file).toBe(shipped);
    }
  });

  it('needs to: Decap’s maps lose the order of a group of more than eight fields (the site frame’s navigation)', () => {
    const site = parse(readFileSync(resolve(root, CONTENT_PATHS.site), 'utf8')) as { nav: Record<string, unknown> };
    const held = asDecapHoldsThem(site) as { nav: Record<string, unknown> };
    expect(Object.keys(held.nav)).not.toEqual(Object.keys(site.nav));
    expect(Object.keys(held.nav).sort()).toEqual(Object.keys(site.nav).sort());
  });

  it('puts a newly filled field at its place in the model’s order, and a block’s kind first', () => {
    const format = formatOf(CONTENT_COLLECTIONS.coverage);
    const written = format.toFile({
      sections: [{ title: { es: 'Título', en: 'Title' }, paragraphs: [{ es: 'Uno', en: 'One' }], kind: 'text' }],
      hero: { title: { en: 'Umbrella', es: 'Paraguas' } },
      order: 150,
      menuLabel: { es: 'Paraguas', en: 'Umbrella' },
      category: 'personal',
      name: { en: 'Umbrella Insurance', es: 'Seguro paraguas' },
    });
    const keys = [...written.matchAll(/^(\s*(?:- )?)(\w+):/gm)].map((match) => `${match[1]!.replace('- ', '  ')}${match[2]}`);
    expect(keys.filter((key) => !key.startsWith(' '))).toEqual(['name', 'category', 'order', 'menuLabel', 'hero', 'sections']);
    expect(written).toContain('menuLabel:\n  en: Umbrella\n  es: Paraguas\n');
    expect(written).toContain('sections:\n  - kind: text\n    title:\n      en: Title\n      es: Título\n    paragraphs:\n      - en: One\n        es: Uno\n');
  });

  it('leaves out what the office emptied, and the address the editor names a new file by', () => {
    const format = formatOf(CONTENT_COLLECTIONS.coverage);
    const written = parse(
      format.toFile({
        [FILE_NAME_FIELD]: 'umbrella',
        name: { en: 'Umbrella', es: 'Paraguas' },
        path: '',
        menuLabel: { en: '', es: '' },
        card: { title: { en: '', es: '' }, description: { en: '  ', es: '' } },
        hero: { title: { en: 'Umbrella', es: 'Paraguas' }, subtitle: undefined, image: { src: '', alt: { en: '', es: '' } } },
        overview: false,
        order: 0,
        sections: [],
      }),
    ) as Record<string, unknown>;
    expect(written).toEqual({ name: { en: 'Umbrella', es: 'Paraguas' }, overview: false, order: 0, hero: { title: { en: 'Umbrella', es: 'Paraguas' } }, sections: [] });
  });

  it('keeps what the model does not name after what it names, so nothing a file holds is lost', () => {
    const order = keyOrderOf(object('Page', { title: text('Title'), lead: text('Lead') }));
    expect(Object.keys(inKeyOrder({ note: 'kept', lead: { en: 'L', es: 'L' }, title: { es: 'T', en: 'T' } }, order) as object)).toEqual(['title', 'lead', 'note']);
  });

  it('merges the fixed pages’ orders into one that is each page’s own, and refuses two models that disagree', () => {
    const pages = collectionOrder(CONTENT_COLLECTIONS.pages);
    expect(pages.keys.slice(0, 2)).toEqual(['head', 'hero']);
    expect(pages.kinds).toBeUndefined();
    expect(Object.keys(pages.children.sections!.kinds!)).toEqual(expect.arrayContaining(['trust', 'coverageGrid', 'contactForm', 'claimForm', 'clientServiceRequests', 'prose']));
    expect(pages.children.sections!.item!.keys).toEqual(['id', 'heading', 'blocks']);
    const first = keyOrderOf(object('A', { title: text('Title'), lead: text('Lead') }))!;
    const second = keyOrderOf(object('B', { lead: text('Lead'), title: text('Title') }))!;
    expect(() => mergeKeyOrders(first, second, 'pages')).toThrow('content order of pages: one model puts title before lead, another after it');
    const kinds = keyOrderOf(blocks('Sections', 'section', { a: block('A', { x: text('X') }) }))!;
    expect(mergeKeyOrders(kinds, keyOrderOf(blocks('Sections', 'section', { b: block('B', { y: text('Y') }) }))!).kinds).toEqual({
      a: { keys: ['kind', 'x'], children: { x: { keys: ['en', 'es'], children: {} } } },
      b: { keys: ['kind', 'y'], children: { y: { keys: ['en', 'es'], children: {} } } },
    });
  });
});
