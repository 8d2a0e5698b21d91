/**
 * `npm run bench:restyle [route…]`: what a page's deferred CSS costs when it
 * goes in (src/buildSteps/prerender/criticalCssInliner.ts; docs/performance.md, "The deferred
 * rules' restyle count"). Lighthouse's blocking time cannot tell it apart
 * from the page's own parsing (the boot module is inline, so its tasks carry
 * the page's address) and swings by more than the budget from load to load; the number
 * of elements the browser restyles does not. Each route that defers rules
 * (default: every built page that does) is loaded in Chromium at 4x CPU,
 * traced, and the style recalculations while the deferred runs go in are
 * read: how many elements, how long; and the longest task meanwhile. Then the same with the deferred
 * file refused, so that the boot module's fallback brings the whole
 * stylesheet: what the page paid when the whole sheet came after its
 * critical rules. Fails when the deferred runs restyle more than
 * MAX_SHARE of the page's elements, or when a task while they go in is long
 * (LONG_TASK_MS at 4x).
 *
 * Env: BENCH_RUNS (default 3), BENCH_SKIP_BUILD=1 (use the existing dist/).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { DEFERRED_CSS } from '../../src/buildSteps/prerender/criticalCssInliner';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * The deferred rules name nothing on the page (Beasties found no use for
 * them): a few elements at most. A tenth leaves room for a recalculation of
 * the page's own that happens to come first (36 of 605 elements once); the
 * whole stylesheet restyles more than half the page.
 */
const MAX_SHARE = 0.1;
const MARK = 'deferred-css-in';
const APP_STARTED = 'bench: the app started';
/** A long task, as Lighthouse and the Long Tasks API count one: the runs going in, a slice at a time, make none. */
const LONG_TASK_MS = 50;

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(dist)) execSync('npm run build', { cwd: root, stdio: 'inherit' });

/** Every built page that defers rules, by its path. */
const deferringRoutes = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin') && !file.endsWith('404.html'))
    .filter((file) => readFileSync(join(dist, file), 'utf8').includes(`<style ${DEFERRED_CSS}=`))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort();

/** A main-thread task, as Chromium traces it. */
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;

interface Restyle {
  /** Elements on the page when it has settled. */
  elements: number;
  /** The recalculations while the runs go in, a slice at a time, until the app starts (the whole sheet: its largest within a second): elements restyled and milliseconds (4x CPU). */
  recalcs: { elements: number; ms: number }[];
  /** The longest main-thread task from the first run's going in to the app's start, in ms (4x CPU): the insertion is sliced so that none is long. */
  longestTask: number;
}

/**
 * Marks the moment the boot module puts the deferred runs in, or, in the
 * fallback, turns the inert link into a stylesheet. Plain JavaScript, as the
 * page runs it (a function from here would carry tsx's name helpers).
 */
const MARK_DEFERRED_CSS = `(() => {
  const once = () => performance.getEntriesByName('${MARK}').length || performance.mark('${MARK}');
  for (const name of ['before', 'after']) {
    const original = Element.prototype[name];
    Element.prototype[name] = function (...nodes) {
      if (nodes.some((node) => node instanceof HTMLStyleElement)) once();
      return original.apply(this, nodes);
    };
  }
  // Told to the test through the console: waiting in the page would inject the test runner's script, a long task of its own.
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === 'app-start') console.debug('${APP_STARTED}');
    return mark(name, ...rest);
  };
  const removeAttribute = Element.prototype.removeAttribute;
  Element.prototype.removeAttribute = function (name) {
    if (this.localName === 'link' && name === 'type') once();
    return removeAttribute.call(this, name);
  };
})();`;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number };
}

async function restyle(browser: Browser, url: string, deferred: 'in place' | 'refused'): Promise<Restyle> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // Photos from the photo host never load here: the page's own work is what is read.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  if (deferred === 'refused') await page.route('**/assets/deferred-css-*.json', (route) => route.abort());
  await page.addInitScript({ content: MARK_DEFERRED_CSS });
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  // Load, paint, the deferred file (or the whole sheet) and the app's start, at 4x (slow on a busy machine), then what follows it.
  const appStarted = page.waitForEvent('console', { predicate: (message) => message.text() === APP_STARTED, timeout: 30_000 });
  await page.goto(url);
  await appStarted;
  await page.waitForTimeout(1000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  await context.close();
  const marked = events.find((event) => event.name === MARK);
  if (!marked) throw new Error(`${url}: the deferred CSS never went in (${deferred})`);
  const mark = marked.ts;
  // The boot module starts the app once every run is in (src/entry-boot.ts).
  const appStart = events.find((event) => event.name === 'app-start')?.ts;
  if (appStart === undefined) throw new Error(`${url}: the app never started (${deferred})`);
  const after = events
    .filter((event) => event.name === 'UpdateLayoutTree' && event.ts > mark && event.dur)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => ({ ts: event.ts, elements: event.args?.elementCount ?? 0, ms: Math.round(event.dur! / 100) / 10 }));
  // Rules put in are read at the next recalculation, the last slice's at the first after the app starts; the whole sheet must be fetched first: its largest within a second.
  const recalcs = deferred === 'in place' ? [...after.filter((recalc) => recalc.ts < appStart), ...after.filter((recalc) => recalc.ts >= appStart).slice(0, 1)] : after.filter((recalc) => recalc.ts < mark + 1_000_000).sort((a, b) => b.elements - a.elements).slice(0, 1);
  const tasks = events.filter((event) => event.pid === marked.pid && event.tid === marked.tid && TASK.test(event.name) && event.dur);
  // Up to the task that starts the app, which is the app's (tests/e2e/long-tasks.spec.ts counts it).
  const longestTask = Math.max(0, ...tasks.filter((task) => task.ts + task.dur! >= mark && task.ts + task.dur! < appStart).map((task) => task.dur! / 1000));
  return { elements, recalcs, longestTask: Math.round(longestTask * 10) / 10 };
}

const deferring = deferringRoutes();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : deferring;
// A page whose rules are all critical has nothing going in later: said here, rather than as "never went in" after a load.
const nothingDeferred = routes.filter((path) => !deferring.includes(path));
if (nothingDeferred.length) throw new Error(`${nothingDeferred.join(', ')}: defers no rules, so there is nothing to measure`);
const server = createSiteServer({ dist });
const { origin } = await listenOnLoopback(server);
const browser = await chromium.launch({ executablePath: findChromium({ install: true }), args: CHROMIUM_ARGS });
const over: string[] = [];
const show = ({ recalcs }: Restyle) => recalcs.map(({ elements, ms }) => `${elements} elements, ${ms} ms`).join('; ');
try {
  for (const path of routes) {
    for (let run = 0; run < RUNS; run++) {
      const inPlace = await restyle(browser, origin + path, 'in place');
      const whole = await restyle(browser, origin + path, 'refused');
      const most = Math.max(...inPlace.recalcs.map((recalc) => recalc.elements), 0);
      if (most > MAX_SHARE * inPlace.elements) over.push(`${path}: ${most} of ${inPlace.elements} elements restyled`);
      if (inPlace.longestTask >= LONG_TASK_MS) over.push(`${path}: a task of ${inPlace.longestTask} ms while the runs went in`);
      console.log(`${path} (${inPlace.elements} elements): deferred runs in place: ${show(inPlace)}, longest task ${inPlace.longestTask} ms | the whole stylesheet instead: ${show(whole)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (over.length) {
  console.error(`The deferred runs restyled more than ${MAX_SHARE * 100}% of the page, or made a task of ${LONG_TASK_MS} ms or more:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`The deferred runs restyled at most ${MAX_SHARE * 100}% of each page's elements, and made no task of ${LONG_TASK_MS} ms.`);
