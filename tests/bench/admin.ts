/**
 * `npm run bench:admin`: the content editor as the office opens it, on the
 * production build (dist/admin/, served by the bundled server on 127.0.0.1
 * with brotli, as a host serves it): the time from the navigation to the
 * sign-in button (the first thing the office can use) and the JavaScript
 * the page downloads, raw, gzip (for comparison with the figures Decap's
 * own documentation gives) and as transferred. Each load in a fresh
 * browser context (nothing cached), BENCH_RUNS times (default 5); the
 * median decides. Writes bench-results/admin.json and exits non-zero when a
 * budget is missed (docs/performance.md, "The main thread, the lead relay
 * and the editor"):
 *   - sign-in button within ADMIN_BUDGET.usableMs of the navigation;
 *   - JavaScript at most ADMIN_BUDGET.rawBytes raw, ADMIN_BUDGET.gzipBytes gzip.
 *
 * Env: BENCH_RUNS (default 5), BENCH_SKIP_BUILD=1 (use the existing build),
 * SITE_DIST (build and measure elsewhere than dist/).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { createSiteServer } from '../../src/server/siteServer';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';
import { listenOnLoopback } from '../support/loopback';

/** The budgets: today's figures (docs/performance.md) with room for a machine's noise, none for a heavier editor. */
const ADMIN_BUDGET = { usableMs: 4000, rawBytes: 4.4e6, gzipBytes: 1.2e6 };

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.SITE_DIST ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 5);

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dist, 'admin', 'index.html'))) {
  // SITE_DIST passes on as given (the build puts its server bundle beside a SITE_DIST of its own).
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const server = createSiteServer({ dist });
const { origin } = await listenOnLoopback(server);
const browser = await chromium.launch({ executablePath: findChromium({ install: true }), args: CHROMIUM_ARGS });

interface Load {
  usableMs: number;
  scripts: { path: string; transferred: number }[];
}

async function load(): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{ path: string; transferred: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, transferred: sizes.responseBodySize })));
  });
  await page.goto(`${origin}/admin/`);
  // No local backend in a build: the sign-in of the Git host it publishes through (tests/e2e/cms.spec.ts).
  await page.getByRole('button', { name: /^Login with / }).waitFor({ timeout: 60_000 });
  const usableMs = await page.evaluate(() => performance.now());
  const loaded = await Promise.all(scripts);
  await context.close();
  return { usableMs, scripts: loaded };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const loads: Load[] = [];
for (let run = 0; run < runs; run += 1) loads.push(await load());
await browser.close();
server.close();

// The same scripts on every load; their sizes from the build's files, raw and gzip, and as the server sent them.
const scripts = loads[0]!.scripts.map(({ path, transferred }) => {
  const file = readFileSync(join(dist, path));
  return { path, raw: file.length, gzip: gzipSync(file, { level: 9 }).length, transferred };
});
const total = (key: 'raw' | 'gzip' | 'transferred') => scripts.reduce((sum, script) => sum + script[key], 0);
const result = {
  date: new Date().toISOString(),
  runs,
  usableMs: Math.round(median(loads.map((one) => one.usableMs))),
  usableMsEach: loads.map((one) => Math.round(one.usableMs)),
  scripts: scripts.length,
  rawBytes: total('raw'),
  gzipBytes: total('gzip'),
  transferredBytes: total('transferred'),
};
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const misses = [
  result.usableMs > ADMIN_BUDGET.usableMs && `sign-in button at ${result.usableMs} ms, over ${ADMIN_BUDGET.usableMs} ms`,
  result.rawBytes > ADMIN_BUDGET.rawBytes && `JavaScript ${megabytes(result.rawBytes)} raw, over ${megabytes(ADMIN_BUDGET.rawBytes)}`,
  result.gzipBytes > ADMIN_BUDGET.gzipBytes && `JavaScript ${megabytes(result.gzipBytes)} gzip, over ${megabytes(ADMIN_BUDGET.gzipBytes)}`,
].filter(Boolean);

console.log(`\n/admin/ on the production build, ${runs} loads in fresh contexts, ${result.date.slice(0, 10)}\n`);
console.log('| Sign-in button (median) | Each load | Scripts | Raw | Gzip | Transferred (brotli) |');
console.log('|---:|---|---:|---:|---:|---:|');
console.log(
  `| ${result.usableMs} ms | ${result.usableMsEach.join(', ')} | ${result.scripts} | ${megabytes(result.rawBytes)} | ${megabytes(result.gzipBytes)} | ${megabytes(result.transferredBytes)} |`,
);
console.log(`\nBudgets: ${ADMIN_BUDGET.usableMs} ms, ${megabytes(ADMIN_BUDGET.rawBytes)} raw, ${megabytes(ADMIN_BUDGET.gzipBytes)} gzip.`);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'admin.json'), JSON.stringify({ ...result, budget: ADMIN_BUDGET, misses }, null, 2));
if (misses.length > 0) console.error(`Budget missed: ${misses.join('; ')}.`);
process.exit(misses.length > 0 ? 1 : 0);
