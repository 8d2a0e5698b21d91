/**
 * Keyboard, zoom and every window width (docs/accessibility.md): the WCAG
 * 2.2 AA checks axe cannot make, on every route of both languages, with the
 * script and before it. The checks themselves run in the page
 * (support/layoutChecks.ts); keyboard-zoom-fixtures.spec.ts shows each one
 * red on a page that breaks its rule.
 */
import { blockOutsideHosts, expect, test, waitForHydration } from './support/fixtures';
import { TEXT_200_CSS, TEXT_SPACING_CSS, boxesPastTheWindow, navFitProblems, targetSizeProblems } from './support/layoutChecks';
import { SWEEP_WIDTHS, atWidth, focusWalkProblems, inPageLinkProblems, withStyle, skipLinkProblems, sweepNavigation, textProblemsAt } from './support/keyboardZoom';
import { routePaths } from './support/routes';

/** The spec's words for the skip link and the menu button (docs/accessibility.md). */
const WORDS = {
  en: { skipLink: 'Skip to main content', menu: 'Menu' },
  es: { skipLink: 'Saltar al contenido principal', menu: 'Menú' },
};
const wordsFor = (path: string) => WORDS[path === '/es' || path.startsWith('/es/') ? 'es' : 'en'];

// Hundreds of key presses and readings a page: a trace would snapshot the page at each (ten times the run's time).
test.use({ trace: 'off' });

for (const path of routePaths()) {
  const words = wordsFor(path);
  test.describe(path, () => {
    test('with the script: focus, in-page links, targets, the bar at every width, reflow, text spacing, 200% text', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await waitForHydration(page);

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
        expect(await sweepNavigation(page, SWEEP_WIDTHS, { scripted: true })).toEqual([]);
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
      await test.step("the menu button's name after hydration is the one it had before the script", async () => {
        await atWidth(page, 390);
        await expect(page.getByRole('button', { name: words.menu, exact: true })).toBeVisible();
      });
    });

    test('before the script: the skip link, the menu button, reflow at 320 px, the bar at every width', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 800 } });
      const page = await context.newPage();
      await blockOutsideHosts(page);
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
        expect(await sweepNavigation(page, SWEEP_WIDTHS, { scripted: false })).toEqual([]);
      });
      await context.close();
    });
  });
}
