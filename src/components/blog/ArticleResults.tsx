import { useSignals } from '@preact/signals-react/runtime';
import { filterArticles, resetFilters, searchText, selectedCategory } from '../../state/blogFilter';
import { ArticleGrid } from './ArticleGrid';
import { BLOG_SEARCH_ID } from './BlogSearch';
import { Icon } from '../../ui/Icon';
import { useBlogCopy } from './blogCopyContext';
import { fill } from '../../lib/template';

/** The filtered grid, its result count (announced politely) and the empty state. */
export function ArticleResults() {
  useSignals();
  const { listing, articles, cards } = useBlogCopy();
  // The page's language's own list: an article not yet translated is not on the Spanish blog.
  const shown = filterArticles(articles, { search: searchText.value, category: selectedCategory.value });
  return (
    <>
      <p role="status" className="mt-6 text-sm text-gray-600">
        {fill(articles.length === 1 ? listing.countOne : listing.countOther, { shown: shown.length, total: articles.length })}
      </p>
      {shown.length > 0 ? (
        <ArticleGrid articles={shown} words={cards} className="mt-6" />
      ) : (
        <EmptyState />
      )}
    </>
  );
}

function EmptyState() {
  const { listing } = useBlogCopy();
  const reset = () => {
    resetFilters();
    // The button disappears with the empty state: give focus back to the search box.
    document.getElementById(BLOG_SEARCH_ID)?.focus();
  };
  return (
    <div className="mt-6 rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <Icon name="search-x" className="h-10 w-10 text-brand-600" />
      <h3 className="mt-4 text-2xl font-bold text-brand-900">{listing.emptyTitle}</h3>
      <p className="mx-auto mt-2 max-w-md text-gray-700">{listing.emptyText}</p>
      <button type="button" onClick={reset} className="btn-secondary mt-6">
        <Icon name="rotate-ccw" className="h-5 w-5" />
        {listing.reset}
      </button>
    </div>
  );
}
