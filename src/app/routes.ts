/**
 * The route table: one entry per URL and language. It drives wouter's
 * routes, the prerender step, the page head (titles and descriptions: each
 * page's content file), the sitemap and the tests. Every page exists in
 * English at its path and in Spanish at `/es` + that path (docs/i18n.md);
 * only an article written in one language lacks a twin. The fixed pages are
 * declared here, each with its content file (src/content/pages/); a coverage
 * page is a file of its own (src/content/coverage/<slug>.yaml, docs/content.md).
 */
import { createElement, type ComponentType } from 'react';
import { articleIdsIn, articlePath, localesOf } from '../content/blog/articles';
import { loadArticlePage } from '../pages/blog/loadArticlePage';
import { coverageContent, coveragePages } from '../content/coveragePages';
import { FIXED_PAGE_PATHS } from '../content/pagePaths';
import { loadCoveragePage } from '../pages/coverage/loadCoveragePage';
import type { SectionViews } from '../components/sections/viewModules';
import { lazyPage, type PageModule } from '../lib/lazyPage';
import { locales, localizedPath, type Locale } from '../i18n/locale';
import type { PageKey, RouteEntry } from '../content/routeEntry';

/** A content module in each language: leaving one out is a type error naming the language. */
type CopyIn<C> = Record<Locale, () => Promise<{ default: C }>>;

interface PageDeclaration<C> {
  key: PageKey;
  kind?: RouteEntry['kind'];
  noindex?: true;
  /** The page's layout; it receives its language's content as `copy`, and the views its sections need as `views`. */
  load: () => Promise<{ default: ComponentType<{ copy: C; views: SectionViews }> }>;
  /** Its content file read in each language (src/content/pages/<key>.yaml, virtual:content/page/<key>/<locale>). */
  copy: CopyIn<C>;
  /** A page made of sections: the views of the kinds it holds. */
  views?: () => Promise<{ views: SectionViews }>;
}

/** The page's layout bound to its language's copy and its sections' views, all fetched in parallel. */
async function withCopy<C>({ load, copy, views }: Pick<PageDeclaration<C>, 'load' | 'views'> & { copy: () => Promise<{ default: C }> }): Promise<PageModule> {
  const [{ default: Layout }, { default: loaded }, sectionViews] = await Promise.all([load(), copy(), views?.()]);
  return { default: () => createElement(Layout, { copy: loaded, views: sectionViews?.views ?? {} }) };
}

/** A declared page: its fields, its path, and its layout bound to one language's copy. */
const declare = <C>({ load, copy, views, ...fields }: PageDeclaration<C>) => ({
  ...fields,
  path: FIXED_PAGE_PATHS[fields.key],
  pageIn: (locale: Locale) => lazyPage(() => withCopy({ load, copy: copy[locale], views })),
});

/** The fixed pages (coverage pages and articles are made from their files below). */
const pages = [
  declare({
    key: 'home',
    kind: 'home',
    load: () => import('../pages/HomePage'),
    copy: { en: () => import('virtual:content/page/home/en'), es: () => import('virtual:content/page/home/es') },
    views: () => import('virtual:content/views/home'),
  }),
  declare({
    key: 'about',
    load: () => import('../pages/AboutPage'),
    copy: { en: () => import('virtual:content/page/about/en'), es: () => import('virtual:content/page/about/es') },
    views: () => import('virtual:content/views/about'),
  }),
  declare({
    key: 'blog',
    load: () => import('../pages/blog/BlogPage'),
    copy: { en: () => import('virtual:content/page/blog/en'), es: () => import('virtual:content/page/blog/es') },
  }),
  declare({
    key: 'contact',
    load: () => import('../pages/ContactPage'),
    copy: { en: () => import('virtual:content/page/contact/en'), es: () => import('virtual:content/page/contact/es') },
    views: () => import('virtual:content/views/contact'),
  }),
  declare({
    key: 'claims',
    load: () => import('../pages/ClaimsPage'),
    copy: { en: () => import('virtual:content/page/claims/en'), es: () => import('virtual:content/page/claims/es') },
    views: () => import('virtual:content/views/claims'),
  }),
  declare({
    key: 'clientService',
    load: () => import('../pages/ClientServicePage'),
    copy: { en: () => import('virtual:content/page/clientService/en'), es: () => import('virtual:content/page/clientService/es') },
    views: () => import('virtual:content/views/clientService'),
  }),
  declare({
    key: 'privacy',
    load: () => import('../pages/legal/LegalPage'),
    copy: { en: () => import('virtual:content/page/privacy/en'), es: () => import('virtual:content/page/privacy/es') },
  }),
  declare({
    key: 'terms',
    load: () => import('../pages/legal/LegalPage'),
    copy: { en: () => import('virtual:content/page/terms/en'), es: () => import('virtual:content/page/terms/es') },
  }),
  declare({
    key: 'thanks',
    noindex: true,
    load: () => import('../pages/ThanksPage'),
    // The thank-you words are the forms' (their toasts say the same): src/formDefinitions/thanks.ts.
    copy: {
      en: () => import('../formDefinitions/thanks').then(({ thanksPage }) => ({ default: thanksPage })),
      es: () => import('../formDefinitions/es/thanks').then(({ thanksPage }) => ({ default: thanksPage })),
    },
  }),
];

/** A coverage page's content in a language: its own chunk (virtual:content/coverage/<slug>/<locale>). */
function contentOf(slug: string, locale: Locale) {
  const load = coverageContent[locale][slug];
  if (!load) throw new Error(`Coverage page "${slug}" has no ${locale} content (src/content/coverage/${slug}.yaml)`);
  return load().then((module) => module.default);
}

function routesIn(locale: Locale): RouteEntry[] {
  const entry = (fields: Omit<RouteEntry, 'locale' | 'url' | 'locales'> & { locales?: readonly Locale[] }): RouteEntry => ({
    locales,
    ...fields,
    locale,
    url: localizedPath(locale, fields.path),
  });
  return [
    ...pages.map(({ path, key, kind, noindex, pageIn }) => entry({ path, kind, noindex, head: { page: key }, Page: pageIn(locale) })),
    ...articleIdsIn(locale).map((id) =>
      entry({
        path: articlePath(id),
        locales: localesOf(id),
        kind: 'article',
        head: { article: id },
        Page: lazyPage(() => loadArticlePage(id, locale)),
      }),
    ),
    ...coveragePages.map((coverage) =>
      entry({ path: coverage.path, head: { coverage: coverage.slug }, Page: lazyPage(() => loadCoveragePage(contentOf(coverage.slug, locale))) }),
    ),
  ];
}

/** Every page of every language, English first. */
export const routes: RouteEntry[] = locales.flatMap(routesIn);

/** One language's pages: the routes its app renders. */
export const routesOf = (locale: Locale) => routes.filter((route) => route.locale === locale);

/** Exact lookup by URL path (either language); paths have no trailing slash (except "/"). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const url = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.url === url);
}

/** The URL of the page's twin in `locale`, if the page exists there. */
export function twinUrl(englishPath: string, locale: Locale): string | undefined {
  return routes.find((route) => route.locale === locale && route.path === englishPath)?.url;
}
