import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { findRoute, routes } from './app/routes';
import { pageHead } from './head/pageHead';
import { PageFactsContext, type PageFacts } from './head/pageFacts';
import { renderHead } from './head/renderHead';

export { routes };

export interface RenderedPage {
  html: string;
  head: string;
}

/** Renders one URL to HTML; `path` undefined renders the 404 page. */
export async function render(path: string | undefined): Promise<RenderedPage> {
  const route = path === undefined ? undefined : findRoute(path);
  await route?.Page.preload();
  const facts: PageFacts = { faqs: [] };
  const html = renderToString(
    <PageFactsContext.Provider value={facts}>
      <Router ssrPath={path ?? '/404'}>
        <App />
      </Router>
    </PageFactsContext.Provider>,
  );
  return { html, head: renderHead(pageHead(route, routes, facts)) };
}
