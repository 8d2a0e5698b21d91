/**
 * The blog's own words: the listing page and the frame around each article.
 * The blog's pages get this module (or its Spanish twin,
 * src/content/es/blog/blogCopy.ts, of the same type) as their `copy`.
 */

import { newsletter } from '../../forms/definitions/newsletter';

export { cardWords } from './cardWords';
/** The blog's articles in this language, newest first. */
export { default as articleList } from 'virtual:blog-articles/en';

export const blogListing = {
  eyebrow: 'Blog',
  /** The page's h1; the same words as the route title. */
  title: 'Insurance Articles & Resources',
  subtitle:
    'Plain-English guides from our independent agents on choosing coverage, lowering your premiums and getting claims paid.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  categoriesLabel: 'Filter articles by category',
  /** Heading of the grid, for screen-reader navigation. */
  gridHeading: 'Articles',
  count: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'article' : 'articles'}`,
  empty: {
    title: 'No articles found',
    text: 'No article matches that search in this category yet. Try another word, or browse all topics.',
    reset: 'Reset Filters',
  },
  newsletter: {
    form: newsletter,
    title: 'Subscribe to Our Newsletter',
    lead: 'Seasonal coverage reminders, ways to save on premiums and new guides from our agents, about once a month. Unsubscribe at any time.',
  },
};

export const articleFrame = {
  back: { href: '/blog', label: 'Back to Blog' },
  readingTime: (minutes: number) => `${minutes} min read`,
  tocLabel: 'In this article',
  /** The phone button beside each article's own call to action. */
  callLabel: 'Talk to an Agent',
  moreTitle: 'Keep Reading',
  moreCount: 3,
};
