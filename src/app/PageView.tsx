import { useEffect, type ReactNode } from 'react';
import { PageFactsContext, usePageFactsCollector } from '../head/pageFacts';
import { RouteContext } from './routeContext';
import type { RouteEntry } from '../content/routeEntry';
import { shownPage } from './shownPage';

/**
 * One route's page (undefined route: the 404 page) with the facts it reports
 * while rendering. Its effect runs after the page's own, once the page has
 * committed, and announces the page as the one shown.
 */
export function PageView({ route, children }: { route: RouteEntry | undefined; children: ReactNode }) {
  const facts = usePageFactsCollector();
  useEffect(() => {
    shownPage.value = { route, facts };
  }, [route, facts]);
  return (
    <RouteContext.Provider value={route}>
      <PageFactsContext.Provider value={facts}>{children}</PageFactsContext.Provider>
    </RouteContext.Provider>
  );
}
