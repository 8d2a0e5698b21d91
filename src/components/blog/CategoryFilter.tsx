import { useSignals } from '@preact/signals-react/runtime';
import { blogListing } from '../../content/blog/blogCopy';
import { CATEGORY_FILTERS, selectedCategory } from '../../state/blogFilter';

/** One toggle button per category; the selected one is pressed (aria-pressed). */
export function CategoryFilter() {
  useSignals();
  return (
    <div role="group" aria-label={blogListing.categoriesLabel} className="flex flex-wrap gap-2">
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
            {category}
          </button>
        );
      })}
    </div>
  );
}
