import type { ReactNode } from 'react';
import { PageFactsContext, usePageFactsCollector } from '../head/pageFacts';
import { DocumentHead } from './DocumentHead';
import { RouteContext } from './routeContext';
import type { RouteEntry } from './routeEntry';

/** One route's page (undefined route: the 404 page), followed by its document head. */
export function PageView({ route, children }: { route: RouteEntry | undefined; children: ReactNode }) {
  const facts = usePageFactsCollector();
  return (
    <RouteContext.Provider value={route}>
      <PageFactsContext.Provider value={facts}>
        {children}
        <DocumentHead route={route} facts={facts} />
      </PageFactsContext.Provider>
    </RouteContext.Provider>
  );
}
