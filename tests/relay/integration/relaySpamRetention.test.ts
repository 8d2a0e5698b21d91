// @vitest-environment node
/**
 * What the lead relay keeps and for how long, on both runtimes (docs/forms.md,
 * "The lead relay"; docs/relay.md, "The lead relay"): the Node relay
 * on SQLite over real HTTP, mailing a real SMTP server (smtp-server), and the
 * Worker in workerd on a local D1 (tests/support/workerRelay.ts), mailing
 * the e-mail API receiver.
 *   - A flood from one network address: the first posts within the limit
 *     are delivered, the rest are answered as a success, stored as spam
 *     ('rate: address') and reach no mailbox; one released by the office
 *     (releaseLead) is delivered, once.
 *   - Retention: a lead older than the retention period is gone after the
 *     retention job runs (Node's, or the Worker's cron trigger), with its
 *     deliveries and their attempts (the schema's cascade, enforced on
 *     SQLite and on D1); a younger one stays. Time is moved with Node's
 *     injected clock and the cron trigger's scheduled time, never waited for.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { transactionBatch, type Batch } from '../../../src/relay/batch';
import { messageIdOf } from '../../../src/relay/mail';
import type { RelayDatabase } from '../../../src/relay/schema';
import { LEADS_PER_ADDRESS } from '../../../src/relay/spam/rateLimits';
import { releaseLead } from '../../../src/relay/spam/releaseLead';
import { retentionMonthsOf } from '../../../src/relay/settings';
import { validValues } from '../../support/formFixtures';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';
import { smtpSink, type SmtpSink } from '../../integration/support/smtpSink';

const SITE = 'http://www.prairiepoint.example';
const MESSAGE_ID_DOMAIN = new URL(SITE).hostname;
/** A flood: bounded, three times the limit per address. */
const FLOOD = 3 * LEADS_PER_ADDRESS;

let sink: SmtpSink;
let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;
/** How far the Node relay's clock is moved ahead of the real one. */
let clockAheadMs = 0;
/** Months a lead is kept: the agency's stated period (src/relay/settings.ts). */
const MONTHS = retentionMonthsOf({});

/** `date` moved by whole calendar months, then by days. */
function later(date: Date, months: number, days = 0): Date {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return new Date(moved.getTime() + days * 24 * 60 * 60_000);
}

/** A contact message from visitor `n`, asking for the visitor's confirmation too. */
function contactPost(n: number | string) {
  const body = new FormData();
  const fields = { ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), email: `visitor${n}@example.com`, sourcePage: '/contact' };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** A post to the Worker from `address` (Cloudflare's CF-Connecting-IP), as bytes: the multipart encoding and its boundary as a browser sends them. */
async function postToWorker(form: FormData, address: string) {
  const encoded = new Response(form);
  const headers = { 'Content-Type': encoded.headers.get('content-type')!, 'CF-Connecting-IP': address };
  return worker.fetch(`${SITE}${RELAY_AJAX_PATH}`, { method: 'POST', body: new Uint8Array(await encoded.arrayBuffer()), headers });
}

beforeAll(async () => {
  sink = smtpSink(0);
  await sink.listen();
  mailApi = await startMailApiReceiver();
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-spam', { smtpUrl: `smtp://127.0.0.1:${sink.port}`, log: () => {}, outboxIntervalMs: 60_000, now: () => new Date(Date.now() + clockAheadMs) }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'spam-test-key' } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi, sink));

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  batch: () => Batch;
  post: (body: FormData) => Promise<Response>;
  /** Runs the outbox until nothing due is left (Node: flush; the Worker: its waitUntil runs, then the cron trigger). */
  deliver: () => Promise<void>;
  /** The Message-IDs the office's mailbox and the visitors' received. */
  received: () => string[];
}

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite, to an SMTP server',
    db: () => node.store.db,
    batch: () => node.store.batch,
    // From 127.0.0.1, the flood's one address.
    post: (body) => fetch(`${node.origin}${RELAY_AJAX_PATH}`, { method: 'POST', body, headers: { Host: new URL(SITE).host } }),
    deliver: async () => void (await node.flush()),
    received: () => sink.received.map((message) => message.headers['message-id']),
  },
  {
    name: 'the Worker on D1, to the e-mail API',
    db: () => worker.db,
    // As the Worker writes: one D1 batch (src/relay/worker/entry.ts).
    batch: () => transactionBatch(worker.db),
    // Cloudflare's header names the sender's address.
    post: (form) => postToWorker(form, '198.51.100.23'),
    deliver: async () => {
      const due = () => worker.db.selectFrom('deliveries').select('id').where('state', '=', 'pending').execute();
      for (let tries = 0; tries < 100 && (await due()).length; tries++) {
        await worker.scheduled();
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    received: () => mailApi.received.map(({ body }) => (body.headers as Record<string, string>)['Message-ID']),
  },
];

describe.each(runtimes)('a spam flood from one address, $name', (runtime) => {
  it(`is answered as a success, the first ${LEADS_PER_ADDRESS} delivered, the rest stored as spam and mailed to nobody; a released one is delivered once`, async () => {
    const ids: string[] = [];
    for (let n = 0; n < FLOOD; n++) {
      const answer = await runtime.post(contactPost(n));
      expect(answer.status).toBe(200);
      const { success, id } = (await answer.json()) as { success: string; id: string };
      expect(success).toBe('true');
      ids.push(id);
    }
    await runtime.deliver();

    const db = runtime.db();
    const leads = await db.selectFrom('leads').select(['id', 'spam', 'spam_reason']).where('id', 'in', ids).execute();
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    expect(ids.map((id) => byId.get(id)?.spam_reason ?? null)).toEqual([...Array<null>(LEADS_PER_ADDRESS).fill(null), ...Array<string>(FLOOD - LEADS_PER_ADDRESS).fill('rate: address')]);
    const [allowed, held] = [ids.slice(0, LEADS_PER_ADDRESS), ids.slice(LEADS_PER_ADDRESS)];
    expect(await db.selectFrom('deliveries').select('id').where('lead_id', 'in', held).execute(), 'the held leads are owed nothing').toEqual([]);

    const messageIds = (leadIds: string[]) => leadIds.flatMap((id) => [messageIdOf(id, 'office', MESSAGE_ID_DOMAIN), messageIdOf(id, 'confirmation', MESSAGE_ID_DOMAIN)]);
    expect(new Set(runtime.received())).toEqual(new Set(messageIds(allowed)));
    expect(runtime.received()).toHaveLength(2 * LEADS_PER_ADDRESS);

    // The office releases one: its messages are owed now, and delivered once, however often the outbox runs.
    const released = held[3];
    expect(await releaseLead({ db, batch: runtime.batch() }, released, new Date())).toBe(true);
    await runtime.deliver();
    await runtime.deliver();
    expect(await db.selectFrom('leads').select(['spam', 'spam_reason']).where('id', '=', released).executeTakeFirst()).toEqual({ spam: 0, spam_reason: 'rate: address' });
    const received = runtime.received();
    for (const messageId of messageIds([released])) expect(received.filter((id) => id === messageId), messageId).toHaveLength(1);
    expect(received).toHaveLength(2 * LEADS_PER_ADDRESS + 2);
  });
});

/** A lead's rows: itself, its deliveries, their attempts. */
async function rowsOfLead(db: Kysely<RelayDatabase>, id: string) {
  const deliveries = await db.selectFrom('deliveries').select('id').where('lead_id', '=', id).execute();
  const attempts = deliveries.length ? await db.selectFrom('attempts').select('id').where('delivery_id', 'in', deliveries.map((row) => row.id)).execute() : [];
  return { leads: (await db.selectFrom('leads').select('id').where('id', '=', id).execute()).length, deliveries: deliveries.length, attempts: attempts.length };
}

const idOf = async (answer: Response) => ((await answer.json()) as { id: string }).id;

describe(`retention: leads older than ${MONTHS} months are deleted by the relay itself`, () => {
  it('Node: at its retention run, the old lead goes with its deliveries and attempts, the younger one stays', async () => {
    const [nodeRuntime] = runtimes;
    // Two hours on: the flood above no longer counts against this address.
    clockAheadMs = 2 * 60 * 60_000;
    const start = new Date(Date.now() + clockAheadMs);
    const old = await idOf(await nodeRuntime.post(contactPost('old')));
    clockAheadMs = later(start, 1).getTime() - Date.now();
    const young = await idOf(await nodeRuntime.post(contactPost('young')));
    await node.flush();
    const delivered = { leads: 1, deliveries: 2, attempts: 2 };
    expect(await rowsOfLead(node.store.db, old)).toEqual(delivered);
    expect(await rowsOfLead(node.store.db, young)).toEqual(delivered);

    clockAheadMs = later(start, MONTHS, 15).getTime() - Date.now();
    expect(await node.retain()).toBeGreaterThanOrEqual(1);
    expect(await rowsOfLead(node.store.db, old)).toEqual({ leads: 0, deliveries: 0, attempts: 0 });
    expect(await rowsOfLead(node.store.db, young)).toEqual(delivered);
  });

  it('the Worker: on the cron trigger, a lead stays until its period has passed, then goes with its deliveries and attempts', async () => {
    const [, workerRuntime] = runtimes;
    const posted = new Date();
    // From an address of its own: the flood above still counts against its address.
    const id = await idOf(await postToWorker(contactPost('kept'), '192.0.2.40'));
    await workerRuntime.deliver();
    const delivered = { leads: 1, deliveries: 2, attempts: 2 };
    expect(await rowsOfLead(worker.db, id)).toEqual(delivered);

    expect(await worker.scheduled(later(posted, MONTHS, -1))).toMatchObject({ outcome: 'ok' });
    expect(await rowsOfLead(worker.db, id)).toEqual(delivered);
    expect(await worker.scheduled(later(posted, MONTHS, 1))).toMatchObject({ outcome: 'ok' });
    expect(await rowsOfLead(worker.db, id)).toEqual({ leads: 0, deliveries: 0, attempts: 0 });
  });
});
