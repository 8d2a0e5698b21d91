import { useEffect } from 'react';
import { afterEnhancement, markHydrated } from '../lib/useHydrated';

/**
 * Marks the moment the first render has been committed in the browser: a
 * performance mark (the initial-JS budget counts scripts requested before it)
 * and a `data-hydrated` attribute that tests wait for. It is the last effect
 * of the first commit, since parents' effects run after their children's.
 * Then, once every control has switched to its scripted markup (one commit
 * each, src/lib/useHydrated.ts), `enhanced`: a mark and `data-enhanced`.
 */
export function HydrationMark() {
  useEffect(() => {
    markHydrated();
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = 'true';
    void afterEnhancement.then(() => {
      performance.mark('enhanced');
      document.documentElement.dataset.enhanced = 'true';
    });
  }, []);
  return null;
}
