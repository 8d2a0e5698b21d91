import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(process.argv[3] ?? 1280), height: 800 } });
await page.route((u) => u.hostname !== '127.0.0.1', (r) => r.abort());
await page.goto('http://127.0.0.1:4311' + (process.argv[2] ?? '/'));
console.log(await page.evaluate(() => {
  const nav = document.querySelector('nav[aria-label=Main]')!;
  const kids = [...nav.children].map((c) => Math.round(c.getBoundingClientRect().width));
  return { scroll: nav.scrollWidth, client: nav.clientWidth, kids, doc: document.documentElement.scrollWidth, font: getComputedStyle(document.body).fontFamily };
}));
await browser.close();
