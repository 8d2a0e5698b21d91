/**
 * `npm run screenshots`: full-page PNGs of every route at 1280, 390 and 320 px
 * wide (320: a 1280 px screen at 400% zoom), taken from the built site served
 * by the bundled server, into ./screenshots/ (git-ignored), so anyone can
 * review the whole site in a minute. It also refreshes the README images in
 * .github/images/ (viewport-height crops: the home page at 1280 and 390 px,
 * the contact page at 320).
 *
 * Builds the site first when no build exists (SITE_DIST or dist/). Outside
 * hosts are blocked, as in the browser tests: photos and maps show their
 * tinted fallbacks, exactly what an offline reviewer sees.
 *
 * Options (environment): SITE_DIST (built site), SCREENSHOTS_DIR (output),
 * SCREENSHOTS_ONLY (comma-separated paths, e.g. "/,/about").
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { distDir } from '../../src/distContract/outDirs';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';

const root = resolve(import.meta.dirname, '../..');
const outDir = resolve(root, process.env.SCREENSHOTS_DIR ?? 'screenshots');
const readmeDir = resolve(root, '.github/images');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
  { name: 'zoom-400', width: 320, height: 640 },
] as const;

/** The README's gallery: which page at which width, and the image's name. */
const README_IMAGES: Record<string, Partial<Record<(typeof VIEWPORTS)[number]['name'], string>>> = {
  '/': { desktop: 'home-desktop.png', mobile: 'home-mobile.png' },
  '/contact': { 'zoom-400': 'contact-320.png' },
};

/** Every route, from the built sitemap (itself generated from the route table). */
function routePaths(): string[] {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const only = process.env.SCREENSHOTS_ONLY?.split(',').map((path) => path.trim());
  return only ? paths.filter((path) => only.includes(path)) : paths;
}

const fileName = (path: string, viewport: string) => `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${viewport}.png`;

/** Lazy images and effects settle, and the page is at rest at the top. */
async function settle(page: Page) {
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

async function main() {
  if (!existsSync(join(distDir, 'sitemap.xml'))) {
    console.log(`No build in ${distDir}: building first...`);
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const server = createSiteServer({ dist: distDir });
  const { origin } = await listenOnLoopback(server);

  const browser = await chromium.launch({ executablePath: findChromium({ install: true }), args: CHROMIUM_ARGS });
  mkdirSync(outDir, { recursive: true });
  mkdirSync(readmeDir, { recursive: true });
  const paths = routePaths();
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        ...(viewport.name === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
      });
      // Only this server: remote photos and maps never load, as in the tests.
      await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + path, { waitUntil: 'load' });
        await settle(page);
        await page.screenshot({ path: join(outDir, fileName(path, viewport.name)), fullPage: true });
        const readmeImage = README_IMAGES[path]?.[viewport.name];
        if (readmeImage) await page.screenshot({ path: join(readmeDir, readmeImage) });
      }
      await context.close();
      console.log(`${viewport.name}: ${paths.length} pages`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Screenshots in ${outDir}; README images in ${readmeDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
