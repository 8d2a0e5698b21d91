// @vitest-environment node
/**
 * The content editor's "Blog articles" ask for what the build accepts: every
 * frontmatter field of the schema in its order, the body, the categories from
 * their one list, and patterns that never let through a value the build
 * would reject (for lengths: exactly the build's rule, trimming included).
 * The articles already on the site pass the editor's patterns, so the office
 * can open and save any of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type } from 'arktype';
import type { CmsField } from 'decap-cms-core';
import fc from 'fast-check';
import { ARTICLE_WIDGETS } from '../../../src/admin/articleTextField';
import { describe, expect, it } from 'vitest';
import { ARTICLE_MARKDOWN_FORMAT, articleMarkdown } from '../../../src/admin/articleMarkdown';
import { SITE_LINK_WIDGET } from '../../../src/admin/siteLinkField';
import { splitFrontmatter } from '../../../src/buildSteps/markdown/readFrontmatter';
import { ARTICLES_I18N, ARTICLES_PATH, articlesCollection } from '../../../src/buildSteps/cms/articlesCollection';
import { frontmatterFields, SHARED_FIELDS, type FrontmatterField } from '../../../src/content/blog/frontmatter';
import { BLOG_CATEGORIES } from '../../../src/content/blog/model';

const root = resolve(import.meta.dirname, '../../..');
const collection = articlesCollection();
const fields = collection.fields!;
const fieldNamed = (name: string) => fields.find((field) => field.name === name)!;
const patternOf = (field: CmsField) => (field.pattern ? new RegExp(field.pattern[0]) : undefined);
/** What the build's schema says of one field's value. */
const buildAccepts = (name: FrontmatterField, value: string) => !(frontmatterFields[name](value) instanceof type.errors);

describe('the articles collection', () => {
  it('edits the Markdown files of the articles folder, named after their id, one subfolder per language', () => {
    expect(collection).toMatchObject({ folder: ARTICLES_PATH, extension: 'md', format: ARTICLE_MARKDOWN_FORMAT, create: true, identifier_field: 'id', slug: '{{fields.id}}', i18n: true });
    expect(ARTICLES_I18N).toEqual({ structure: 'multiple_folders', locales: ['en', 'es'], default_locale: 'en' });
    for (const locale of ARTICLES_I18N.locales) {
      expect(readdirSync(resolve(root, ARTICLES_PATH, locale)).some((name) => name.endsWith('.md')), locale).toBe(true);
    }
    // Multiple folders: nothing at the top, where Decap would not look.
    expect(readdirSync(resolve(root, ARTICLES_PATH)).filter((name) => name.endsWith('.md'))).toEqual([]);
  });

  it('edits the two languages side by side: the shared facts copied from English, the rest translated', () => {
    const i18n = Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    expect(SHARED_FIELDS).toEqual(['id', 'image', 'date', 'category', 'ctaHref']);
    for (const name of SHARED_FIELDS) expect(i18n[name], name).toBe('duplicate');
    for (const name of ['title', 'subtitle', 'excerpt', 'imageAlt', 'ctaLabel', 'ctaTitle', 'ctaText', 'body']) expect(i18n[name], name).toBe('translate');
    expect(Object.keys(i18n)).toHaveLength(fields.length);
  });

  it('asks for every frontmatter field in the schema’s order, all required, then the body', () => {
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(frontmatterFields), 'body']);
    expect(fields.every((field) => field.required !== false)).toBe(true);
    expect(fieldNamed('body')).toMatchObject({ widget: ARTICLE_WIDGETS.body });
  });

  it('offers the categories of the code’s one list, in its order, and stores the date as the build reads it', () => {
    expect(fieldNamed('category')).toMatchObject({ widget: 'select', options: [...BLOG_CATEGORIES] });
    expect(fieldNamed('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  it('picks the closing button’s link from the site’s pages, as the content files’ links are, the rule still checked', () => {
    expect(fieldNamed('ctaHref')).toMatchObject({ widget: SITE_LINK_WIDGET, i18n: 'duplicate' });
    expect(fieldNamed('ctaHref').pattern).toBeDefined();
  });

  it('shows each field’s rule, in the schema’s words, as its hint', () => {
    for (const name of Object.keys(frontmatterFields) as FrontmatterField[]) {
      expect(fieldNamed(name).hint?.toLowerCase()).toContain(frontmatterFields[name].description.toLowerCase());
    }
  });

  it('writes back every shipped article byte for byte: one line per value, the date quoted, the body as read', () => {
    const format = articleMarkdown(fields);
    const articles = ARTICLES_I18N.locales.flatMap((locale) => readdirSync(resolve(root, ARTICLES_PATH, locale)).map((name) => resolve(root, ARTICLES_PATH, locale, name)));
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const file of articles) {
      const shipped = readFileSync(file, 'utf8');
      const read = format.fromFile(shipped);
      expect(read, file).toEqual({ ...(splitFrontmatter(shipped, file).data as object), body: splitFrontmatter(shipped, file).markdown });
      // Decap hands the values back in its own order: the fields' order is the format's.
      expect(format.toFile(Object.fromEntries(Object.entries(read).reverse())), file).toBe(shipped);
    }
  });
});

describe('the editor’s patterns against the build’s schema', () => {
  /** Text around a length limit, padded with spaces and line breaks the build trims. */
  const textNear = (max: number) =>
    fc
      .tuple(fc.stringMatching(/^[ \n\t]{0,3}$/), fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', '\n'), maxLength: max + 4 }), fc.stringMatching(/^[ \n\t]{0,3}$/))
      .map(([before, middle, after]) => `${before}${middle}${after}`);

  const lengthFields = (Object.keys(frontmatterFields) as FrontmatterField[]).filter((name) => {
    const field = fieldNamed(name);
    return field.pattern && String(field.pattern[0]).includes('[\\s\\S]{');
  });

  it('has a length pattern for every text with limits', () => {
    expect(lengthFields).toEqual(expect.arrayContaining(['title', 'subtitle', 'excerpt', 'imageAlt', 'ctaLabel', 'ctaTitle', 'ctaText']));
  });

  it.each(lengthFields)('%s: the editor accepts exactly what the build accepts, trimming included', (name) => {
    const pattern = patternOf(fieldNamed(name))!;
    fc.assert(
      fc.property(textNear(240), (value) => {
        expect(pattern.test(value), JSON.stringify(value)).toBe(buildAccepts(name, value));
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['id', ['flood-insurance-basics', 'a1-b2'], ['Flood', 'flood_insurance', '-flood', 'flood-', 'flood--basics', '']],
    ['ctaHref', ['/contact?subject=quote', '/claims', '/blog#top'], ['https://example.com/quote', '//evil.example/x', 'contact', '/a b']],
    ['image', ['https://images.unsplash.com/photo-1', '/images/uploads/office.jpg'], ['http://images.unsplash.com/x', 'https://images.unsplash.com.evil.example/x', 'images/x.jpg', '//cdn.example/x.jpg']],
    ['date', ['2026-11-03'], ['2026-1-3', 'November 3, 2026', '2026-11-03T10:00:00Z']],
  ] as const)('%s: never lets through a value the build rejects', (name, good, bad) => {
    const pattern = patternOf(fieldNamed(name))!;
    for (const value of good) {
      expect(pattern.test(value), value).toBe(true);
      expect(buildAccepts(name, value), value).toBe(true);
    }
    for (const value of bad) {
      expect(pattern.test(value), value).toBe(false);
      expect(buildAccepts(name, value), value).toBe(false);
    }
  });

  it.each(ARTICLES_I18N.locales)('accepts every article already on the site (%s), so each can be opened and saved unchanged', (locale) => {
    const dir = resolve(root, ARTICLES_PATH, locale);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
      const { data } = splitFrontmatter(readFileSync(resolve(dir, file), 'utf8'), file);
      for (const [name, value] of Object.entries(data as Record<string, string>)) {
        const pattern = patternOf(fieldNamed(name));
        if (pattern) expect(pattern.test(value), `${file}: ${name}`).toBe(true);
      }
    }
  });
});
