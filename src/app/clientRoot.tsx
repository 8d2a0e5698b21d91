import { Router } from 'wouter';
import { localeOfPath, LocaleContext, routerOptions } from '../i18n/locale';
import { loadWords } from '../content/words';
import { App } from './App';
import { findRoute } from './routes';

/** The page's language, from its URL: a document never changes language (the switch loads the other page). */
const locale = () => localeOfPath(window.location.pathname);

/** The app as the browser hydrates it: the location is the browser's (entry-server renders with `ssrPath`). */
export const clientRoot = () => (
  <LocaleContext.Provider value={locale()}>
    <Router {...routerOptions(locale())}>
      <App />
    </Router>
  </LocaleContext.Provider>
);

/** Loads the current page's chunk and its language's words, so hydration renders exactly what was prerendered. */
export const preloadShownPage = async () => {
  await Promise.all([findRoute(window.location.pathname)?.Page.preload(), loadWords(locale())]);
};
