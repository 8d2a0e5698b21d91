/**
 * The blog listing's filter: the search text and the selected category live
 * in signals, so the search box, the category buttons and the grid stay in
 * step without prop drilling; `filterArticles` is the pure rule they apply.
 */
import { computed, signal } from '@preact/signals-react';
import { articles, type ArticleMeta } from '../content/blog/articles';
import { BLOG_CATEGORIES, type BlogCategory } from '../content/blog/model';

export const ALL_CATEGORIES = 'All';
export type CategoryFilter = typeof ALL_CATEGORIES | BlogCategory;

/** The listing's buttons, in order. */
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export interface BlogFilter {
  search: string;
  category: CategoryFilter;
}

type Filterable = Pick<ArticleMeta, 'title' | 'excerpt' | 'category'>;

/**
 * An article shows when the search text appears in its title or excerpt
 * (ignoring case and surrounding spaces) and the category is All or its own.
 */
export function filterArticles<T extends Filterable>(list: readonly T[], { search, category }: BlogFilter): T[] {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (article) =>
      (category === ALL_CATEGORIES || article.category === category) &&
      (article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle)),
  );
}

export const searchText = signal('');
export const selectedCategory = signal<CategoryFilter>(ALL_CATEGORIES);

export const visibleArticles = computed(() =>
  filterArticles(articles, { search: searchText.value, category: selectedCategory.value }),
);

export function resetFilters() {
  searchText.value = '';
  selectedCategory.value = ALL_CATEGORIES;
}
