/**
 * Renders a component as a Spanish page is rendered: in the Spanish locale and
 * under wouter's `/es` base (nested in the test router, whose base it extends),
 * so links and `useLocation` behave as on the site. `path` is the full address.
 */
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { LocaleContext } from '../../../src/i18n/locale';
import { renderAt } from '../test-utils';

export function renderSpanishAt(ui: ReactElement, { path }: { path: string }) {
  return renderAt(
    <LocaleContext.Provider value="es">
      <Router base="/es">{ui}</Router>
    </LocaleContext.Provider>,
    { path },
  );
}
