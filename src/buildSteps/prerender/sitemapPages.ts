import type { RouteEntry } from '../../content/routeEntry';
import { alternatesOf } from '../../head/headData';
import type { SitemapPage } from './sitemapXml';

/** The pages a search engine should list (every route except the noindex ones), each with its language alternates. */
export const sitemapPages = (routes: readonly Pick<RouteEntry, 'url' | 'path' | 'locales' | 'noindex'>[]): SitemapPage[] =>
  routes
    .filter((route) => !route.noindex)
    .map((route) => ({
      path: route.url,
      alternates: alternatesOf(route).map(({ hreflang, href }) => ({ hreflang, path: new URL(href).pathname })),
    }));
