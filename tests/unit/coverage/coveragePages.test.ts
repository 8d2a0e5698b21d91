// @vitest-environment node
/**
 * The coverage pages' index (virtual:content/coverage, made by the content
 * store from src/content/coverage/*.yaml) is the one list of every coverage
 * page: the route table, the navigation and footer, the sitemap and the
 * breadcrumbs are all built from it. Checked here on the real content; a
 * page added as one file appears everywhere with no other edit
 * (newCoveragePage.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { heads } from 'virtual:content/heads/en';
import { words } from 'virtual:content/words/en';
import { routes as all } from '../../../src/app/routes';
import { sitemapXml } from '../../../src/buildSteps/prerender/sitemapXml';
import { sitemapPages } from '../../../src/buildSteps/prerender/sitemapPages';
import { coverageFile, type CoveragePageContent } from '../../../src/content/model/coverage';
import type { ContentNode } from '../../../src/vocabulary/nodes';
import { navigationOf } from '../../../src/content/navigation';
import { coverageContent, coveragePages } from '../../../src/content/coveragePages';
import { titleOf } from '../../../src/head/headData';
import type { LoadedHeads } from '../../../src/head/heads';
import { breadcrumbTrail } from '../../../src/head/structuredData';
import { locales } from '../../../src/i18n/locale';

const coverageDir = resolve(import.meta.dirname, '../../../src/content/coverage');
/** Every coverage file as written, by file name. */
const files = Object.fromEntries(
  readdirSync(coverageDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => [name.replace(/\.yaml$/, ''), parse(readFileSync(join(coverageDir, name), 'utf8')) as Record<string, unknown>]),
);

// The English site; the Spanish one is built from the same entries (tests/unit/i18n).
const routes = all.filter((route) => route.locale === 'en');
const navigation = navigationOf(words);
const sitemap = sitemapXml(sitemapPages(all));
const loadedHeads = { ...heads, articles: {} } as unknown as LoadedHeads;

/** Every coverage page's English content, as its route loads it. */
const contents: CoveragePageContent[] = await Promise.all(coveragePages.map(async ({ slug }) => (await coverageContent.en[slug]!()).default));

/** Every card that links somewhere, across every coverage page's content. */
const carded = new Set(contents.flatMap((content) => content.sections.flatMap((section) => (section.kind === 'cards' ? section.cards.map((card) => card.path) : []))));

/** The fields a coverage file must write (the rest may be left out: optional, or a switch that defaults to off). */
const required = Object.entries(coverageFile.fields as Record<string, ContentNode>).filter(([, node]) => !node.optional && node.type !== 'boolean');

describe('the coverage index', () => {
  it('has one entry per coverage file and one file per entry, with its content in each language', () => {
    expect(coveragePages.map((page) => page.slug).sort()).toEqual(Object.keys(files).sort());
    for (const locale of locales) expect(Object.keys(coverageContent[locale]).sort(), locale).toEqual(Object.keys(files).sort());
  });

  it('writes each path once: no two pages share one', () => {
    const paths = coveragePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has one overview per group', () => {
    for (const group of ['personal', 'commercial'] as const) expect(coveragePages.filter((page) => page.group === group && page.overview), group).toHaveLength(1);
  });

  it.each(Object.keys(files))('%s.yaml writes every field the build requires, text in both languages', (slug) => {
    const file = files[slug]!;
    for (const [field, node] of required) {
      expect(file, `${slug}: ${field}`).toHaveProperty(field);
      if (node.type === 'text') for (const locale of locales) expect((file[field] as Record<string, string>)[locale], `${slug}: ${field}.${locale}`).toMatch(/\S/);
    }
    const hero = file.hero as { title: Record<string, string> };
    for (const locale of locales) expect(hero.title[locale], `${slug}: hero.title.${locale}`).toMatch(/\S/);
    expect((file.sections as unknown[]).length, `${slug}: sections`).toBeGreaterThan(0);
  });
});

describe('what is built from the index', () => {
  it.each(coveragePages.map((page) => [page.slug, page] as const))('%s: its route, title, description, sitemap entries, breadcrumbs, and a way to reach it', (slug, page) => {
    const route = routes.find((entry) => entry.path === page.path);
    expect(route).toMatchObject({ head: { coverage: slug } });
    expect(titleOf(route!, loadedHeads)).toBe(words.coverage[slug]!.title);
    expect(heads.coverage[slug]!.description.length).toBeGreaterThanOrEqual(50);
    expect(sitemap).toContain(`${page.path}</loc>`);
    expect(sitemap).toContain(`/es${page.path}</loc>`);
    const trail = breadcrumbTrail(route!, routes).map((entry) => entry.path);
    expect(trail.slice(0, 2)).toEqual(['/', page.overview ? page.path : coveragePages.find((p) => p.overview && p.group === page.group)!.path]);
    const navPaths = new Set(navigation.mainNavigation.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((link) => link.path)]));
    const footerPaths = new Set(navigation.footerCoverageColumns.flatMap((column) => column.links.map((link) => link.path)));
    if (page.nav) {
      expect(navPaths).toContain(page.path);
      expect(footerPaths).toContain(page.path);
      expect(words.coverage[slug]!.nav).toMatch(/\S/);
    } else if (page.overview) {
      expect(navPaths).toContain(page.path);
    } else {
      // Reached through a card on its overview or chooser instead.
      expect(carded).toContain(page.path);
    }
    if (files[slug]!.card) expect(carded, `${slug} has a card that no page shows`).toContain(page.path);
  });
});
