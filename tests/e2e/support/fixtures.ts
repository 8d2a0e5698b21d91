/**
 * The `test` every browser test uses: its `page` is one the worker keeps
 * (./keptPages.ts), outside hosts are unreachable, console errors are
 * collected, and `relay` talks to the fake relay with this test's own e-mail
 * address.
 */
import { test as base, expect, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import type { Mode, RecordedSubmission } from './fakeRelay';
import { e2eEnv } from './env';
import { keptPages, type KeptPageOptions, type KeptPages } from './keptPages';

export { expect };
export { addInitScriptOnce } from './keptPages';

const isLocal = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
};

/**
 * A request to another host that failed: Chromium resolves no name but 127.0.0.1 and localhost (CHROMIUM_ARGS,
 * tests/support/browser.ts), so remote photos and maps fail at once and never hang a test; the site must not need one.
 */
export const isOutsideHostFailure = (message: ConsoleMessage) => {
  const source = message.location().url;
  return (Boolean(source) && !isLocal(source)) || message.text().includes('net::ERR_NAME_NOT_RESOLVED');
};

export interface RelayControl {
  /** The e-mail address to type into forms: it keys this test's submissions and mode. */
  email: string;
  setMode(mode: Mode): Promise<void>;
  requests(): Promise<RecordedSubmission[]>;
  /** Waits until `count` submissions have arrived, then returns them. */
  waitForRequests(count?: number): Promise<RecordedSubmission[]>;
}

interface Fixtures {
  /** Console errors and uncaught page errors, excluding outside resources (unreachable). */
  consoleErrors: string[];
  relay: RelayControl;
  /** How the worker keeps this test's page (./keptPages.ts): a set of its own, a warm HTTP cache. */
  keptPage: KeptPageOptions;
  /** Playwright's own: the context options of this test, from the project and `test.use` (its `context` fixture's). */
  _combinedContextOptions: BrowserContextOptions;
}

export const test = base.extend<Fixtures, { keptPages: KeptPages }>({
  keptPage: [{ name: 'shared', warmCache: false }, { option: true }],
  keptPages: [
    async ({ browser }, use) => {
      const pages = keptPages(browser, `${e2eEnv.baseURL}/robots.txt`);
      await use(pages);
      await pages.closeAll();
    },
    { scope: 'worker' },
  ],
  page: async ({ keptPages: pages, keptPage, _combinedContextOptions: options }, use, testInfo) => {
    if (!options) throw new Error("Playwright's _combinedContextOptions fixture is gone: tests/e2e/support/keptPages.ts needs the test's context options");
    const { page, release } = await pages.take(options, keptPage, testInfo);
    await use(page);
    await release();
  },
  // The page's own context, as Playwright's `page` is its `context`'s.
  context: async ({ page }, use) => {
    await use(page.context());
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isOutsideHostFailure(message)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  relay: async ({}, use, testInfo) => {
    const email = `t-${testInfo.testId}-${testInfo.retry}@example.com`.toLowerCase();
    const control = (path: string, init?: RequestInit) => fetch(`${e2eEnv.relayOrigin}/__control/${path}`, init);
    const requests = async () =>
      (await (await control(`requests?key=${encodeURIComponent(email)}`)).json()) as RecordedSubmission[];
    await use({
      email,
      async setMode(mode) {
        await control('mode', { method: 'PUT', body: JSON.stringify({ key: email, mode }) });
      },
      requests,
      async waitForRequests(count = 1) {
        await expect.poll(async () => (await requests()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
        return requests();
      },
    });
  },
});

/**
 * Hydration has finished: the app's first commit has run its effects, every
 * control hydrated with it has switched to its scripted markup
 * (src/app/HydrationMark.tsx marks both), and every lead form on the page,
 * hydrated after it (src/forms/PageLeadForm.tsx), has been taken over by
 * the script (it turns native validation off).
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll('form[enctype="multipart/form-data"]')].every((form) => (form as HTMLFormElement).noValidate));
}
