/**
 * Renders a component as a page of a language renders it, from the page's
 * English path: renderAt at the twin's URL (the locale's context, and for
 * Spanish wouter's `/es` base, so a Link to /contact points to /es/contact
 * and useLocation reads the English path).
 */
import type { ReactElement } from 'react';
import { localizedPath, type Locale } from '../../../src/i18n/locale';
import { renderAt } from '../test-utils';

export function renderIn(locale: Locale, ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderAt(ui, { path: localizedPath(locale, path) });
}
