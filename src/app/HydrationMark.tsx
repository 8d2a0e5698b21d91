import { useEffect } from 'react';
import { markHydrated } from '../lib/useHydrated';

/**
 * Marks the moment the first render has been committed in the browser: a
 * performance mark (the initial-JS budget counts scripts requested before it)
 * and a `data-hydrated` attribute that tests wait for. It is the last effect
 * of the first commit, since parents' effects run after their children's.
 */
export function HydrationMark() {
  useEffect(() => {
    markHydrated();
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
