import { useSignals } from '@preact/signals-react/runtime';
import { CATEGORY_FILTERS, selectedCategory } from '../../state/blogFilter';
import { useBlogCopy } from './blogCopyContext';

/**
 * One toggle button per category; the selected one is pressed (aria-pressed).
 * The buttons read the page's language; the value (and the address) stays the English name.
 */
export function CategoryFilter() {
  useSignals();
  const { listing, cards } = useBlogCopy();
  return (
    <div role="group" aria-label={listing.categoriesLabel} className="flex flex-wrap gap-2">
      {CATEGORY_FILTERS.map((category) => {
        const pressed = selectedCategory.value === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              selectedCategory.value = category;
            }}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-ring ${
              pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-brand-800 hover:(border-brand-700 bg-brand-50)'
            }`}
          >
            {cards.categories[category]}
          </button>
        );
      })}
    </div>
  );
}
