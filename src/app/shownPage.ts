import { signal } from '@preact/signals-react';
import type { PageFacts } from '../head/pageFacts';
import type { RouteEntry } from '../content/routeEntry';

export interface ShownPage {
  /** Undefined on the 404 page. */
  route: RouteEntry | undefined;
  /** What the page reported while rendering (its FAQs). */
  facts: PageFacts;
}

/**
 * The page on screen, set by its PageView once it has committed (after its
 * chunk has loaded and it has rendered), read by DocumentHead. Only the
 * browser sets it: effects do not run in the prerender step.
 */
export const shownPage = signal<ShownPage | undefined>(undefined);
