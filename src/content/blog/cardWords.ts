/**
 * The words of an article's card, wherever cards show (the blog, an article's
 * "Keep Reading", the home page): both the blog's copy and the home page's
 * hand them on, so a page that shows cards loads them in its own language.
 * Twin: src/content/es/blog/cardWords.ts.
 */
import type { BlogCategory } from './model';

/** Each category as shown, and the filter's "All". Addresses and articles keep the English names. */
export type CategoryLabels = Record<'All' | BlogCategory, string>;

const categories: CategoryLabels = {
  All: 'All',
  'Auto Insurance': 'Auto Insurance',
  'Home Insurance': 'Home Insurance',
  'Life Insurance': 'Life Insurance',
  'Business Insurance': 'Business Insurance',
  'Health Insurance': 'Health Insurance',
  Claims: 'Claims',
  'Tips & Advice': 'Tips & Advice',
};

export const cardWords = {
  readArticle: 'Read article',
  categories,
};

export type CardWords = typeof cardWords;
