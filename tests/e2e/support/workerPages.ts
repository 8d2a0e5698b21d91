/**
 * The `test` of a spec that loads many routes one after another
 * (every-route.spec.ts): its `page` is one page per worker, one with the
 * script and one without (the test's `javaScriptEnabled`), navigated from
 * route to route, where Playwright opens a new context and page for every
 * test. Each of those starts a new renderer process, which loads, hydrates
 * and takes axe's source in at twice the CPU of one that stays (measured
 * 2026-11-30: docs/testing.md, "Where tests go").
 *
 * Each test still starts as on a page of its own: at the test's window size,
 * outside hosts blocked (fixtures.ts), with its own `consoleErrors` (the
 * fixture from fixtures.ts, on this page); its `page.goto` is a new document
 * (its own window, performance entries, Content-Security-Policy and
 * hydration), only the HTTP cache is warm, as a visitor's second page finds
 * it. After the test the page leaves its route for the site's robots.txt
 * (plain text: no script, no message; the same site, so the same renderer
 * process), so that the route's last messages (its `pagehide`) reach this
 * test's listeners, then loses those listeners, the origin's storage and
 * cookies, and has its mouse back in the corner. A test that fails ends its
 * worker (Playwright starts a new one), and with it these pages.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { blockOutsideHosts, test as base } from './fixtures';

export { expect } from './fixtures';

interface WorkerFixtures {
  /** The worker's page with or without the script, opened on first use. */
  workerPage: (javaScriptEnabled: boolean) => Promise<Page>;
}

/** What a context is opened with in the project (its device, baseURL): the options Playwright's own would take. */
const CONTEXT_KEYS = ['baseURL', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'locale', 'timezoneId', 'colorScheme', 'viewport'] as const;

async function openPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  // As Playwright's own context without an actionTimeout or navigationTimeout: the test's timeout bounds each call.
  context.setDefaultTimeout(0);
  context.setDefaultNavigationTimeout(0);
  const page = await context.newPage();
  await blockOutsideHosts(page);
  return page;
}

export const test = base.extend<object, WorkerFixtures>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const projectUse = workerInfo.project.use as Record<string, unknown>;
      const options = Object.fromEntries(CONTEXT_KEYS.filter((key) => projectUse[key] !== undefined).map((key) => [key, projectUse[key]])) as BrowserContextOptions;
      const pages = new Map<boolean, Promise<Page>>();
      await use((javaScriptEnabled) => {
        if (!pages.has(javaScriptEnabled)) pages.set(javaScriptEnabled, openPage(browser, { ...options, javaScriptEnabled }));
        return pages.get(javaScriptEnabled)!;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, javaScriptEnabled, viewport }, use) => {
    const page = await workerPage(javaScriptEnabled ?? true);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    // The next test's page as a new one would be (see above).
    const parked = await page.goto('/robots.txt');
    if (!parked?.ok()) throw new Error(`the page between tests, /robots.txt, answered ${parked?.status()}`);
    if (javaScriptEnabled !== false) await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    await page.context().clearCookies();
    await page.mouse.move(0, 0);
  },
});
