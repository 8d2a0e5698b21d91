import { expectNoAxeViolations } from './support/axe';
import { test, waitForHydration } from './support/fixtures';
import { routePaths } from './support/routes';

/** Axe, WCAG 2.2 A and AA, on every route at desktop and phone widths. */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const path of routePaths()) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
