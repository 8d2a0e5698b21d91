// @vitest-environment node
/**
 * The lead relay's app (src/relay/app.ts) on an in-memory SQLite database
 * with every migration applied: both doors, what is stored and when, the
 * honeypot, the guards. Requests go through Hono's own `app.request`, the
 * same Request/Response objects Node and the Worker hand it.
 */
import type { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { createRelayApp, RELAY_AJAX_PATH, RELAY_FORM_PATH, type RelayAppDeps } from '../../../src/relay/app';
import type { Batch } from '../../../src/relay/batch';
import { applyMigrations } from '../../../src/relay/migrate';
import { migrationFiles } from '../../../src/relay/node/migrationFiles';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { validValues } from '../../support/formFixtures';

const HOST = 'relay.test';
const at = (path: string) => `http://${HOST}${path}`;
const RECEIVED = new Date('2026-11-28T21:00:00.000Z');

let store: RelayStore;
let stored: string[];
let ids: number;

const relay = (overrides: Partial<RelayAppDeps> = {}) =>
  createRelayApp({
    db: store.db,
    batch: store.batch,
    now: () => RECEIVED,
    newId: () => `lead-${++ids}`,
    onStored: (id) => stored.push(id),
    bodyTimeoutMs: 300,
    ...overrides,
  });

const multipart = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const autoPayload = (): Record<string, string> => ({ ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)), sourcePage: '/services/auto', sourceCampaign: 'google / cpc / spring' });

const leads = () => store.db.selectFrom('leads').selectAll().orderBy('id').execute();
const deliveries = () => store.db.selectFrom('deliveries').select(['lead_id', 'kind', 'state', 'next_attempt_at']).orderBy('id').execute();

beforeEach(async () => {
  store = await openRelayDatabase(':memory:');
  stored = [];
  ids = 0;
});
afterEach(() => store.close());

describe('the ajax door', () => {
  it('stores the lead and its outbox rows, then answers success with the lead id', async () => {
    const payload = autoPayload();
    const response = await relay().request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart(payload), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: 'true', message: 'The form was submitted successfully.', id: 'lead-1' });

    const [lead] = await leads();
    expect(lead).toMatchObject({
      id: 'lead-1',
      received_at: RECEIVED.toISOString(),
      door: 'ajax',
      form: 'auto',
      // The office's subject (src/relay/formOf.ts, officeSubjectOf), not the posted `_subject`, which stays with the fields.
      subject: `${formDefinitions.auto.name}: ${payload.firstName} ${payload.lastName}`,
      page: '/services/auto',
      campaign: 'google / cpc / spring',
      visitor_email: payload.email,
      visitor_name: `${payload.firstName} ${payload.lastName}`,
      spam: 0,
      handled_at: null,
    });
    // Every field as sent, in the order sent.
    expect(JSON.parse(lead.fields)).toEqual(Object.entries(payload));
    expect(await deliveries()).toEqual([
      { lead_id: 'lead-1', kind: 'office', state: 'pending', next_attempt_at: RECEIVED.toISOString() },
      { lead_id: 'lead-1', kind: 'confirmation', state: 'pending', next_attempt_at: RECEIVED.toISOString() },
    ]);
    expect(stored).toEqual(['lead-1']);
  });

  it('owes a webhook delivery too when one is configured', async () => {
    await relay({ webhook: { url: 'http://crm.test/', secret: 's' } }).request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart(autoPayload()) });
    expect((await deliveries()).map((row) => row.kind)).toEqual(['office', 'confirmation', 'webhook']);
  });

  it('sends the visitor only a confirmation one of the forms asks for', async () => {
    await relay().request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart({ ...autoPayload(), _autoresponse: 'Click https://evil.example now' }) });
    expect((await deliveries()).map((row) => row.kind)).toEqual(['office']);
  });

  it('answers only after the lead is committed', async () => {
    let commit!: () => void;
    const written: CompiledQuery[][] = [];
    const slowBatch: Batch = async (queries) => {
      await new Promise<void>((resolve) => (commit = resolve));
      written.push([...queries]);
      return store.batch(queries);
    };
    let answered = false;
    const answer = Promise.resolve(relay({ batch: slowBatch }).request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart(autoPayload()) })).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(await leads()).toEqual([]);
    commit();
    expect((await answer).status).toBe(200);
    // The lead and its outbox rows went in one batch (with the count of spam not kept, which a lead stored adds nothing to).
    expect(written).toHaveLength(1);
    expect(written[0].map((query) => query.sql.split(' ').slice(0, 3).join(' '))).toEqual(['insert into "leads"', 'insert into "spam_counts"', 'insert into "deliveries"']);
    expect(await leads()).toHaveLength(1);
  });

  it('answers 500 with success "false" when the lead cannot be stored, and stores nothing of it', async () => {
    const failing: Batch = async (queries) => {
      return store.batch(queries.slice(0, 1).concat({ ...queries[1], sql: 'insert into "nowhere" values (1)' }));
    };
    const response = await relay({ batch: failing }).request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart(autoPayload()) });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: 'false', message: 'Could not record the submission' });
    // The batch is all or nothing: the lead row it began with is not there either.
    expect(await leads()).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('keeps a filled honeypot as spam, answers it as a success and owes it nothing', async () => {
    const response = await relay().request(at(RELAY_AJAX_PATH), { method: 'POST', body: multipart({ ...autoPayload(), _honey: 'http://spam.example' }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: 'true' });
    expect(await leads()).toMatchObject([{ id: 'lead-1', spam: 1, spam_reason: 'honeypot' }]);
    expect(await deliveries()).toEqual([]);
    expect(stored).toEqual([]);
  });
});

describe('the form door (no script)', () => {
  const contact = { ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), sourcePage: '/contact', _subject: 'Contact Form' };

  it('stores a urlencoded post and answers 303 to _next on this site', async () => {
    const response = await relay().request(at(RELAY_FORM_PATH), {
      method: 'POST',
      body: new URLSearchParams({ ...contact, _next: `http://${HOST}/thanks` }),
      headers: { Host: HOST },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thanks');
    // Its subject is the office's: the form's shown name with the subject the visitor picked and the visitor's name (src/relay/formOf.ts, officeSubjectOf), not the `_subject` a page without script posts.
    expect(await leads()).toMatchObject([{ door: 'form', form: 'contact', subject: 'Send us a message (Policy Question): Maria Lopez', page: '/contact' }]);
  });

  it('stores a multipart post; a _next on another host is not followed but answered with its own page', async () => {
    const response = await relay().request(at(RELAY_FORM_PATH), { method: 'POST', body: multipart({ ...contact, _next: 'https://evil.example/phish' }), headers: { Host: HOST } });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Thank you, your request was recorded.');
    expect(await leads()).toHaveLength(1);
  });
});

describe('the guards', () => {
  const post = (path: string, init: RequestInit) => relay().request(at(path), { method: 'POST', ...init });

  it('answers other methods 405 and a preflight 204', async () => {
    const get = await relay().request(at(RELAY_AJAX_PATH));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const form = await relay().request(at(RELAY_FORM_PATH), { method: 'PUT', body: 'x' });
    expect(form.status).toBe(405);
    expect(await form.text()).toContain('Not recorded: Use POST.');
    const preflight = await relay().request(at(RELAY_AJAX_PATH), { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it('answers another type 400: the ajax door takes multipart only', async () => {
    expect((await post(RELAY_AJAX_PATH, { body: JSON.stringify({ email: 'x' }), headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await post(RELAY_AJAX_PATH, { body: new URLSearchParams({ email: 'x' }) })).status).toBe(400);
    expect((await post(RELAY_FORM_PATH, { body: 'email=x', headers: { 'Content-Type': 'text/plain' } })).status).toBe(400);
    const malformed = await post(RELAY_AJAX_PATH, { body: 'not multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: 'false', message: 'Malformed multipart body' });
    expect(await leads()).toEqual([]);
  });

  it('answers 413 to a body over 1 MB, announced or streamed', async () => {
    const big = multipart({ message: 'x'.repeat(1024 * 1024 + 1) });
    const announced = await post(RELAY_AJAX_PATH, { body: big });
    expect(announced.status).toBe(413);
    expect(announced.headers.get('connection')).toBe('close');
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await post(RELAY_AJAX_PATH, { body: stream, headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    // Reading stopped soon after the limit: the rest was never buffered.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect(await leads()).toEqual([]);
  });

  it('answers 408 to a body that stalls', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\n'));
      },
    });
    const response = await post(RELAY_AJAX_PATH, { body: stream, headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({ success: 'false', message: 'Submission timed out' });
  });
});

describe('the schema', () => {
  it('is migrated once: applying the migrations again changes nothing', async () => {
    expect(await applyMigrations(store.db, store.batch, migrationFiles())).toEqual([]);
    const applied = await store.db.selectFrom('d1_migrations').select('name').execute();
    expect(applied.map((row) => row.name)).toEqual(migrationFiles().map((file) => file.name));
  });
});
