import { useEffect, type ReactNode } from 'react';
import { applyHead } from '../head/applyHead';
import { pageHead } from '../head/pageHead';
import type { PageFacts } from '../head/pageFacts';
import type { RouteEntry } from './routeEntry';
import { routes } from './routes';

/**
 * Makes the document head that of the page it wraps (undefined route: the
 * 404 page). A parent's effect runs after its children's, and the whole
 * page commits at once when its chunk has loaded, so by then the page has
 * rendered and reported its facts (its FAQs). On the first page it rewrites
 * nothing: the prerendered head is already this one.
 */
export function DocumentHead({ route, facts, children }: { route: RouteEntry | undefined; facts: PageFacts; children: ReactNode }) {
  useEffect(() => {
    applyHead(pageHead(route, routes, facts));
  }, [route, facts]);
  return children;
}
