/**
 * The script is not on the critical path: the HTML holds one tiny boot
 * module inline (allowed by its hash alone) and preloads nothing, the application is fetched only after the
 * page has loaded and painted, every route still hydrates cleanly, and what
 * a visitor opened before the script ran stays open once it has.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/** The boot module is a few hundred bytes of scheduling; anything near this means the app slipped into it. */
const BOOT_BUDGET = 1024;

/** The application's entry chunk, the one the boot module imports once the page is idle. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

test("the home page's HTML holds no script or preload that could hold back the first paint, and the policy allows only its own inline script", async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const scriptPreloads = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attrs) => attrs.includes('rel="modulepreload"') || (attrs.includes('rel="preload"') && attrs.includes('as="script"')));
  expect(scriptPreloads).toEqual([]);

  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !match[1].includes('type="application/ld+json"'));
  expect(scripts, 'one script: the boot module').toHaveLength(1);
  const [[tag, boot, code]] = scripts;
  // Inline: nothing to fetch, so no request on the first paint's path. A module script does not block
  // parsing and, async, neither the first paint (a deferred one holds it back in Chrome).
  expect(head).toContain(tag);
  expect(boot).toContain('type="module"');
  expect(boot).toMatch(/\sasync(\s|$)/);
  expect(boot).not.toContain('src=');
  expect(/data-app="([^"]+)"/.exec(boot)?.[1]).toMatch(APP_ENTRY);
  const policy = response.headers()['content-security-policy'];
  expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${createHash('sha256').update(code).digest('base64')}'`);

  expect(gzipSync(code).length).toBeLessThanOrEqual(BOOT_BUDGET);
  // It imports nothing up front (a static import would be fetched before it runs), only the app, later.
  expect(code).not.toMatch(/(^|[;}\s])import\s*["'`{*]/);
  expect(code).toContain('import(');
});

test('the application is fetched only after the page has loaded and painted', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      loaded: navigation.loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      beforeLoad: scripts.filter((entry) => entry.startTime < navigation.loadEventEnd).map((entry) => new URL(entry.name).pathname),
      app: scripts.find((entry) => /\/assets\/index-/.test(entry.name))?.startTime,
    };
  });
  expect(timing.beforeLoad, 'no script fetched before load').toEqual([]);
  expect(timing.painted).toBeDefined();
  expect(timing.app).toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.app).toBeGreaterThan(timing.painted!);
});

/** Holds the application's entry until the returned function is called: the page stays as the HTML made it. */
async function holdTheScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('what the visitor opened before the script stays open after it', () => {
  test('a desktop dropdown under the pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdTheScript(page);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Personal Insurance' }).hover();
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(nav.getByRole('button', { name: 'Personal Insurance' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Recreational' })).toBeHidden();
  });

  test('the mobile menu, its open section and the focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdTheScript(page);
    await page.goto('/about');
    const panel = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await panel.getByText('Commercial Insurance', { exact: true }).click();
    await expect(panel.getByRole('link', { name: 'Cyber Liability' })).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Menu', expanded: true })).toHaveAttribute('aria-expanded', 'true');
    const section = panel.getByRole('button', { name: 'Commercial Insurance' });
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(section).toBeFocused();
    await panel.getByRole('link', { name: 'Cyber Liability' }).click();
    await expect(page).toHaveURL(/\/services\/commercial\/cyber$/);
    await expect(panel).toBeHidden();
  });
});
