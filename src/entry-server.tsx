import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { findRoute, routes } from './app/routes';
import { loadHeads } from './head/heads';
import { pageHead } from './head/pageHead';
import { PageFactsContext, type PageFacts } from './head/pageFacts';
import { renderHead } from './head/renderHead';
import { LocaleContext, localizedPath, routerOptions, type Locale } from './i18n/locale';
import { loadWords } from './content/words';
import { preloadLeadFormView } from './forms/PageLeadForm';

export { routes };

export interface RenderedPage {
  html: string;
  head: string;
}

/** Renders one URL path (either language) to HTML; for a language's 404 page, `path` is undefined. */
export async function render(path: string | undefined, locale: Locale = 'en'): Promise<RenderedPage> {
  const route = path === undefined ? undefined : findRoute(path);
  const language = route?.locale ?? locale;
  const [heads] = await Promise.all([loadHeads(language), route?.Page.preload(), loadWords(language), preloadLeadFormView()]);
  const facts: PageFacts = { faqs: [], heroPhotos: [] };
  const html = renderToString(
    <PageFactsContext.Provider value={facts}>
      <LocaleContext.Provider value={language}>
        <Router ssrPath={path ?? localizedPath(language, '/404')} {...routerOptions(language)}>
          <App />
        </Router>
      </LocaleContext.Provider>
    </PageFactsContext.Provider>,
  );
  return { html, head: renderHead(pageHead(route, language, routes, facts, heads)) };
}
