/**
 * The route table: one entry per URL and language. It drives wouter's
 * routes, the prerender step, the page head (titles and descriptions:
 * src/content/heads.ts), the sitemap and the tests. Every page exists in
 * English at its path and in Spanish at `/es` + that path (docs/i18n.md);
 * only an article written in one language lacks a twin. Add a page by adding
 * an entry to `pagesIn` with its copy in both languages; a coverage page is
 * added to the coverage registry instead (src/content/services/registry.ts).
 */
import { createElement, type ComponentType } from 'react';
import { articleIdsIn, articlePath, localesOf } from '../content/blog/articles';
import { loadArticlePage } from '../pages/blog/loadArticlePage';
import { coveragePages, type CoverageKey } from '../content/services/registry';
import type { ServicePageContent } from '../content/services/types';
import { servicePage } from '../pages/services/servicePage';
import { lazyPage, type PageModule } from '../lib/lazyPage';
import { locales, localizedPath, type Locale } from '../i18n/locale';
import type { PageKey, RouteEntry } from '../content/routeEntry';
import { CLIENT_SERVICE_PATH } from '../content/navigation';

/** A copy module in each language: leaving one out is a type error naming the language. */
type CopyIn<C> = Record<Locale, () => Promise<C>>;

interface PageDeclaration<C> {
  path: string;
  key: PageKey;
  kind?: RouteEntry['kind'];
  noindex?: true;
  /** The page's layout; it receives its language's copy as `copy`. */
  load: () => Promise<{ default: ComponentType<{ copy: C }> }>;
  copy: CopyIn<C>;
}

/** The page's layout bound to its language's copy, both fetched in parallel. */
async function withCopy<C>(load: PageDeclaration<C>['load'], copy: () => Promise<C>): Promise<PageModule> {
  const [{ default: Layout }, loaded] = await Promise.all([load(), copy()]);
  return { default: () => createElement(Layout, { copy: loaded }) };
}

/** A declared page: its fields, and its layout bound to one language's copy. */
const declare = <C>({ load, copy, ...fields }: PageDeclaration<C>) => ({
  ...fields,
  pageIn: (locale: Locale) => lazyPage(() => withCopy(load, copy[locale])),
});

/** The pages with copy of their own (coverage pages and articles are made from their registry and files below). */
const pages = [
  declare({
    path: '/',
    key: 'home',
    kind: 'home',
    load: () => import('../pages/HomePage'),
    copy: { en: () => import('../content/home'), es: () => import('../content/es/home') },
  }),
  declare({
    path: '/about',
    key: 'about',
    load: () => import('../pages/AboutPage'),
    copy: { en: () => import('../content/about'), es: () => import('../content/es/about') },
  }),
  declare({
    path: '/blog',
    key: 'blog',
    load: () => import('../pages/blog/BlogPage'),
    copy: { en: () => import('../content/blog/blogCopy'), es: () => import('../content/es/blog/blogCopy') },
  }),
  declare({
    path: '/contact',
    key: 'contact',
    load: () => import('../pages/ContactPage'),
    copy: { en: () => import('../content/contact'), es: () => import('../content/es/contact') },
  }),
  declare({
    path: '/claims',
    key: 'claims',
    load: () => import('../pages/ClaimsPage'),
    copy: { en: () => import('../content/claims'), es: () => import('../content/es/claims') },
  }),
  declare({
    path: CLIENT_SERVICE_PATH,
    key: 'service',
    load: () => import('../pages/ClientServicePage'),
    copy: { en: () => import('../content/clientService'), es: () => import('../content/es/clientService') },
  }),
  declare({
    path: '/privacy',
    key: 'privacy',
    load: () => import('../pages/legal/PrivacyPage'),
    copy: { en: () => import('../content/legal/privacy'), es: () => import('../content/es/legal/privacy') },
  }),
  declare({
    path: '/terms',
    key: 'terms',
    load: () => import('../pages/legal/TermsPage'),
    copy: { en: () => import('../content/legal/terms'), es: () => import('../content/es/legal/terms') },
  }),
  declare({
    path: '/thanks',
    key: 'thanks',
    noindex: true,
    load: () => import('../pages/ThanksPage'),
    copy: { en: () => import('../forms/definitions/thanks'), es: () => import('../forms/definitions/es/thanks') },
  }),
];

/**
 * Each coverage page's copy, in its own chunk per language:
 * src/content/services/pages/<key>.ts and src/content/es/services/pages/<key>.ts.
 * A registry entry without its module fails the prerender, naming the file.
 */
const coverageContent: Record<Locale, Record<string, () => Promise<ServicePageContent>>> = {
  en: import.meta.glob<ServicePageContent>('../content/services/pages/*.ts', { import: 'default' }),
  es: import.meta.glob<ServicePageContent>('../content/es/services/pages/*.ts', { import: 'default' }),
};
const coverageFolder: Record<Locale, string> = { en: '../content/services/pages', es: '../content/es/services/pages' };

function contentOf(key: CoverageKey, locale: Locale): Promise<ServicePageContent> {
  const file = `${coverageFolder[locale]}/${key}.ts`;
  const load = coverageContent[locale][file];
  if (!load) throw new Error(`Coverage page "${key}" has no ${locale} content module src/${file.slice(3)}`);
  return load();
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
      entry({ path: coverage.path, head: { coverage: coverage.key }, Page: lazyPage(() => servicePage(contentOf(coverage.key, locale))) }),
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
