/**
 * Watches the bar (useBarFit.ts): while its items need more room than the
 * window gives, `setCrowded(true)` has the menu button shown instead, until
 * the window is as wide as the items then needed. Returns what stops
 * watching. It imports nothing, so its chunk shares no module with the
 * first script (a shared module would split into a chunk of its own).
 */
export function watchBarFit(nav: HTMLElement, setCrowded: (crowded: boolean) => void): () => void {
  let needed = 0;
  let crowded = false;
  const set = (value: boolean) => setCrowded((crowded = value));
  const check = () => {
    if (crowded) {
      if (nav.clientWidth >= needed) set(false);
    } else if (nav.scrollWidth > nav.clientWidth + 1) {
      needed = nav.scrollWidth;
      set(true);
    }
  };
  // The bar's own parts too: a change of font or text size resizes them, not the window.
  const observer = new ResizeObserver(check);
  for (const el of [nav, ...nav.children]) observer.observe(el);
  return () => {
    observer.disconnect();
    set(false);
  };
}
