// @vitest-environment node
/**
 * A new coverage page is one file, src/content/coverage/<slug>.yaml: with no
 * other edit it is in the coverage index, in both languages' words and
 * heads, in the route table, the menus, the footer, the sitemap, the
 * breadcrumbs and (with a home card) the home page's grid. Checked on a
 * temporary copy of the content where cyber.yaml is copied as umbrella.yaml
 * with a name, menu label and description of its own; the app's modules read
 * that copy's coverage index (virtual:content/coverage answers the store's
 * entries, as the content plugin would for that copy). Such a page without
 * its translations stops the build (store.test.ts).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LoadedHeads } from '../../../src/head/heads';
import type { CoveragePageContent } from '../../../src/content/model/coverage';
import { loadSiteContent } from '../../../src/buildSteps/content/loadSiteContent';
import { locales } from '../../../src/i18n/locale';
import { copyContent } from '../../support/contentCopy';

const PATH = '/services/commercial/umbrella';

const UMBRELLA = {
  name: { en: 'Umbrella Insurance', es: 'Seguro paraguas' },
  menuLabel: { en: 'Umbrella', es: 'Paraguas' },
  description: {
    en: 'Umbrella insurance adds liability limits above your business policies for the lawsuit that outgrows them.',
    es: 'El seguro paraguas suma límites de responsabilidad por encima de sus pólizas para la demanda que las supera.',
  },
  order: 225,
};

const content = copyContent();
afterAll(() => content.dispose());
const cyber = content.read('coverage/cyber.yaml');
content.write('coverage/umbrella.yaml', { ...cyber, ...UMBRELLA, hero: { ...(cyber.hero as Record<string, unknown>), title: UMBRELLA.name } });
const site = await loadSiteContent(content.root);

// The modules under test read the coverage index when imported: they are imported afresh here over the copy's, and
// the index is the real one again for the files after this one (the unit tier shares one module graph per worker,
// vite.config.ts: a mock left in place reached the next file's imports).
vi.resetModules();
vi.doMock('virtual:content/coverage', () => {
  const loaders = (locale: 'en' | 'es') =>
    Object.fromEntries(site.coverage.map(({ slug }) => [slug, async () => ({ default: site.coveragePage(slug, locale) as CoveragePageContent })]));
  return { coveragePages: site.coverage.map(({ file: _file, ...entry }) => entry), coverageContent: { en: loaders('en'), es: loaders('es') } };
});
afterAll(() => {
  vi.doUnmock('virtual:content/coverage');
  vi.resetModules();
});
const { routes } = await import('../../../src/app/routes');
const { coveragePages } = await import('../../../src/content/coveragePages');
const { navigationOf } = await import('../../../src/content/navigation');
const { sitemapXml } = await import('../../../src/buildSteps/prerender/sitemapXml');
const { sitemapPages } = await import('../../../src/buildSteps/prerender/sitemapPages');
const { breadcrumbTrail } = await import('../../../src/head/structuredData');
const { titleOf } = await import('../../../src/head/headData');

const headsIn = (locale: 'en' | 'es') => ({ ...site.heads(locale), articles: {} }) as unknown as LoadedHeads;

describe('a coverage page added as one file (umbrella.yaml, a copy of cyber.yaml)', () => {
  it('is in the index at its address under its category, in its group, listed in the menus, in its order', () => {
    const entry = site.coverage.find((page) => page.slug === 'umbrella');
    expect(entry).toMatchObject({ slug: 'umbrella', path: PATH, category: 'commercial', group: 'commercial', overview: false, nav: true, order: UMBRELLA.order });
    expect(site.coverage.map((page) => page.slug).slice(-2)).toEqual(['cyber', 'umbrella']);
    // The app's registry is that index.
    expect(coveragePages.find((page) => page.slug === 'umbrella')).toMatchObject({ path: PATH, group: 'commercial', nav: true });
  });

  it.each(locales)('has its name and menu label in the %s words, and its title and description in that language’s heads', (locale) => {
    expect(site.words(locale).coverage.umbrella).toEqual({ title: UMBRELLA.name[locale], nav: UMBRELLA.menuLabel[locale] });
    expect(site.heads(locale).coverage.umbrella).toEqual({ title: UMBRELLA.name[locale], description: UMBRELLA.description[locale] });
  });

  it.each(locales)('is a %s route whose title is its name and whose page loads its own content', async (locale) => {
    const route = routes.find((entry) => entry.locale === locale && entry.path === PATH);
    expect(route).toMatchObject({ head: { coverage: 'umbrella' }, url: locale === 'en' ? PATH : `/es${PATH}`, locales: ['en', 'es'] });
    expect(titleOf(route!, headsIn(locale))).toBe(UMBRELLA.name[locale]);
    await expect(route!.Page.preload()).resolves.toBeUndefined();
    expect((site.coveragePage('umbrella', locale) as CoveragePageContent).hero.title).toBe(UMBRELLA.name[locale]);
  });

  it.each(locales)('is in the %s commercial menu and footer column, by its menu label', (locale) => {
    const navigation = navigationOf(site.words(locale));
    const link = { title: UMBRELLA.menuLabel[locale], path: PATH };
    expect(navigation.mainNavigation[1]!.dropdown).toContainEqual(link);
    expect(navigation.footerCoverageColumns[1]!.links).toContainEqual(link);
    expect(navigation.mainNavigation[0]!.dropdown).not.toContainEqual(link);
  });

  it('is in the sitemap in both languages', () => {
    const sitemap = sitemapXml(sitemapPages(routes));
    expect(sitemap).toContain(`${PATH}</loc>`);
    expect(sitemap).toContain(`/es${PATH}</loc>`);
  });

  it('has the breadcrumbs home, the commercial overview, itself', () => {
    const english = routes.filter((route) => route.locale === 'en');
    const route = english.find((entry) => entry.path === PATH)!;
    const trail = breadcrumbTrail(route, english);
    expect(trail.map((entry) => entry.path)).toEqual(['/', coveragePages.find((page) => page.overview && page.group === 'commercial')!.path, PATH]);
    expect(titleOf(trail[2]!, headsIn('en'))).toBe('Umbrella Insurance');
  });

  it("is in the home page's grid of coverages, with the home card it copied", () => {
    const home = site.page('home', 'en') as { sections: { kind: string; cards?: { path: string }[] }[] };
    const grid = home.sections.find((section) => section.kind === 'coverageGrid')!;
    expect(grid.cards!.map((card) => card.path)).toContain(PATH);
  });
});
