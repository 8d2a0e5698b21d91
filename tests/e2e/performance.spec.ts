import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INITIAL_JS_BUDGET } from '../support/budgets';
import { expect, test, waitForHydration } from './support/fixtures';
import { e2eEnv } from './support/env';
import { routePaths } from './support/routes';

const gzipSizeOf = (pathname: string) => gzipSync(readFileSync(join(e2eEnv.dist, pathname))).length;

test.describe(`initial JavaScript per page (gzip) stays within ${INITIAL_JS_BUDGET / 1024} KB`, () => {
  for (const path of routePaths()) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
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
  }
});

test('the page does not shift while it hydrates and its photos fail to load (the map a placeholder of its size)', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // #map and #office: loaded scrolled to the map's placeholder, so that a shift of it would count.
  for (const path of ['/', '/about', '/es/about#office', '/contact', '/contact#map', '/services/auto', '/blog']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `CLS on ${path}`).toBeLessThanOrEqual(0.02);
  }
});
