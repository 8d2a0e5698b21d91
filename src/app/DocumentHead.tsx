import { useEffect } from 'react';
import { loadHeads } from '../head/heads';
import { useLocale } from '../i18n/locale';
import { lazyModule } from '../lib/lazyModule';
import { routes } from './routes';
import { shownPage, type ShownPage } from './shownPage';

/**
 * The head builder and merger (and the language's head copy), loaded with the first client navigation: the
 * first page's head is already in its prerendered HTML, so no page pays for
 * them before it is hydrated.
 */
const headTools = lazyModule(() => Promise.all([import('../head/applyHead'), import('../head/pageHead')]));

/**
 * Keeps the document head that of the page shown: each time a PageView
 * announces a page after the first, the head is rebuilt from the route and
 * the facts the page reported, and merged into the live one. Heads are
 * applied in the order the pages were shown (one shared import resolves them
 * in turn).
 */
export function DocumentHead() {
  const locale = useLocale();
  useEffect(() => {
    let first: ShownPage | undefined;
    return shownPage.subscribe((page) => {
      if (!page) return;
      // The prerendered head is this page's already.
      first ??= page;
      if (page === first) return;
      void Promise.all([headTools.load(), loadHeads(locale)]).then(([[{ applyHead }, { pageHead }], heads]) =>
        applyHead(pageHead(page.route, locale, routes, page.facts, heads)),
      );
    });
  }, [locale]);
  return null;
}
