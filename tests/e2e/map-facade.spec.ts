/**
 * The office map is a facade (src/ui/MapFrame.tsx,
 * docs/architecture.md "Before the script"): on /about, /contact and their
 * Spanish twins no request goes to the map's host until the visitor presses
 * 'Show the map', and then the frame loads; the link to Google Maps works
 * without script, and a browser without script shows no button it cannot
 * work; the frame's request names the site's origin only, never the page's
 * address and its query. Every request the page makes is recorded (page.on('request')), not
 * only the ones the test setup blocks.
 */
import type { Page, Request } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { expect, test, waitForHydration } from './support/fixtures';

/** The words of the facade, as docs/glossary.md and the content file write them. */
const PAGES = [
  { path: '/about', section: 'Visit Our Office', show: 'Show the map', open: 'Open in Maps (opens in a new tab)' },
  { path: '/contact', section: 'Find Our Office', show: 'Show the map', open: 'Open in Maps (opens in a new tab)' },
  { path: '/es/about', section: 'Visite nuestra oficina', show: 'Mostrar el mapa', open: 'Abrir en Maps (se abre en una pestaña nueva)' },
  { path: '/es/contact', section: 'Cómo llegar a nuestra oficina', show: 'Mostrar el mapa', open: 'Abrir en Maps (se abre en una pestaña nueva)' },
];

const MAP_HOST = new URL(agency.map.origin).host;

/** Every request of the page to the map's host, from now on. */
function mapRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === MAP_HOST) requests.push(request);
  });
  return requests;
}

for (const { path, section, show } of PAGES) {
  test.describe(path, () => {
    test('nothing goes to the map host until the visitor asks; then the frame loads, and takes focus', async ({ page }) => {
      const requests = mapRequests(page);
      // An address with a campaign and a subject in its query: none of it may reach the map's host.
      await page.goto(`${path}?utm_source=newsletter&subject=auto`);
      await waitForHydration(page);
      const office = page.getByRole('main').getByRole('region', { name: section, exact: true });
      // The whole page in view, top to bottom, as a reader scrolling through it.
      await office.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(requests.map((request) => request.url())).toEqual([]);
      await expect(office.locator('iframe')).toHaveCount(0);

      const frameRequest = page.waitForRequest((request) => new URL(request.url()).host === MAP_HOST);
      await office.getByRole('button', { name: show, exact: true }).click();
      expect((await frameRequest).url()).toBe(agency.map.embedUrl);
      // The site's Referrer-Policy (strict-origin-when-cross-origin): the map's host learns the origin, never the page's address.
      expect(await (await frameRequest).headerValue('referer')).toBe(`${new URL(page.url()).origin}/`);
      expect(requests[0].frame()).not.toBe(page.mainFrame());
      await expect(office.locator('iframe')).toBeFocused();
      await expect(office.getByRole('button', { name: show })).toHaveCount(0);
    });

    test('the keyboard shows the map: Enter on the button', async ({ page }) => {
      const requests = mapRequests(page);
      await page.goto(path);
      await waitForHydration(page);
      const office = page.getByRole('main').getByRole('region', { name: section, exact: true });
      const button = office.getByRole('button', { name: show, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(office.locator('iframe')).toBeFocused();
      await expect.poll(() => requests.length).toBeGreaterThan(0);
    });
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, section, show, open } of PAGES) {
    test(`${path}: the link to Google Maps, and no button that needs the script`, async ({ page }) => {
      const requests = mapRequests(page);
      await page.goto(path);
      const office = page.getByRole('main').getByRole('region', { name: section, exact: true });
      const link = office.getByRole('link', { name: open, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', agency.map.searchUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(office.getByRole('button', { name: show })).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
    });
  }
});
