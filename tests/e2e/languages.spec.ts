/**
 * Both languages over every page pair (docs/i18n.md): each English page of
 * the sitemap and its Spanish twin answer 200 with their `lang`, their own
 * canonical URL and the same reciprocal hreflang set; the sitemap lists
 * both with the same alternates; the switch on every page leads to the
 * twin; no internal link on a Spanish page leads to an English page; an
 * unknown /es/ path gets the Spanish 404.
 */
import type { Page } from '@playwright/test';
import { englishPathOf, localizedPath } from '../../src/i18n/locale';
import { expect, test } from './support/fixtures';
import { e2eEnv } from './support/env';
import { routePaths } from './support/routes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const paths = routePaths();
const englishPaths = paths.filter((path) => englishPathOf(path) === path);
const pathOf = (href: string) => new URL(href, e2eEnv.baseURL).pathname;

async function headOf(page: Page) {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const alternates: Record<string, string> = {};
  for (const link of await links.all()) alternates[(await link.getAttribute('hreflang'))!] = pathOf((await link.getAttribute('href'))!);
  return {
    lang: await page.locator('html').getAttribute('lang'),
    canonical: pathOf((await page.locator('head link[rel="canonical"]').getAttribute('href'))!),
    ogLocale: await page.locator('head meta[property="og:locale"]').getAttribute('content'),
    alternates,
  };
}

/**
 * A Spanish page links only to Spanish pages: the internal links that lead
 * to English ones, except the switch and the legal pages' link to the
 * English original, which say they lead to English (hreflang="en").
 */
const linksToEnglish = async (page: Page) =>
  (await page.locator('a[href^="/"]:not([hreflang="en"])').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter(
    (href) => !/^\/es(?=$|[/?#])/.test(href),
  );

test.describe('every page in both languages', () => {
  test.use({ javaScriptEnabled: false });

  for (const english of englishPaths) {
    const spanish = localizedPath('es', english);
    test(`${english} and ${spanish}`, async ({ page }) => {
      const twins = { en: english, es: spanish, 'x-default': english };
      for (const [lang, path, ogLocale] of [['en', english, 'en_US'], ['es', spanish, 'es_US']] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await headOf(page), path).toEqual({ lang, canonical: path, ogLocale, alternates: twins });
        // The switch, in the nav bar and the footer, leads to the twin and says so in the twin's language.
        const other = lang === 'en' ? 'es' : 'en';
        const switches = page.locator(`a[hreflang="${other}"][lang="${other}"]`);
        expect(await switches.count(), `${path}: the switch in the nav bar, the mobile menu and the footer`).toBe(3);
        for (const link of await switches.all()) {
          expect(await link.getAttribute('href')).toBe(twins[other]);
          await expect(link).toHaveText(other === 'es' ? 'Español' : 'English');
        }
        if (lang === 'es') expect(await linksToEnglish(page), `internal links on ${spanish} that lead to English pages`).toEqual([]);
      }
    });
  }
});

test('the sitemap lists both languages, each URL with the same alternates', () => {
  const xml = readFileSync(join(e2eEnv.dist, 'sitemap.xml'), 'utf8');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(body)![1]).pathname,
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname])),
  }));
  for (const english of englishPaths) {
    const twins = { en: english, es: localizedPath('es', english), 'x-default': english };
    for (const loc of [english, twins.es]) {
      expect(entries.find((entry) => entry.loc === loc)?.alternates, loc).toEqual(twins);
    }
  }
});

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
