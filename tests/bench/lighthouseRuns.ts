/**
 * One Lighthouse run (mobile settings, simulated throttling) reduced to the
 * figures the bench reports, and the median of several runs, figure by figure.
 */
import lighthouse from 'lighthouse';
import { agency } from '../../src/config/agency';

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The part of the blocking time spent in tasks Lighthouse attributes to the
   * site's own scripts (`/assets/`): what the script itself blocks, apart
   * from the page's own parsing, style and layout, whose length on this
   * shared machine decides most of either variant's total (docs/performance.md,
   * "The Lighthouse bench").
   */
  scriptTbt: number;
  /** Every script transferred during the run (compressed bytes). */
  jsBytes: number;
}

/** Every figure a run gives, by name: a report saved before one of them was added lacks it. */
const FIGURES = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  seo: true,
  fcp: true,
  lcp: true,
  tbt: true,
  cls: true,
  scriptTbt: true,
  jsBytes: true,
} satisfies Record<keyof RunFigures, true>;

/** Does `figures` (read back from a saved report) carry every figure a run gives now? */
export const hasEveryFigure = (figures: Partial<RunFigures>) => (Object.keys(FIGURES) as (keyof RunFigures)[]).every((name) => typeof figures[name] === 'number');

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * How the slow phone is made: `simulate` (Lighthouse's default) loads the page
 * at full speed and models the slow network and CPU from the trace;
 * `devtools` applies the throttling while the page loads and measures.
 */
export type Throttling = 'simulate' | 'devtools';

/** A run can fail on its own (a page that never painted in time): undefined, and the caller retries. */
export async function lighthouseRun(url: string, port: number, throttling: Throttling = 'simulate'): Promise<RunFigures | undefined> {
  const result = await lighthouse(url, {
    port,
    throttlingMethod: throttling,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // This machine is offline: the photo and map hosts fail fast as "blocked by client"
    // (Lighthouse's console audit ignores those by design).
    blockedUrlPatterns: [`*${new URL(agency.photoOrigin).host}*`, `*${new URL(agency.map.origin).host}*`],
  });
  const lhr = result?.lhr;
  const metric = (id: string) => lhr?.audits[id]?.numericValue;
  if (!lhr || lhr.runtimeError || metric('first-contentful-paint') === undefined) {
    console.warn(`${url}: run failed: ${lhr?.runtimeError?.message ?? 'no first contentful paint'}`);
    return undefined;
  }
  const fcp = metric('first-contentful-paint') ?? 0;
  const longTasks = lhr.audits['long-tasks']?.details;
  // The same sum Lighthouse makes for the total (each task's part after the first paint, less 50 ms), over the scripts' tasks only.
  const scriptTbt = (longTasks?.type === 'table' ? longTasks.items : [])
    .filter((task) => String(task.url).startsWith(new URL('/assets/', url).href))
    .reduce((sum, task) => sum + Math.max(0, Number(task.startTime) + Number(task.duration) - Math.max(Number(task.startTime), fcp) - 50), 0);
  const summary = lhr.audits['resource-summary']?.details;
  const scripts = summary?.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
  return {
    performance: score(lhr.categories.performance.score),
    accessibility: score(lhr.categories.accessibility.score),
    bestPractices: score(lhr.categories['best-practices'].score),
    seo: score(lhr.categories.seo.score),
    fcp,
    lcp: metric('largest-contentful-paint') ?? 0,
    tbt: metric('total-blocking-time') ?? 0,
    cls: metric('cumulative-layout-shift') ?? 0,
    scriptTbt,
    jsBytes: Number(scripts?.transferSize ?? 0),
  };
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure on its own (the LCP median is not tied to the FCP median's run). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((key) => [key, medianOf(runs.map((run) => run[key]))])) as unknown as RunFigures;
}
