import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Form drafts live in sessionStorage: each test starts with an empty tab.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
