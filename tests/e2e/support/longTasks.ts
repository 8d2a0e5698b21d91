/**
 * The application's main-thread cost on a slow phone, measured in the page:
 * Chromium's CPU throttled through the DevTools protocol (Lighthouse's mobile
 * slowdown, 4x), and PerformanceObservers for long tasks (and long animation
 * frames, which name the scripts) registered before any of the page's own
 * script runs. The boot module marks its own start (`boot`) and the moment
 * it imports the application (`app-start`); the app marks `hydrated` when
 * everything it hydrates has committed, and `enhanced` once its controls
 * have switched to their scripted markup, one commit each
 * (src/app/HydrationMark.tsx).
 *
 * A task that starts before `app-start` is the page's own (parsing, style and
 * layout of the prerendered HTML: what the page costs without script); one
 * that starts from `app-start` until a moment after `enhanced` (the style
 * and layout that hydration's changes cause run in the frames after it) is
 * the application's.
 */
import type { Browser, Page } from '@playwright/test';
import { blockOutsideHosts } from './fixtures';

/** Lighthouse's mobile preset slows the CPU 4x. */
export const CPU_SLOWDOWN = 4;
/** The longest task the application may cause (a long task is one over 50 ms). */
export const LONG_TASK_LIMIT_MS = 50;
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
  /** The longest task before the application was imported: what the page costs by itself. */
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
  await blockOutsideHosts(page);
  await prepare?.(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) errors.push(message.text());
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
async function measureLoad(page: Page, path: string): Promise<LoadTasks> {
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
  const longest = (list: Task[]) => Math.round(Math.max(0, ...list.map((task) => task.duration)));
  const appTasks = tasks.filter(isApp).map((task) => ({ ...task, duration: Math.round(task.duration), start: Math.round(task.start - appStart), scripts: scriptsOf(task) }));
  return {
    pageLongest: longest(tasks.filter((task) => task.start < appStart)),
    appLongest: longest(appTasks),
    appTasks,
    hydrationSpan: Math.round(hydrated - appStart),
  };
}

/**
 * One warm-up load (the browser's and the server's own first-load work
 * counts in none of the figures), then `runs` measured loads, each a first
 * visit (a new renderer process, no cache, no compiled code); `prepare`
 * may route the page's requests (the red fixture). The figure that counts is the median of the loads' longest
 * application task: one task the machine's other work stretched does not
 * decide, a task that is long in most loads does. Five loads, not three: on
 * this 2-core machine about one load in four shows a 50-90 ms task in the
 * current build and in the previous release's alike (2026-11-25: 9 of 30
 * loads of af066d0 over 50 ms, and a median of 3 over the limit on one of
 * its routes), so a median of three failed on noise.
 */
export async function measureRoute(browser: Browser, path: string, { runs = 5, prepare }: { runs?: number; prepare?: (page: Page) => Promise<void> } = {}) {
  const loads: LoadTasks[] = [];
  const errors: string[] = [];
  for (let run = 0; run <= runs; run++) {
    const measured = await newMeasuredPage(browser, prepare);
    try {
      const load = await measureLoad(measured.page, path);
      if (run > 0) loads.push(load);
      errors.push(...measured.errors);
    } finally {
      await measured.close();
    }
  }
  const sorted = [...loads].sort((a, b) => a.appLongest - b.appLongest);
  return { median: sorted[Math.floor(sorted.length / 2)], loads, errors };
}

export const describeLoads = (loads: LoadTasks[]) =>
  loads
    .map(
      (load, index) =>
        `load ${index + 1}: app longest ${load.appLongest} ms (page's own ${load.pageLongest} ms, hydrated ${load.hydrationSpan} ms after the import)` +
        load.appTasks.map((task) => `\n    +${task.start} ms: ${task.duration} ms ${task.scripts.join('; ')}`).join(''),
    )
    .join('\n');
