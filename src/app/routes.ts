/**
 * The route table: one entry per URL. It drives wouter's routes, the prerender
 * step, the page head (title, description, canonical), the sitemap and the
 * tests. Add a page by adding an entry here; a coverage page is added to the
 * coverage registry instead (src/content/services/registry.ts), from which its
 * route is made below.
 */
import { agency } from '../config/agency';
import { thanksPage } from '../forms/definitions/thanks';
import { clientServiceLink } from '../content/navigation';
import { articles } from '../content/blog/articles';
import { loadArticlePage } from '../pages/blog/loadArticlePage';
import { coveragePages, type CoverageKey } from '../content/services/registry';
import type { ServicePageContent } from '../content/services/types';
import { servicePage } from '../pages/services/servicePage';
import { lazyPage } from '../lib/lazyPage';
import type { RouteEntry } from '../content/routeEntry';

const city = agency.address.city;

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
      description: `Independent insurance agency in ${city}, Illinois: auto, home, business and trucking coverage from many carriers, with a quote reply within 24 hours.`,
    },
    () => import('../pages/HomePage'),
  ),
  page(
    {
      path: '/about',
      title: 'About Us',
      description: `Meet the independent agency in ${city}, Illinois that researches many insurance markets to find the right coverage at a competitive rate.`,
    },
    () => import('../pages/AboutPage'),
  ),
  page(
    {
      path: '/blog',
      title: 'Insurance Articles & Resources',
      description: 'Plain-English guides to auto, home, life, business and health insurance, and how to file a claim, from independent insurance agents.',
    },
    () => import('../pages/blog/BlogPage'),
  ),
  ...articles.map((article) =>
    page(
      { path: article.path, kind: 'article', article, title: article.title, description: article.excerpt, image: article.image },
      () => loadArticlePage(article),
    ),
  ),
  page(
    {
      path: '/contact',
      title: 'Contact Us',
      description: `Request a quote or ask a question. Call, e-mail or write to our ${city}, Illinois office; an agent replies within 24 hours on business days.`,
    },
    () => import('../pages/ContactPage'),
  ),
  page(
    {
      path: '/claims',
      title: 'File a Claim',
      description: 'Start an insurance claim online. A claims representative contacts you within 24 hours and guides you through photos, documents and next steps.',
    },
    () => import('../pages/ClaimsPage'),
  ),
  page(
    {
      path: clientServiceLink.path,
      title: clientServiceLink.title,
      description: 'For our clients: pay a bill, sign in, file a claim, or request a certificate of insurance, auto ID cards or a policy change online.',
    },
    () => import('../pages/ClientServicePage'),
  ),
  ...coveragePages.map((coverage) =>
    page({ path: coverage.path, title: coverage.title, description: coverage.description }, () => servicePage(contentOf(coverage.key))),
  ),
  page(
    {
      path: '/privacy',
      title: 'Privacy Policy',
      description: 'How we collect, use, keep and protect the personal information you share through this website, and how to ask us to change or delete it.',
    },
    () => import('../pages/legal/PrivacyPage'),
  ),
  page(
    {
      path: '/terms',
      title: 'Terms of Service',
      description: 'The terms for using this website: information only, not insurance advice; coverage is governed by the carrier policy documents; Illinois law applies.',
    },
    () => import('../pages/legal/TermsPage'),
  ),
  page(
    {
      path: thanksPage.path,
      noindex: true,
      title: 'Thank You',
      description: 'Your request has reached our office. An agent will get in touch with you shortly by phone or e-mail.',
    },
    () => import('../pages/ThanksPage'),
  ),
];

/** Exact lookup; paths are static and have no trailing slash (except "/"). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
