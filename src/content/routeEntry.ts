import type { ArticleMeta } from './blog/articles';
import type { LazyPage } from '../lib/lazyPage';

/**
 * One URL of the site. The type lives apart from the route table so that
 * what reads an entry (the route context, the head) does not depend on the
 * table, which imports every page.
 */
export interface RouteEntry {
  path: string;
  /** Page name; the document title is "title - agency name" (home: the headline). */
  title: string;
  Page: LazyPage;
  /** Open Graph image (absolute URL on the photo host or a site path). */
  image?: string;
  /** Kind of page, for the head's structured data. */
  kind?: 'home' | 'article' | 'page';
  /** The article an article page shows (BlogPosting data). */
  article?: ArticleMeta;
  /** Kept out of search engines and the sitemap (the /thanks page). */
  noindex?: boolean;
}
