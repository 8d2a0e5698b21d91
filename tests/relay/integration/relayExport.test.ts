// @vitest-environment node
/**
 * The inbox's CSV export, list and lead view under a database an attacker
 * filled, on both runtimes (docs/relay.md, "The office's inbox"):
 * the Node relay on SQLite over real HTTP, and the Worker in workerd on a
 * local D1 (tests/support/workerRelay.ts), signed in as the office.
 *   - A legacy lead of 156,612 field names (stored before the intake's
 *     caps, written straight into the table) exports in exactly the fixed
 *     columns, its extra fields one bounded "Other fields" cell; the list
 *     and the lead view answer a bounded amount.
 *   - Many leads (Node 20,000, the Worker 2,000) stream: the first bytes
 *     arrive long before the last, a post made during the export is
 *     answered about as fast as without one (the ratio printed), and the
 *     Node server's live heap (after a full collection, in this process)
 *     grows by a bounded amount.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { OTHER_FIELDS, OTHER_FIELDS_CHARS } from '../../../src/relay/inbox/boundedFields';
import { csvHeader, OTHER_FIELDS_HEADER } from '../../../src/relay/inbox/csvColumns';
import type { LeadDetail, LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { readCsv } from '../../support/csvReader';
import { validValues } from '../../support/formFixtures';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { FLOOD_FIELDS, insertLeadsKysely, insertLeadsSqlite, legacyFloodLead, realisticLead } from '../../support/storedLeads';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';

const SITE = 'http://www.prairiepoint.example';
/** V8's full collection, made callable in this process (the Node relay runs here). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;

beforeAll(async () => {
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-export', { log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker));

interface Runtime {
  name: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Rows written straight into the leads table. */
  insert: (leads: ReturnType<typeof realisticLead>[]) => Promise<number>;
  /** How many leads the "many" case exports. */
  many: number;
  /** The server's live heap after a full collection, where it runs in this process (Node); undefined elsewhere. */
  liveHeap?: () => number;
}

let posts = 0;
const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite',
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    insert: async (leads) => {
      const sqlite = new Database(node.databaseFile);
      try {
        return insertLeadsSqlite(sqlite, leads);
      } finally {
        sqlite.close();
      }
    },
    many: 20_000,
    liveHeap: () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    },
  },
  {
    name: 'the Worker on D1',
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init, headers: { 'CF-Connecting-IP': `203.0.113.${++posts % 250}`, ...init?.headers } }),
    insert: (leads) => insertLeadsKysely(worker.db, leads),
    many: 2_000,
  },
];

describe.each(runtimes)('the export, the list and the lead view, $name', (runtime) => {
  let cookie: string;
  const authed = (path: string) => runtime.fetch(path, { headers: { Cookie: cookie } });

  beforeAll(async () => {
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email: OFFICE.email, password: OFFICE.password }).toString(),
    });
    expect(answer.status).toBe(303);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
  }, 60_000);

  it(`exports a legacy lead of ${FLOOD_FIELDS.toLocaleString('en-US')} fields in the fixed columns; the list and its view stay small`, async () => {
    const flood = legacyFloodLead(new Date(Date.now() - 60 * 60_000));
    await runtime.insert([flood, realisticLead(1, Date.now() - 30 * 60_000)]);

    const csv = await readCsv(await authed('/office/api/leads.csv'), (row) => row[1] === flood.id);
    expect(csv.header).toEqual(csvHeader());
    expect([...csv.widths]).toEqual([csvHeader().length]);
    expect(csv.rows).toBe(2);
    const [row] = csv.kept;
    const cell = (header: string) => row[csv.header.indexOf(header)];
    expect(cell('First name')).toBe('Flood');
    expect(cell('Message')).toBe(toPayload(formDefinitions.contact, validValues(formDefinitions.contact)).message);
    const other = cell(OTHER_FIELDS_HEADER);
    expect(other.startsWith('0: \n1: \n')).toBe(true);
    expect(other.split('\n').filter((line) => line === `${(OTHER_FIELDS - 1).toString(36)}: `)).toHaveLength(1);
    expect(other.endsWith(`… and ${(FLOOD_FIELDS - OTHER_FIELDS).toLocaleString('en-US')} more fields`)).toBe(true);
    expect(other.length).toBeLessThanOrEqual(OTHER_FIELDS_CHARS);

    const list = await authed('/office/api/leads');
    const listText = await list.text();
    const page = JSON.parse(listText) as LeadPage;
    expect(page.leads.map((lead) => lead.id)).toContain(flood.id);
    expect(page.leads.find((lead) => lead.id === flood.id)).toMatchObject({ name: 'Flood Legacy', phone: flood.visitor_phone });

    const view = await authed(`/office/api/leads/${flood.id}`);
    const viewText = await view.text();
    const detail = JSON.parse(viewText) as LeadDetail;
    const contactFields = formDefinitions.contact.fields.length;
    expect(detail.fields).toHaveLength(contactFields + OTHER_FIELDS);
    expect(detail.omittedFields).toBe(FLOOD_FIELDS - OTHER_FIELDS);
    expect(viewText.length).toBeLessThan(20_000);
    console.log(
      `[attack] ${runtime.name}: a lead of ${FLOOD_FIELDS} fields: CSV ${csv.header.length} columns, ${csv.bytes} bytes, its Other fields ${other.length} characters; list ${listText.length} bytes; view ${detail.fields.length} fields shown, ${detail.omittedFields} counted, ${viewText.length} bytes`,
    );
  }, 120_000);

  it('streams many leads: first bytes early, a post during the export answered about as fast, memory bounded', async () => {
    const now = Date.now() - 20 * 60_000;
    const leads = Array.from({ length: runtime.many }, (_, n) => realisticLead(n, now, runtime.many));
    const startInsert = performance.now();
    await runtime.insert(leads);
    const insertMs = performance.now() - startInsert;

    const post = async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), email: `during-${++posts}@example.com`, sourcePage: '/contact' })) form.append(name, value);
      // As bytes, with the boundary a browser sends (what workerd's dispatchFetch passes on whole).
      const encoded = new Response(form);
      const body = new Uint8Array(await encoded.arrayBuffer());
      const start = performance.now();
      const answer = await runtime.fetch(RELAY_AJAX_PATH, { method: 'POST', body, headers: { 'Content-Type': encoded.headers.get('content-type')! } });
      expect(answer.status).toBe(200);
      await answer.json();
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const POSTS = 9;

    // A first request after the insert (which held this process): a kept-alive connection the server closed meanwhile is replaced here.
    await authed('/office/api/forms').catch(() => undefined);
    const alone: number[] = [];
    for (let n = 0; n < POSTS; n++) alone.push(await post());

    const started = performance.now();
    let finished = false;
    const exported = readCsv(await authed('/office/api/leads.csv'), () => false, started).finally(() => (finished = true));
    const during: number[] = [];
    let postsWhileExporting = 0;
    // Posts in a row while the export runs, from its first bytes on: only those answered before it ended count.
    await new Promise((ready) => setTimeout(ready, 50));
    for (let n = 0; n < POSTS && !finished; n++) {
      const time = await post();
      if (!finished) {
        during.push(time);
        postsWhileExporting++;
      }
    }
    // The server's live heap (after a full collection) before and, every second, during the rest of the export: what it keeps, not its garbage.
    let liveBefore: number | undefined;
    let livePeak = 0;
    let samples = 0;
    if (runtime.liveHeap && !finished) {
      liveBefore = runtime.liveHeap();
      while (!finished) {
        livePeak = Math.max(livePeak, runtime.liveHeap());
        samples++;
        await new Promise((next) => setTimeout(next, 1000));
      }
    }
    const csv = await exported;

    expect(csv.rows).toBeGreaterThanOrEqual(runtime.many + 2);
    expect([...csv.widths]).toEqual([csvHeader().length]);
    // Streamed: the header and first page long before the last.
    expect(csv.firstChunkMs).toBeLessThan(csv.totalMs / 4);
    expect(postsWhileExporting, 'posts answered while the export ran').toBeGreaterThanOrEqual(3);
    const ratio = median(during) / median(alone);
    const heapGrowthMb = liveBefore === undefined ? undefined : (livePeak - liveBefore) / 2 ** 20;
    console.log(
      `[load] ${runtime.name}: ${runtime.many} leads inserted in ${Math.round(insertMs)} ms; export of ${csv.rows} rows, ${(csv.bytes / 2 ** 20).toFixed(1)} MB: first bytes at ${Math.round(csv.firstChunkMs)} ms, all at ${Math.round(csv.totalMs)} ms; ` +
        `a post alone ${median(alone).toFixed(1)} ms (median of ${alone.length}), during the export ${median(during).toFixed(1)} ms (median of ${during.length}, max ${Math.max(...during).toFixed(1)}): ratio ${ratio.toFixed(2)}` +
        (heapGrowthMb === undefined ? '' : `; the server's live heap grew at most ${heapGrowthMb.toFixed(1)} MB (${samples} samples after a full collection)`),
    );
    // A post waits at most for a page or two of the export, never for the export: on a loaded machine, a generous margin.
    expect(median(during)).toBeLessThan(3 * median(alone) + 100);
    if (runtime.liveHeap) expect(samples, 'live heap samples during the export').toBeGreaterThanOrEqual(3);
    // Pages of 50 leads in flight, never the export: the whole file is 10 MB and its leads as objects several times that.
    if (heapGrowthMb !== undefined) expect(heapGrowthMb).toBeLessThan(16);
  }, 300_000);
});
