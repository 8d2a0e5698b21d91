import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML, true
 * from the render right after. A component renders its no-script markup
 * (native disclosures, CSS hover) until then, so hydration matches the HTML
 * exactly, and switches to its scripted markup once React is in charge.
 * A component rendered on the client from scratch is enhanced from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
