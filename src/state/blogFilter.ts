/**
 * The blog listing's filter: the search text and the selected category live
 * in signals, so the search box, the category buttons and the grid stay in
 * step without prop drilling; `filterArticles` is the pure rule they apply.
 * The address carries the filter too (`filterFromParams`, `paramsWithFilter`),
 * so a filtered list can be shared and survives a reload.
 */
import { batch, signal } from '@preact/signals-react';
import type { ArticleMeta } from '../content/blog/articles';
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
  const needle = folded(search.trim());
  return list.filter(
    (article) =>
      (category === ALL_CATEGORIES || article.category === category) &&
      (folded(article.title).includes(needle) || folded(article.excerpt).includes(needle)),
  );
}

/** Case and accents ignored: 'colision' finds 'colisión', as a visitor types it on any keyboard. */
function folded(text: string) {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export const searchText = signal('');
export const selectedCategory = signal<CategoryFilter>(ALL_CATEGORIES);

export const NO_FILTER: BlogFilter = { search: '', category: ALL_CATEGORIES };

export function setFilter({ search, category }: BlogFilter) {
  batch(() => {
    searchText.value = search;
    selectedCategory.value = category;
  });
}

export function resetFilters() {
  setFilter(NO_FILTER);
}

/** The query parameters of a filtered listing: /blog?category=Claims&q=file. */
export const FILTER_PARAMS = { category: 'category', search: 'q' } as const;

/** The filter an address asks for; a category the blog does not have (any letter case accepted) means All. */
export function filterFromParams(params: URLSearchParams): BlogFilter {
  const asked = params.get(FILTER_PARAMS.category)?.trim().toLowerCase();
  const category = CATEGORY_FILTERS.find((name) => name.toLowerCase() === asked) ?? ALL_CATEGORIES;
  return { search: params.get(FILTER_PARAMS.search) ?? '', category };
}

/**
 * `params` with the filter written in (category first, then the search), any
 * other parameter kept; the unfiltered listing adds nothing, so Reset gives
 * back the bare address.
 */
export function paramsWithFilter(params: URLSearchParams, { search, category }: BlogFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(FILTER_PARAMS.category);
  next.delete(FILTER_PARAMS.search);
  if (category !== ALL_CATEGORIES) next.append(FILTER_PARAMS.category, category);
  if (search.trim()) next.append(FILTER_PARAMS.search, search);
  return next;
}
