import { useEffect, type RefObject } from 'react';
import { barCrowded } from '../../state/nav';

/**
 * Keeps the full navigation bar only where its items fit. CSS shows the bar
 * from the `navbar` breakpoint up (uno.config.ts), chosen with room for the
 * widest common system font in either language, so the page is right
 * before any script. Fonts and text sizes the breakpoint did not foresee
 * (a reader's style sheet, text spacing, a wider font) can still make the
 * items overflow; once scripted, the bar measures itself and gives way to
 * the menu button until the window is as wide as the items then needed
 * (docs/accessibility.md, "The navigation bar").
 */
export function useBarFit(navRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const nav = navRef.current;
    // Without a layout to measure (a test's DOM), the breakpoint alone decides.
    if (!nav || typeof ResizeObserver === 'undefined') return;
    // The measuring loads after hydration, in a chunk of its own: no byte of it in the first script.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./barFit').then(({ watchBarFit }) => {
      if (!unmounted) stop = watchBarFit(nav, (crowded) => (barCrowded.value = crowded));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [navRef]);
}
