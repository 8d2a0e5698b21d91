/**
 * The route table: one entry per URL. It drives wouter's routes, the prerender
 * step, the page head (title, canonical; descriptions: src/content/descriptions.ts), the sitemap and the
 * tests. Add a page by adding an entry here; a coverage page is added to the
 * coverage registry instead (src/content/services/registry.ts), from which its
 * route is made below.
 */
import { thanksPage } from '../forms/definitions/thanks';
import { clientServiceLink } from '../content/navigation';
import { articles } from '../content/blog/articles';
import { loadArticlePage } from '../pages/blog/loadArticlePage';
import { coveragePages, type CoverageKey } from '../content/services/registry';
import type { ServicePageContent } from '../content/services/types';
import { servicePage } from '../pages/services/servicePage';
import { lazyPage } from '../lib/lazyPage';
import type { RouteEntry } from '../content/routeEntry';

const page = (entry: Omit<RouteEntry, 'Page'>, load: () => Promise<{ default: React.ComponentType }>): RouteEntry => ({
  ...entry,
  Page: lazyPage(load),
});

/**
 * Each coverage page's copy, in its own chunk: src/content/services/pages/<key>.ts.
 * A registry entry without its module fails here, at build time, not on a visitor's screen.
 */
const coverageContent = import.meta.glob<ServicePageContent>('../content/services/pages/*.ts', { import: 'default' });

function contentOf(key: CoverageKey): Promise<ServicePageContent> {
  const load = coverageContent[`../content/services/pages/${key}.ts`];
  if (!load) throw new Error(`Coverage page "${key}" has no content module src/content/services/pages/${key}.ts`);
  return load();
}

export const routes: RouteEntry[] = [
  page(
    {
      path: '/',
      kind: 'home',
      title: 'Insurance Solutions You Can Trust',
    },
    () => import('../pages/HomePage'),
  ),
  page(
    {
      path: '/about',
      title: 'About Us',
    },
    () => import('../pages/AboutPage'),
  ),
  page(
    {
      path: '/blog',
      title: 'Insurance Articles & Resources',
    },
    () => import('../pages/blog/BlogPage'),
  ),
  ...articles.map((article) =>
    page(
      { path: article.path, kind: 'article', article, title: article.title, image: article.image },
      () => loadArticlePage(article),
    ),
  ),
  page(
    {
      path: '/contact',
      title: 'Contact Us',
    },
    () => import('../pages/ContactPage'),
  ),
  page(
    {
      path: '/claims',
      title: 'File a Claim',
    },
    () => import('../pages/ClaimsPage'),
  ),
  page(
    {
      path: clientServiceLink.path,
      title: clientServiceLink.title,
    },
    () => import('../pages/ClientServicePage'),
  ),
  ...coveragePages.map((coverage) =>
    page({ path: coverage.path, title: coverage.title }, () => servicePage(contentOf(coverage.key))),
  ),
  page(
    {
      path: '/privacy',
      title: 'Privacy Policy',
    },
    () => import('../pages/legal/PrivacyPage'),
  ),
  page(
    {
      path: '/terms',
      title: 'Terms of Service',
    },
    () => import('../pages/legal/TermsPage'),
  ),
  page(
    {
      path: thanksPage.path,
      noindex: true,
      title: 'Thank You',
    },
    () => import('../pages/ThanksPage'),
  ),
];

/** Exact lookup; paths are static and have no trailing slash (except "/"). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
