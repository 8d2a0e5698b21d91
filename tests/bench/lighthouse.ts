/**
 * `npm run bench`: Lighthouse (mobile settings) on every route of the built
 * site, served by the bundled server on 127.0.0.1; the median of 3 runs per
 * route. Prints a table, writes bench-results/lighthouse.json, and exits
 * non-zero when a budget is missed.
 *
 * The machine has no internet: the photo and map hosts are blocked with
 * Lighthouse's own blockedUrlPatterns (their requests fail as "blocked by
 * client", which Lighthouse's console audit ignores by design).
 *
 * Env: BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated paths),
 * BENCH_SKIP_BUILD=1 (use the existing dist/).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { agency } from '../../src/config/agency';
import { createSiteServer } from '../../src/server/siteServer';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const out = join(root, 'bench-results');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 };

type Result = {
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
};

if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });
const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const paths: string[] = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : allPaths;

const server = createSiteServer({ dist, relayEndpoint: agency.relayEndpoint });
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chromePath = findChromium({ install: true }) ?? chromium.executablePath();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const results: Result[] = [];
try {
  for (const path of paths) {
    const runs = [];
    // A run can fail on its own (e.g. a page that never painted in time): retry, up to two extra attempts.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: [`*${new URL(agency.photoOrigin).host}*`, `*${new URL(agency.map.origin).host}*`],
      });
      const fcp = result?.lhr.audits['first-contentful-paint']?.numericValue;
      if (result && !result.lhr.runtimeError && fcp !== undefined) runs.push(result.lhr);
      else console.warn(`${path}: run ${attempt + 1} failed: ${result?.lhr.runtimeError?.message ?? 'no first contentful paint'}`);
    }
    if (runs.length === 0) throw new Error(`${path}: no valid Lighthouse run`);
    const lhr = computeMedianRun(runs);
    const scripts = (lhr.audits['resource-summary'].details as { items: { resourceType: string; transferSize: number }[] }).items;
    const row: Result = {
      path,
      performance: score(lhr.categories.performance.score),
      accessibility: score(lhr.categories.accessibility.score),
      'best-practices': score(lhr.categories['best-practices'].score),
      seo: score(lhr.categories.seo.score),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      jsBytes: scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    };
    results.push(row);
    const failing = Object.values(lhr.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    console.log(`${path}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}` +
      (failing.length ? ` (failing: ${failing.map((audit) => audit.id).join(', ')})` : ''));
  }
} finally {
  await chrome.kill();
  server.close();
}

const misses = results.flatMap((row) => [
  ...(['performance', 'accessibility', 'best-practices', 'seo'] as const)
    .filter((key) => row[key] < BUDGETS[key])
    .map((key) => `${row.path}: ${key} ${row[key]} < ${BUDGETS[key]}`),
  ...(row.cls > BUDGETS.cls ? [`${row.path}: CLS ${row.cls} > ${BUDGETS.cls}`] : []),
]);

const table = [
  '| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map((r) =>
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${(r.jsBytes / 1024).toFixed(1)} |`,
  ),
].join('\n');
console.log(`\nLighthouse ${RUNS}-run median, mobile settings, ${new Date().toISOString().slice(0, 10)}\n\n${table}\n`);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, results, misses }, null, 2));
writeFileSync(join(out, 'lighthouse.md'), table + '\n');
if (misses.length) {
  console.error(`Budgets missed:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('All Lighthouse budgets met.');
