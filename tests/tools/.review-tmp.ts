// temporary review helper (deleted before handing over)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
const [, , base, path, width, ...rest] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce', ...(Number(width) < 500 ? { isMobile: true, hasTouch: true } : {}) });
await ctx.route((u) => u.hostname !== '127.0.0.1', (r) => r.abort('blockedbyclient'));
const page = await ctx.newPage();
await page.goto(base + path);
await page.waitForTimeout(400);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
const h = Number(rest[0] ?? 1400);
let i = 0;
for (let y = 0; y < total; y += h) {
  await page.screenshot({ path: `/tmp/review/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}-${i++}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(h, total - y) } });
}
console.log('parts', i, 'height', total);
await browser.close();
