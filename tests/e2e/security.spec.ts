import { expect, test, waitForHydration } from './support/fixtures';
import { routePaths } from './support/routes';

/** Every route under the served Content-Security-Policy reports no violation. */
test.describe('Content-Security-Policy', () => {
  for (const path of [...routePaths(), '/no-such-page']) {
    test(`no violation on ${path}`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          w.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
        );
      });
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
      });
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      await waitForHydration(page);
      await page.mouse.wheel(0, 4000); // lazy images and frames start loading
      await page.waitForTimeout(300);
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect([...violations, ...refusals]).toEqual([]);
    });
  }
});
