import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '../components/layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteContext } from './routeContext';
import { routes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { DocumentHead } from './DocumentHead';
import { HydrationMark } from './HydrationMark';

/**
 * The whole site for one URL. It takes the location from the surrounding
 * wouter <Router>: the browser's in entry-client, `ssrPath` in entry-server.
 */
export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <DocumentHead />
      <Layout>
        <Suspense fallback={null}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                <RouteContext.Provider value={route}>
                  <route.Page />
                </RouteContext.Provider>
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </Layout>
      <HydrationMark />
    </ErrorBoundary>
  );
}
