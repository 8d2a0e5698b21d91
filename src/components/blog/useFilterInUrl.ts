import { effect } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { filterFromParams, paramsWithFilter, searchText, selectedCategory, setFilter } from '../../state/blogFilter';

/**
 * Keeps the blog filter in the address. The address is read once the page
 * has hydrated, not during hydration: the prerendered listing is the
 * unfiltered one and the first render must match it. From then on every
 * change rewrites the address in place (history.replaceState), so typing
 * adds no history entries and Back still leaves the blog.
 */
export function useFilterInUrl() {
  const [params, setParams] = useSearchParams();
  const [onArrival] = useState(params);
  useEffect(() => {
    setFilter(filterFromParams(onArrival));
    // The first run only subscribes: the address already says what the filter is.
    let arrived = false;
    return effect(() => {
      const filter = { search: searchText.value, category: selectedCategory.value };
      if (!arrived) {
        arrived = true;
        return;
      }
      setParams((current) => paramsWithFilter(current, filter), { replace: true });
    });
  }, [onArrival, setParams]);
}
