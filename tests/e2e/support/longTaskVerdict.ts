/**
 * The main-thread check's verdict from its loads (./longTasks.ts), apart
 * from the browser so that it is tested as it is (tests/unit/repo/
 * longTaskVerdict.test.ts): the median of the app's longest tasks against
 * the limit the page's own loads set, and whether the loads made already
 * settle it.
 */
import type { LoadTasks } from './longTasks';

/** A long task is one over 50 ms: shorter than that, no task counts against the app, whatever the machine. */
export const LONG_TASK_MS = 50;
/**
 * The app's longest task may be at most the page's own longest without
 * script (or a long task's 50 ms, if that is more): hydration never
 * holds a tap longer than the browser itself does to lay the page out.
 * Measured 2026-11-29 on a busy machine, as medians of five, the site's app
 * against the page without script: 0-89 ms against 133-310 ms, shares 0 to
 * 0.67 (/commercial, the most to hydrate: 0.35 and 0.67 in two runs); the
 * red fixture, an app hydrated in one block, 1.3 with 60 ms of extra render
 * work (now 150 ms). Half the page's own failed the site on noise.
 */
export const limitFor = (pageLongest: number) => Math.max(LONG_TASK_MS, pageLongest);
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Whether `loads`, some of `runs`, settle the check whatever the others
 * would read. The median of `runs` values (sorted, at index ⌊runs/2⌋) is
 * at most that same-ranked value among the values known (more values can
 * only move a rank down), and at least the value as far from the top among
 * them (more values can only move it up).
 */
export function verdictSettled(loads: Pick<LoadTasks, 'appLongest' | 'pageLongest'>[], runs: number): boolean {
  const rank = Math.floor(runs / 2);
  const fromTop = runs - 1 - rank;
  const atMost = (values: number[]) => (values.length > rank ? [...values].sort((a, b) => a - b)[rank] : Infinity);
  const atLeast = (values: number[]) => (values.length > fromTop ? [...values].sort((a, b) => b - a)[fromTop] : -Infinity);
  const apps = loads.map((load) => load.appLongest);
  const pages = loads.map((load) => load.pageLongest);
  const passes = atMost(apps) <= limitFor(atLeast(pages));
  const fails = atLeast(apps) > limitFor(atMost(pages));
  return passes || fails;
}

