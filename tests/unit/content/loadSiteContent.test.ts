// @vitest-environment node
/**
 * The content store (src/buildSteps/content/loadSiteContent.ts) reads every content file in
 * every language; any problem anywhere stops the build with one ContentError
 * naming each file and field. Checked on the real content, and on one
 * temporary copy broken in several places at once (each fault must be named,
 * and nothing else). The modules the content plugin makes of the store's
 * values (src/buildSteps/content/moduleCode.ts, siteContent.ts) import each form and
 * article list where the content names one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentModule } from '../../../src/buildSteps/content/siteContent';
import { moduleCode } from '../../../src/buildSteps/content/moduleCode';
import { ContentError, loadSiteContent, readSiteContent } from '../../../src/buildSteps/content/loadSiteContent';
import { derivedFacts } from '../../../src/config/derivedFacts';
import { moduleImport } from '../../../src/vocabulary/nodes';
import { pageFiles, type FixedPage } from '../../../src/content/model/pages';
import { locales } from '../../../src/i18n/locale';
import { copyContent } from '../../support/contentCopy';

// Read once each (a read takes most of a second): the real content, and the broken copy.
const site = await loadSiteContent();

const broken = copyContent();
afterAll(() => broken.dispose());
// A Spanish coverage title emptied.
broken.edit('coverage/renters.yaml', (data) => ((data.hero as { title: { es: string } }).title.es = ''));
// Two coverage files at one address.
broken.write('coverage/cyber-copy.yaml', { ...broken.read('coverage/cyber.yaml'), path: '/services/commercial/cyber', menuLabel: undefined, order: 221 });
// Two pages under each other.
broken.write('coverage/loop-a.yaml', { ...broken.read('coverage/snowmobile.yaml'), parent: 'loop-b', card: undefined });
broken.write('coverage/loop-b.yaml', { ...broken.read('coverage/snowmobile.yaml'), parent: 'loop-a', card: undefined });
// A fixed page deleted, and a page file the site has no page for.
broken.remove('pages/contact.yaml');
broken.write('pages/landing.yaml', broken.read('pages/about.yaml'));
// A file that is not YAML, and a file name that cannot be an address.
broken.write('coverage/flood.yaml', 'name: {en: Flood\n');
broken.write('coverage/Pet_Insurance.yaml', broken.read('coverage/snowmobile.yaml'));
// A new page without its description, its menu label in English only.
const { description: _description, ...cyber } = broken.read('coverage/cyber.yaml');
broken.write('coverage/umbrella.yaml', { ...cyber, name: { en: 'Umbrella Insurance', es: 'Seguro paraguas' }, menuLabel: { en: 'Umbrella' }, order: 225 });
// An article's closing button to a page the site does not have, with a query and an anchor after it (both languages, a shared fact).
const DEAD_CTA = 'blog/articles/en/life-insurance-guide.md';
for (const locale of locales) {
  const article = join(broken.articlesDir, locale, 'life-insurance-guide.md');
  writeFileSync(article, readFileSync(article, 'utf8').replace(/^ctaHref: .*$/m, 'ctaHref: /quote?subject=life#top'));
}
// An article's body linking to a page the site does not have (the English one), the fax written out in the closing text (the Spanish one).
const WRITTEN_OUT = 'blog/articles/en/business-insurance-essentials.md';
const WRITTEN_OUT_ES = 'blog/articles/es/business-insurance-essentials.md';
const fax = derivedFacts.fax.display;
const editArticle = (path: string, edit: (source: string) => string) => {
  const file = join(broken.root, 'src/content', path);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
};
editArticle(WRITTEN_OUT, (source) => `${source}\nSee also [flood insurance](/services/flood-insurance).\n`);
editArticle(WRITTEN_OUT_ES, (source) => source.replace(/^(ctaText: .*)$/m, `$1 Fax ${fax}.`));
const error = await loadSiteContent(broken.root).then(
  () => undefined,
  (caught: unknown) => caught,
);

const problems = () => {
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
};
const FAULTY = [DEAD_CTA, WRITTEN_OUT, WRITTEN_OUT_ES, 'coverage/renters.yaml', 'coverage/cyber-copy.yaml', 'coverage/loop-a.yaml', 'coverage/loop-b.yaml', 'pages/contact.yaml', 'pages/landing.yaml', 'coverage/flood.yaml', 'coverage/Pet_Insurance.yaml', 'coverage/umbrella.yaml'];

describe('the content store on the real content', () => {
  it('reads every file: the coverage index, every page in both languages, the words and the heads', () => {
    expect(site.coverage).toHaveLength(22);
    expect(site.coverage.map((entry) => entry.slug)).toEqual(expect.arrayContaining(['personal', 'commercial', 'auto', 'cyber', 'workers-comp']));
    for (const locale of locales) {
      // Every field of the page's model but its head, which goes to the heads.
      for (const page of Object.keys(pageFiles) as FixedPage[])
        expect(Object.keys(site.page(page, locale) as object).sort(), `${page} ${locale}`).toEqual(Object.keys(pageFiles[page].fields).filter((field) => field !== 'head').sort());
      for (const { slug } of site.coverage) expect(site.coveragePage(slug, locale), `${slug} ${locale}`).toHaveProperty('hero.title');
      expect(Object.keys(site.words(locale).coverage)).toEqual(site.coverage.map((entry) => entry.slug));
      // Every fixed page's, and the thank-you page's (its title in the frame's words: its sentences are the forms').
      expect(Object.keys(site.heads(locale).pages).sort()).toEqual([...Object.keys(pageFiles), 'thanks'].sort());
    }
    // The development server watches every file it read.
    expect(site.files).toHaveLength(1 + 1 + Object.keys(pageFiles).length + site.coverage.length);
  });
});

describe('the shipped articles’ closing buttons', () => {
  it('each lead to a page of the site, its query or anchor aside (the real content read without a problem)', () => {
    const articles = join(import.meta.dirname, '../../../src/content/blog/articles/en');
    const links = readdirSync(articles).map((name) => /^ctaHref: (.*)$/m.exec(readFileSync(join(articles, name), 'utf8'))![1]!);
    // /contact?subject=quote and /claims: the query is no part of the page's address.
    expect(links).toEqual(expect.arrayContaining(['/contact?subject=quote', '/claims']));
    expect(site.coverage.length).toBeGreaterThan(0);
  });
});

describe('the content store on a broken copy', () => {
  it('throws one ContentError listing every problem, each under a broken file', () => {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/^Content files have \d+ problems \(docs\/content\.md\):\n {2}src\/content\//);
    for (const line of problems()) expect(FAULTY.some((file) => line.startsWith(`src/content/${file}: `)), line).toBe(true);
    for (const file of FAULTY) expect(problems().some((line) => line.startsWith(`src/content/${file}: `)), file).toBe(true);
  });

  it.each([
    ['an emptied Spanish coverage title', 'coverage/renters.yaml', 'hero.title.es is empty: write the Spanish text'],
    ['two coverage files at one address', 'coverage/cyber-copy.yaml', 'its address /services/commercial/cyber is also the address of src/content/coverage/cyber.yaml'],
    ['a parent loop', 'coverage/loop-a.yaml', 'parent: the pages loop-b → loop-a are under each other in a loop'],
    ['a parent loop, seen from the other page', 'coverage/loop-b.yaml', 'parent: the pages loop-a → loop-b are under each other in a loop'],
    ['a missing fixed page file', 'pages/contact.yaml', 'is missing: the contact page cannot be deleted'],
    ['an unknown YAML file in pages/', 'pages/landing.yaml', 'is no page of the site (a new coverage page goes in src/content/coverage/)'],
    ['a file that is not YAML', 'coverage/flood.yaml', 'is not valid YAML'],
    ['a file name that is no address', 'coverage/Pet_Insurance.yaml', 'the file name must be lowercase letters, digits and hyphens'],
    ['a new page without its description', 'coverage/umbrella.yaml', 'description is empty: write the English and the Spanish text'],
    ['a new page with its menu label in English only', 'coverage/umbrella.yaml', 'menuLabel.es is empty while another language is written: write the Spanish text too, or empty both'],
    ['an article’s closing button to no page, in the words of the content files’ links', DEAD_CTA, 'ctaHref links to /quote, which is no page of the site'],
    ['a link of an article’s body to no page', WRITTEN_OUT, 'body: the link “flood insurance” leads to /services/flood-insurance, which is no page of the site'],
    ['the fax written out in an article’s closing text (Spanish)', WRITTEN_OUT_ES, `ctaText writes out “${derivedFacts.fax.display}” (the fax): an article does not copy the agency facts`],
  ])('names %s: %s', (_name, file, message) => {
    expect(problems()).toContainEqual(expect.stringContaining(`src/content/${file}: ${message}`));
  });
});

describe('the same problems for the office', () => {
  // The same copy, read as the development server reads it: what could be read, and the problems beside it.
  const reading = readSiteContent(broken.root);

  it.each([
    ['the page as the editor lists it, the field and its box as the form shows them', 'Coverage pages › Renters Insurance: Hero › Title (the page’s one main heading) (Español): is empty: write the Spanish text'],
    ['a field left out, without its path', 'Coverage pages › Umbrella Insurance: Description for search results: is empty: write the English and the Spanish text'],
    ['a fixed page by its name in the editor', 'Pages › Contact page: is missing: the contact page cannot be deleted'],
  ])('names %s', async (_name, line) => {
    const { error } = await reading;
    expect(error?.forOffice).toContain(line);
    expect(error?.forOffice.join('\n')).not.toMatch(/\w\[\d+\]|\.(en|es)\b/);
  });

  it('and still gives what could be read: every page of the other files, in both languages', async () => {
    const { content } = await reading;
    expect(content.coverage.map((entry) => entry.slug)).toContain('auto');
    for (const locale of locales) {
      expect(content.coveragePage('auto', locale)).toHaveProperty('hero.title');
      expect(content.heads(locale).pages.about.title).toBeTruthy();
      expect(contentModule(content, `page/contact/${locale}`)).toContain('export default');
    }
  });
});

describe('the modules made of the content', () => {
  it('are data, with no import when the content names no module', () => {
    const code = moduleCode({ default: { title: 'Cyber', items: [1, 2] }, words: { menu: 'Menú' } });
    expect(code).toBe(`export default {\n  "title": "Cyber",\n  "items": [\n    1,\n    2\n  ]\n};\nexport const words = {\n  "menu": "Menú"\n};\n`);
  });

  it('import a named export once where the content names it, however often', () => {
    const form = moduleImport('/src/formDefinitions/es/contact.ts', 'contact');
    const code = moduleCode({ default: { form, again: { form } } });
    expect(code.split('\n')[0]).toBe('import { contact as __import0 } from "/src/formDefinitions/es/contact.ts";');
    expect(code.match(/^import /gm)).toHaveLength(1);
    expect(code).toContain('"form": __import0');
    expect(code).toContain('"again": {\n    "form": __import0\n  }');
    expect(code).not.toContain('importFrom');
  });

  it('import a default export, and each module under its own name', () => {
    const code = moduleCode({ default: { articles: moduleImport('virtual:blog-articles/en'), form: moduleImport('/forms/quickQuote.ts', 'quickQuote') } });
    expect(code).toMatch(/^import __import0 from "virtual:blog-articles\/en";\nimport \{ quickQuote as __import1 \} from "\/forms\/quickQuote\.ts";\n/);
    expect(code).toContain('"articles": __import0,\n  "form": __import1');
  });

  it("make a page's module import its own language's forms and articles", () => {
    const home = contentModule(site, 'page/home/es')!;
    expect(home).toMatch(/^import __import\d+ from "virtual:blog-articles\/es";$/m);
    expect(home).toMatch(/^import \{ quickQuote as __import\d+ \} from ".*\/src\/formDefinitions\/es\/quickQuote\.ts";$/m);
    expect(home).not.toMatch(/formDefinitions\/quickQuote\.ts/);
    const claims = contentModule(site, 'page/claims/en')!;
    expect(claims).toMatch(/^import \{ claim as __import\d+ \} from ".*\/src\/formDefinitions\/claim\.ts";$/m);
  });

  it('answer the coverage index with a loader per page and language, and nothing for an unknown id', () => {
    const index = contentModule(site, 'coverage')!;
    expect(index).toContain('export const coveragePages = [');
    expect(index).toContain('"cyber": () => import("virtual:content/coverage/cyber/es")');
    expect(index).not.toContain('"file"');
    expect(contentModule(site, 'coverage/flood/en')).toBeUndefined();
    expect(contentModule(site, 'page/landing/en')).toBeUndefined();
    expect(contentModule(site, 'words/fr')).toBeUndefined();
  });
});
