/**
 * First paint in one round trip (docs/architecture.md, "Before the script"):
 * each page paints from the CSS inlined in its head. Most carry the whole
 * stylesheet (nothing arrives later; the site checks hold them to it,
 * tests/support/firstRoundTrip.ts). A page that would be past one round trip
 * with all of it carries the runs of the stylesheet it uses, and the others
 * arrive later: with script, each put in at its place by the boot module;
 * without, in the whole stylesheet, linked at the end of the body. Nothing may
 * flash or move when they do: the page as the inlined CSS alone paints it
 * (the stylesheet's request refused, no script) must be the page as the full
 * stylesheet paints it, element by element (box and the computed values a
 * visitor sees) and pixel by pixel, at 390 and 1280 px in both languages,
 * with the mobile menu (a popover) open, a desktop dropdown open, and the
 * skip link focused. With script, the document ends up holding every rule
 * of the stylesheet in its order, without fetching the stylesheet, and what
 * the script adds after load (a form's errors) finds its rules.
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForHydration } from './support/fixtures';
import { paintedDifferences, paintedStyle } from './support/paintedStyle';
import { listenOnLoopback } from '../support/loopback';

const STYLESHEET = '**/assets/*.css';
/** Pages of each kind; the ones that carry the whole stylesheet are skipped, saying so. */
const ROUTES = ['/', '/about', '/contact', '/services/auto', '/blog/life-insurance-guide', '/service', '/es', '/es/contact', '/es/services/auto', '/es/blog/auto-insurance-coverage-options'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A state of the page reached by the visitor before the stylesheet could have arrived. */
type Visit = (page: Page) => Promise<void>;

/** The page at `path` as painted with (`full`) or without its linked stylesheet, after `visit`. */
async function paintedPage(page: Page, path: string, stylesheet: 'inlined only' | 'full', visit: Visit = async () => {}) {
  await page.unroute(STYLESHEET);
  if (stylesheet === 'inlined only') await page.route(STYLESHEET, (route) => route.abort());
  await page.goto(path);
  await visit(page);
  // A hovered dropdown's colours and chevron move through their transitions: read where they end.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  const sheets = await page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => {
        try {
          return sheet.href && sheet.cssRules.length > 0;
        } catch {
          return false; // a refused stylesheet has no rules to read
        }
      }).length,
  );
  expect(sheets, `the linked stylesheet ${stylesheet === 'full' ? 'applied' : 'refused'}`).toBe(stylesheet === 'full' ? 1 : 0);
  return { elements: await page.evaluate(paintedStyle), pixels: await page.screenshot({ animations: 'disabled', caret: 'hide' }) };
}

/** Skips the test of a page that defers no rules: it carries all of the stylesheet inline, and nothing arrives later. */
async function skipWholeInline(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  test.skip(!/<style data-deferred-css=/.test(html), `${path} carries the whole stylesheet inline`);
  return html;
}

async function expectSamePaint(page: Page, path: string, visit?: Visit) {
  const inlined = await paintedPage(page, path, 'inlined only', visit);
  const full = await paintedPage(page, path, 'full', visit);
  expect(paintedDifferences(inlined.elements, full.elements)).toEqual([]);
  const differing = await differingPixels(inlined.pixels, full.pixels);
  if (differing > MAX_DIFFERING_PIXELS) {
    await test.info().attach('inlined only', { path: await savedTo('inlined-only.png', inlined.pixels), contentType: 'image/png' });
    await test.info().attach('full', { path: await savedTo('full.png', full.pixels), contentType: 'image/png' });
  }
  expect(differing, 'pixels of the first screen that differ').toBeLessThanOrEqual(MAX_DIFFERING_PIXELS);
}

/**
 * Chromium does not draw the same page the same way every time: two loads of
 * the home page with the same stylesheet differ by about ten pixels (the
 * icons' antialiasing). An unstyled button or a shifted line is thousands.
 */
const MAX_DIFFERING_PIXELS = 100;

async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (one.info.width !== two.info.width || one.info.height !== two.info.height) return Infinity;
  let count = 0;
  for (let i = 0; i < one.data.length; i += 3) {
    if (one.data[i] !== two.data[i] || one.data[i + 1] !== two.data[i + 1] || one.data[i + 2] !== two.data[i + 2]) count++;
  }
  return count;
}

async function savedTo(name: string, body: Buffer) {
  const path = test.info().outputPath(name);
  await writeFile(path, body);
  return path;
}

const menuWord = (path: string) => (path === '/es' || path.startsWith('/es/') ? 'Menú' : 'Menu');
const personalWord = (path: string) => (path === '/es' || path.startsWith('/es/') ? 'Seguros personales' : 'Personal Insurance');

// Dozens of full-page readings: a trace would snapshot each.
test.use({ trace: 'off' });

test.describe('the inlined critical CSS paints the page as the full stylesheet does', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ROUTES) {
    test(`${path} at 390 px: the page, then its menu open`, async ({ page, request }) => {
      await skipWholeInline(request, path);
      await page.setViewportSize(PHONE);
      await expectSamePaint(page, path);
      await expectSamePaint(page, path, async (p) => {
        await p.getByRole('button', { name: menuWord(path), exact: true }).click();
        await expect(p.locator('#mobile-menu')).toBeVisible();
      });
    });

    test(`${path} at 1280 px: the page, a dropdown open, the skip link focused`, async ({ page, request }) => {
      await skipWholeInline(request, path);
      await page.setViewportSize(DESKTOP);
      await expectSamePaint(page, path);
      await expectSamePaint(page, path, async (p) => {
        const nav = p.getByRole('navigation', { name: /^(Main|Principal)$/ });
        await nav.getByRole('button', { name: personalWord(path) }).hover();
        await expect(nav.getByRole('link', { name: 'Auto', exact: true })).toBeVisible();
      });
      await expectSamePaint(page, path, async (p) => {
        await p.keyboard.press('Tab');
        await expect(p.getByRole('link', { name: /^(Skip to main content|Saltar al contenido principal)$/ })).toBeFocused();
      });
    });
  }
});

/** The path of the site's whole stylesheet. */
const WHOLE_STYLESHEET_PATH = /\/assets\/index-[\w-]+\.css$/;

/** Requests for the site's whole stylesheet. */
function stylesheetRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (WHOLE_STYLESHEET_PATH.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  return fetched;
}

/**
 * The rules of the page's inline stylesheets, and of the whole stylesheet
 * (its text, fetched by the test, not the page), each flattened to its
 * conditions and its text, in their order: the same list is the same cascade.
 */
const documentAndStylesheetRules = (stylesheetText: string) => {
  const flat = (rules: CSSRuleList, conditions = ''): string[] =>
    [...rules].flatMap((rule) =>
      rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule ? flat(rule.cssRules, `${conditions}@${rule.conditionText} `) : [`${conditions}${rule.cssText}`],
    );
  const stylesheet = new CSSStyleSheet();
  stylesheet.replaceSync(stylesheetText);
  const inline = [...document.styleSheets].filter((sheet) => !sheet.href && sheet.ownerNode?.parentNode === document.head);
  return { document: inline.flatMap((sheet) => flat(sheet.cssRules)), stylesheet: flat(stylesheet.cssRules) };
};

test.describe('with script, a page that defers rules', () => {
  const PATH = '/es';

  test('ends up with every rule of the stylesheet in its order, never fetches the stylesheet, and a form opened after load finds its rules', async ({ page, request }) => {
    const served = await skipWholeInline(request, PATH);
    // The invalid field's border is a rule no prerendered page uses: it comes with the deferred rules.
    expect(/<head>[\s\S]*<\/head>/.exec(served)![0]).not.toContain('.border-red-600');
    const fetched = stylesheetRequests(page);
    await page.goto(PATH);
    await waitForHydration(page);
    const href = (await page.locator('link[type="text/x-inline-css"]').getAttribute('href'))!;
    const rules = await page.evaluate(documentAndStylesheetRules, await (await request.get(href)).text());
    expect(rules.document.length).toBeGreaterThan(100);
    expect(rules.document).toEqual(rules.stylesheet);
    const form = page.getByRole('form', { name: 'Solicite una cotización rápida' });
    await form.getByRole('button', { name: 'Obtenga mi cotización gratis' }).click();
    const invalid = form.locator('[aria-invalid="true"]').first();
    await expect(invalid).toBeVisible();
    // border-red-600
    await expect(invalid).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
    expect(fetched).toEqual([]);
  });

  test('puts its deferred rules in when its HTML arrives in two parts, the boot module running before the parser has reached the <style>s', async ({ page, request, baseURL }) => {
    const served = await skipWholeInline(request, PATH);
    // The boot module's tag comes before the page's <style>s; on a slow machine it ran before they were parsed, and the app started with neither its deferred rules nor the stylesheet.
    const cut = served.indexOf('</script>', served.indexOf('data-app=')) + '</script>'.length;
    const server = createServer((incoming, response) => {
      if (incoming.url === PATH) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(served.slice(0, cut));
        setTimeout(() => response.end(served.slice(cut)), 500);
        return;
      }
      void fetch(new URL(incoming.url!, baseURL)).then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    const { origin } = await listenOnLoopback(server);
    try {
      await page.goto(origin + PATH);
      await waitForHydration(page);
      const href = (await page.locator('link[type="text/x-inline-css"]').getAttribute('href'))!;
      const rules = await page.evaluate(documentAndStylesheetRules, await (await request.get(href)).text());
      expect(rules.document).toEqual(rules.stylesheet);
    } finally {
      server.close();
    }
  });

  test('takes the whole stylesheet instead when its deferred rules do not come, and starts the app once it is in', async ({ page, request }) => {
    await skipWholeInline(request, PATH);
    const fetched = stylesheetRequests(page);
    await page.route('**/assets/deferred-css-*.json', (route) => route.abort());
    // A slow stylesheet: the app must still wait for it rather than render a form with its rules missing.
    await page.route('**/assets/index-*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // A string, not a function: the test runner's transform would put helpers into the page.
    await page.addInitScript({
      content: `{
        const mark = performance.mark.bind(performance);
        performance.mark = (name, ...rest) => {
          if (name === 'app-start') window.__sheetAtAppStart = [...document.styleSheets].some((sheet) => ${WHOLE_STYLESHEET_PATH}.test(sheet.href ?? '') && sheet.cssRules.length > 0);
          return mark(name, ...rest);
        };
      }`,
    });
    await page.goto(PATH);
    await waitForHydration(page);
    expect(fetched).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __sheetAtAppStart?: boolean }).__sheetAtAppStart)).toBe(true);
    const form = page.getByRole('form', { name: 'Solicite una cotización rápida' });
    await form.getByRole('button', { name: 'Obtenga mi cotización gratis' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
  });
});

test('a page with the whole stylesheet inline never fetches it, not even when a form’s code loads', async ({ page }) => {
  const fetched = stylesheetRequests(page);
  await page.goto('/contact');
  const entryStylesheet = page.locator('link[rel="stylesheet"][href*="/assets/index-"]:not([type])');
  expect(await entryStylesheet.count(), '/contact carries the whole stylesheet inline').toBe(0);
  await waitForHydration(page);
  // Sending loads the form's machine and schema, whose chunks Vite lists with the entry's stylesheet.
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('aria-invalid', 'true');
  expect(fetched).toEqual([]);
  expect(await entryStylesheet.count()).toBe(0);
});
