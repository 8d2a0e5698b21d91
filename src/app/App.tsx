import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '../components/layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DocumentHead } from './DocumentHead';
import { ErrorBoundary } from './ErrorBoundary';
import { HydrationMark } from './HydrationMark';
import { LandingCampaign } from './LandingCampaign';
import { PageView } from './PageView';
import { routes } from './routes';
import { ScrollToTop } from './ScrollToTop';

/**
 * The whole site for one URL. It takes the location from the surrounding
 * wouter <Router>: the browser's in entry-client, `ssrPath` in entry-server.
 */
export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <LandingCampaign />
      <DocumentHead />
      <Layout>
        <Suspense fallback={null}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                <PageView route={route}>
                  <route.Page />
                </PageView>
              </Route>
            ))}
            <Route>
              <PageView route={undefined}>
                <NotFoundPage />
              </PageView>
            </Route>
          </Switch>
        </Suspense>
      </Layout>
      <HydrationMark />
    </ErrorBoundary>
  );
}
