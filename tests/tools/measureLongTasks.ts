/**
 * Scratch: long tasks per route at 4x on a served build (not committed).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
import { describeLoads, measureRoute } from '../e2e/support/longTasks';

const origin = process.env.ORIGIN ?? 'http://127.0.0.1:4340';
const routes = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: origin });
// measureRoute makes its own contexts; give them the base URL via absolute paths.
for (const path of routes) {
  const { median, loads } = await measureRoute(browser, `${origin}${path}`, runs);
  console.log(`${path}: median longest app task ${median.appLongest} ms (page's own ${median.pageLongest} ms)\n${describeLoads(loads)}`);
}
await context.close();
await browser.close();
