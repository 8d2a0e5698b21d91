import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { locales } from '../../src/i18n/locale';
import { loadWords } from '../../src/i18n/words';
import { preloadLeadFormView } from '../../src/forms/PageLeadForm';

// The frame's words load before the first render on the site (clientRoot, entry-server), and the prerender has the forms' view: here too.
beforeAll(async () => {
  await Promise.all([...locales.map(loadWords), preloadLeadFormView()]);
});

afterEach(() => {
  cleanup();
  // Form drafts live in sessionStorage: each test starts with an empty tab.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
