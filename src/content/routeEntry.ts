import type { Locale } from '../i18n/locale';
import type { LazyPage } from '../lib/lazyPage';
import type { FIXED_PAGE_PATHS } from './pagePaths';

/** The pages that are neither a coverage page nor an article (src/content/pagePaths.ts): their head copy is keyed by this. */
export type PageKey = keyof typeof FIXED_PAGE_PATHS;

/**
 * One URL of the site, in one language. The type lives apart from the route
 * table so that what reads an entry (the route context, the head) does not
 * depend on the table, which imports every page.
 */
export interface RouteEntry {
  /** The page's English path: its route within its language (wouter's base adds `/es`). */
  path: string;
  locale: Locale;
  /** The URL path in its language: `localizedPath(locale, path)`. */
  url: string;
  /** The languages the page exists in: its twins, for hreflang, the sitemap and the switch. */
  locales: readonly Locale[];
  /** What names the page's title and description in its language's head copy (src/head/heads.ts; an article's: its list entry, by id). */
  head: { page: PageKey } | { coverage: string } | { article: string };
  Page: LazyPage;
  /** Kind of page, for the head's structured data. */
  kind?: 'home' | 'article' | 'page';
  /** Kept out of search engines and the sitemap (the /thanks page). */
  noindex?: boolean;
}
