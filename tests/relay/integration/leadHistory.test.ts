// @vitest-environment node
/**
 * The leads' history on both runtimes (docs/relay.md, "The office's inbox:
 * history"): the Node relay on SQLite over real HTTP, and the Worker in
 * workerd on a local D1 (tests/support/workerRelay.ts), signed in as the
 * owner (OFFICE) and as a staff person. Each action through the inbox API
 * (handled, open again, note, assignment and back to nobody, release from
 * spam, export, delete) leaves its row in `lead_events` with the account
 * that did it and when, read back from the database itself; the lead's
 * answer carries its history, oldest first, and its assignee; a delete
 * leaves a tombstone holding nothing of the lead; a note too long is
 * refused with its message; a person removed leaves their leads to nobody
 * and their actions theirs.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSql } from '../../../src/relay/accounts/accounts';
import type { LeadDetail, LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { historyWords, NOTE_CHARS } from '../../../src/relay/inbox/leadEventWords';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { NewLead, RelayDatabase } from '../../../src/relay/schema';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { insertLeadsKysely, realisticLead } from '../../support/storedLeads';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
const STAFF_PASSWORD = 'a staff passphrase of some length';

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;

beforeAll(async () => {
  [node, worker] = await Promise.all([
    startServedNodeRelay('lead-history', { log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker));

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

const runtimes: Runtime[] = [
  { name: 'Node on SQLite', db: () => node.store.db, fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }) },
  { name: 'the Worker on D1', db: () => worker.db, fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }) },
];

let leadsMade = 0;

describe.each(runtimes)('the lead history, $name', (runtime) => {
  const staffEmail = `staff.${runtime.name.split(' ')[0].toLowerCase()}@prairiepoint.example`;
  let owner: { cookie: string; id: string };
  let staff: { cookie: string; id: string };

  const signIn = async (email: string, password: string) => {
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    expect(answer.status, `sign-in of ${email}`).toBe(303);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    const { id } = await runtime.db().selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { cookie, id };
  };
  /** A staff account, made as the account command's SQL makes one, then given the staff role. */
  const addStaff = async (email: string) => {
    for (const statement of accountSql(email, await hashPassword(STAFF_PASSWORD, {}, TRIES_COST), new Date()).split(/;\s*/).filter(Boolean)) await sql.raw(statement).execute(runtime.db());
    await runtime.db().updateTable('accounts').set({ role: 'staff' }).where('email', '=', email).execute();
    return signIn(email, STAFF_PASSWORD);
  };
  const api = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
    runtime.fetch(`/office/api${path}`, {
      method: init.method ?? 'GET',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  const act = async (path: string, cookie: string, body: unknown = {}) => {
    const answer = await api(path, cookie, { method: 'POST', body });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
    return (await answer.json()) as LeadDetail;
  };
  /** A lead stored as the intake stores one; `spam`: held as suspected spam. */
  const newLead = async (spam = false): Promise<NewLead> => {
    const lead = { ...realisticLead(++leadsMade, Date.now() - 60_000), ...(spam ? { spam: 1, spam_reason: 'honeypot' } : {}) };
    await insertLeadsKysely(runtime.db(), [lead]);
    return lead;
  };
  const eventsOf = (leadId: string) => runtime.db().selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();

  beforeAll(async () => {
    owner = await signIn(OFFICE.email, OFFICE.password);
    staff = await addStaff(staffEmail);
  }, 60_000);

  it("records each action with who and when, in the action's own write: the owner's and the staff's told apart; the lead answers its history and assignee", async () => {
    const lead = await newLead();
    const id = lead.id;
    const started = new Date().toISOString();

    // Staff marks handled (twice: a double click is one action), the owner opens it again.
    await act(`/leads/${id}/handled`, staff.cookie, { handled: true });
    const handledTwice = await act(`/leads/${id}/handled`, staff.cookie, { handled: true });
    expect(handledTwice.handledAt).not.toBeNull();
    await act(`/leads/${id}/handled`, owner.cookie, { handled: false });
    // The owner writes a note; staff assigns it to the owner, the owner to staff (twice: once recorded), then to nobody.
    await act(`/leads/${id}/notes`, owner.cookie, { text: '  Called, no answer.\nTry after 3 PM.  ' });
    await act(`/leads/${id}/assignee`, staff.cookie, { accountId: owner.id });
    await act(`/leads/${id}/assignee`, owner.cookie, { accountId: staff.id });
    const assigned = await act(`/leads/${id}/assignee`, owner.cookie, { accountId: staff.id });
    expect(assigned.assignee).toEqual({ id: staff.id, email: staffEmail });
    // The list's card names the assignee too.
    const page = (await (await api('/leads?limit=200', owner.cookie)).json()) as LeadPage;
    expect(page.leads.find((listed) => listed.id === id)?.assignee).toEqual({ id: staff.id, email: staffEmail });
    const unassigned = await act(`/leads/${id}/assignee`, staff.cookie, { accountId: null });
    expect(unassigned.assignee).toBeNull();
    const finished = new Date().toISOString();

    const expected = [
      ['handled', staff, null],
      ['reopened', owner, null],
      ['note', owner, 'Called, no answer.\nTry after 3 PM.'],
      ['assigned', staff, OFFICE.email],
      ['assigned', owner, staffEmail],
      ['unassigned', staff, null],
    ] as const;
    // The database's rows: the account's id and its e-mail, the time between the first request and the last answer.
    const rows = await eventsOf(id);
    expect(rows.map((row) => [row.kind, row.account_id, row.account_email, row.detail])).toEqual(
      expected.map(([kind, who, detail]) => [kind, who.id, who === owner ? OFFICE.email : staffEmail, detail]),
    );
    for (const row of rows) {
      expect(row.at >= started && row.at <= finished, `${row.kind} at ${row.at}`).toBe(true);
    }
    expect([...rows.map((row) => row.at)].sort()).toEqual(rows.map((row) => row.at));

    // The lead's answer: its history oldest first, each event with who and when.
    expect(unassigned.history).toEqual(rows.map((row) => ({ kind: row.kind, by: row.account_email, at: row.at, detail: row.detail })));

    // A lead held as spam, released by staff: the release is recorded once, by staff.
    const held = await newLead(true);
    const released = await act(`/leads/${held.id}/release`, staff.cookie);
    expect(released.spam).toBe(false);
    expect((await api(`/leads/${held.id}/release`, owner.cookie, { method: 'POST' })).status).toBe(404);
    expect((await eventsOf(held.id)).map((row) => [row.kind, row.account_id, row.account_email])).toEqual([['released', staff.id, staffEmail]]);
    console.log(`[history] ${runtime.name}: ${rows.length + 1} events recorded for 10 requests (a double handled, a double assignment and a second release record nothing)`);
  });

  it('refuses a note too long, or empty, with its message, and records nothing', async () => {
    const { id } = await newLead();
    const long = 'x'.repeat(NOTE_CHARS + 1);
    const refused = await api(`/leads/${id}/notes`, staff.cookie, { method: 'POST', body: { text: long } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: historyWords.noteTooLong(NOTE_CHARS + 1) });
    const empty = await api(`/leads/${id}/notes`, staff.cookie, { method: 'POST', body: { text: ' \n ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: historyWords.noteEmpty });
    expect(await eventsOf(id)).toEqual([]);
    // At the bound itself it is kept whole.
    const kept = await act(`/leads/${id}/notes`, staff.cookie, { text: 'y'.repeat(NOTE_CHARS) });
    expect(kept.history.map((event) => event.detail?.length)).toEqual([NOTE_CHARS]);
    // A note on no lead: 404, nothing recorded.
    expect((await api('/leads/no-such-lead/notes', staff.cookie, { method: 'POST', body: { text: 'hello' } })).status).toBe(404);
    expect(await eventsOf('no-such-lead')).toEqual([]);
  });

  it("leaves a tombstone when a lead is deleted: its id, who and when, nothing of the lead; its notes go with it", async () => {
    const lead = await newLead();
    const fields = new Map(JSON.parse(lead.fields) as [string, string][]);
    const email = `${fields.get('email')}`;
    await act(`/leads/${lead.id}/notes`, owner.cookie, { text: `Spoke with ${lead.visitor_name} (${email}, ${lead.visitor_phone}) about the quote.` });
    await act(`/leads/${lead.id}/assignee`, owner.cookie, { accountId: staff.id });
    const before = new Date().toISOString();
    const deleted = await api(`/leads/${lead.id}`, staff.cookie, { method: 'DELETE' });
    expect(deleted.status).toBe(200);

    const rows = await eventsOf(lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lead_id: lead.id, kind: 'deleted', account_id: staff.id, account_email: staffEmail, detail: null });
    expect(rows[0].at >= before).toBe(true);
    // Nothing of the lead anywhere in the history: not its name, e-mail or message, nor the note that named them.
    const everything = JSON.stringify(await runtime.db().selectFrom('lead_events').selectAll().execute());
    const written = [...fields.values()].filter((value) => value.length >= 20);
    expect(written.length, 'the lead has long texts of its own').toBeGreaterThan(0);
    const own = [lead.visitor_name, lead.visitor_email, lead.visitor_phone].filter((text): text is string => Boolean(text));
    expect(own).toContain(email);
    for (const text of [...own, ...written]) expect(everything).not.toContain(text);
    expect(await runtime.db().selectFrom('leads').select('id').where('id', '=', lead.id).execute()).toEqual([]);
    expect((await api(`/leads/${lead.id}`, owner.cookie)).status).toBe(404);
  });

  it('records who exported, when, and how many leads, on no one lead', async () => {
    const before = new Date().toISOString();
    const csv = await api('/leads.csv', staff.cookie);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const rowsInFile = text.split('\r\n').filter(Boolean).length - 1;
    const exports = await runtime.db().selectFrom('lead_events').selectAll().where('kind', '=', 'exported').where('at', '>=', before).execute();
    expect(exports).toEqual([expect.objectContaining({ lead_id: null, account_id: staff.id, account_email: staffEmail, detail: String(rowsInFile) })]);
    expect(rowsInFile).toBeGreaterThan(0);
    // A filter that finds nothing is an export too, of 0 leads; by the owner.
    expect((await api('/leads.csv?text=nobody-at-all-here', owner.cookie)).status).toBe(200);
    const latest = await runtime.db().selectFrom('lead_events').selectAll().where('kind', '=', 'exported').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(latest).toMatchObject({ lead_id: null, account_id: owner.id, account_email: OFFICE.email, detail: '0' });
  });

  it("gives a removed person's leads back to nobody, recorded as the remover's; what they did stays theirs", async () => {
    const leavingEmail = `leaving.${runtime.name.split(' ')[0].toLowerCase()}@prairiepoint.example`;
    const leaving = await addStaff(leavingEmail);
    const { id } = await newLead();
    const other = await newLead();
    await act(`/leads/${id}/assignee`, leaving.cookie, { accountId: leaving.id });
    await act(`/leads/${other.id}/assignee`, owner.cookie, { accountId: staff.id });
    expect((await api(`/people/${leaving.id}`, owner.cookie, { method: 'DELETE' })).status).toBe(200);
    const after = (await (await api(`/leads/${id}`, owner.cookie)).json()) as LeadDetail;
    expect(after.assignee).toBeNull();
    expect(after.history.map((event) => [event.kind, event.by, event.detail])).toEqual([
      ['assigned', leavingEmail, leavingEmail],
      ['unassigned', OFFICE.email, null],
    ]);
    // Another person's lead keeps its assignee.
    expect(((await (await api(`/leads/${other.id}`, owner.cookie)).json()) as LeadDetail).assignee).toEqual({ id: staff.id, email: staffEmail });
    // Assigning to an account that is not the office's is refused with its message.
    const refused = await api(`/leads/${id}/assignee`, owner.cookie, { method: 'POST', body: { accountId: leaving.id } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: historyWords.noSuchPerson });
    // Without a session nothing is done, nothing recorded.
    expect((await api(`/leads/${id}/notes`, 'office_session=none', { method: 'POST', body: { text: 'anonymous' } })).status).toBe(401);
    expect(await eventsOf(id)).toHaveLength(2);
  });
});
