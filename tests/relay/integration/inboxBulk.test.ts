// @vitest-environment node
/**
 * The office's bulk actions, order and totals (docs/relay.md, "The
 * office's inbox": bulk actions), on both runtimes, signed in as a staff
 * person (staff may act on leads; only the People screen is the owner's):
 * the Node relay on SQLite over real HTTP, and the Worker in workerd on a
 * local D1 (tests/support/workerRelay.ts). Leads are posted through the
 * relay's own door, suspected spam with its honeypot filled. Each bulk
 * action changes the leads it may and no other, in one request; what an
 * attacker would try (ids of leads the action cannot change, ids of no
 * lead, one id many times, more than the bound, a cross-site post, no
 * session, a body that is not one) changes nothing it should not, and
 * prints its counts. Each lead changed has its event in its history, by
 * the staff person, written by the same request (src/relay/inbox/leadEvents.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { startNodeRelay, type NodeRelay } from '../../../src/relay/node/nodeRelay';
import { MAX_BULK_LEADS } from '../../../src/relay/inbox/bulkRequest';
import type { BulkResult, LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { validValues } from '../../support/formFixtures';
import { listenOnLoopback } from '../../support/loopback';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
const STAFF = { email: 'staff@prairiepoint.example', password: 'a staff member passphrase' };
/** An id of no lead, shaped as one (src/relay/leadId.ts). */
const UNKNOWN = '0190f3a0-0000-7000-8000-000000000000';

interface Runtime {
  name: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  db: () => Kysely<RelayDatabase>;
}

let nodeDir: string;
let node: NodeRelay;
let nodeOrigin: string;
let nodeServer: ReturnType<typeof createServer>;
let worker: WorkerRelay<RelayDatabase>;
let posts = 0;

beforeAll(async () => {
  nodeDir = mkdtempSync(join(tmpdir(), 'inbox-bulk-'));
  const started = startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } });
  node = await startNodeRelay({ dataDir: nodeDir, log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE });
  nodeServer = createServer(node.listener);
  nodeOrigin = (await listenOnLoopback(nodeServer)).origin;
  worker = await started;
}, 120_000);

afterAll(async () => {
  await stopAll(
    node && {
      stop: async () => {
        await new Promise((done) => nodeServer.close(done));
        await node.close();
        rmSync(nodeDir, { recursive: true, force: true });
      },
    },
    worker,
  );
});

const runtimes: Runtime[] = [
  { name: 'Node on SQLite', fetch: (path, init) => fetch(`${nodeOrigin}${path}`, { redirect: 'manual', ...init }), db: () => node.store.db },
  {
    name: 'the Worker on D1',
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init, headers: { 'CF-Connecting-IP': `203.0.113.${++posts % 250}`, ...init?.headers } }),
    db: () => worker.db,
  },
];

describe.each(runtimes)('bulk actions, order and totals, $name', (runtime) => {
  let staff: string;
  /** The leads posted, by name: oldest first. */
  const ids: Record<string, string> = {};
  const order: string[] = [];

  async function post(firstName: string, extra: Record<string, string> = {}) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), sourcePage: '/contact', firstName, lastName: 'Bulk', email: `${firstName.toLowerCase()}@example.com`, ...extra })) body.append(name, value);
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const answer = await runtime.fetch(RELAY_AJAX_PATH, { method: 'POST', body: bytes, headers: { Accept: 'application/json', 'Content-Type': encoded.headers.get('content-type')! } });
    expect(answer.status).toBe(200);
    ids[firstName] = ((await answer.json()) as { id: string }).id;
    order.push(firstName);
    // Each a millisecond later at least: their order is their time's (src/relay/leadId.ts).
    await new Promise((done) => setTimeout(done, 5));
  }

  const bulk = (body: unknown, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }, cookie = staff) =>
    runtime.fetch('/office/api/leads/bulk', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const ok = async (body: unknown) => {
    const answer = await bulk(body);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as BulkResult;
  };
  const leadRows = async () => runtime.db().selectFrom('leads').select(['id', 'handled_at', 'spam']).orderBy('id').execute();
  const deliveriesOf = async (id: string) => (await runtime.db().selectFrom('deliveries').select('kind').where('lead_id', '=', id).orderBy('kind').execute()).map((row) => row.kind);
  const list = async (query: string) => {
    const answer = await runtime.fetch(`/office/api/leads${query}`, { headers: { Cookie: staff } });
    expect(answer.status).toBe(200);
    return (await answer.json()) as LeadPage;
  };
  /** The events of each lead named, as `kind by` lines (a deleted lead's tombstone stays). */
  const eventsOf = async (leadIds: string[]) =>
    (await runtime.db().selectFrom('lead_events').select(['lead_id', 'kind', 'account_email']).where('lead_id', 'in', leadIds).orderBy('id').execute()).map((row) => `${order.find((name) => ids[name] === row.lead_id)} ${row.kind} by ${row.account_email}`);
  const names = (page: LeadPage) => page.leads.map((lead) => order.find((name) => ids[name] === lead.id));

  beforeAll(async () => {
    const now = new Date().toISOString();
    await runtime.db().insertInto('accounts').values({ id: 'staff-1', email: STAFF.email, password_hash: await hashPassword(STAFF.password, {}, TRIES_COST), created_at: now, updated_at: now, role: 'staff' }).execute();
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams(STAFF).toString(),
    });
    expect(answer.status).toBe(303);
    staff = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed']) await post(name);
    for (const name of ['Sam', 'Sid', 'Sol']) await post(name, { _honey: 'filled' });
  }, 60_000);

  it('says how many leads match, not just a page; sorts oldest first, its pages in that order', async () => {
    const first = await list('?limit=2');
    expect(names(first)).toEqual(['Ed', 'Di']);
    expect(first.total).toBe(5);
    expect(first.next).toBeTruthy();
    const second = await list(`?limit=2&after=${encodeURIComponent(first.next!)}`);
    expect(names(second)).toEqual(['Cy', 'Bo']);
    // A later page has no total: the first page's stands.
    expect(second.total).toBeUndefined();

    const oldest = await list('?limit=2&sort=oldest');
    expect(names(oldest)).toEqual(['Ana', 'Bo']);
    expect(oldest.total).toBe(5);
    const oldestNext = await list(`?limit=2&sort=oldest&after=${encodeURIComponent(oldest.next!)}`);
    expect(names(oldestNext)).toEqual(['Cy', 'Di']);
    expect((await list('?view=spam&limit=2')).total).toBe(3);
    expect((await list('?view=spam')).total).toBe(3);
    expect((await list('?text=nobody-at-all')).total).toBe(0);
    expect((await runtime.fetch('/office/api/leads?sort=sideways', { headers: { Cookie: staff } })).status).toBe(400);
    // Each contact lead's preview: the subject the fixture chose, and its message's first line.
    expect(first.leads[0].preview).toMatch(/^\S.* · \S/);
  });

  it('marks the selected leads handled in one request, as staff: each once, ids of no lead and leads already handled left alone', async () => {
    const result = await ok({ action: 'handled', ids: [ids.Ana, ids.Bo, UNKNOWN, ids.Ana, ids.Bo] });
    expect(result.done.sort()).toEqual([ids.Ana, ids.Bo].sort());
    expect(result.unchanged).toBe(1);
    console.log(`[attack] ${runtime.name}: handled with 2 leads, an unknown id and 2 duplicates: ${result.done.length} marked, ${result.unchanged} left`);
    const firstTime = (await leadRows()).find((row) => row.id === ids.Ana)!.handled_at;
    expect(firstTime).toBe(result.at);

    const again = await ok({ action: 'handled', ids: [ids.Ana, ids.Cy] });
    expect(again).toMatchObject({ done: [ids.Cy], unchanged: 1 });
    const rows = await leadRows();
    // Ana keeps the time she was handled first.
    expect(rows.find((row) => row.id === ids.Ana)!.handled_at).toBe(firstTime);
    expect(rows.filter((row) => row.handled_at !== null).map((row) => row.id).sort()).toEqual([ids.Ana, ids.Bo, ids.Cy].sort());
    const open = await list('?handled=open&limit=1');
    expect(open.total).toBe(2);
    expect((await list('?handled=handled')).total).toBe(3);
    // One event per lead changed, none for the lead already handled nor the unknown id.
    expect((await eventsOf([ids.Ana, ids.Bo, ids.Cy, UNKNOWN])).sort()).toEqual([`Ana handled by ${STAFF.email}`, `Bo handled by ${STAFF.email}`, `Cy handled by ${STAFF.email}`]);
  });

  it('releases the selected suspected spam: leads not held as spam and ids of no lead left alone', async () => {
    const dBefore = await deliveriesOf(ids.Di);
    const result = await ok({ action: 'release', ids: [ids.Sam, ids.Sid, ids.Di, UNKNOWN] });
    expect(result.done.sort()).toEqual([ids.Sam, ids.Sid].sort());
    expect(result.unchanged).toBe(2);
    console.log(`[attack] ${runtime.name}: release of 2 held, 1 inbox lead and 1 unknown id: ${result.done.length} released, ${result.unchanged} left`);
    const rows = await leadRows();
    expect(rows.filter((row) => row.spam === 1).map((row) => row.id)).toEqual([ids.Sol]);
    // Each released lead owes the office's e-mail and the visitor's confirmation, once; the inbox lead nothing more.
    expect(await deliveriesOf(ids.Sam)).toEqual(['confirmation', 'office']);
    expect(await deliveriesOf(ids.Sid)).toEqual(['confirmation', 'office']);
    expect(await deliveriesOf(ids.Di)).toEqual(dBefore);
    // A second release of the same leads owes nothing more.
    expect(await ok({ action: 'release', ids: [ids.Sam, ids.Sid] })).toMatchObject({ done: [], unchanged: 2 });
    expect(await deliveriesOf(ids.Sam)).toEqual(['confirmation', 'office']);
    expect((await eventsOf([ids.Sam, ids.Sid, ids.Di])).sort()).toEqual([`Sam released by ${STAFF.email}`, `Sid released by ${STAFF.email}`]);
  });

  it('deletes the selected leads with their deliveries, in one request', async () => {
    const result = await ok({ action: 'delete', ids: [ids.Di, ids.Sam, ids.Sol, UNKNOWN, ids.Di] });
    expect(result.done.sort()).toEqual([ids.Di, ids.Sam, ids.Sol].sort());
    expect(result.unchanged).toBe(1);
    console.log(`[attack] ${runtime.name}: delete of 3 leads, an unknown id and a duplicate: ${result.done.length} deleted, ${result.unchanged} left`);
    const left = (await leadRows()).map((row) => row.id).sort();
    expect(left).toEqual([ids.Ana, ids.Bo, ids.Cy, ids.Ed, ids.Sid].sort());
    for (const id of [ids.Di, ids.Sam, ids.Sol]) expect(await deliveriesOf(id)).toEqual([]);
    expect((await list('')).total).toBe(5);
    // Each deleted lead's history is its tombstone alone: who deleted it.
    expect((await eventsOf([ids.Di, ids.Sam, ids.Sol])).sort()).toEqual([`Di deleted by ${STAFF.email}`, `Sam deleted by ${STAFF.email}`, `Sol deleted by ${STAFF.email}`]);
  });

  it('refuses more than the bound, a body that is not one, a cross-site post and no session; nothing changes', async () => {
    const before = await leadRows();
    const many = Array.from({ length: MAX_BULK_LEADS + 1 }, (_, n) => `0190f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`);
    const tooMany = await bulk({ action: 'delete', ids: [ids.Ana, ...many] });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: `Select at most 100 leads at a time: ${MAX_BULK_LEADS + 2} are selected.` });
    // One id 500 times (20 KB): past the body's cap (16 KB), refused before it is read whole.
    const copies = await bulk({ action: 'delete', ids: Array.from({ length: 500 }, () => ids.Ana) });
    expect(copies.status).toBe(413);
    // One id 100 times fits: the lead is changed once.
    const hundred = await ok({ action: 'handled', ids: Array.from({ length: MAX_BULK_LEADS }, () => ids.Ed) });
    expect(hundred).toMatchObject({ done: [ids.Ed], unchanged: 0 });
    console.log(`[attack] ${runtime.name}: ${MAX_BULK_LEADS + 2} ids: ${tooMany.status}; one id 500 times: ${copies.status}; one id ${MAX_BULK_LEADS} times: 1 lead changed`);

    const refusals = [
      await bulk('not json'),
      await bulk({ action: 'forget', ids: [ids.Ana] }),
      await bulk({ action: 'delete', ids: [{ $ne: null }] }),
      await bulk({ action: 'delete', ids: [] }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    const crossSite = [
      await bulk({ action: 'delete', ids: [ids.Ana] }, { 'Sec-Fetch-Site': 'cross-site' }),
      await bulk({ action: 'delete', ids: [ids.Ana] }, { 'Sec-Fetch-Site': 'same-site' }),
      await bulk({ action: 'delete', ids: [ids.Ana] }, { Origin: 'https://evil.example' }),
      await bulk({ action: 'delete', ids: [ids.Ana] }, {}),
    ];
    expect(crossSite.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    const signedOut = await bulk({ action: 'delete', ids: [ids.Ana] }, { 'Sec-Fetch-Site': 'same-origin' }, '');
    expect(signedOut.status).toBe(401);
    console.log(`[attack] ${runtime.name}: 4 malformed bodies: 400; 4 cross-site posts: 403; no session: 401; leads deleted: 0`);
    const after = await leadRows();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.filter((row) => row.id !== ids.Ed)).toEqual(before.filter((row) => row.id !== ids.Ed));
  });
});
