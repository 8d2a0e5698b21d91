/**
 * What must hold on every route of both languages, each route loaded once at
 * a desktop and once at a phone width, every check a step of that load (a
 * load and its hydration cost more than most checks; a test per check and
 * route made this tier minutes longer, docs/testing.md).
 *
 * At 1280 px: the route is prerendered with exactly one h1, which the
 * hydrated page keeps; it hydrates with no console error or warning;
 * its initial JavaScript is within budget; axe finds no WCAG 2.2 A/AA
 * violation; and the served Content-Security-Policy, strict for scripts,
 * refuses nothing, also once the lazy images and frames below load.
 * At 390 px: it hydrates cleanly and axe finds nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { INITIAL_JS_BUDGET } from '../support/budgets';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { expect, test, waitForHydration } from './support/fixtures';
import { routePaths } from './support/routes';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const h1Of = (html: string) => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1].replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim();
};

const gzipSizeOf = (pathname: string) => gzipSync(readFileSync(join(e2eEnv.dist, pathname))).length;

/**
 * Collects, from the moment the page is opened, every console warning and
 * React's hydration messages whatever their level (errors are the
 * `consoleErrors` fixture's).
 */
function watchWarnings(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || /hydrat|did(n't| not) match/i.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  return messages;
}

/** Listens, from before the page's first byte, for what the Content-Security-Policy refuses; returns what reads the list. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...refusals];
}

/**
 * The served policy keeps scripts to the site's own files and the inline boot module, by its hash;
 * then the page is scrolled (lazy images and frames load) and nothing was refused.
 */
async function expectNothingRefused(page: Page, response: Response | null, refused: () => Promise<string[]>) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  expect(await refused()).toEqual([]);
}

test.describe('every route at 1280 px', () => {
  test.use({ viewport: DESKTOP });
  for (const path of routePaths()) {
    test(path, async ({ page, consoleErrors }) => {
      const warnings = watchWarnings(page);
      const refused = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      await waitForHydration(page);

      await test.step('prerendered with one h1, kept by the hydrated page, with no error and no warning', async () => {
        expect(html.match(/<h1[\s>]/g), 'exactly one h1 in the raw HTML').toHaveLength(1);
        const heading = h1Of(html);
        expect(heading).toBeTruthy();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
        await expect(page).toHaveTitle(/.+ - .+/);
        expect(consoleErrors).toEqual([]);
        expect(warnings).toEqual([]);
      });
      await test.step(`initial JavaScript (gzip) within ${INITIAL_JS_BUDGET / 1024} KB`, async () => {
        // Every script the page requested before its first commit (React, the route's chunk, its imports).
        const scripts = await page.evaluate(() => {
          const hydratedAt = performance.getEntriesByName('hydrated')[0].startTime;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => new URL(entry.name).pathname);
        });
        const total = scripts.reduce((sum, script) => sum + gzipSizeOf(script), 0);
        test.info().annotations.push({ type: 'initial JS', description: `${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files` });
        expect(total, scripts.join(', ')).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
      });
      await test.step('axe: no WCAG 2.2 A/AA violation', () => expectNoAxeViolations(page));
      await test.step('the Content-Security-Policy refuses nothing', () => expectNothingRefused(page, response, refused));
    });
  }
});

test.describe('every route at 390 px', () => {
  test.use({ viewport: PHONE });
  for (const path of routePaths()) {
    test(path, async ({ page, consoleErrors }) => {
      const warnings = watchWarnings(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(consoleErrors).toEqual([]);
      expect(warnings).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

test('the not-found page under the Content-Security-Policy refuses nothing', async ({ page }) => {
  const refused = await watchCsp(page);
  const response = await page.goto('/no-such-page');
  await waitForHydration(page);
  await expectNothingRefused(page, response, refused);
});
