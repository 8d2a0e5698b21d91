/**
 * The one place component tests import Testing Library from: renders inside a
 * wouter memory router at a given path, and sets up user-event.
 */
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export * from '@testing-library/react';
export { userEvent };

export function renderAt(ui: ReactElement, { path = '/', ...options }: RenderOptions & { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(<Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>, options);
  return { ...result, user, location };
}
