/**
 * `npm run bench:server`: load on the bundled server over loopback with
 * autocannon, bounded in time: the home page and one hashed asset, 50
 * connections for 10 s each. Prints requests per second and latency
 * percentiles, writes bench-results/server-load.json, and fails on any error
 * or non-2xx answer.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_SKIP_BUILD=1 (use the existing dist/).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
const asset = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'));

const server = createSiteServer({ dist });
const { origin } = await listenOnLoopback(server);

const targets = [
  { name: 'home page (brotli)', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  { name: `static asset /assets/${asset} (brotli)`, path: `/assets/${asset}`, headers: { 'accept-encoding': 'br, gzip' } },
];

const rows = [];
for (const target of targets) {
  const result = await autocannon({ url: origin + target.path, headers: target.headers, connections, duration: seconds });
  rows.push({
    target: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  });
}
server.close();

console.log(`\nautocannon, ${connections} connections, ${seconds} s per target, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| Target | Req/s | p50 (ms) | p99 (ms) | Requests | Errors | Non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.target} | ${row.requestsPerSecond} | ${row.latencyP50} | ${row.latencyP99} | ${row.requests} | ${row.errors} | ${row.non2xx} |`);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'server-load.json'), JSON.stringify({ date: new Date().toISOString(), seconds, connections, rows }, null, 2));
const failed = rows.some((row) => row.errors > 0 || row.non2xx > 0);
if (failed) console.error('Errors under load.');
process.exit(failed ? 1 : 0);
