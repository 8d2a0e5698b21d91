/**
 * `npm run bench:inbox`: the office's inbox at BENCH_INBOX_LEADS (default
 * 100,000) leads, through the real relay app: the Node relay as `npm start`
 * runs it, in a process of its own (tests/bench/support/relayBenchServer.ts,
 * its /office/ routes on the bundled site server), SQLite in a folder of
 * its own. Not a test: `npm test` never runs it (docs/performance.md, "The
 * inbox at 100,000 leads").
 *
 * The leads (tests/support/storedLeads.ts: every form in turn, a visitor of
 * their own, a message of 370 characters, a last name with accents in turn:
 * Peña, Wiśniewski, Nguyễn, Zoë, Łukasiewicz, Müller) are written straight
 * into the database before the server starts, as a previous release stored
 * them, without their search text: the server's backfill at start computes
 * it (src/relay/searchBackfill.ts), and its time is measured. Then, signed in
 * as the office, in turns (so that the machine's load weighs on each alike),
 * BENCH_INBOX_SAMPLES (default 40) of each:
 *   - the forms (`GET /office/api/forms`: no database read), the yardstick
 *     the others are divided by: this machine's speed at the time;
 *   - the list's first page;
 *   - a search by a name typed without its accents that finds one lead (the
 *     worst case: every lead's text read);
 *   - a search by a phone in another writing ("+1 630 555 2345" for
 *     "(630) 555-2345"), which finds the leads with that phone;
 *   - one lead, by id, each time another;
 * then the CSV export of every lead BENCH_INBOX_EXPORTS (default 3) times.
 * Each search's answer is checked (the lead found, and no other). Prints
 * p50 and p95 of each, its ratio to the yardstick, and the server's peak
 * RSS (sampled every 20 ms) during each; exits 1 past a budget (BUDGETS).
 * Writes bench-results/inbox.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { openRelayDatabase } from '../../src/relay/node/database';
import { DATABASE_FILE } from '../../src/relay/node/nodeRelay';
import type { LeadPage } from '../../src/relay/inbox/inboxTypes';
import { SESSION_COOKIE } from '../../src/relay/accounts/session';
import { MEMORY_PATH } from './support/relayBenchPaths';
import { OFFICE } from '../support/officeAccount';
import { insertLeadsSqlite, realisticLead } from '../support/storedLeads';

/**
 * The budgets, on the shared machine (about 3x slower than a quiet one):
 * docs/performance.md, "The inbox at 100,000 leads", says why each.
 */
const BUDGETS = {
  listP95Ms: 250,
  searchP95Ms: 3_000,
  leadP95Ms: 250,
  exportP95Seconds: 180,
  peakRssMb: 300,
  backfillSeconds: 120,
};

/** Last names as visitors write them, and as the office types them. */
const SURNAMES: [written: string, typed: string][] = [
  ['Peña', 'pena'],
  ['Wiśniewski', 'wisniewski'],
  ['Nguyễn', 'nguyen'],
  ['Zoë', 'zoe'],
  ['Łukasiewicz', 'lukasiewicz'],
  ['Müller', 'muller'],
];

const root = resolve(import.meta.dirname, '../..');
const count = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_INBOX_SAMPLES ?? 40);
const exports = Number(process.env.BENCH_INBOX_EXPORTS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
const databaseFile = join(dataDir, DATABASE_FILE);

// The database as the previous release left it: every migration applied, the leads without their search text.
const until = Date.now() - 60_000;
const lead = (n: number) => realisticLead(n, until, count, SURNAMES[n % SURNAMES.length][0]);
// The name searched for: a lead in the middle of the list whose form asks a last name.
let target = Math.floor(count / 2);
while (!lead(target).visitor_name?.includes(' ')) target++;
const targetLead = lead(target);
const nameQuery = `${targetLead.visitor_name!.split(' ')[0]} ${SURNAMES[target % SURNAMES.length][1]}`;

const insertStart = performance.now();
await (await openRelayDatabase(databaseFile)).close();
const sqlite = new Database(databaseFile);
sqlite.pragma('journal_mode = WAL');
insertLeadsSqlite(
  sqlite,
  (function* () {
    for (let n = 0; n < count; n++) yield { ...(n === target ? targetLead : lead(n)), search_text: null };
  })(),
);
const insertSeconds = (performance.now() - insertStart) / 1000;
/** Ids to open, spread over the list. */
const leadIds = (sqlite.prepare('SELECT id FROM leads ORDER BY random() LIMIT ?').all(samples) as { id: string }[]).map((row) => row.id);

// The phone searched for, written another way: the leads stored with it are the ones to find.
const phoneQuery = '+1 630 555 2345';
const phoneIds = new Set((sqlite.prepare("SELECT id FROM leads WHERE visitor_phone = '(630) 555-2345'").all() as { id: string }[]).map((row) => row.id));

const server = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/support/relayBenchServer.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SMTP_URL: '', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [port, sitePort] = await new Promise<[number, number]>((ready, fail) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    const match = /ready (\d+) (\d+)/.exec(chunk.toString());
    if (match) ready([Number(match[1]), Number(match[2])]);
  });
  server.once('exit', (code) => fail(new Error(`the bench server exited with ${code}`)));
});
// A failure below still stops the server (this process's exit does not end it).
process.once('exit', () => server.kill('SIGTERM'));
const site = `http://127.0.0.1:${sitePort}`;
const memory = async (reset = false) => (await (await fetch(`http://127.0.0.1:${port}${MEMORY_PATH}${reset ? '?reset' : ''}`)).json()) as { rss: number; peakRss: number };
const mb = (bytes: number) => bytes / 2 ** 20;

// The backfill at start: from the server's start until no lead is left without its text.
const backfillStart = performance.now();
await memory(true);
const left = sqlite.prepare('SELECT count(*) AS left FROM leads WHERE search_text IS NULL');
while ((left.get() as { left: number }).left > 0) await new Promise((next) => setTimeout(next, 250));
const backfillSeconds = (performance.now() - backfillStart) / 1000;
const backfillRss = (await memory()).peakRss;
sqlite.close();

const signIn = await fetch(`${site}/office/sign-in`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
  body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
});
const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
if (!cookie) throw new Error(`the office's sign-in answered ${signIn.status} without a session`);
const get = async (path: string) => {
  const response = await fetch(`${site}${path}`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response;
};

/** Each measure: its request (the n-th sample), and a check of its answer. */
const measures: { name: string; request: (n: number) => Promise<unknown> }[] = [
  { name: 'the forms (yardstick: no database)', request: async () => (await get('/office/api/forms')).json() },
  {
    name: 'the list, first page',
    request: async () => {
      const page = (await (await get('/office/api/leads')).json()) as LeadPage;
      if (page.leads.length !== 50) throw new Error(`the list's first page has ${page.leads.length} leads`);
    },
  },
  {
    name: `search by name without accents ("${nameQuery}")`,
    request: async () => {
      const page = (await (await get(`/office/api/leads?text=${encodeURIComponent(nameQuery)}`)).json()) as LeadPage;
      if (page.leads.length !== 1 || page.leads[0].id !== targetLead.id) throw new Error(`"${nameQuery}" found ${page.leads.map((found) => found.name).join(', ') || 'nothing'}`);
    },
  },
  {
    name: `search by phone in another writing ("${phoneQuery}")`,
    request: async () => {
      const page = (await (await get(`/office/api/leads?text=${encodeURIComponent(phoneQuery)}`)).json()) as LeadPage;
      const found = page.leads.map((one) => one.id);
      if (found.length !== phoneIds.size || !found.every((id) => phoneIds.has(id))) throw new Error(`"${phoneQuery}" found ${found.length} leads, not the ${phoneIds.size} stored with it`);
    },
  },
  { name: 'one lead', request: async (n) => (await get(`/office/api/leads/${leadIds[n % leadIds.length]}`)).json() },
];

const times = measures.map(() => [] as number[]);
const peaks = measures.map(() => 0);
for (let n = 0; n < samples; n++) {
  for (const [index, measure] of measures.entries()) {
    await memory(true);
    const start = performance.now();
    await measure.request(n);
    times[index].push(performance.now() - start);
    peaks[index] = Math.max(peaks[index], (await memory()).peakRss);
  }
}

const exportSeconds: number[] = [];
let exportBytes = 0;
let exportPeak = 0;
for (let run = 0; run < exports; run++) {
  await memory(true);
  const start = performance.now();
  const reader = (await get('/office/api/leads.csv')).body!.getReader();
  exportBytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) exportBytes += chunk.value.byteLength;
  exportSeconds.push((performance.now() - start) / 1000);
  exportPeak = Math.max(exportPeak, (await memory()).peakRss);
}

server.kill('SIGTERM');
await new Promise((done) => server.once('exit', done));
rmSync(dataDir, { recursive: true, force: true });

/** The value at or above `share` of the sorted values (nearest rank). */
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(share * values.length) - 1)];
const rows = measures.map((measure, index) => ({
  name: measure.name,
  p50Ms: percentile(times[index], 0.5),
  p95Ms: percentile(times[index], 0.95),
  peakRssMb: mb(peaks[index]),
}));
const yardstick = rows[0].p95Ms;
const [, list, byName, byPhone, oneLead] = rows;
const exportP95 = percentile(exportSeconds, 0.95);
const peakRssMb = Math.max(mb(backfillRss), ...rows.map((row) => row.peakRssMb), mb(exportPeak));

console.log(`\n${count.toLocaleString('en-US')} leads (written in ${insertSeconds.toFixed(1)} s); ${samples} samples of each, in turns; ${new Date().toISOString().slice(0, 16)} UTC\n`);
console.log(`The backfill at start: every lead's search text in ${backfillSeconds.toFixed(1)} s; the server's peak RSS ${mb(backfillRss).toFixed(0)} MB\n`);
console.log('| Request | p50 (ms) | p95 (ms) | p95 / the yardstick | Peak RSS (MB) |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.p50Ms.toFixed(1)} | ${row.p95Ms.toFixed(1)} | ${(row.p95Ms / yardstick).toFixed(1)} | ${row.peakRssMb.toFixed(0)} |`);
console.log(
  `\nThe CSV export of every lead, ${exports} run${exports === 1 ? '' : 's'}: ${exportSeconds.map((seconds) => seconds.toFixed(1)).join(', ')} s (p95 ${exportP95.toFixed(1)} s), ${mb(exportBytes).toFixed(0)} MB; the server's peak RSS ${mb(exportPeak).toFixed(0)} MB`,
);
console.log(`A search reads every lead's text: ${((byName.p50Ms * 1000) / count).toFixed(2)} µs a lead (p50 by name), ${(byName.p50Ms / list.p50Ms).toFixed(1)}x the list's first page`);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'inbox.json'),
  JSON.stringify({ date: new Date().toISOString(), leads: count, samples, insertSeconds, backfillSeconds, backfillRssMb: mb(backfillRss), rows, exportSeconds, exportBytes, exportPeakRssMb: mb(exportPeak), peakRssMb, budgets: BUDGETS }, null, 2),
);

const failures = [
  list.p95Ms > BUDGETS.listP95Ms && `the list's p95 ${list.p95Ms.toFixed(0)} ms (budget ${BUDGETS.listP95Ms})`,
  byName.p95Ms > BUDGETS.searchP95Ms && `the search by name's p95 ${byName.p95Ms.toFixed(0)} ms (budget ${BUDGETS.searchP95Ms})`,
  byPhone.p95Ms > BUDGETS.searchP95Ms && `the search by phone's p95 ${byPhone.p95Ms.toFixed(0)} ms (budget ${BUDGETS.searchP95Ms})`,
  oneLead.p95Ms > BUDGETS.leadP95Ms && `one lead's p95 ${oneLead.p95Ms.toFixed(0)} ms (budget ${BUDGETS.leadP95Ms})`,
  exportP95 > BUDGETS.exportP95Seconds && `the export's p95 ${exportP95.toFixed(0)} s (budget ${BUDGETS.exportP95Seconds})`,
  peakRssMb > BUDGETS.peakRssMb && `the server's peak RSS ${peakRssMb.toFixed(0)} MB (budget ${BUDGETS.peakRssMb})`,
  backfillSeconds > BUDGETS.backfillSeconds && `the backfill ${backfillSeconds.toFixed(0)} s (budget ${BUDGETS.backfillSeconds})`,
].filter(Boolean);
if (failures.length) {
  console.error(`Over budget: ${failures.join('; ')}`);
  process.exitCode = 1;
}
