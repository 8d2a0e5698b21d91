import { startTransition, useEffect, useState } from 'react';

/** Whether the app's first commit in this document is done (set by markHydrated). */
let appHydrated = false;
/** Whether the app is hydrating prerendered HTML (set by markHydrating, before hydrateRoot). */
let appHydrating = false;
let hydrationDone: () => void = () => {};
/** Resolves once the app's first commit is done. */
export const afterHydration = new Promise<void>((resolve) => (hydrationDone = resolve));
let enhancementDone: () => void = () => {};
/** Resolves once every component hydrated with the page has switched to its scripted markup (useHydrated). */
export const afterEnhancement = new Promise<void>((resolve) => (enhancementDone = resolve));

/** Called by the client entry right before it hydrates the prerendered HTML. */
export function markHydrating() {
  appHydrating = true;
}

/** Called once the first commit of the app is done (src/app/HydrationMark.tsx). */
export function markHydrated() {
  appHydrated = true;
  hydrationDone();
  if (!switching) enhancementDone();
}

/** True while the app hydrates prerendered HTML: what a part defers until after (afterHydration) stays as prerendered meanwhile. */
export const isHydrating = () => appHydrating && !appHydrated;

/** A component waiting to switch to its scripted markup. */
interface Waiting {
  enhance: () => void;
}
/** Those still to switch, in the order they mounted; one at a time. */
const waiting: Waiting[] = [];
/** The one switching now: the next waits until its commit. */
let switching: Waiting | undefined;

/** Starts the next component's switch in a task of its own. */
function switchNext() {
  const next = (switching = waiting.shift());
  if (next) setTimeout(() => startTransition(next.enhance), 0);
  else if (appHydrated) enhancementDone();
}

/** A component has switched (its commit is done) or has gone: the next may start. */
function leave(entry: Waiting) {
  if (switching === entry) return switchNext();
  const index = waiting.indexOf(entry);
  if (index !== -1) waiting.splice(index, 1);
}

/**
 * False on the server and while React hydrates the prerendered HTML, true
 * from a render after. A component renders its no-script markup (native
 * disclosures, CSS hover) until then, so hydration matches the HTML
 * exactly, and switches to its scripted markup once React is in charge.
 * The components switch one after another, each in a transition of its own
 * started in a task of its own once the previous one has committed: all of
 * them in one commit (the mobile menu's sections rebuilt, every dropdown
 * rewired) was a task of 45-54 ms at 4x CPU on a slow machine, at the long
 * task limit (docs/architecture.md, "Hydration in slices"). A component
 * rendered on the client after hydration is enhanced from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (hydrated) return;
    const entry: Waiting = { enhance: () => setHydrated(true) };
    waiting.push(entry);
    if (!switching) switchNext();
    // Runs once this component's switch has committed, or when it unmounts first.
    return () => leave(entry);
  }, [hydrated]);
  return hydrated;
}
