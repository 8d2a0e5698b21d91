/**
 * What must hold on every route of both languages: two tests a route, one on
 * the page with its script and one before it, each a single load with every
 * check a step of it (a load and its hydration cost more than most checks; a
 * load per check made this tier minutes longer: docs/testing.md, "Where tests
 * go").
 *
 * With the script, loaded at 1280 px: the route is prerendered with exactly
 * one h1, which the hydrated page keeps; it hydrates with no console error or
 * warning; its initial JavaScript is within budget; axe finds no WCAG 2.2
 * A/AA violation there and at 390 px; the keyboard and zoom checks axe cannot
 * make (docs/accessibility.md) pass; and the served Content-Security-Policy,
 * strict for scripts, refuses nothing, also once the lazy images below load
 * and once the Tab walk has loaded a form's code.
 * Before the script, at 320 px: the skip link, the menu button, reflow and
 * the bar at every width. The checks run in the page
 * (support/layoutChecks.ts); keyboard-zoom-fixtures.spec.ts shows each
 * keyboard and zoom check red on a page that breaks its rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { INITIAL_JS_BUDGET, INITIAL_JS_FILES_BUDGET } from '../support/budgets';
import { decodeEntities } from '../support/htmlEntities';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { waitForHydration } from './support/fixtures';
import { TEXT_200_CSS, TEXT_SPACING_CSS, boxesPastTheWindow, navFitProblems, targetSizeProblems } from './support/layoutChecks';
import { SWEEP_WIDTHS, atWidth, focusWalkProblems, headerLayoutKey, inPageLinkProblems, scrollToTop, skipLinkProblems, sweepNavigation, textProblemsAt, withStyle } from './support/keyboardZoom';
import { routePaths } from './support/routes';
import { addInitScriptOnce, expect, test } from './support/fixtures';

/** The spec's words for the skip link and the menu button (docs/accessibility.md). */
const WORDS = {
  en: { skipLink: 'Skip to main content', menu: 'Menu' },
  es: { skipLink: 'Saltar al contenido principal', menu: 'Menú' },
};
const wordsFor = (path: string) => WORDS[path === '/es' || path.startsWith('/es/') ? 'es' : 'en'];

const h1Of = (html: string) => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match && decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim();
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
  // On this spec's own kept pages (see test.use below), from their first document on.
  await addInitScriptOnce(page, () => {
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

/**
 * The bar swept at every width once per header (with and without the script,
 * in this worker): most routes of a language share their header down to the
 * link that marks the current section, and the sweep lays out only the
 * header (support/keyboardZoom.ts, headerLayoutKey). A route whose header
 * was swept already says on which route.
 */
const sweptHeaders = new Map<string, string>();
async function sweepOncePerHeader(page: Page, path: string, scripted: boolean): Promise<string[]> {
  const key = `${scripted}:${await headerLayoutKey(page)}`;
  const sweptOn = sweptHeaders.get(key);
  if (sweptOn !== undefined) {
    test.info().annotations.push({ type: 'navigation sweep', description: `the same header as ${sweptOn}, swept there` });
    return [];
  }
  sweptHeaders.set(key, path);
  return sweepNavigation(page, SWEEP_WIDTHS, { scripted });
}

// Hundreds of key presses and readings a page: a trace would snapshot the page at each (ten times the run's time).
// Its pages apart from other specs' (they carry the CSP listener above), the HTTP cache warm as a visitor's second page
// finds it (support/keptPages.ts).
test.use({ trace: 'off', viewport: { width: 1280, height: 800 }, keptPage: { name: 'every-route', warmCache: true } });

for (const path of routePaths()) {
  const words = wordsFor(path);
  test.describe(path, () => {
    test('with the script: one h1, clean hydration, initial JS, axe at 1280 and 390 px, keyboard and zoom, the CSP', async ({ page, consoleErrors }) => {
      // Some twenty steps on one load: seconds each on a busy machine.
      test.setTimeout(120_000);
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
      await test.step(`initial JavaScript (gzip) within ${INITIAL_JS_BUDGET / 1024} KB, in at most ${INITIAL_JS_FILES_BUDGET} files`, async () => {
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
        expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(INITIAL_JS_FILES_BUDGET);
      });
      await test.step('axe at 1280 px: no WCAG 2.2 A/AA violation', () => expectNoAxeViolations(page));
      await test.step('the Content-Security-Policy refuses nothing, also once the lazy images below load', async () => {
        await expectNothingRefused(page, response, refused);
        await scrollToTop(page);
      });

      await test.step('2.4.7, 2.4.13, 2.4.11, 2.4.1: every Tab stop, forward and backward, shows its focus at 3:1, clear of the navigation; the skip link first', async () => {
        expect(await focusWalkProblems(page, words.skipLink)).toEqual([]);
      });
      await test.step('2.4.11: in-page links land their target below the navigation', async () => {
        expect(await inPageLinkProblems(page, words.skipLink)).toEqual([]);
      });
      await test.step('2.5.8: targets at 1280 px', async () => {
        await atWidth(page, 1280);
        expect(await page.evaluate(targetSizeProblems)).toEqual([]);
      });
      await test.step('the navigation fits every width from 320 to 1920 px', async () => {
        expect(await sweepOncePerHeader(page, path, true)).toEqual([]);
      });
      await test.step('1.4.10: reflow at 320 px; 2.5.8 there', async () => {
        await atWidth(page, 320);
        expect(await page.evaluate(boxesPastTheWindow)).toEqual([]);
        expect(await textProblemsAt(page, '320 px')).toEqual([]);
        expect(await page.evaluate(targetSizeProblems)).toEqual([]);
      });
      await test.step('1.4.12: text spacing at 320, 1280 and 1920 px', async () => {
        const removeSheet = await withStyle(page, TEXT_SPACING_CSS);
        for (const width of [320, 1280, 1920]) {
          await atWidth(page, width);
          expect(await textProblemsAt(page, `text spacing at ${width} px`)).toEqual([]);
          expect(await page.evaluate(navFitProblems), `the navigation with text spacing at ${width} px`).toEqual([]);
        }
        await removeSheet();
      });
      await test.step('1.4.4: text at 200% at 1280 px', async () => {
        const removeSheet = await withStyle(page, TEXT_200_CSS);
        await atWidth(page, 1280);
        expect(await textProblemsAt(page, '200% text')).toEqual([]);
        expect(await page.evaluate(navFitProblems), 'the navigation at 200% text').toEqual([]);
        await removeSheet();
      });

      // The page's markup does not depend on the window's width (no component reads it), so one load serves both widths.
      await test.step("at 390 px: the menu button's name is the one it had before the script; axe finds nothing", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await scrollToTop(page);
        await expect(page.getByRole('button', { name: words.menu, exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
      });
      // The Tab walk focused the page's form fields, if any: their code has loaded, and with it arktype, told at build
      // time not to probe for `new Function`, which the policy would refuse (src/buildSteps/rewrites/arktypeJitless.ts).
      await test.step('no console error, no warning and nothing refused all along', async () => {
        expect(consoleErrors).toEqual([]);
        expect(warnings).toEqual([]);
        expect(await refused()).toEqual([]);
      });
    });

    test.describe(() => {
      // The worker's kept page without the script (support/keptPages.ts), at 320 px.
      test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 800 } });
      test('before the script: the skip link, the menu button, reflow at 320 px, the bar at every width', async ({ page }) => {
        await page.goto(path);
        await test.step('2.4.1: the skip link', async () => {
          expect(await skipLinkProblems(page, words.skipLink)).toEqual([]);
        });
        await test.step("the menu button's name is the same before the script as after it", async () => {
          await expect(page.getByRole('button', { name: words.menu, exact: true })).toBeVisible();
        });
        await test.step('1.4.10: reflow at 320 px', async () => {
          expect(await page.evaluate(boxesPastTheWindow)).toEqual([]);
          expect(await textProblemsAt(page, '320 px')).toEqual([]);
        });
        await test.step('the navigation fits every width from 320 to 1920 px', async () => {
          expect(await sweepOncePerHeader(page, path, false)).toEqual([]);
        });
      });
    });
  });
}

test('the not-found page under the Content-Security-Policy refuses nothing', async ({ page }) => {
  const refused = await watchCsp(page);
  const response = await page.goto('/no-such-page');
  await waitForHydration(page);
  await expectNothingRefused(page, response, refused);
});

test('outside hosts are out of reach of every page here: going to one fails at once, unresolved (tests/support/browser.ts)', async ({ page }) => {
  const started = Date.now();
  await expect(page.goto('https://example.com/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  expect(Date.now() - started).toBeLessThan(5_000);
});
