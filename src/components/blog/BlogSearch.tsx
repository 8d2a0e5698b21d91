import { useSignals } from '@preact/signals-react/runtime';
import { searchText } from '../../state/blogFilter';
import { Icon } from '../../ui/Icon';
import { useBlogCopy } from './blogCopyContext';

export const BLOG_SEARCH_ID = 'blog-search';

/** The live search box: every keystroke updates the signal, and the grid follows (no submit needed). */
export function BlogSearch() {
  useSignals();
  const { listing } = useBlogCopy();
  return (
    // Filtering is live, so there is nothing to submit: a search landmark, not a form.
    <div role="search" className="w-full lg:max-w-md">
      <label htmlFor={BLOG_SEARCH_ID} className="sr-only">
        {listing.searchLabel}
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-500" />
        <input
          id={BLOG_SEARCH_ID}
          type="search"
          autoComplete="off"
          placeholder={listing.searchPlaceholder}
          value={searchText.value}
          onChange={(event) => {
            searchText.value = event.currentTarget.value;
          }}
          className="min-h-12 w-full rounded-lg border border-gray-400 bg-white py-3 pl-12 pr-4 text-base text-gray-900 placeholder:text-gray-600 focus-ring"
        />
      </div>
    </div>
  );
}
