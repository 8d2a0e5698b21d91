/**
 * The document head as data, built from a route entry. The prerender step
 * serialises it into each HTML file; the client applies it on navigation.
 */
import { agency } from '../config/agency';
import { descriptionOf } from '../content/descriptions';
import type { RouteEntry } from '../content/routeEntry';

export interface MetaTag {
  /** `name` for standard and Twitter tags, `property` for Open Graph. */
  key: 'name' | 'property';
  id: string;
  content: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  meta: MetaTag[];
  jsonLd: object[];
}

export const NOT_FOUND_TITLE = `Page not found - ${agency.name}`;

export const documentTitle = (route: RouteEntry) => `${route.title} - ${agency.name}`;

export const absoluteUrl = (path: string) => new URL(path, agency.siteOrigin).href.replace(/\/$/, path === '/' ? '/' : '');

/** The head of a page without its structured data, which depends on what the page renders (see pageHead.ts). */
export function headFor(route: RouteEntry | undefined): HeadData {
  if (!route) {
    return {
      title: NOT_FOUND_TITLE,
      description: 'The page you are looking for does not exist. Return to the home page to find insurance information.',
      robots: 'noindex',
      meta: [],
      jsonLd: [],
    };
  }
  const title = documentTitle(route);
  const description = descriptionOf(route);
  const canonical = absoluteUrl(route.path);
  const meta: MetaTag[] = [
    { key: 'property', id: 'og:type', content: route.kind === 'article' ? 'article' : 'website' },
    { key: 'property', id: 'og:site_name', content: agency.name },
    { key: 'property', id: 'og:title', content: title },
    { key: 'property', id: 'og:description', content: description },
    { key: 'property', id: 'og:url', content: canonical },
    { key: 'property', id: 'og:locale', content: 'en_US' },
    { key: 'name', id: 'twitter:card', content: route.image ? 'summary_large_image' : 'summary' },
    { key: 'name', id: 'twitter:title', content: title },
    { key: 'name', id: 'twitter:description', content: description },
  ];
  if (route.image) {
    meta.push({ key: 'property', id: 'og:image', content: route.image });
    meta.push({ key: 'name', id: 'twitter:image', content: route.image });
  }
  return { title, description, canonical, ...(route.noindex && { robots: 'noindex' }), meta, jsonLd: [] };
}
