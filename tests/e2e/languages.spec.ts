/**
 * Both languages in the browser (docs/i18n.md): the switch keeps the query
 * string once scripted, an unknown /es/ path gets the Spanish 404, and a
 * Spanish page reached by a link keeps Spanish. What every page pair must
 * hold in its prerendered HTML (lang, canonical, reciprocal hreflang, the
 * sitemap's alternates, the switch, Spanish links staying Spanish) needs no
 * browser: the site checks read it from the build (tests/checks/languages.ts).
 */
import { expect, test } from './support/fixtures';

test('the switch keeps the query string once scripted: a filtered blog stays filtered', async ({ page }) => {
  await page.goto('/blog?category=Claims');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('a[hreflang="es"]')).toHaveAttribute('href', '/es/blog?category=Claims');
  await nav.locator('a[hreflang="es"]').click();
  await page.waitForURL('**/es/blog?category=Claims');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Principal' }).locator('a[hreflang="en"]')).toHaveAttribute('href', '/blog?category=Claims');
});

test('an unknown path under /es/ gets the Spanish 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/es/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('¡Ups! Página no encontrada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});

test('a Spanish page reached by a link keeps Spanish: title, links and the head', async ({ page }) => {
  await page.goto('/es');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros', exact: true }).click();
  await page.waitForURL('**/es/about');
  await expect(page).toHaveTitle(/^Nosotros - /);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/es\/about$/);
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about$/);
});
