import { startTransition, useEffect, useState } from 'react';

/** Whether the app's first commit in this document is done (set by markHydrated). */
let appHydrated = false;
/** Whether the app is hydrating prerendered HTML (set by markHydrating, before hydrateRoot). */
let appHydrating = false;
let hydrationDone: () => void = () => {};
/** Resolves once the app's first commit is done. */
export const afterHydration = new Promise<void>((resolve) => (hydrationDone = resolve));

/** Called by the client entry right before it hydrates the prerendered HTML. */
export function markHydrating() {
  appHydrating = true;
}

/** Called once the first commit of the app is done (src/app/HydrationMark.tsx). */
export function markHydrated() {
  appHydrated = true;
  hydrationDone();
}

/** True while the app hydrates prerendered HTML: what a part defers until after (afterHydration) stays as prerendered meanwhile. */
export const isHydrating = () => appHydrating && !appHydrated;

/**
 * False on the server and while React hydrates the prerendered HTML, true
 * from a render right after. A component renders its no-script markup
 * (native disclosures, CSS hover) until then, so hydration matches the HTML
 * exactly, and switches to its scripted markup once React is in charge. The
 * switch is a transition: a render that yields to the browser, committing
 * only the few attributes that change, never a blocking re-render of the
 * page (docs/architecture.md, "Hydration in slices"). A component rendered
 * on the client after hydration is enhanced from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
