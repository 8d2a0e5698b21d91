import { useEffect } from 'react';
import { applyHead } from '../head/applyHead';
import { pageHead } from '../head/pageHead';
import { routes } from './routes';
import { shownPage } from './shownPage';

/**
 * Keeps the document head that of the page shown: each time a PageView
 * announces its page, the head is rebuilt from the route and the facts the
 * page reported, and merged into the live one. On the first page this
 * rewrites nothing: the prerendered head is already this one.
 */
export function DocumentHead() {
  useEffect(
    () =>
      shownPage.subscribe((page) => {
        if (page) applyHead(pageHead(page.route, routes, page.facts));
      }),
    [],
  );
  return null;
}
