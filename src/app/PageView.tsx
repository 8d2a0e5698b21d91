import type { ReactNode } from 'react';
import { PageFactsContext, usePageFactsCollector } from '../head/pageFacts';
import { DocumentHead } from './DocumentHead';
import { RouteContext } from './routeContext';
import type { RouteEntry } from './routeEntry';

/**
 * One route's page (undefined route: the 404 page) inside its document head.
 * The head wraps the page rather than following it, so the page keeps its
 * place in the tree and its useId values match the prerendered HTML's.
 */
export function PageView({ route, children }: { route: RouteEntry | undefined; children: ReactNode }) {
  const facts = usePageFactsCollector();
  return (
    <RouteContext.Provider value={route}>
      <PageFactsContext.Provider value={facts}>
        <DocumentHead route={route} facts={facts}>
          {children}
        </DocumentHead>
      </PageFactsContext.Provider>
    </RouteContext.Provider>
  );
}
