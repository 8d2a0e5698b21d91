/**
 * The one place component tests import Testing Library from: renders inside a
 * wouter memory router at a given path, in the path's language (a Spanish
 * path renders under the /es base, as the site does), and sets up user-event.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LocaleContext, localeOfPath, routerOptions } from '../../src/i18n/locale';

export * from '@testing-library/react';
export { userEvent };

export function renderAt(ui: ReactElement, { path = '/', ...options }: RenderOptions & { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  // No timer between keystrokes (user-event's default waits a macrotask after each): typing is as real for React, and a test types in a fraction of the time.
  const user = userEvent.setup({ delay: null });
  const locale = localeOfPath(path.split('?')[0]);
  const result = render(
    <LocaleContext.Provider value={locale}>
      <Router hook={location.hook} searchHook={location.searchHook} {...routerOptions(locale)}>
        {ui}
      </Router>
    </LocaleContext.Provider>,
    options,
  );
  return { ...result, user, location };
}
