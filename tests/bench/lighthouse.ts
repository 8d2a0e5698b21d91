/**
 * `npm run bench [-- /route ...]`: Lighthouse (mobile settings, simulated
 * throttling) on the built site and on a copy of it with every script tag
 * removed (tests/bench/scriptless.ts), both served by the bundled server on
 * 127.0.0.1 with brotli, in one run and the same Chromium: for each route the
 * two variants alternate run by run, so machine noise falls on both alike.
 * Reports the median of each figure over BENCH_RUNS runs per variant, writes
 * bench-results/lighthouse.{json,md}, and exits non-zero when a budget is
 * missed: LCP with the script within 5% of the script-less copy (where the
 * simulation misses it, both variants are loaded again with the throttling
 * applied, and that measurement decides: see lcpVerdict); performance no
 * lower than the script-less copy's in the same run (and 100 where the copy
 * scores 100); total blocking time with the script at most 25 ms above the
 * script-less copy's (the script may not block the page much longer than
 * the page blocks itself: docs/architecture.md, "Hydration in slices");
 * accessibility, best practices and SEO 100; CLS 0.
 *
 * Routes: the arguments, else BENCH_ROUTES (comma-separated), else every
 * route in the sitemap. Env: BENCH_RUNS (default 3), BENCH_SKIP_BUILD=1 (use
 * the existing build), SITE_DIST (build and measure elsewhere than dist/).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { distDir as dist } from '../../src/build/outDirs';
import { createSiteServer } from '../../src/server/siteServer';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
import { lighthouseRun, medianFigures, type RunFigures, type Throttling } from './lighthouseRuns';
import { deriveScriptless } from './scriptless';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'bench-results');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Applied throttling measures a real load, noisier than the simulation: more runs for its median. */
const APPLIED_RUNS = Math.max(RUNS, 5);

export const BUDGETS = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcpOverScriptless: 1.05, tbtOverScriptlessMs: 25 };

interface RouteResult {
  path: string;
  script: RunFigures;
  scriptless: RunFigures;
  /** Only where the simulated LCP missed its budget: the same comparison with the throttling applied. */
  applied?: { script: RunFigures; scriptless: RunFigures };
}

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
const scriptlessDist = `${dist}-scriptless`;
await deriveScriptless(dist, scriptlessDist);

const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const asked = process.argv.slice(2).length ? process.argv.slice(2) : process.env.BENCH_ROUTES?.split(',');
const paths = asked ?? allPaths;

async function serve(folder: string) {
  const server = createSiteServer({ dist: folder });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const site = await serve(dist);
const reference = await serve(scriptlessDist);

const chromePath = findChromium({ install: true }) ?? chromium.executablePath();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

/** The median figures of both variants of one route, the variants alternating run by run. */
async function measure(path: string, throttling: Throttling, count: number) {
  const runs: Record<'script' | 'scriptless', RunFigures[]> = { script: [], scriptless: [] };
  // A failed run is retried, up to two extra attempts per variant.
  for (let attempt = 0; attempt < count + 2 && (runs.script.length < count || runs.scriptless.length < count); attempt++) {
    for (const [variant, origin] of [['script', site.origin], ['scriptless', reference.origin]] as const) {
      if (runs[variant].length >= count) continue;
      const figures = await lighthouseRun(`${origin}${path}`, chrome.port, throttling);
      if (figures) runs[variant].push(figures);
    }
  }
  if (!runs.script.length || !runs.scriptless.length) throw new Error(`${path}: no valid Lighthouse run (${throttling})`);
  return { script: medianFigures(runs.script), scriptless: medianFigures(runs.scriptless) };
}

const lcpRatio = ({ script, scriptless }: { script: RunFigures; scriptless: RunFigures }) => script.lcp / scriptless.lcp;

const results: RouteResult[] = [];
try {
  for (const path of paths) {
    const row: RouteResult = { path, ...(await measure(path, 'simulate', RUNS)) };
    console.log(
      `${path}: perf ${row.script.performance} (no script ${row.scriptless.performance}), ` +
        `LCP ${Math.round(row.script.lcp)} ms (no script ${Math.round(row.scriptless.lcp)} ms), ` +
        `TBT ${Math.round(row.script.tbt)} ms (no script ${Math.round(row.scriptless.tbt)} ms)`,
    );
    // The simulation counts every request that finished before the paint as possibly
    // blocking it, the boot module's included (docs/measured.md): measure instead.
    if (lcpRatio(row) > BUDGETS.lcpOverScriptless) {
      row.applied = await measure(path, 'devtools', APPLIED_RUNS);
      console.log(`  applied throttling: LCP ${Math.round(row.applied.script.lcp)} ms (no script ${Math.round(row.applied.scriptless.lcp)} ms)`);
    }
    results.push(row);
  }
} finally {
  await chrome.kill();
  site.server.close();
  reference.server.close();
}

/** The LCP budget holds on the simulated figures, or where they miss it, on the applied ones. */
const lcpVerdict = (row: RouteResult) => row.applied ?? row;

function missesOf(row: RouteResult): string[] {
  const { path, script, scriptless } = row;
  const performanceFloor = Math.min(BUDGETS.performance, scriptless.performance);
  return [
    ...(script.performance < performanceFloor
      ? [`${path}: performance ${script.performance} < ${performanceFloor} (script-less copy: ${scriptless.performance})`]
      : []),
    ...(['accessibility', 'bestPractices', 'seo'] as const)
      .filter((key) => script[key] < BUDGETS[key])
      .map((key) => `${path}: ${key} ${script[key]} < ${BUDGETS[key]}`),
    ...(script.cls > BUDGETS.cls ? [`${path}: CLS ${script.cls} > ${BUDGETS.cls}`] : []),
    ...(script.tbt > scriptless.tbt + BUDGETS.tbtOverScriptlessMs
      ? [`${path}: TBT ${Math.round(script.tbt)} ms > the script-less copy's ${Math.round(scriptless.tbt)} ms + ${BUDGETS.tbtOverScriptlessMs} ms`]
      : []),
    ...(lcpRatio(lcpVerdict(row)) > BUDGETS.lcpOverScriptless
      ? [
          `${path}: LCP ${Math.round(lcpVerdict(row).script.lcp)} ms is ${percent(lcpRatio(lcpVerdict(row)))} of the script-less ` +
            `${Math.round(lcpVerdict(row).scriptless.lcp)} ms${row.applied ? ' (throttling applied)' : ''}`,
        ]
      : []),
  ];
}
const misses = results.flatMap(missesOf);

function percent(ratio: number) {
  return `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(1)}%`;
}
const ms = (value: number) => String(Math.round(value));

const table = [
  '| Route | Perf | Perf, no script | FCP (ms) | FCP, no script | LCP (ms) | LCP, no script | LCP vs no script | TBT (ms) | TBT, no script | CLS | A11y / BP / SEO | JS (KB) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(({ path, script: s, scriptless: n }) =>
    `| ${path} | ${s.performance} | ${n.performance} | ${ms(s.fcp)} | ${ms(n.fcp)} | ${ms(s.lcp)} | ${ms(n.lcp)} | ${percent(s.lcp / n.lcp)} | ` +
    `${ms(s.tbt)} | ${ms(n.tbt)} | ${Number(s.cls.toFixed(3))} | ${s.accessibility} / ${s.bestPractices} / ${s.seo} | ${(s.jsBytes / 1024).toFixed(1)} |`,
  ),
].join('\n');
const appliedRows = results.filter((row) => row.applied);
const appliedTable = appliedRows.length
  ? [
      '',
      `Where the simulated LCP missed the budget, measured with the throttling applied (median of ${APPLIED_RUNS}):`,
      '',
      '| Route | FCP (ms) | FCP, no script | LCP (ms) | LCP, no script | LCP vs no script |',
      '|---|---:|---:|---:|---:|---:|',
      ...appliedRows.map(({ path, applied }) => {
        const { script: s, scriptless: n } = applied!;
        return `| ${path} | ${ms(s.fcp)} | ${ms(n.fcp)} | ${ms(s.lcp)} | ${ms(n.lcp)} | ${percent(s.lcp / n.lcp)} |`;
      }),
    ].join('\n')
  : '';
const date = new Date().toISOString().slice(0, 10);
console.log(`\nLighthouse, median of ${RUNS} runs per variant, mobile settings, ${date}\n\n${table}\n${appliedTable}\n`);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, results, misses }, null, 2));
writeFileSync(join(out, 'lighthouse.md'), `${table}\n${appliedTable}\n`);
if (misses.length) {
  console.error(`Budgets missed:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('All Lighthouse budgets met.');
