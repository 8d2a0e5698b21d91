/**
 * Every in-page link of the pages that have them (the legal pages' contents,
 * the claims and client service pages' jumps to their forms) lands on its
 * target, with and without script: below the fixed navigation (the page's
 * scroll-padding-top) and the target's own scroll margin, not merely
 * somewhere in the window. Under reduced motion, so each jump is instant
 * (the page's smooth scrolling, with its own timing, is checked on the
 * coverage pages' quote buttons in coverage-personal.spec.ts).
 */
import { expect, test, waitForHydration } from './support/fixtures';
import { landedOnTarget, landing } from './support/scrollLanding';

const PAGES = ['/privacy', '/terms', '/claims', '/service', '/es/privacy', '/es/service'];

for (const script of [true, false]) {
  test.describe(script ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled: script, reducedMotion: 'reduce' });
    for (const path of PAGES) {
      test(`${path}: each in-page link lands on its target`, async ({ page }) => {
        await page.goto(path);
        if (script) await waitForHydration(page);
        const links = page.getByRole('main').locator('a[href^="#"]');
        const targets = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')!.slice(1)));
        expect(targets.length, `${path} has in-page links`).toBeGreaterThan(0);
        for (const [index, target] of targets.entries()) {
          // From the top of the page, where a visitor meets the contents.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await links.nth(index).click();
          // Without script the browser follows the link; with it, a jump to a form may scroll from script (ScrollToFormLink).
          if (!script) await expect(page).toHaveURL(new RegExp(`#${target}$`));
          const landed = await landing(page, target);
          expect(landedOnTarget(landed), `${path} → #${target}: ${JSON.stringify(landed)}`).toBe(true);
        }
      });
    }
  });
}
