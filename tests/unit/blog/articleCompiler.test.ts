// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { compileArticle } from '../../../src/buildSteps/markdown/compileArticle';
import type { ArticleFrontmatter } from '../../../src/content/blog/frontmatter';
import type { BlogCategory } from '../../../src/content/blog/model';
import { slugify } from '../../../src/buildSteps/markdown/compileBody';
import { defaultArticlesDir, loadAllArticles, loadArticles } from '../../../src/buildSteps/markdown/blogArticles';
import { BLOG_ARTICLE_IDS } from '../../support/spec';

const root = resolve(import.meta.dirname, '../../..');
const fixtures = resolve(root, 'tests/fixtures/blog');
const FILE = 'src/content/blog/articles/en/renters-insurance-first-apartment.md';
const valid = readFileSync(resolve(fixtures, 'seventh/renters-insurance-first-apartment.md'), 'utf8');

/** The valid fixture with one frontmatter line replaced (or removed, with `null`). */
function withField(field: string, line: string | null) {
  const pattern = new RegExp(`^${field}:.*$\\n?`, 'm');
  expect(valid).toMatch(pattern);
  return valid.replace(pattern, line === null ? '' : `${line}\n`);
}

const withBody = (body: string) => valid.replace(/\n---\n[\s\S]*$/, `\n---\n\n${body}\n`);

describe('frontmatter validation', () => {
  it('accepts the fixture and returns its metadata with the call to action grouped', () => {
    const { meta } = compileArticle(valid, FILE);
    expect(meta).toMatchObject({
      id: 'renters-insurance-first-apartment',
      date: '2026-11-03',
      category: 'Tips & Advice',
      cta: { label: 'Get a Quote', href: '/contact?subject=quote' },
    });
  });

  it.each([
    ['title', null, /frontmatter field "title" is required/],
    ['imageAlt', null, /frontmatter field "imageAlt" is required/],
    ['ctaHref', null, /frontmatter field "ctaHref" is required/],
    ['date', 'date: "2026-13-01"', /frontmatter field "date" must be an ISO date YYYY-MM-DD; got "2026-13-01"/],
    ['date', 'date: "2026-02-30"', /field "date"/],
    ['date', 'date: November 3, 2026', /field "date"/],
    ['date', 'date: 2026-11-03T10:00:00Z', /field "date"/],
    ['category', 'category: Renters', /frontmatter field "category" must be one of: Auto Insurance, .*Tips & Advice; got "Renters"/],
    ['ctaHref', 'ctaHref: https://example.com/quote', /frontmatter field "ctaHref" must be a path on this site/],
    ['ctaHref', 'ctaHref: //evil.example/x', /field "ctaHref"/],
    ['id', 'id: another-article', /frontmatter field "id" must be a lowercase slug .* equal to the file name; got "another-article"/],
    ['image', 'image: http://images.example.com/x.jpg', /frontmatter field "image"/],
    ['excerpt', 'excerpt: Too short.', /frontmatter field "excerpt" must be text of 50 to 160 characters/],
    ['title', 'title: 2026', /frontmatter field "title" must be text/],
  ])('rejects a bad %s (%s) naming the file and the field', (field, line, message) => {
    const run = () => compileArticle(withField(field, line), FILE);
    expect(run).toThrow(message);
    expect(run).toThrow(`[blog] ${FILE}: `);
  });

  it('reports every problem at once, one line each naming the file and the field', () => {
    const source = withField('title', 'title: 2026').replace(/^date:.*$/m, 'date: "2026-02-30"').replace('ctaLabel:', 'ctaLable:');
    expect(() => compileArticle(source, FILE)).toThrow(
      [
        `[blog] ${FILE}: unknown frontmatter field "ctaLable" (known: id, title, subtitle, excerpt, image, imageAlt, date, category, ctaLabel, ctaHref, ctaTitle, ctaText)`,
        `[blog] ${FILE}: frontmatter field "title" must be text (quote it): text of 10 to 90 characters`,
        `[blog] ${FILE}: frontmatter field "date" must be an ISO date YYYY-MM-DD; got "2026-02-30"`,
        `[blog] ${FILE}: frontmatter field "ctaLabel" is required: the button text (2 to 30 characters)`,
      ].join('\n'),
    );
  });

  it('trims every value before checking and returning it', () => {
    const { meta } = compileArticle(withField('title', 'title: "  Renters Insurance for Your First Apartment  "'), FILE);
    expect(meta.title).toBe('Renters Insurance for Your First Apartment');
    expect(() => compileArticle(withField('ctaLabel', 'ctaLabel: "   "'), FILE)).toThrow(
      `[blog] ${FILE}: frontmatter field "ctaLabel" must be the button text (2 to 30 characters); got ""`,
    );
  });

  it('infers the metadata type from the schema: the categories as a union, the call to action grouped', () => {
    expectTypeOf<ArticleFrontmatter>().toEqualTypeOf<{
      id: string;
      title: string;
      subtitle: string;
      excerpt: string;
      image: string;
      imageAlt: string;
      date: string;
      category: BlogCategory;
      cta: { label: string; href: string; title: string; text: string };
    }>();
    expect(Object.keys(compileArticle(valid, FILE).meta)).toEqual(['id', 'title', 'subtitle', 'excerpt', 'image', 'imageAlt', 'date', 'category', 'cta']);
  });

  it('rejects unknown fields (a typo would otherwise be ignored)', () => {
    const source = valid.replace('ctaLabel:', 'ctaLable:');
    expect(() => compileArticle(source, FILE)).toThrow(`[blog] ${FILE}: unknown frontmatter field "ctaLable"`);
  });

  it('rejects a missing or broken frontmatter block', () => {
    expect(() => compileArticle('# Just Markdown', FILE)).toThrow(`[blog] ${FILE}: missing frontmatter`);
    expect(() => compileArticle('---\ntitle: [unclosed\n---\nText', FILE)).toThrow(`[blog] ${FILE}: frontmatter is not valid YAML`);
  });

  it('fails loading a folder on its first invalid article, naming the file and the field', () => {
    expect(() => loadArticles(resolve(fixtures, 'malformed'))).toThrow(
      /\[blog\] tests\/fixtures\/blog\/malformed\/en\/roof-maintenance-basics\.md: frontmatter field "category" must be one of/,
    );
  });
});

describe('body compilation', () => {
  it('compiles headings, paragraphs, lists, emphasis and links to the typed tree', () => {
    const { body } = compileArticle(valid, FILE);
    expect(body.blocks[0]).toEqual({ type: 'paragraph', children: [expect.objectContaining({ type: 'text' })] });
    expect(body.blocks[1]).toEqual({
      type: 'heading',
      level: 2,
      id: 'what-renters-insurance-covers',
      children: [{ type: 'text', text: 'What renters insurance covers' }],
    });
    const list = body.blocks[2];
    expect(list).toMatchObject({ type: 'list', ordered: false });
    expect(list.type === 'list' && list.items[0]![0]).toEqual({ type: 'strong', children: [{ type: 'text', text: 'Personal property:' }] });
    expect(body.readingMinutes).toBe(1);
  });

  it('keeps links as site paths or https URLs and gives repeated headings unique ids', () => {
    const { body } = compileArticle(withBody('## Costs\n\nSee [claims](/claims) and [the Marketplace](https://www.healthcare.gov/).\n\n## Costs\n\nMore.'), FILE);
    expect(body.blocks.filter((block) => block.type === 'heading').map((block) => block.type === 'heading' && block.id)).toEqual(['costs', 'costs-2']);
    expect(body.blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'See ' },
        { type: 'link', href: '/claims', children: [{ type: 'text', text: 'claims' }] },
        { type: 'text', text: ' and ' },
        { type: 'link', href: 'https://www.healthcare.gov/', children: [{ type: 'text', text: 'the Marketplace' }] },
        { type: 'text', text: '.' },
      ],
    });
  });

  it('reads character references as the characters they stand for, once (React escapes the text as it writes it)', () => {
    const { body } = compileArticle(
      withBody('## Q&amp;A\n\nAT&amp;T &copy; 2026, caf&eacute; &#233; &#38;amp; &amp;copy; \\&amp; &notaname; [P&amp;C](https://example.com/?a=1&amp;b=2) and R&D.'),
      FILE,
    );
    expect(body.blocks[0]).toMatchObject({ type: 'heading', id: 'q-and-a', children: [{ type: 'text', text: 'Q&A' }] });
    expect(body.blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'AT&T © 2026, café é &amp; &copy; &amp; &notaname; ' },
        { type: 'link', href: 'https://example.com/?a=1&b=2', children: [{ type: 'text', text: 'P&C' }] },
        { type: 'text', text: ' and R&D.' },
      ],
    });
  });

  it.each([
    ['raw HTML', 'Text <script>alert(1)</script>', /raw HTML is not supported/],
    ['an h1', '# Second title\n\nText', /heading "Second title" is level 1; use ## or ###/],
    ['a skipped level', '### Too deep\n\nText', /heading "Too deep" skips a level/],
    ['an image', '![alt](https://images.unsplash.com/photo-1)', /an image is not supported/],
    ['a javascript: link', '[x](javascript:alert(1))', /link "x" must point to a site path/],
    ['a nested list', '- one\n  - two', /a nested list inside a list item is not supported in articles/],
  ])('rejects %s in the body, naming the file', (_what, body, message) => {
    const run = () => compileArticle(withBody(body), FILE);
    expect(run).toThrow(message);
    expect(run).toThrow(`[blog] ${FILE}: `);
  });
});

describe('the articles folder', () => {
  // The folder the build reads (BLOG_ARTICLES_DIR moves it), so an added article is checked too.
  const articles = loadArticles(defaultArticlesDir());
  const spec = articles.filter(({ meta }) => BLOG_ARTICLE_IDS.includes(meta.id));

  it("holds the specification's six articles among its others, all compiled, newest first", () => {
    expect(spec.map(({ meta }) => meta.id)).toEqual(BLOG_ARTICLE_IDS);
    const dates = articles.map(({ meta }) => meta.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it("gives the specification's six articles several sections each", () => {
    for (const { body } of spec) {
      expect(body.blocks.filter((block) => block.type === 'heading' && block.level === 2).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ends the specification\'s six with the calls to action the specification gives', () => {
    const ctas = Object.fromEntries(spec.map(({ meta }) => [meta.id, `${meta.cta.label} -> ${meta.cta.href}`]));
    expect(ctas).toEqual({
      'auto-insurance-coverage-options': 'Get a Quote -> /contact?subject=quote',
      'home-insurance-premium-factors': 'Get a Quote -> /contact?subject=quote',
      'life-insurance-guide': 'Get a Quote -> /contact?subject=quote',
      'business-insurance-essentials': 'Get a Quote -> /contact?subject=quote',
      'how-to-file-insurance-claim': 'File a Claim -> /claims',
      'health-insurance-plans-guide': 'Get Help Now -> /contact?subject=quote',
    });
  });
});

describe('heading anchors', () => {
  it('strips accents before slugifying, so Spanish headings keep their letters', () => {
    expect(slugify('Cobertura de colisión')).toBe('cobertura-de-colision');
    expect(slugify('¿Qué pasa después de presentar un reclamo?')).toBe('que-pasa-despues-de-presentar-un-reclamo');
    expect(slugify('Año y pequeños daños')).toBe('ano-y-pequenos-danos');
    expect(slugify('Auto & Home')).toBe('auto-and-home');
  });

  it('gives a Spanish article its accentless anchors', () => {
    const source = valid.replace(/\n---\n[\s\S]*$/, '\n---\n\nTexto.\n\n## Cobertura de colisión\n\nMás texto.\n');
    const { body } = compileArticle(source, FILE);
    expect(body.blocks[1]).toMatchObject({ type: 'heading', id: 'cobertura-de-colision' });
  });
});

describe('articles in two languages', () => {
  const SEVENTH = 'renters-insurance-first-apartment';
  const realDir = defaultArticlesDir();
  let work: string | undefined;

  afterEach(() => {
    if (work) rmSync(work, { recursive: true, force: true });
    work = undefined;
  });

  /** The real articles plus the seventh, English-only, in a temporary folder. */
  function folderWithSeventh() {
    work = mkdtempSync(join(tmpdir(), 'blog-two-languages-'));
    cpSync(realDir, work, { recursive: true });
    cpSync(resolve(fixtures, `seventh/${SEVENTH}.md`), join(work, 'en', `${SEVENTH}.md`));
    return work;
  }

  const spanishOf = (id: string) => readFileSync(join(realDir, 'es', `${id}.md`), 'utf8');

  it('compiles every language; each Spanish article is the translation of an English one', () => {
    const all = loadAllArticles(realDir);
    expect(all.es.map(({ meta }) => meta.id).toSorted()).toEqual(BLOG_ARTICLE_IDS.toSorted());
    expect(all.es.every((article) => article.locale === 'es' && article.file.includes('/es/'))).toBe(true);
    const english = new Set(all.en.map(({ meta }) => meta.id));
    expect(all.es.every(({ meta }) => english.has(meta.id))).toBe(true);
    expect(loadArticles(realDir, 'es').map(({ meta }) => meta.title)).toContain('Cómo entender las opciones de cobertura del seguro de auto');
  });

  it('lists an English-only article in English only', () => {
    const all = loadAllArticles(folderWithSeventh());
    expect(all.en.map(({ meta }) => meta.id)).toContain(SEVENTH);
    expect(all.es.map(({ meta }) => meta.id)).not.toContain(SEVENTH);
  });

  it('stops on a Spanish file without its English original, naming the file', () => {
    const dir = folderWithSeventh();
    writeFileSync(join(dir, 'es', 'flood-insurance-basics.md'), spanishOf('life-insurance-guide').replace('id: life-insurance-guide', 'id: flood-insurance-basics'));
    expect(() => loadAllArticles(dir)).toThrow(/\[blog\] .*es\/flood-insurance-basics\.md: is a translation without its English original: add en\/flood-insurance-basics\.md/);
  });

  it.each([
    ['date', /^date:.*$/m, 'date: "2026-01-05"'],
    ['category', /^category:.*$/m, 'category: Claims'],
    ['image', /^image:.*$/m, 'image: https://images.unsplash.com/photo-1'],
    ['ctaHref', /^ctaHref:.*$/m, 'ctaHref: /claims'],
  ])("stops on a Spanish file whose %s is not the English original's, naming the file and the field", (field, line, replacement) => {
    const dir = folderWithSeventh();
    const id = 'life-insurance-guide';
    writeFileSync(join(dir, 'es', `${id}.md`), spanishOf(id).replace(line, replacement));
    const run = () => loadAllArticles(dir);
    expect(run).toThrow(`[blog] ${join(dir, 'es', `${id}.md`)}: frontmatter field "${field}" must be the English original's`);
  });

  it('stops on a Spanish file named after another article (its id must be its file name)', () => {
    const dir = folderWithSeventh();
    writeFileSync(join(dir, 'es', 'life-insurance-guide.md'), spanishOf('health-insurance-plans-guide'));
    expect(() => loadAllArticles(dir)).toThrow(/es\/life-insurance-guide\.md: frontmatter field "id" must be a lowercase slug .* equal to the file name/);
  });

  it("skips the editor's untranslated Spanish file (only the copied facts), so the article stays English-only", () => {
    const dir = folderWithSeventh();
    mkdirSync(join(dir, 'es'), { recursive: true });
    writeFileSync(join(dir, 'es', `${SEVENTH}.md`), `---\nid: ${SEVENTH}\ndate: "2026-11-03"\ncategory: Tips & Advice\n---\n`);
    expect(loadAllArticles(dir).es.map(({ meta }) => meta.id)).not.toContain(SEVENTH);
  });

  it('stops on a half-translated Spanish file, naming what is missing', () => {
    const dir = folderWithSeventh();
    writeFileSync(join(dir, 'es', `${SEVENTH}.md`), `---\nid: ${SEVENTH}\ntitle: Seguro de inquilino para su primer apartamento\ndate: "2026-11-03"\n---\n`);
    expect(() => loadAllArticles(dir)).toThrow(/es\/renters-insurance-first-apartment\.md: frontmatter field "subtitle" is required/);
  });
});
