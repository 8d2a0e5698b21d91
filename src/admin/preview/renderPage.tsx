/**
 * A page of the site as HTML, drawn by the site's own components in one
 * language, inside the site's frame (navigation, footer), as the prerender
 * step draws it (src/entry-server.tsx): React 19's server renderer, in the
 * editor's page. The preview shows the HTML (./PagePreview.tsx) rather than
 * mounting the site's elements into Decap's tree: the page is drawn as a
 * visitor first sees it, with no script of the site running in the editor,
 * whatever React the editor itself runs.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { Layout } from '../../components/layout/Layout';
import { preloadLeadFormView } from '../../forms/PageLeadForm';
import { PageFactsContext } from '../../head/pageFacts';
import { locales, LocaleContext, localizedPath, otherLocale, routerOptions, type Locale } from '../../i18n/locale';
import { TwinContext } from '../../i18n/twins';
import { loadWords } from '../../content/words';

/**
 * What must be loaded before a page draws without suspending: both
 * languages' frame words and the forms' view (the prerender step loads the
 * same before it renders).
 */
export const sitePartsLoaded: Promise<void> = Promise.all([...locales.map(loadWords), preloadLeadFormView()]).then(() => undefined);

/** `page` in the site's frame at `englishPath`, in `locale`, as HTML. */
export function renderPageHtml(page: ReactElement, { locale, englishPath }: { locale: Locale; englishPath: string }): string {
  const other = otherLocale(locale);
  return renderToStaticMarkup(
    <PageFactsContext.Provider value={{ faqs: [], heroPhotos: [] }}>
      <LocaleContext.Provider value={locale}>
        <Router ssrPath={localizedPath(locale, englishPath)} {...routerOptions(locale)}>
          <TwinContext.Provider value={(path) => localizedPath(other, path)}>
            <Layout>{page}</Layout>
          </TwinContext.Provider>
        </Router>
      </LocaleContext.Provider>
    </PageFactsContext.Provider>,
  );
}
