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
    let needed = 0;
    const check = () => {
      if (barCrowded.value) {
        if (nav.clientWidth >= needed) barCrowded.value = false;
      } else if (nav.scrollWidth > nav.clientWidth + 1) {
        needed = nav.scrollWidth;
        barCrowded.value = true;
      }
    };
    // The bar's own parts too: a change of font or text size resizes them, not the window.
    const observer = new ResizeObserver(check);
    for (const el of [nav, ...nav.children]) observer.observe(el);
    return () => {
      observer.disconnect();
      barCrowded.value = false;
    };
  }, [navRef]);
}
