/**
 * The application's main-thread cost on a slow phone, measured in the page
 * and against the limit in the same run: Chromium's CPU throttled through the
 * DevTools protocol (Lighthouse's mobile slowdown, 4x), and
 * PerformanceObservers for long tasks (and long animation frames, which name
 * the scripts) registered before any of the page's own script runs. The boot
 * module marks its own start (`boot`) and the moment it imports the
 * application (`app-start`); the app marks `hydrated` when everything it
 * hydrates has committed, and `enhanced` once its controls have switched to
 * their scripted markup, one commit each (src/app/HydrationMark.tsx).
 *
 * A task that starts from `app-start` until a moment after `enhanced` (the
 * style and layout that hydration's changes cause run in the frames after
 * it) is the application's. The limit is the same built page without its
 * script (tests/support/withoutScripts.ts), loaded the same way just before
 * each load of the real one: its longest task is what parsing, styling and
 * laying out the prerendered HTML costs on this machine at this moment.
 * Absolute times on a shared 2-core machine are noise (the same build's
 * longest app task read 0 ms quiet and 58 ms busy); the ratio of the two is
 * not.
 */
import type { Browser, Page } from '@playwright/test';
import { withoutScripts } from '../../support/withoutScripts';
import { e2eEnv } from './env';
import { isOutsideHostFailure } from './fixtures';
import { limitFor, median, verdictSettled } from './longTaskVerdict';

/** Lighthouse's mobile preset slows the CPU 4x. */
export const CPU_SLOWDOWN = 4;
/** After `enhanced`, the frames that render hydration's changes. */
const SETTLE_MS = 1000;
/** A phone's viewport (Lighthouse's mobile emulation). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface Task {
  start: number;
  duration: number;
}

interface Frame extends Task {
  scripts: { source: string; invoker: string; duration: number }[];
}

export interface LoadTasks {
  /** The longest task of the same page without its script, loaded just before: what the page costs by itself. */
  pageLongest: number;
  /** The longest task from the application's import until it has hydrated and settled. */
  appLongest: number;
  /** The application's long tasks, with the scripts of the long frames that hold them. */
  appTasks: (Task & { scripts: string[] })[];
  /** From `app-start` to `hydrated`, in (throttled) ms. */
  hydrationSpan: number;
}

declare global {
  interface Window {
    __longTasks: Task[];
    __longFrames: Frame[];
  }
}

/**
 * A page in a context of its own, so a renderer process of its own: nothing
 * compiled by an earlier load is reused (a first visit's cost). The
 * observers are registered before the page's first script; outside hosts are
 * blocked as in every browser test; console errors are collected.
 */
async function newMeasuredPage(browser: Browser, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await prepare?.(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isOutsideHostFailure(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { scripts: { sourceURL: string; invoker: string; duration: number }[] })[]) {
          window.__longFrames.push({
            start: entry.startTime,
            duration: entry.duration,
            scripts: entry.scripts.map((script) => ({ source: script.sourceURL, invoker: script.invoker, duration: Math.round(script.duration) })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // No HTTP cache either: every file fetched and compiled as on a first visit.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, errors, close: () => context.close() };
}

/** Loads `path` as a first visit (no cache), waits for hydration and the frames after it. */
async function measureAppLoad(page: Page, path: string): Promise<Omit<LoadTasks, 'pageLongest'>> {
  // No locator polls the page while it hydrates (the test's own scripts would
  // run in the window measured): one call, made as the document commits, that
  // resolves once the app has marked hydration and the frames after it have run.
  await page.goto(path, { waitUntil: 'commit' });
  const { marks, tasks, frames } = await page.evaluate(
    (settle) =>
      new Promise<{ marks: Record<string, number>; tasks: Task[]; frames: Frame[] }>((resolve) => {
        const done = () =>
          setTimeout(
            () =>
              resolve({
                marks: Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])),
                tasks: window.__longTasks,
                frames: window.__longFrames,
              }),
            settle,
          );
        if (document.documentElement.dataset.enhanced) return done();
        const observer = new MutationObserver(() => {
          if (!document.documentElement.dataset.enhanced) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-enhanced'] });
      }),
    SETTLE_MS,
  );
  const appStart = marks['app-start'];
  const { hydrated, enhanced } = marks;
  if (appStart === undefined || hydrated === undefined || enhanced === undefined) {
    throw new Error(`${path}: no app-start, hydrated or enhanced mark (${JSON.stringify(marks)})`);
  }
  const isApp = (task: Task) => task.start >= appStart && task.start <= enhanced + SETTLE_MS;
  const scriptsOf = (task: Task) =>
    frames
      .filter((frame) => frame.start <= task.start + task.duration && frame.start + frame.duration >= task.start)
      .flatMap((frame) => frame.scripts)
      .filter((script) => script.duration > 0)
      .map((script) => `${new URL(script.source || 'about:blank').pathname || '(no source)'} ${script.invoker} ${script.duration} ms`);
  const appTasks = tasks.filter(isApp).map((task) => ({ ...task, duration: Math.round(task.duration), start: Math.round(task.start - appStart), scripts: scriptsOf(task) }));
  return {
    appLongest: longest(appTasks),
    appTasks,
    hydrationSpan: Math.round(hydrated - appStart),
  };
}

const longest = (list: Task[]) => Math.round(Math.max(0, ...list.map((task) => task.duration)));

/** The page's HTML documents answered without their script (tests/support/withoutScripts.ts). */
async function serveWithoutScripts(page: Page) {
  await page.route(
    (url) => url.origin === e2eEnv.baseURL && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      // Not `response`'s headers: the body is decoded text now, whatever its Content-Encoding was.
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: withoutScripts(await response.text()) });
    },
  );
}

/** Loads `path` without its script as a first visit; its longest task until the frames after `load` have run. */
async function measurePageLoad(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'load' });
  const tasks = await page.evaluate((settle) => new Promise<Task[]>((resolve) => setTimeout(() => resolve(window.__longTasks), settle)), SETTLE_MS);
  return longest(tasks);
}

/** Opens a measured page, runs `measure` in it, closes it; the page's errors are added to `errors`. */
async function inMeasuredPage<T>(browser: Browser, errors: string[], prepare: ((page: Page) => Promise<void>) | undefined, measure: (page: Page) => Promise<T>) {
  const measured = await newMeasuredPage(browser, prepare);
  try {
    const result = await measure(measured.page);
    errors.push(...measured.errors);
    return result;
  } finally {
    await measured.close();
  }
}

/** Browsers that have had their warm-up pair (measureRoute). */
const warmedUp = new WeakSet<Browser>();

/**
 * One warm-up pair in a browser's first measurement, and in any that
 * `prepare`s its loads (the browser's and the server's own first-load work
 * counts in none of the figures; later routes meet both warm, as each load
 * is a first visit anyway: 8 of the check's 72 loads saved), then `runs`
 * measured pairs: the page
 * without script, then with it, each a first visit (a new renderer process,
 * no cache, no compiled code), so both meet the machine in the same state;
 * `prepare` may route the real load's requests (the red fixture). The figures
 * that count are the medians of the loads' longest tasks: one task the
 * machine's other work stretched does not decide, a task that is long in
 * most loads does (about one load in four shows a 50-90 ms task on this
 * 2-core machine, 2026-11-25). The limit is the larger of a long task and
 * page's own median (limitFor).
 *
 * The loads stop as soon as the verdict of all `runs` is settled whatever
 * the loads not made would read (verdictSettled): the median of five is
 * the third of them either way up, so three app loads within the least
 * limit the page's loads still allow pass, and three over the most it
 * allows fail. The figures are then the medians of the loads made, on the
 * same side of the limit.
 */
export async function measureRoute(browser: Browser, path: string, { runs = 5, prepare }: { runs?: number; prepare?: (page: Page) => Promise<void> } = {}) {
  const loads: LoadTasks[] = [];
  const errors: string[] = [];
  const warmUp = prepare !== undefined || !warmedUp.has(browser);
  warmedUp.add(browser);
  for (let run = warmUp ? 0 : 1; run <= runs; run++) {
    const pageLongest = await inMeasuredPage(browser, errors, serveWithoutScripts, (page) => measurePageLoad(page, path));
    const app = await inMeasuredPage(browser, errors, prepare, (page) => measureAppLoad(page, path));
    if (run > 0) loads.push({ ...app, pageLongest });
    if (verdictSettled(loads, runs)) break;
  }
  const appLongest = median(loads.map((load) => load.appLongest));
  const pageLongest = median(loads.map((load) => load.pageLongest));
  return { appLongest, pageLongest, limit: limitFor(pageLongest), loads, errors };
}

export const describeLoads = (loads: LoadTasks[]) =>
  loads
    .map(
      (load, index) =>
        `load ${index + 1}: app longest ${load.appLongest} ms (without script ${load.pageLongest} ms; hydrated ${load.hydrationSpan} ms after the import)` +
        load.appTasks.map((task) => `\n    +${task.start} ms: ${task.duration} ms ${task.scripts.join('; ')}`).join(''),
    )
    .join('\n');
