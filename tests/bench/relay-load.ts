/**
 * `npm run bench:relay`: a bounded load on the Node lead relay over loopback
 * (autocannon), beside its limit in the same run: the same server's
 * parse-only endpoint (tests/bench/support/relayBenchServer.ts), which reads
 * the same multipart body and stores nothing. The body is an auto quote as
 * the form posts it, each from a visitor of its own (its e-mail, and the
 * address a reverse proxy would name in X-Forwarded-For), so that the
 * relay's spam limits per sender and per address (src/relay/spam/) count
 * for every post, as they ship, and hold back none. Prints submissions per second and p99 of both and
 * their ratio, then checks that every id the relay acknowledged is in its
 * database. Budget (docs/performance.md, "The lead relay under load"): the
 * relay at least half the limit's rate, no error, nothing lost; it exits 1
 * otherwise. Writes bench-results/relay-load.json.
 *
 * Then "during an export": BENCH_EXPORT_LEADS (default 100,000) leads
 * written straight into the database (tests/support/storedLeads.ts), the
 * office signed in, and posts and page requests at a steady rate (posts
 * and pages a second: BENCH_EXPORT_RATE, default 50 each) to the site
 * server beside the relay (the same process: relayBenchServer.ts), first
 * alone for BENCH_EXPORT_SECONDS (default 10), then for as long as a CSV
 * export of every lead runs: the p99 of each side by side, their ratio, the
 * server's peak RSS, the export's time and size. Aims, printed, not failed
 * on: p99 within 2x, RSS under 300 MB.
 *
 * Env: BENCH_SECONDS (default 10 per target), BENCH_CONNECTIONS (default 10),
 * BENCH_PORT (default: a free one); RELAY_SQLITE_SYNC=FULL measures the relay with a disk
 * sync at every commit (src/relay/node/database.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { formDefinitions } from '../../src/formDefinitions/registry';
import { toPayload } from '../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../src/relay/app';
import { DATABASE_FILE, OUTBOX_DIR } from '../../src/relay/node/nodeRelay';
import { SESSION_COOKIE } from '../../src/relay/accounts/session';
import { CPU_PATH, DRAIN_PATH, LIMIT_PATH, MEMORY_PATH, PAGE_PATH } from './support/relayBenchPaths';
import { validValues } from '../support/formFixtures';
import { OFFICE } from '../support/officeAccount';
import { insertLeadsSqlite, realisticLead } from '../support/storedLeads';

/** The relay must reach this share of its limit's rate. */
const MIN_RATIO = 0.5;

const root = resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-relay-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/relayBenchServer.ts'], {
  cwd: root,
  // The load generator stands in for the agency's proxy on this machine: its X-Forwarded-For names each visitor (docs/deploy.md, "Whose address").
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.BENCH_PORT ?? '0', SMTP_URL: '', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password, RELAY_TRUSTED_PROXIES: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [port, sitePort] = await new Promise<[number, number]>((ready, fail) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    const match = /ready (\d+) (\d+)/.exec(chunk.toString());
    if (match) ready([Number(match[1]), Number(match[2])]);
  });
  server.once('exit', (code) => fail(new Error(`the bench server exited with ${code}`)));
});

const payload = { ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)), sourcePage: '/services/auto' };
const form = new FormData();
for (const [name, value] of Object.entries(payload)) form.append(name, value);
const request = new Request('http://x/', { method: 'POST', body: form });
const body = Buffer.from(await request.arrayBuffer());
const headers = { 'content-type': request.headers.get('content-type')!, accept: 'application/json' };

/** Each request from the next visitor: the sample's e-mail replaced, and an address of its own. */
const bodyText = body.toString('utf8');
const SAMPLE_EMAIL = validValues(formDefinitions.auto).email as string;
let visitors = 0;
function nextVisitor(request: autocannon.Request): autocannon.Request {
  const n = ++visitors;
  return {
    ...request,
    body: Buffer.from(bodyText.replace(SAMPLE_EMAIL, `visitor-${n}@example.com`)),
    headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  };
}

interface Round {
  requests: number;
  seconds: number;
  drainSeconds: number;
  cpuMicroseconds: number;
  drainCpuMicroseconds: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
}

const cpuNow = async () => ((await (await fetch(`http://127.0.0.1:${port}${CPU_PATH}`)).json()) as { cpuMicroseconds: number }).cpuMicroseconds;

async function round(path: string, duration: number, acknowledged: string[]): Promise<Round> {
  const cpuBefore = await cpuNow();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path,
        headers,
        body,
        setupRequest: nextVisitor,
        onResponse: (status: number, text: string) => {
          if (status === 200) acknowledged.push((JSON.parse(text) as { id: string }).id);
        },
      },
    ],
  });
  // The relay's round ends once the outbox has delivered what the round owes: its time and CPU count too.
  const cpuAnswering = (await cpuNow()) - cpuBefore;
  const drainStart = performance.now();
  if (path === RELAY_AJAX_PATH) await fetch(`http://127.0.0.1:${port}${DRAIN_PATH}`, { method: 'POST' });
  const drainSeconds = (performance.now() - drainStart) / 1000;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    drainSeconds,
    cpuMicroseconds: cpuAnswering,
    drainCpuMicroseconds: (await cpuNow()) - cpuBefore - cpuAnswering,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A target's rounds together: its rate over all its time, and the median round's latencies. */
function total(rounds: Round[]) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  return {
    submissionsPerSecond: Math.round(requests / rounds.reduce((sum, r) => sum + r.seconds, 0)),
    /** Delivered too: the rate over the rounds and the outbox's catching up after each. */
    deliveredPerSecond: Math.round(requests / rounds.reduce((sum, r) => sum + r.seconds + r.drainSeconds, 0)),
    cpuMicrosecondsPerSubmission: Math.round(rounds.reduce((sum, r) => sum + r.cpuMicroseconds, 0) / requests),
    drainCpuMicrosecondsPerSubmission: Math.round(rounds.reduce((sum, r) => sum + r.drainCpuMicroseconds, 0) / requests),
    latencyP50: median(rounds.map((r) => r.latencyP50)),
    latencyP99: median(rounds.map((r) => r.latencyP99)),
    requests,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

// The two targets take turns, a round each, so that whatever else the machine does at the time weighs on both alike.
const limitRounds: Round[] = [];
const relayRounds: Round[] = [];
const acknowledged: string[] = [];
for (let turn = 0; turn < rounds; turn++) {
  limitRounds.push(await round(LIMIT_PATH, seconds / rounds, []));
  relayRounds.push(await round(RELAY_AJAX_PATH, seconds / rounds, acknowledged));
}
const limit = total(limitRounds);
const relay = total(relayRounds);

/** Posts and page requests at a steady rate to the site server, until `stop` is called or `seconds` pass. */
function steadyLoad(seconds: number, rate: number) {
  const site = `http://127.0.0.1:${sitePort}`;
  const run = (request: autocannon.Request[]) => {
    let instance!: autocannon.Instance;
    const result = new Promise<autocannon.Result>((done, fail) => {
      instance = autocannon({ url: site, connections: 5, overallRate: rate, duration: seconds, requests: request }, (error, outcome) => (error ? fail(error as Error) : done(outcome)));
    });
    return { result, stop: () => instance.stop() };
  };
  const posts = run([{ method: 'POST', path: RELAY_AJAX_PATH, headers, body, setupRequest: nextVisitor }]);
  const pages = run([{ method: 'GET', path: PAGE_PATH, headers: { 'accept-encoding': 'gzip' } }]);
  return {
    stop: () => (posts.stop(), pages.stop()),
    result: async () => {
      const [post, page] = await Promise.all([posts.result, pages.result]);
      const figures = (r: autocannon.Result) => ({ p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, requests: r.requests.total, errors: r.errors + r.timeouts, non2xx: r.non2xx });
      return { posts: figures(post), pages: figures(page), seconds: post.duration };
    },
  };
}

const memory = async (reset = false) => (await (await fetch(`http://127.0.0.1:${port}${MEMORY_PATH}${reset ? '?reset' : ''}`)).json()) as { rss: number; peakRss: number };

/** The figure "during an export" (the module's comment). */
async function duringExport(count: number) {
  const insertStart = performance.now();
  const sqlite = new Database(join(dataDir, DATABASE_FILE), { timeout: 10_000 });
  const until = Date.now() - 60_000;
  insertLeadsSqlite(
    sqlite,
    (function* () {
      for (let n = 0; n < count; n++) yield realisticLead(n, until, count);
    })(),
  );
  sqlite.close();
  const insertSeconds = (performance.now() - insertStart) / 1000;

  const site = `http://127.0.0.1:${sitePort}`;
  const signIn = await fetch(`${site}/office/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
  });
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  if (!cookie) throw new Error(`the office's sign-in answered ${signIn.status} without a session`);

  const seconds = Number(process.env.BENCH_EXPORT_SECONDS ?? 10);
  const rate = Number(process.env.BENCH_EXPORT_RATE ?? 50);
  const rssBefore = (await memory(true)).rss;
  const alone = await steadyLoad(seconds, rate).result();
  const rssAlone = (await memory()).peakRss;

  await memory(true);
  const load = steadyLoad(3600, rate);
  const exportStart = performance.now();
  const response = await fetch(`${site}/office/api/leads.csv`, { headers: { Cookie: cookie } });
  let bytes = 0;
  let firstByteMs = -1;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (firstByteMs < 0) firstByteMs = performance.now() - exportStart;
    bytes += chunk.value.byteLength;
  }
  const exportSeconds = (performance.now() - exportStart) / 1000;
  load.stop();
  const during = await load.result();
  const { peakRss } = await memory();
  return { leads: count, insertSeconds, rate, status: response.status, bytes, firstByteMs, exportSeconds, alone, during, rssBefore, rssAlone, peakRss };
}

const exportLeads = Number(process.env.BENCH_EXPORT_LEADS ?? 100_000);
const exportFigure = exportLeads > 0 ? await duringExport(exportLeads) : undefined;

// Let the outbox finish what it owes, then stop the server the way a stop does.
server.kill('SIGTERM');
await new Promise((done) => server.once('exit', done));

const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
const stored = new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((row) => row.id));
db.close();
const lost = acknowledged.filter((id) => !stored.has(id));
const emlFiles = existsSync(join(dataDir, OUTBOX_DIR)) ? readdirSync(join(dataDir, OUTBOX_DIR)).length : 0;
rmSync(dataDir, { recursive: true, force: true });

const ratio = relay.submissionsPerSecond / limit.submissionsPerSecond;
console.log(`\nautocannon, ${connections} connections, ${seconds} s per target, ${new Date().toISOString().slice(0, 10)}; body ${body.length} bytes (an auto quote)\n`);
console.log('| Target | Submissions/s | Delivered too, /s | CPU per submission (µs) | p50 (ms) | p99 (ms) | Requests | Errors | Non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, row] of [
  ['limit: parse only, store nothing', limit],
  ['lead relay: parse, store, answer', relay],
] as const) {
  console.log(`| ${name} | ${row.submissionsPerSecond} | ${row.deliveredPerSecond} | ${row.cpuMicrosecondsPerSubmission} | ${row.latencyP50} | ${row.latencyP99} | ${row.requests} | ${row.errors} | ${row.non2xx} |`);
}
console.log(`\nRatio relay / limit: ${ratio.toFixed(2)} (budget: at least ${MIN_RATIO})`);
console.log(`Acknowledged: ${acknowledged.length}; found in the database: ${acknowledged.length - lost.length}; lost: ${lost.length}; .eml files written by the outbox: ${emlFiles}`);

if (exportFigure) {
  const { alone, during } = exportFigure;
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(`\nDuring an export: ${exportFigure.leads} leads stored (written in ${exportFigure.insertSeconds.toFixed(1)} s); ${exportFigure.rate} posts and ${exportFigure.rate} pages (${PAGE_PATH}) a second, alone ${alone.seconds} s, then while the export ran\n`);
  console.log('| Requests | p99 alone (ms) | p99 during the export (ms) | Ratio | p50 alone / during | Max during | Requests alone / during | Errors, non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of ['posts', 'pages'] as const) {
    const [a, d] = [alone[kind], during[kind]];
    console.log(`| ${kind} | ${a.p99} | ${d.p99} | ${(d.p99 / a.p99).toFixed(2)} | ${a.p50} / ${d.p50} | ${d.max} | ${a.requests} / ${d.requests} | ${a.errors + d.errors}, ${a.non2xx + d.non2xx} |`);
  }
  console.log(
    `\nThe export: ${exportFigure.status}, ${mb(exportFigure.bytes)} MB in ${exportFigure.exportSeconds.toFixed(1)} s (first bytes at ${Math.round(exportFigure.firstByteMs)} ms); the server's RSS ${mb(exportFigure.rssBefore)} MB before, peak ${mb(exportFigure.rssAlone)} MB under the load alone, peak ${mb(exportFigure.peakRss)} MB during the export (aims: p99 within 2x, RSS under 300 MB)`,
  );
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'relay-load.json'),
  JSON.stringify({ date: new Date().toISOString(), seconds, connections, limit, relay, ratio, acknowledged: acknowledged.length, lost: lost.length, emlFiles, duringExport: exportFigure }, null, 2),
);
const failures = [
  ratio < MIN_RATIO && `the relay reached ${ratio.toFixed(2)} of its limit's rate (budget ${MIN_RATIO})`,
  lost.length > 0 && `${lost.length} acknowledged leads are not in the database`,
  relay.errors + relay.non2xx + limit.errors + limit.non2xx > 0 && 'errors under load',
].filter(Boolean);
if (failures.length) {
  console.error(`Over budget: ${failures.join('; ')}`);
  process.exitCode = 1;
}
