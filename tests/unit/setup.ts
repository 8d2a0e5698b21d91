import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * What renders needs only where there is a DOM: a file under
 * `// @vitest-environment node` (data, build steps, the server) renders
 * nothing, and skips loading the DOM matchers, React DOM, the frame's words
 * and the forms' view (over half a second per file: each file runs in a
 * process of its own).
 */
const hasDom = typeof document !== 'undefined';

if (hasDom) {
  const [, { cleanup }, { locales }, { loadWords }, { preloadLeadFormView }] = await Promise.all([
    import('@testing-library/jest-dom/vitest'),
    import('@testing-library/react'),
    import('../../src/i18n/locale'),
    import('../../src/content/words'),
    import('../../src/forms/PageLeadForm'),
  ]);

  // The frame's words load before the first render on the site (clientRoot, entry-server), and the prerender has the forms' view: here too.
  beforeAll(async () => {
    await Promise.all([...locales.map(loadWords), preloadLeadFormView()]);
  });

  afterEach(() => {
    cleanup();
    // Form drafts live in sessionStorage: each test starts with an empty tab.
    sessionStorage.clear();
  });

  // The files of a worker share its page (vite.config.ts: one module graph per worker): what a file's code put in the
  // body outside React (the editor's history dialog, src/admin/officeHistory.ts) is gone before the next file, as on a page of its own.
  afterAll(() => {
    document.body.replaceChildren();
  });
}
