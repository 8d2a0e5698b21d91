/**
 * The `test` every browser test uses: outside hosts are blocked (remote
 * photos and maps never hang a test), console errors are collected, and
 * `relay` talks to the fake relay with this test's own e-mail address.
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { Mode, RecordedSubmission } from './fakeRelay';
import { e2eEnv } from './env';

export { expect };

const isLocal = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
};

/** Every request to another host refused, as in every test's own page (the site must not need one). */
export const blockOutsideHosts = (page: Page) => page.route((url) => !isLocal(url.href), (route) => route.abort('blockedbyclient'));

export interface RelayControl {
  /** The e-mail address to type into forms: it keys this test's submissions and mode. */
  email: string;
  setMode(mode: Mode): Promise<void>;
  requests(): Promise<RecordedSubmission[]>;
  /** Waits until `count` submissions have arrived, then returns them. */
  waitForRequests(count?: number): Promise<RecordedSubmission[]>;
}

interface Fixtures {
  /** Console errors and uncaught page errors, excluding blocked outside resources. */
  consoleErrors: string[];
  relay: RelayControl;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await blockOutsideHosts(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        if (source && !isLocal(source)) return; // a blocked photo or map
        if (message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) return;
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
