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
  /** Every script transferred during the run (compressed bytes). */
  jsBytes: number;
}

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
  const summary = lhr.audits['resource-summary']?.details;
  const scripts = summary?.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
  return {
    performance: score(lhr.categories.performance.score),
    accessibility: score(lhr.categories.accessibility.score),
    bestPractices: score(lhr.categories['best-practices'].score),
    seo: score(lhr.categories.seo.score),
    fcp: metric('first-contentful-paint') ?? 0,
    lcp: metric('largest-contentful-paint') ?? 0,
    tbt: metric('total-blocking-time') ?? 0,
    cls: metric('cumulative-layout-shift') ?? 0,
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
