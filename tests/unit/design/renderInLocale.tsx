/**
 * Renders a component as a page of a language renders it: inside the
 * locale's context and, for Spanish, under wouter's `/es` base (so a Link to
 * /contact points to /es/contact and useLocation reads the English path).
 * Both languages' words are loaded first, as the entries do before the first
 * render (src/i18n/words.ts).
 */
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { LocaleContext, localeBase, localizedPath, type Locale } from '../../../src/i18n/locale';
import { loadWords } from '../../../src/i18n/words';
import { renderAt } from '../test-utils';

export const loadAllWords = () => Promise.all([loadWords('en'), loadWords('es')]);

/** `path` is the page's English path; the URL is its twin's in `locale`. */
export function renderIn(locale: Locale, ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderAt(
    <LocaleContext.Provider value={locale}>
      <Router base={localeBase(locale)}>{ui}</Router>
    </LocaleContext.Provider>,
    { path: localizedPath(locale, path) },
  );
}
