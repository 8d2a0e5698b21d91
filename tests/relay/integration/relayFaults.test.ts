// @vitest-environment node
/**
 * Nothing acknowledged is lost (docs/forms.md, "The relay"; PRODUCT's fault
 * list), against a real SMTP server started here (smtp-server) and the
 * Node relay on an SQLite file:
 *   - the mail server down, then refusing, then up: the visitor saw success,
 *     the lead is recorded undelivered with the server's answer, then
 *     delivered once; the retries go on for at least three days;
 *   - the relay killed after the office's server has the message and before
 *     the relay recorded it: the next start sends it again with the same
 *     Message-ID (twice, never zero times);
 *   - the database unwritable (locked by another writer, or full): the
 *     visitor gets the failure (5xx) and nothing is half stored;
 *   - a webhook receiver that answers 500 twice then 200 gets the lead, with
 *     a valid signature.
 * Time is moved with the relay's injected clock, never waited for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { createRelayApp, RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import type { MailSettings } from '../../../src/relay/mail';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { DATABASE_FILE, startNodeRelay } from '../../../src/relay/node/nodeRelay';
import { smtpTransport } from '../../../src/relay/node/transports';
import { RETRY_WAITS_MINUTES, runOutbox } from '../../../src/relay/outbox';
import { SIGNATURE_HEADER } from '../../../src/relay/webhook';
import { listenOnLoopback } from '../../support/loopback';
import { validValues } from '../../support/formFixtures';
import { smtpSink } from '../../integration/support/smtpSink';
import { FIELD_CHARS } from '../../../src/relay/leadCaps';
import { RETRY_AFTER_SECONDS, STORAGE_FULL } from '../../../src/relay/storageFull';

const root = resolve(import.meta.dirname, '../../..');
/** The SMTP ports of this tier (2525-2535), one per test that needs one. */
const SMTP_PORT = Number(process.env.RELAY_SMTP_PORT ?? 2525);
const mail: MailSettings = { from: 'Relay <relay@prairiepoint.example>', office: 'office@prairiepoint.example', messageIdDomain: 'www.prairiepoint.example' };
const T0 = new Date('2026-11-28T21:00:00.000Z');
const MINUTE = 60_000;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'relay-faults-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const multipart = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const autoLead = (): Record<string, string> => ({ ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)), sourcePage: '/services/auto' });
/** A contact message that asks for no confirmation: one message, the office's. */
const officeOnlyLead = (): Record<string, string> => {
  const { _autoresponse: _none, ...fields } = toPayload(formDefinitions.contact, validValues(formDefinitions.contact));
  return { ...fields, sourcePage: '/contact' };
};

const deliveriesOf = (store: RelayStore) => store.db.selectFrom('deliveries').selectAll().orderBy('id').execute();
const attemptsOf = (store: RelayStore, deliveryId: number) => store.db.selectFrom('attempts').selectAll().where('delivery_id', '=', deliveryId).orderBy('id').execute();

describe('the mail server down, then refusing, then up', () => {
  it('the visitor saw success; the lead waits undelivered with each answer; then it is delivered once', async () => {
    const store = await openRelayDatabase(join(dir, DATABASE_FILE));
    const sink = smtpSink(SMTP_PORT);
    let now = T0;
    const clock = () => now;
    const app = createRelayApp({ ...store, now: clock });
    const outbox = { ...store, transport: smtpTransport(`smtp://127.0.0.1:${SMTP_PORT}`), mail, now: clock };
    try {
      const answer = await app.request(`http://relay.test${RELAY_AJAX_PATH}`, { method: 'POST', body: multipart(autoLead()) });
      expect(answer.status).toBe(200);
      const { success, id } = (await answer.json()) as { success: string; id: string };
      expect(success).toBe('true');

      // Down: nothing listens.
      expect(await runOutbox(outbox)).toEqual({ delivered: 0, failed: 2 });
      const [office, confirmation] = await deliveriesOf(store);
      expect(office).toMatchObject({ lead_id: id, kind: 'office', state: 'pending', attempts: 1, next_attempt_at: new Date(T0.getTime() + MINUTE).toISOString() });
      expect(office.last_answer).toMatch(/ECONNREFUSED/);
      expect(confirmation).toMatchObject({ kind: 'confirmation', state: 'pending', attempts: 1 });

      // Up, but refusing for now: the server's own answer is recorded.
      await sink.listen();
      sink.refuse = { code: 451, text: 'Requested action aborted: local error in processing' };
      now = new Date(T0.getTime() + 30_000);
      expect(await runOutbox(outbox), 'nothing is due before its wait').toEqual({ delivered: 0, failed: 0 });
      now = new Date(T0.getTime() + MINUTE);
      expect(await runOutbox(outbox)).toEqual({ delivered: 0, failed: 2 });
      const refused = (await deliveriesOf(store))[0];
      expect(refused).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: new Date(now.getTime() + 5 * MINUTE).toISOString() });
      expect(refused.last_answer).toMatch(/^451 .*local error in processing/);
      expect(sink.received).toEqual([]);

      // Up and accepting.
      sink.refuse = undefined;
      now = new Date(T0.getTime() + 6 * MINUTE);
      expect(await runOutbox(outbox)).toEqual({ delivered: 2, failed: 0 });
      now = new Date(T0.getTime() + 4 * 24 * 60 * MINUTE);
      expect(await runOutbox(outbox), 'delivered once: nothing is sent again').toEqual({ delivered: 0, failed: 0 });

      const officeMail = sink.received.filter((message) => message.headers.to === mail.office);
      expect(officeMail).toHaveLength(1);
      expect(officeMail[0].headers['message-id']).toBe(`<lead-${id}.office@${mail.messageIdDomain}>`);
      expect(sink.received.filter((message) => message.headers.to === autoLead().email)).toHaveLength(1);
      const attempts = await attemptsOf(store, office.id);
      expect(attempts.map((attempt) => [attempt.ok, attempt.started_at])).toEqual([
        [0, T0.toISOString()],
        [0, new Date(T0.getTime() + MINUTE).toISOString()],
        [1, new Date(T0.getTime() + 6 * MINUTE).toISOString()],
      ]);
      expect(attempts[2].answer).toMatch(/^250 /);
      expect((await deliveriesOf(store))[0]).toMatchObject({ state: 'delivered', attempts: 3, claimed_until: null });
    } finally {
      await sink.close();
      await store.close();
    }
  });

  it('keeps retrying with growing waits for at least three days, then marks the delivery failed', async () => {
    const store = await openRelayDatabase(join(dir, DATABASE_FILE));
    let now = T0;
    const outbox = { ...store, transport: smtpTransport(`smtp://127.0.0.1:${SMTP_PORT + 1}`), mail, now: () => now };
    try {
      await createRelayApp({ ...store, now: () => T0 }).request(`http://relay.test${RELAY_AJAX_PATH}`, { method: 'POST', body: multipart(officeOnlyLead()) });
      const waits: number[] = [];
      for (;;) {
        await runOutbox(outbox);
        const [delivery] = await deliveriesOf(store);
        if (delivery.state !== 'pending') break;
        const next = new Date(delivery.next_attempt_at);
        waits.push((next.getTime() - now.getTime()) / MINUTE);
        now = next;
      }
      expect(waits).toEqual([...RETRY_WAITS_MINUTES]);
      const [delivery] = await deliveriesOf(store);
      expect(delivery).toMatchObject({ state: 'failed', attempts: RETRY_WAITS_MINUTES.length + 1 });
      const attempts = await attemptsOf(store, delivery.id);
      expect(attempts).toHaveLength(RETRY_WAITS_MINUTES.length + 1);
      expect(attempts.every((attempt) => attempt.ok === 0 && /ECONNREFUSED/.test(attempt.answer ?? ''))).toBe(true);
      // The last attempt came more than three days after the lead.
      expect(Date.parse(attempts.at(-1)!.started_at) - T0.getTime()).toBeGreaterThan(3 * 24 * 60 * MINUTE);
    } finally {
      await store.close();
    }
  });
});

describe('the relay killed between sending and recording', () => {
  const relayPort = Number(process.env.RELAY_CHILD_PORT ?? 4251);
  let child: ChildProcess | undefined;

  const startChild = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/relayChild.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT + 2}`, PORT: String(relayPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    await new Promise<void>((ready, fail) => {
      started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
      started.once('exit', (code) => fail(new Error(`the relay exited with ${code}`)));
    });
    return started;
  };
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  it('the office gets the lead again with the same Message-ID: twice, never zero times', async () => {
    const sink = smtpSink(SMTP_PORT + 2);
    await sink.listen();
    try {
      const first = await startChild();
      const exited = new Promise((done) => first.once('exit', done));
      // The office's server has the whole message; the relay dies before it hears "250" and can record it.
      sink.beforeAnswer = () => {
        first.kill('SIGKILL');
        sink.beforeAnswer = undefined;
      };
      const answer = await fetch(`http://127.0.0.1:${relayPort}${RELAY_AJAX_PATH}`, { method: 'POST', body: multipart(officeOnlyLead()) });
      const { id } = (await answer.json()) as { id: string };
      await exited;
      expect(sink.received).toHaveLength(1);

      const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
      const leftOver = db.prepare('SELECT state, claimed_until FROM deliveries').get() as { state: string; claimed_until: string | null };
      db.close();
      expect(leftOver.state, 'the relay died before it could record the delivery').toBe('pending');
      expect(leftOver.claimed_until).not.toBeNull();

      // The next start sends it again, at once.
      const second = await startChild();
      await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(2);
      const ids = sink.received.map((message) => message.headers['message-id']);
      expect(ids).toEqual([ids[0], ids[0]]);
      expect(ids[0]).toBe(`<lead-${id}.office@www.prairiepoint.example>`);
      second.kill('SIGTERM');
      await new Promise((done) => second.once('exit', done));

      const store = await openRelayDatabase(join(dir, DATABASE_FILE));
      const [delivery] = await deliveriesOf(store);
      expect(delivery).toMatchObject({ state: 'delivered', attempts: 2 });
      expect((await attemptsOf(store, delivery.id)).map((attempt) => [attempt.ok, attempt.answer?.slice(0, 11)])).toEqual([
        [0, 'Interrupted'],
        [1, '250 OK: mes'],
      ]);
      await store.close();
    } finally {
      await sink.close();
    }
  }, 30_000);
});

describe('the database unwritable', () => {
  const post = (origin: string, path: string, fields: Record<string, string>) => fetch(`${origin}${path}`, { method: 'POST', body: multipart(fields), redirect: 'manual' });

  it('answers 500 to the visitor, at both doors, when another writer holds the database; stores nothing; and takes the lead once it is free', async () => {
    const relay = await startNodeRelay({ dataDir: dir, busyTimeoutMs: 200, log: () => {} });
    const server = createServer(relay.listener);
    const { origin } = await listenOnLoopback(server);
    const holder = new Database(relay.databaseFile);
    try {
      holder.prepare('BEGIN IMMEDIATE').run();
      const ajax = await post(origin, RELAY_AJAX_PATH, autoLead());
      expect(ajax.status).toBe(500);
      expect(await ajax.json()).toEqual({ success: 'false', message: 'Could not record the submission' });
      const form = await post(origin, RELAY_FORM_PATH, { ...officeOnlyLead(), _next: `${origin}/thanks` });
      expect(form.status).toBe(500);
      expect(await form.text()).toContain('Not recorded: Could not record the submission.');
      holder.prepare('ROLLBACK').run();

      expect(await relay.store.db.selectFrom('leads').select('id').execute()).toEqual([]);
      expect((await post(origin, RELAY_AJAX_PATH, autoLead())).status).toBe(200);
    } finally {
      holder.close();
      await new Promise((done) => server.close(done));
      await relay.close();
    }
  });

  it('answers 503 with Retry-After when the database is full (no room: the form keeps every value), and nothing of the lead is half stored', async () => {
    const relay = await startNodeRelay({ dataDir: dir, log: () => {} });
    const server = createServer(relay.listener);
    const { origin } = await listenOnLoopback(server);
    try {
      // SQLite's own "database or disk is full" (SQLITE_FULL): no page may be added.
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(relay.store.db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0].page_count}`).execute(relay.store.db);
      // A message as long as a message may be (src/relay/leadCaps.ts): more than the pages left.
      const answer = await post(origin, RELAY_AJAX_PATH, { ...autoLead(), message: 'x'.repeat(FIELD_CHARS.get('message')!) });
      // A full database is no room to store, as a full disk is (src/relay/storageFull.ts): 503, to be tried again.
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await answer.json()).toMatchObject({ success: 'false', message: STORAGE_FULL });
      expect(await relay.store.db.selectFrom('leads').select('id').execute()).toEqual([]);
      expect(await relay.store.db.selectFrom('deliveries').select('id').execute()).toEqual([]);
    } finally {
      await new Promise((done) => server.close(done));
      await relay.close();
    }
  });
});

describe('the webhook', () => {
  it('a receiver that answers 500 twice then 200 gets the lead, signed', async () => {
    const secret = 'a shared secret of the agency';
    const received: { status: number; body: string; signature: string | undefined; leadId: string | undefined }[] = [];
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = received.length < 2 ? 500 : 200;
        received.push({ status, body: Buffer.concat(chunks).toString('utf8'), signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string, leadId: req.headers['x-lead-id'] as string });
        res.writeHead(status).end();
      });
    });
    const { origin } = await listenOnLoopback(receiver);
    const store = await openRelayDatabase(join(dir, DATABASE_FILE));
    const sink = smtpSink(SMTP_PORT + 3);
    await sink.listen();
    const webhook = { url: `${origin}/leads`, secret };
    let now = T0;
    const outbox = { ...store, transport: smtpTransport(`smtp://127.0.0.1:${SMTP_PORT + 3}`), mail, webhook, now: () => now };
    try {
      const answer = await createRelayApp({ ...store, webhook, now: () => T0 }).request(`http://relay.test${RELAY_AJAX_PATH}`, { method: 'POST', body: multipart(officeOnlyLead()) });
      const { id } = (await answer.json()) as { id: string };
      for (const minutes of [0, 1, 6]) {
        now = new Date(T0.getTime() + minutes * MINUTE);
        await runOutbox(outbox);
      }
      expect(received.map((request) => request.status)).toEqual([500, 500, 200]);
      const delivered = received[2];
      // Checked as a receiver would: HMAC-SHA256 of the exact body with the shared secret.
      expect(delivered.signature).toBe(`sha256=${createHmac('sha256', secret).update(delivered.body).digest('hex')}`);
      expect(delivered.leadId).toBe(id);
      const body = JSON.parse(delivered.body);
      expect(body).toMatchObject({ id, form: 'contact', page: '/contact', visitor: { email: officeOnlyLead().email } });
      expect(body.fields.map((field: { label: string }) => field.label)).toEqual(formDefinitions.contact.fields.map((field) => field.label));

      const webhookDelivery = (await deliveriesOf(store)).find((delivery) => delivery.kind === 'webhook')!;
      expect(webhookDelivery).toMatchObject({ state: 'delivered', attempts: 3, last_answer: '200 OK' });
      expect((await attemptsOf(store, webhookDelivery.id)).map((attempt) => attempt.answer)).toEqual(['500 Internal Server Error', '500 Internal Server Error', '200 OK']);
      // The office's e-mail went its own way, once.
      expect(sink.received).toHaveLength(1);
    } finally {
      await new Promise((done) => receiver.close(done));
      await sink.close();
      await store.close();
    }
  });
});
