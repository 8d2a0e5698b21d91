import { Suspense, useCallback } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '../components/layout/Layout';
import { otherLocale, useLocale } from '../i18n/locale';
import { TwinContext } from '../i18n/twins';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DocumentHead } from './DocumentHead';
import { ErrorBoundary } from './ErrorBoundary';
import { HydrationMark } from './HydrationMark';
import { LandingCampaign } from './LandingCampaign';
import { PageView } from './PageView';
import { routesOf, twinUrl } from './routes';
import { ScrollToTop } from './ScrollToTop';

/**
 * The whole site for one URL in one language. It takes the location from the
 * surrounding wouter <Router> (the browser's in clientRoot, `ssrPath` in
 * entry-server; base `/es` on Spanish pages) and the language from
 * LocaleContext.
 */
export function App() {
  const locale = useLocale();
  const other = otherLocale(locale);
  const twinOf = useCallback((englishPath: string) => twinUrl(englishPath, other), [other]);
  return (
    <ErrorBoundary>
      <TwinContext.Provider value={twinOf}>
        <ScrollToTop />
        <LandingCampaign />
        <DocumentHead />
        <Layout>
          <Suspense fallback={null}>
            <Switch>
              {routesOf(locale).map((route) => (
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
      </TwinContext.Provider>
    </ErrorBoundary>
  );
}
