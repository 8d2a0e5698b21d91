// @vitest-environment node
/**
 * The office's inbox API (src/relay/inbox/inboxApi.ts) on an in-memory
 * SQLite database: leads stored by posting real submissions to the relay's
 * ajax door, deliveries run by the relay's own outbox (a transport that
 * accepts, or refuses with a mail server's answer), then the list, its
 * filters and pages, one lead, handled and back, delete and the CSV export
 * read through Hono's `app.request`.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { createRelayApp, RELAY_AJAX_PATH } from '../../../src/relay/app';
import type { MailMessage, Transport } from '../../../src/relay/mail';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { csvCell } from '../../../src/relay/inbox/csv';
import { csvHeader } from '../../../src/relay/inbox/csvColumns';
import { inboxApi } from '../../../src/relay/inbox/inboxApi';
import type { LeadDetail, LeadPage } from '../../../src/relay/inbox/inboxTypes';
import { runOutbox } from '../../../src/relay/outbox';
import { backfillSearchText } from '../../../src/relay/searchBackfill';
import { validValues } from '../../support/formFixtures';
import { signedInAs } from '../../support/signedInOffice';

const SITE = 'http://relay.test';
let store: RelayStore;
let clock: Date;
let ids: number;

const relay = () => createRelayApp({ db: store.db, batch: store.batch, now: () => clock, newId: () => `lead-${String(++ids).padStart(2, '0')}` });
/** The API as the office app mounts it, behind the sign-in (src/relay/office/officeApp.ts): the session's account stands in for one. */
const api = () => signedInAs(inboxApi({ db: store.db, batch: store.batch, now: () => clock }));

/** Posts one submission as the form's script would, a minute after the last. */
async function submit(fields: Record<string, string>): Promise<string> {
  clock = new Date(clock.getTime() + 60_000);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await relay().request(`${SITE}${RELAY_AJAX_PATH}`, { method: 'POST', body });
  return ((await response.json()) as { id: string }).id;
}

const contact = (overrides: Record<string, string> = {}) => ({
  ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)),
  sourcePage: '/contact',
  ...overrides,
});
const auto = (overrides: Record<string, string> = {}) => ({
  ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)),
  sourcePage: '/services/auto',
  sourceCampaign: 'spring / cpc',
  ...overrides,
});

/** Delivers what is due: accepted, or refused with `answer`. */
async function deliver(refusal?: string) {
  const transport: Transport = {
    send: (message: MailMessage) => (refusal ? Promise.reject(new Error(refusal)) : Promise.resolve(`250 OK ${message.messageId}`)),
  };
  await runOutbox({ ...store, transport, mail: { from: 'office@relay.test', office: 'office@relay.test', messageIdDomain: 'relay.test' }, now: () => clock });
}

const get = async <T>(path: string) => {
  const response = await api().request(`${SITE}${path}`);
  return { status: response.status, body: (await response.json()) as T };
};
const list = async (query = '') => (await get<LeadPage>(`/api/leads${query}`)).body;

beforeEach(async () => {
  store = await openRelayDatabase(':memory:');
  clock = new Date('2026-11-28T10:00:00.000Z');
  ids = 0;
});
afterEach(() => store.close());

describe('the list', () => {
  it('shows leads newest first with form, page and campaign, name and contact, delivery status; spam kept apart', async () => {
    const first = await submit(contact({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(630) 555-0101' }));
    await deliver();
    const second = await submit(auto({ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' }));
    await deliver('451 4.7.1 Try again later');
    const third = await submit(auto({ firstName: 'Cy' }));
    const spam = await submit(contact({ _honey: 'http://spam.example' }));

    const inbox = await list();
    expect(inbox.leads.map((lead) => lead.id)).toEqual([third, second, first]);
    expect(inbox.next).toBeUndefined();
    expect(inbox.leads[2]).toMatchObject({
      form: 'contact',
      formName: 'Send us a message',
      page: '/contact',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(630) 555-0101',
      handledAt: null,
      spam: false,
      delivery: { status: 'delivered', attempts: 1 },
    });
    expect(inbox.leads[1]).toMatchObject({ form: 'auto', campaign: 'spring / cpc', delivery: { status: 'retrying', attempts: 1, lastAnswer: '451 4.7.1 Try again later' } });
    expect(inbox.leads[0].delivery).toEqual({ status: 'sending', attempts: 0, lastAnswer: null });

    const spamView = await list('?view=spam');
    expect(spamView.leads).toMatchObject([{ id: spam, spam: true, spamReason: 'honeypot', delivery: { status: 'none' } }]);
  });

  it('filters by form, handled, delivery status and text, and pages with a cursor', async () => {
    const ana = await submit(contact({ firstName: 'Ana', message: 'Quote for 100% of the roof_line' }));
    await deliver();
    const bo = await submit(auto({ firstName: 'Bo', email: 'BO@Example.com' }));
    await deliver('550 5.7.1 Refused by DMARC');
    const cy = await submit(auto({ firstName: 'Cy' }));
    await api().request(`${SITE}/api/leads/${cy}/handled`, { method: 'POST', body: JSON.stringify({ handled: true }), headers: { 'Content-Type': 'application/json' } });

    const ids = async (query: string) => (await list(query)).leads.map((lead) => lead.id);
    expect(await ids('?form=auto')).toEqual([cy, bo]);
    expect(await ids('?handled=handled')).toEqual([cy]);
    expect(await ids('?handled=open')).toEqual([bo, ana]);
    expect(await ids('?delivery=delivered')).toEqual([ana]);
    expect(await ids('?delivery=retrying')).toEqual([bo]);
    expect(await ids('?form=auto&handled=open&delivery=retrying')).toEqual([bo]);
    // Any column the office might remember, case aside; LIKE's wildcards are literal.
    expect(await ids('?text=bo@example')).toEqual([bo]);
    expect(await ids('?text=100%25')).toEqual([ana]);
    expect(await ids('?text=roof_line')).toEqual([ana]);
    expect(await ids('?text=0%25%20of')).toEqual([ana]);
    expect(await ids('?text=_x')).toEqual([]);
    expect(await ids('?text=%2Fservices%2Fauto')).toEqual([cy, bo]);

    const page1 = await list('?limit=2');
    expect(page1.leads.map((lead) => lead.id)).toEqual([cy, bo]);
    const page2 = await list(`?limit=2&after=${encodeURIComponent(page1.next!)}`);
    expect(page2).toEqual({ leads: [expect.objectContaining({ id: ana })] });

    for (const query of ['?view=trash', '?form=nope', '?delivery=lost', '?handled=maybe']) {
      const { status, body } = await get<{ error: string }>(`/api/leads${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toMatch(/^Unknown /);
    }
  });
});

describe('search as people type it', () => {
  it('ignores case and accents, finds a phone in any writing and a form or an option by its shown name', async () => {
    const pena = await submit(contact({ firstName: 'José', lastName: 'Peña', email: 'jose@example.com', phone: '(630) 555-0142', subject: 'quote' }));
    const wisniewski = await submit(auto({ firstName: 'Anna', lastName: 'WIŚNIEWSKI', phone: '+1 630 555 0199' }));
    const zoe = await submit(contact({ firstName: 'Zoë', lastName: 'Ng', phone: '630.555.0175', subject: 'claim' }));

    const ids = async (text: string) => (await list(`?text=${encodeURIComponent(text)}`)).leads.map((lead) => lead.id);
    for (const typed of ['pena', 'PEÑA', 'José Peña', 'jose pena']) expect(await ids(typed), typed).toEqual([pena]);
    for (const typed of ['wisniewski', 'Wiśniewski', 'WISNIEWSKI']) expect(await ids(typed), typed).toEqual([wisniewski]);
    for (const typed of ['zoe', 'ZOË']) expect(await ids(typed), typed).toEqual([zoe]);
    for (const typed of ['6305550142', '630-555-0142', '(630) 555-0142', '+1 630 555 0142', '1 (630) 555-0142', '555-0142']) expect(await ids(typed), typed).toEqual([pena]);
    expect(await ids('630 555 0199')).toEqual([wisniewski]);
    expect(await ids('630-555')).toEqual([zoe, wisniewski, pena]);
    // The contact form's subject as its list of options shows it, and the forms by the names the list shows.
    expect(await ids('request a quote')).toEqual([pena]);
    expect(await ids('Claim Inquiry')).toEqual([zoe]);
    expect(await ids('send us a message')).toEqual([zoe, pena]);
    expect(await ids('auto insurance quote')).toEqual([wisniewski]);
    expect(await ids('zoe wisniewski')).toEqual([]);
  });

  it('finds a lead stored before its search text, as before (ASCII case), then folded once the backfill has filled it', async () => {
    const legacy = await submit(contact({ firstName: 'Zoë', lastName: 'Wiśniewski', phone: '(630) 555-0142' }));
    await store.db.updateTable('leads').set({ search_text: null }).execute();
    const ids = async (text: string) => (await list(`?text=${encodeURIComponent(text)}`)).leads.map((lead) => lead.id);
    expect(await ids('WIŚNIEWSKI')).toEqual([]);
    expect(await ids('zoë')).toEqual([legacy]);
    expect(await ids('(630) 555-0142')).toEqual([legacy]);

    expect(await backfillSearchText(store.db, store.batch)).toBe(1);
    expect(await backfillSearchText(store.db, store.batch)).toBe(0);
    expect(await ids('WIŚNIEWSKI')).toEqual([legacy]);
    expect(await ids('6305550142')).toEqual([legacy]);
  });
});

describe('one lead', () => {
  it('has every field labelled in the form order, and its deliveries with every attempt', async () => {
    const id = await submit(contact({ message: '<script>alert(1)</script>' }));
    await deliver('421 4.3.0 Mailbox busy');
    clock = new Date(clock.getTime() + 2 * 60_000);
    await deliver();
    const { status, body } = await get<LeadDetail>(`/api/leads/${id}`);
    expect(status).toBe(200);
    expect(body.fields.map((field) => field.label)).toEqual(formDefinitions.contact.fields.map((field) => field.label));
    expect(body.fields.find((field) => field.name === 'message')?.value).toBe('<script>alert(1)</script>');
    expect(body.door).toBe('ajax');
    expect(body.delivery.status).toBe('delivered');
    const office = body.deliveries.find((delivery) => delivery.kind === 'office')!;
    expect(office.state).toBe('delivered');
    expect(office.attempts.map((attempt) => [attempt.ok, attempt.answer?.slice(0, 9)])).toEqual([
      [false, '421 4.3.0'],
      [true, '250 OK <l'],
    ]);
    expect((await get(`/api/leads/nope`)).status).toBe(404);
  });

  it('is marked handled and open again, and deleted with its deliveries and attempts', async () => {
    const id = await submit(contact());
    const other = await submit(contact());
    await deliver();
    const mark = (handled: unknown) => api().request(`${SITE}/api/leads/${id}/handled`, { method: 'POST', body: JSON.stringify({ handled }), headers: { 'Content-Type': 'application/json' } });

    const handled = (await (await mark(true)).json()) as LeadDetail;
    expect(handled.handledAt).toBe(clock.toISOString());
    expect(((await (await mark(false)).json()) as LeadDetail).handledAt).toBeNull();
    expect((await mark('yes')).status).toBe(400);

    const deleted = await api().request(`${SITE}/api/leads/${id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: id });
    expect((await api().request(`${SITE}/api/leads/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await store.db.selectFrom('leads').select('id').execute()).toEqual([{ id: other }]);
    const deliveries = await store.db.selectFrom('deliveries').select('lead_id').execute();
    expect(deliveries.every((delivery) => delivery.lead_id === other)).toBe(true);
    const attempts = await store.db.selectFrom('attempts').innerJoin('deliveries', 'deliveries.id', 'attempts.delivery_id').select('lead_id').execute();
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((attempt) => attempt.lead_id === other)).toBe(true);
    expect((await mark(true)).status).toBe(404);
  });
});

describe('suspected spam', () => {
  it('is released to delivery: out of the spam view, owed the office e-mail, the outbox started', async () => {
    const spam = await submit(contact({ _honey: 'http://spam.example' }));
    const released: string[] = [];
    const app = signedInAs(inboxApi({ db: store.db, batch: store.batch, now: () => clock, onReleased: (id) => released.push(id) }));
    const response = await app.request(`${SITE}/api/leads/${spam}/release`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: spam, spam: false, spamReason: 'honeypot', delivery: { status: 'sending' } });
    expect(released).toEqual([spam]);
    expect((await list('?view=spam')).leads).toEqual([]);
    expect((await list()).leads.map((lead) => lead.id)).toEqual([spam]);
    await deliver();
    expect((await list()).leads[0].delivery.status).toBe('delivered');
    // Released once: a second click owes nothing more.
    expect((await app.request(`${SITE}/api/leads/${spam}/release`, { method: 'POST' })).status).toBe(404);
    expect(released).toEqual([spam]);
  });
});

describe('the CSV export', () => {
  it('neutralises formulas and quotes every cell', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', 'plain', 'say "hi"', 'a,b\r\nc'].map(csvCell)).toEqual([
      `"'=SUM(A1)"`,
      `"'+1"`,
      `"'-2"`,
      `"'@cmd"`,
      `"'\tx"`,
      `"'\rx"`,
      '"plain"',
      '"say ""hi"""',
      '"a,b\r\nc"',
    ]);
    // No "Name" beside "First name" and "Last name", no "Last answer" (a mail server's words, an outbox's file): docs/relay.md, "The office's words and time".
    expect(csvHeader().slice(0, 13)).toEqual(['Received', 'Lead', 'Form', 'E-mail subject', 'Page', 'Campaign', 'E-mail', 'Phone', 'Delivery', 'Handled', 'Spam', 'First name', 'Last name']);
  });

  it('shows invisible and direction-changing characters as marks in every cell (src/lib/visibleMarks.ts)', () => {
    expect(['invoice\u202Egnp.exe', 'a\u200Bb\u0000', 'line\r\nbreak\tkept'].map(csvCell)).toEqual(['"invoice[U+202E]gnp.exe"', '"a[U+200B]b[U+0000]"', '"line\r\nbreak\tkept"']);
  });

  it('exports the filtered leads as an attachment, every form field a column', async () => {
    await submit(contact({ firstName: '=SUM(1+2)*cmd', lastName: '@A1', message: 'Line one\nline "two"' }));
    await submit(auto({ firstName: 'Bo' }));
    const response = await api().request(`${SITE}/api/leads.csv?form=contact`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-11-28.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8's byte order mark, which a spreadsheet needs to read the file as UTF-8 (fetch's text() drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF"Received"')).toBe(true);
    const [header, row, end] = text.slice(1).split(/\r\n(?=")|\r\n$/);
    expect(end).toBe('');
    // The fixed columns: the lead's own, the forms' fields (the e-mail and phone once, as "E-mail" and "Phone"), "Other fields".
    expect(header).toBe(csvHeader().map(csvCell).join(','));
    expect(header).toContain('"Campaign","E-mail","Phone","Delivery"');
    expect(header).toContain('"First name","Last name"');
    expect(header).not.toContain('"Name"');
    expect(header).not.toContain('"Last answer"');
    // When, in the agency's zone (10:00 UTC is 4:00 in Illinois in November), and the consent checkbox as Yes.
    expect(row).toMatch(/^"2026-11-28 04:0\d:00 CST",/);
    expect(row).toContain('"Sending"');
    expect(row).not.toMatch(/"true"|"false"/);
    expect(header).not.toContain('"Email address"');
    expect(row).toContain(`"${validValues(formDefinitions.contact).phone as string}"`);
    expect(row).toContain(`"'=SUM(1+2)*cmd","'@A1"`);
    expect(row).toContain('"Line one\r\nline ""two"""');
    expect(row).not.toContain('"Bo"');
    expect((await api().request(`${SITE}/api/leads.csv?delivery=lost`)).status).toBe(400);
  });
});

describe('spam counted, not kept', () => {
  it("answers the day's counts per reason once the day's spam kept is full", async () => {
    const spamRelay = createRelayApp({ db: store.db, batch: store.batch, now: () => clock, newId: () => `spam-${String(++ids).padStart(2, '0')}`, spamPerDay: 2 });
    for (let n = 0; n < 5; n++) {
      const body = new FormData();
      for (const [name, value] of Object.entries(contact({ email: `bot${n}@example.com`, _honey: 'x' }))) body.append(name, value);
      expect((await spamRelay.request(`${SITE}${RELAY_AJAX_PATH}`, { method: 'POST', body })).status).toBe(200);
    }
    expect((await get<{ counted: unknown[] }>('/api/spam-counts')).body).toEqual({ counted: [{ day: clock.toISOString().slice(0, 10), reason: 'honeypot', count: 3 }] });
  });
});

describe('GET /api/counts', () => {
  it('counts the open leads and the held spam, names the newest lead, and changes when one arrives or is handled', async () => {
    const ask = async () => (await (await api().request(`${SITE}/api/counts`)).json()) as { open: number; spam: number; newest: string | null };
    expect(await ask()).toEqual({ open: 0, spam: 0, newest: null });
    const first = await submit(contact());
    await submit(contact({ _honey: 'filled' }));
    const latest = await ask();
    expect(latest).toMatchObject({ open: 1, spam: 1 });
    expect(latest.newest).toMatch(/\|lead-02$/);
    await api().request(`${SITE}/api/leads/${first}/handled`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ handled: true }) });
    expect(await ask()).toMatchObject({ open: 0, spam: 1 });
  });

  it('reads the open leads from an index alone, never the table: every open inbox asks every few seconds', async () => {
    const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT count(*) FROM leads WHERE spam = 0 AND handled_at IS NULL`.execute(store.db);
    expect(rows.map((row) => row.detail).join('\n')).toMatch(/USING COVERING INDEX leads_spam_handled_at/);
  });
});
