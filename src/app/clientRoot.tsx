import { Router } from 'wouter';
import { App } from './App';
import { findRoute } from './routes';

/** The app as the browser hydrates it: the location is the browser's (entry-server renders with `ssrPath`). */
export const clientRoot = () => (
  <Router>
    <App />
  </Router>
);

/** Loads the current page's chunk, so hydration renders exactly what was prerendered. */
export const preloadShownPage = async () => {
  await findRoute(window.location.pathname)?.Page.preload();
};
