import { expect, test, waitForHydration } from './support/fixtures';

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
