import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from './src/server/siteServer';
import { CHROMIUM_ARGS, findChromium } from './tests/support/browser';
const [dir, path, n = '1'] = process.argv.slice(2);
const server = createSiteServer({ dist: dir });
await new Promise<void>((d) => server.listen(0, '127.0.0.1', d));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: findChromium()!, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
for (let i = 0; i < Number(n); i++) {
  const r = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: ['*images.unsplash.com*', '*www.google.com*'] });
  const lhr = r!.lhr;
  const a = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? -1);
  console.log('FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), 'perf', lhr.categories.performance.score);
  if (i === 0) {
    const items = (lhr.audits['network-requests'].details as any).items;
    if (process.env.SHOW) for (const it of items) console.log('  ', it.priority, it.resourceType, Math.round(it.networkRequestTime), Math.round(it.networkEndTime), it.url.replace(origin, ''));
    const rb = (lhr.audits['render-blocking-resources']?.details as any)?.items ?? [];
    console.log('  render-blocking:', rb.map((x: any) => x.url));
  }
}
await chrome.kill(); server.close();
