import { useEffect } from 'react';
import { applyHead } from '../head/applyHead';
import { pageHead } from '../head/pageHead';
import type { PageFacts } from '../head/pageFacts';
import type { RouteEntry } from './routeEntry';
import { routes } from './routes';

/**
 * Makes the document head that of the page shown (undefined route: the 404
 * page). It is rendered after the page, inside the same Suspense boundary,
 * so its effect runs once the page's chunk has loaded and the page has
 * rendered and reported its facts. On the first page it rewrites nothing:
 * the prerendered head is already this one.
 */
export function DocumentHead({ route, facts }: { route: RouteEntry | undefined; facts: PageFacts }) {
  useEffect(() => {
    applyHead(pageHead(route, routes, facts));
  }, [route, facts]);
  return null;
}
