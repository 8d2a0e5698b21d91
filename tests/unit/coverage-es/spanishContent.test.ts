// @vitest-environment node
/**
 * The Spanish site does not repeat the English one's words. Every content
 * file writes each text in both languages (`{ en, es }`) and everything else
 * once; read by the build's own store, every coverage page, every fixed page,
 * the frame's words and the heads are checked here as the pages receive them
 * (facts filled in, other pages' cards placed): no Spanish text is one the
 * English page writes, but for a few words both languages spell alike; and
 * everything that is not text (links, anchors, icons, photos, forms, order
 * and number of sections and items) is the same in both languages.
 *
 * Which values are texts is read off a copy of the content in which every
 * text is replaced by a marker: where the copy's value is the marker, the
 * real value is a text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from '../../../src/buildSteps/content/loadSiteContent';
import { pageFiles, type FixedPage } from '../../../src/content/model/pages';
import { isModuleImport, type ContentNode } from '../../../src/vocabulary/nodes';
import { siteFile } from '../../../src/content/model/site';
import type { Locale } from '../../../src/i18n/locale';
import { copyContent } from '../../support/contentCopy';
import { siteContent } from '../../support/siteContent';

const TEXT = '\u27e6text\u27e7';

/** A text as a content file writes it: its words by language. */
const isText = (value: unknown): value is Record<string, string | null> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([key, item]) => (key === 'en' || key === 'es') && (typeof item === 'string' || item === null));

function maskTexts(tree: unknown): unknown {
  if (isText(tree)) return Object.fromEntries(Object.entries(tree).map(([key, item]) => [key, item ? TEXT : item]));
  if (Array.isArray(tree)) return tree.map(maskTexts);
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([key, item]) => [key, maskTexts(item)]));
  return tree;
}

/** The content with every text replaced by the marker, read by the same store. */
const maskedCopy = copyContent();
afterAll(() => maskedCopy.dispose());
for (const file of [
  'site.yaml',
  ...Object.keys(pageFiles).map((name) => `pages/${name}.yaml`),
  ...siteContent.coverage.map(({ slug }) => `coverage/${slug}.yaml`),
])
  maskedCopy.edit(file, (data) => Object.assign(data, maskTexts(data)));
// A failed read fails the file before its hooks run: leave no copy behind.
const masked = await loadSiteContent(maskedCopy.root).catch((error: unknown) => {
  maskedCopy.dispose();
  throw error;
});

/** A language's module: the same for both once its language is named `<locale>` (src/formDefinitions/es/…, virtual:blog-articles/es). */
const sameModule = (from: string) => from.replace(/\/es(?=\/)/, '').replace(/\/(en|es)$/, '/<locale>');

/**
 * A resolved value split in two by its masked twin: its texts (with where
 * they sit), and the rest with each text replaced by the marker.
 */
function split(real: unknown, mask: unknown, at = ''): { texts: [string, string][]; rest: unknown } {
  if (mask === TEXT) {
    expect(typeof real, `${at} is a text`).toBe('string');
    return { texts: [[at, real as string]], rest: TEXT };
  }
  if (isModuleImport(real)) return { texts: [], rest: `import ${real.importName} from ${sameModule(real.importFrom)}` };
  if (Array.isArray(real)) {
    expect(mask, `${at} is a list in both`).toHaveLength(real.length);
    const parts = real.map((item, index) => split(item, (mask as unknown[])[index], `${at}[${index}]`));
    return { texts: parts.flatMap((part) => part.texts), rest: parts.map((part) => part.rest) };
  }
  if (real && typeof real === 'object') {
    expect(Object.keys(mask as object).sort(), `${at} has the same fields in both`).toEqual(Object.keys(real).sort());
    const parts = Object.entries(real).map(([key, item]) => [key, split(item, (mask as Record<string, unknown>)[key], at ? `${at}.${key}` : key)] as const);
    return { texts: parts.flatMap(([, part]) => part.texts), rest: Object.fromEntries(parts.map(([key, part]) => [key, part.rest])) };
  }
  // Not a text: the masked copy has the very same value.
  expect(real, at).toEqual(mask);
  return { texts: [], rest: real };
}

/** Texts written in one language only (the legal pages' translation notice, Spanish only), by their place in the frame's words. */
function onlyIn(node: ContentNode, at = ''): { path: string; locales: readonly Locale[] }[] {
  if (node.type === 'text' && node.only) return [{ path: at, locales: node.only }];
  if (node.type === 'object') return Object.entries(node.fields).flatMap(([key, field]) => onlyIn(field, at ? `${at}.${key}` : key));
  return [];
}
const ONLY_IN = onlyIn(siteFile);

/** Words both languages spell alike (a proper name, a word Spanish borrows). */
const SAME_IN_BOTH = new Set(['Auto', 'Blog', 'Fax', 'Fax:', 'Cookies']);

interface Item {
  name: string;
  of: (site: SiteContent, locale: Locale) => unknown;
}

const items: Item[] = [
  ...siteContent.coverage.map(({ slug }): Item => ({ name: `coverage/${slug}.yaml`, of: (site, locale) => site.coveragePage(slug, locale) })),
  ...(Object.keys(pageFiles) as FixedPage[]).map((page): Item => ({ name: `pages/${page}.yaml`, of: (site, locale) => site.page(page, locale) })),
  { name: 'site.yaml (the frame’s words, with every coverage page’s name and menu label)', of: (site, locale) => site.words(locale) },
  { name: 'the heads (every page’s title and description)', of: (site, locale) => site.heads(locale) },
];

/** The real content as the build's store reads it: forms as the imports the build makes of them, like the masked copy's. */
const real = await loadSiteContent();
const splitIn = (item: Item, locale: Locale) => split(item.of(real, locale), item.of(masked, locale));

describe('the Spanish content', () => {
  it('covers every coverage page and every fixed page', () => {
    expect(items.filter((item) => item.name.startsWith('coverage/'))).toHaveLength(siteContent.coverage.length);
    expect(items.filter((item) => item.name.startsWith('pages/'))).toHaveLength(Object.keys(pageFiles).length);
  });

  it.each(items)('$name: no Spanish text is one the English writes', (item) => {
    const english = new Set(splitIn(item, 'en').texts.map(([, text]) => text));
    // Punctuation and figures alone ("$750,000", "24/7") are the same in both languages.
    const leftEnglish = splitIn(item, 'es').texts.filter(([, text]) => /\p{L}/u.test(text) && english.has(text) && !SAME_IN_BOTH.has(text));
    expect(leftEnglish).toEqual([]);
  });

  it.each(items)('$name: everything but the text is the same in both languages', (item) => {
    const [english, spanish] = [splitIn(item, 'en').rest, splitIn(item, 'es').rest] as Record<string, unknown>[];
    for (const { path, locales } of ONLY_IN.filter(() => item.name.startsWith('site.yaml'))) {
      // Present only in the languages it is written in; then set aside.
      const keys = path.split('.');
      const field = keys.pop()!;
      for (const [locale, rest] of [['en', english], ['es', spanish]] as const) {
        const parent = keys.reduce((tree, key) => tree[key] as Record<string, unknown>, rest!);
        if (locales.includes(locale)) expect(parent[field], `${path} in ${locale}`).toBe(TEXT);
        else expect(parent[field], `${path} in ${locale}`).toBeUndefined();
        delete parent[field];
      }
    }
    expect(spanish).toEqual(english);
  });
});
