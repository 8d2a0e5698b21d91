// @vitest-environment node
/**
 * The lead relay's contract, held by both runtimes (docs/forms.md, "The
 * relay"; docs/deploy.md, "Cloudflare"): the Node relay on SQLite
 * (src/relay/node/nodeRelay.ts, over real HTTP) and the Worker in workerd on
 * a local D1 (tests/support/workerRelay.ts: the bundle wrangler would deploy,
 * the migrations wrangler applies). Each case sends the same bytes to both
 * and compares what they answer (status, the headers that matter, the body)
 * and what they stored (every row of leads, deliveries and attempts, once the
 * outbox has delivered what it owes), the lead's random id and the clock
 * read as placeholders. Each case also states the answer it expects, so two
 * runtimes wrong in the same way still fail.
 */
import { request as httpRequest, createServer, type Server } from 'node:http';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { MAX_BODY_BYTES } from '../../../src/relay/body';
import type { RelayDatabase } from '../../../src/relay/schema';
import { SIGNATURE_HEADER, signatureOf } from '../../../src/relay/webhook';
import { expectedConfirmation, validValues } from '../../support/formFixtures';
import { listenOnLoopback } from '../../support/loopback';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { fuzzRelayBodies, RELAY_FUZZ } from '../../support/relayFuzz';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';

/** The site's host as both relays see it: the Node relay through the Host header, the Worker through its routed URL. */
const SITE = 'http://www.prairiepoint.example';
const AJAX = '/relay/ajax/submit';
const FORM = '/relay/submit';

interface Post {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

/** The headers the contract names: the answer's type, the redirect, CORS, Allow. */
const HEADERS = ['content-type', 'location', 'access-control-allow-origin', 'allow'];
const pick = (get: (name: string) => string | null | undefined) => Object.fromEntries(HEADERS.map((name) => [name, get(name) ?? null]));

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;
/** The agency's management system: every webhook post as received, from either relay. */
const hooks: { signature: string; leadId: string; body: string }[] = [];
let hookServer: Server;
const WEBHOOK_SECRET = 'contract-test-webhook-secret';

function postToNode({ path, method = 'POST', headers = {}, body }: Post): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: node.port, path, method, headers: { ...headers, Host: new URL(SITE).host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pick((name) => res.headers[name] as string | undefined), body: Buffer.concat(chunks).toString('utf8') }));
    });
    // The relay answers an oversized post before reading it, and closes the connection.
    req.on('error', reject);
    req.end(body);
  });
}

async function postToWorker({ path, method = 'POST', headers = {}, body }: Post): Promise<Answer> {
  const response = await worker.fetch(`${SITE}${path}`, { method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: pick((name) => response.headers.get(name)), body: await response.text() };
}

/** A multipart body as a browser or the script sends it: the bytes and their Content-Type (one boundary, so both relays get the very same post). */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  return { headers: { 'Content-Type': encoded.headers.get('content-type')! }, body: new Uint8Array(await encoded.arrayBuffer()) };
}

function urlencoded(fields: Record<string, string>) {
  return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new TextEncoder().encode(new URLSearchParams(fields).toString()) };
}

const payloadOf = (definition: FormDefinition, extra: Record<string, string> = {}): Record<string, string> => ({
  ...toPayload(definition, validValues(definition)),
  sourcePage: '/services/auto',
  sourceCampaign: 'google / cpc / spring',
  ...extra,
});

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Every row, with what may differ between two runs of the same post (the random id, the clock, the transport's own answer) replaced by what it stands for. */
async function rowsOf(db: Kysely<RelayDatabase>) {
  const leads = await db.selectFrom('leads').selectAll().orderBy('received_at').execute();
  const deliveries = await db.selectFrom('deliveries').selectAll().orderBy('id').execute();
  const attempts = await db.selectFrom('attempts').selectAll().orderBy('id').execute();
  const leadIds = new Map(leads.map((lead, index) => [lead.id, `lead ${index + 1}`]));
  const deliveryIds = new Map(deliveries.map((delivery, index) => [delivery.id, index + 1]));
  const time = (value: string | null) => (value === null ? null : ISO.test(value) ? 'time' : `not a time: ${value}`);
  return {
    leads: leads.map((lead) => ({ ...lead, id: leadIds.get(lead.id), received_at: time(lead.received_at), handled_at: time(lead.handled_at) })),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      id: deliveryIds.get(delivery.id),
      lead_id: leadIds.get(delivery.lead_id),
      next_attempt_at: time(delivery.next_attempt_at),
      created_at: time(delivery.created_at),
      delivered_at: time(delivery.delivered_at),
      claimed_until: time(delivery.claimed_until),
      // An .eml file's path on Node, the e-mail API's answer on the Worker: that an answer was recorded is the contract.
      last_answer: delivery.last_answer === null ? null : 'answer',
    })),
    attempts: attempts.map((attempt) => ({
      ...attempt,
      id: undefined,
      delivery_id: deliveryIds.get(attempt.delivery_id),
      started_at: time(attempt.started_at),
      finished_at: time(attempt.finished_at),
      answer: attempt.answer === null ? null : 'answer',
    })),
  };
}

/** Waits until neither outbox owes anything due now (the Node relay's run after a store, the Worker's `waitUntil`). */
async function settled() {
  // Not yet tried, or being sent now (claimed, its answer not recorded yet).
  const pending = (db: Kysely<RelayDatabase>) =>
    db
      .selectFrom('deliveries')
      .select('id')
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('attempts', '=', 0), eb('claimed_until', 'is not', null)]))
      .execute();
  for (let tries = 0; tries < 100; tries++) {
    await node.flush();
    if ((await pending(node.store.db)).length === 0 && (await pending(worker.db)).length === 0) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('an outbox never delivered');
}

async function emptied(db: Kysely<RelayDatabase>) {
  await db.deleteFrom('attempts').execute();
  await db.deleteFrom('deliveries').execute();
  await db.deleteFrom('leads').execute();
}

/** Sends the post to both relays, checks they agree on the answer and the rows, and returns them for the case's own expectations. */
async function both(post: Post) {
  await Promise.all([emptied(node.store.db), emptied(worker.db)]);
  mailApi.received.length = 0;
  hooks.length = 0;
  const fromNode = await postToNode(post);
  const fromWorker = await postToWorker(post);
  const answer = (raw: Answer) => ({ ...raw, body: raw.body.replace(/"id":"[0-9a-f-]{36}"/, '"id":"<lead id>"') });
  expect(answer(fromWorker)).toEqual(answer(fromNode));
  await settled();
  const rows = await rowsOf(node.store.db);
  expect(await rowsOf(worker.db)).toEqual(rows);
  return { answer: answer(fromNode), rows, json: () => JSON.parse(fromNode.body) as Record<string, string> };
}

beforeAll(async () => {
  mailApi = await startMailApiReceiver();
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooks.push({ signature: String(req.headers[SIGNATURE_HEADER.toLowerCase()]), leadId: String(req.headers['x-lead-id']), body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  const { origin: hookOrigin } = await listenOnLoopback(hookServer);
  const webhook = { url: `${hookOrigin}/leads`, secret: WEBHOOK_SECRET };
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-contract', { log: () => {}, outboxIntervalMs: 60_000, webhook }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'contract-test-key', RELAY_WEBHOOK_URL: webhook.url, RELAY_WEBHOOK_SECRET: webhook.secret } }),
  ]);
}, 120_000);

afterAll(() => stopAll(hookServer && { close: () => new Promise((done) => hookServer.close(done)) }, node, worker, mailApi));

describe('the lead relay contract, on Node with SQLite and on the Worker with D1', () => {
  it('the ajax door: stores the quote with where it came from, answers JSON success with its id, delivers to the office and the visitor', async () => {
    const payload = payloadOf(formDefinitions.auto);
    const { headers, body } = await multipart(payload);
    const { answer, rows, json } = await both({ path: AJAX, body, headers: { ...headers, Accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(json()).toMatchObject({ success: 'true', message: 'The form was submitted successfully.' });
    expect(rows.leads).toEqual([
      // The office's subject (src/relay/formOf.ts, officeSubjectOf): the form's shown name and the visitor; the posted `_subject` stays with the fields.
      expect.objectContaining({ door: 'ajax', form: 'auto', subject: `${formDefinitions.auto.name}: ${payload.firstName} ${payload.lastName}`, page: '/services/auto', campaign: 'google / cpc / spring', visitor_email: payload.email, visitor_name: `${payload.firstName} ${payload.lastName}`, spam: 0, fields: JSON.stringify(Object.entries(payload)) }),
    ]);
    expect(rows.deliveries.map(({ kind, state, attempts }) => ({ kind, state, attempts }))).toEqual([
      { kind: 'office', state: 'delivered', attempts: 1 },
      { kind: 'confirmation', state: 'delivered', attempts: 1 },
      { kind: 'webhook', state: 'delivered', attempts: 1 },
    ]);
    expect(rows.attempts.map(({ ok }) => ok)).toEqual([1, 1, 1]);
    // The Worker's mail left through the e-mail API: the office's, replying to the visitor, and the visitor's confirmation.
    const sent = mailApi.received.map(({ body }) => ({ to: body.to, subject: body.subject, reply_to: body.reply_to }));
    expect(sent).toEqual(
      expect.arrayContaining([
        { to: ['office@prairiepoint.example'], subject: `${formDefinitions.auto.name}: ${payload.firstName} ${payload.lastName}`, reply_to: payload.email },
        // The confirmation's subject is the form's own confirmation subject (src/formDefinitions/confirmation.ts) with the lead's reference, never the post's.
        { to: [payload.email], subject: expect.stringMatching(new RegExp(`^${formDefinitions.auto.confirmationSubject} \\(reference [0-9a-f-]{36}\\)$`)), reply_to: 'office@prairiepoint.example' },
      ]),
    );
    expect(mailApi.received.find(({ body }) => new RegExp(`^${expectedConfirmation('auto').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\nYour reference: [0-9a-f-]{36}\n$`).test(body.text as string))).toBeDefined();
    // The management system got the lead from each relay, signed with the shared secret over the very bytes sent.
    expect(hooks).toHaveLength(2);
    for (const hook of hooks) {
      expect(hook.signature).toBe(await signatureOf(WEBHOOK_SECRET, hook.body));
      expect(JSON.parse(hook.body)).toMatchObject({ id: hook.leadId, form: 'auto', subject: `${formDefinitions.auto.name}: ${payload.firstName} ${payload.lastName}`, page: '/services/auto', campaign: 'google / cpc / spring' });
    }
    const [fromOne, fromOther] = hooks.map((hook) => JSON.parse(hook.body) as Record<string, unknown>);
    expect({ ...fromOther, id: '', receivedAt: '' }).toEqual({ ...fromOne, id: '', receivedAt: '' });
  });

  it("a Spanish form: the same form recognised, the office's subject with the language mark", async () => {
    const payload = payloadOf(spanishForms.contact as FormDefinition);
    const { answer, rows } = await both({ path: AJAX, ...(await multipart(payload)) });
    expect(answer.status).toBe(200);
    expect(rows.leads).toEqual([expect.objectContaining({ form: 'contact', subject: `[ES] ${formDefinitions.contact.name} (Policy Question): ${payload.firstName} ${payload.lastName}` })]);
  });

  it('the form is the one `_form` names, never guessed from the fields: none named, the relay\'s own subject; another named, that one', async () => {
    // The Worker's office e-mail (through the e-mail API) has the subject the row has.
    const officeSubjects = () => mailApi.received.filter(({ body }) => (body.to as string[]).includes('office@prairiepoint.example')).map(({ body }) => body.subject);
    const { _form, ...unnamed } = payloadOf(formDefinitions.contact);
    expect(_form).toBe('contact');
    const guessed = await both({ path: AJAX, ...(await multipart(unnamed)) });
    expect(guessed.answer.status).toBe(200);
    expect(guessed.rows.leads).toEqual([expect.objectContaining({ form: null, subject: 'Website form: Maria Lopez' })]);
    expect(officeSubjects()).toEqual(['Website form: Maria Lopez']);
    const named = await both({ path: AJAX, ...(await multipart({ ...unnamed, _form: 'newsletter' })) });
    expect(named.rows.leads).toEqual([expect.objectContaining({ form: 'newsletter', subject: 'Newsletter sign-up: Maria Lopez' })]);
    expect(officeSubjects()).toEqual(['Newsletter sign-up: Maria Lopez']);
  });

  it('the form door: 303 to `_next` on this site, multipart or urlencoded', async () => {
    const payload = payloadOf(formDefinitions.contact, { _next: `${SITE}/thanks` });
    const fromMultipart = await both({ path: FORM, ...(await multipart(payload)) });
    expect(fromMultipart.answer).toMatchObject({ status: 303, headers: { location: '/thanks' }, body: '' });
    expect(fromMultipart.rows.leads).toEqual([expect.objectContaining({ door: 'form', form: 'contact' })]);
    const fromUrlencoded = await both({ path: FORM, ...urlencoded(payload) });
    expect(fromUrlencoded.answer).toMatchObject({ status: 303, headers: { location: '/thanks' } });
    expect(fromUrlencoded.rows.leads).toHaveLength(1);
  });

  it('the form door: an off-site `_next` is refused as a destination, the lead is still stored, and a page of its own answers', async () => {
    const payload = payloadOf(formDefinitions.contact, { _next: 'https://elsewhere.example/thanks' });
    const { answer, rows } = await both({ path: FORM, ...(await multipart(payload)) });
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeNull();
    expect(answer.body).toContain('Thank you, your request was recorded.');
    expect(rows.leads).toHaveLength(1);
  });

  it('the honeypot: answered as a success, kept as spam, delivered to nobody', async () => {
    const payload = payloadOf(formDefinitions.contact, { _honey: 'https://spam.example' });
    const { answer, rows, json } = await both({ path: AJAX, ...(await multipart(payload)) });
    expect(answer.status).toBe(200);
    expect(json().success).toBe('true');
    expect(rows.leads).toEqual([expect.objectContaining({ spam: 1, spam_reason: 'honeypot' })]);
    expect(rows.deliveries).toEqual([]);
    expect(mailApi.received).toEqual([]);
  });

  it('`_autoresponse`: only the forms\' own confirmation is sent to the visitor', async () => {
    const payload = payloadOf(formDefinitions.contact, { _autoresponse: 'Words of the sender\'s choosing' });
    const { rows } = await both({ path: AJAX, ...(await multipart(payload)) });
    expect(rows.deliveries.map(({ kind }) => kind)).toEqual(['office', 'webhook']);
  });

  it('refuses, and stores nothing: a missing body, another type, a body over the limit, a malformed one, another method', async () => {
    const refusals: [Post, number, RegExp][] = [
      [{ path: AJAX }, 400, /Expected multipart\/form-data/],
      [{ path: AJAX, headers: { 'Content-Type': 'application/json' }, body: new TextEncoder().encode('{"email":"a@b.example"}') }, 400, /Expected multipart\/form-data/],
      [{ path: FORM, headers: { 'Content-Type': 'text/plain' }, body: new TextEncoder().encode('email=a@b.example') }, 400, /Expected a form post/],
      [{ path: AJAX, ...(await multipart({ message: 'x'.repeat(MAX_BODY_BYTES) })) }, 413, /Submission too large/],
      [{ path: AJAX, headers: { 'Content-Type': 'multipart/form-data; boundary=nothing-here' }, body: new TextEncoder().encode('not multipart at all') }, 400, /Malformed multipart body/],
      [{ path: AJAX, method: 'GET' }, 405, /Use POST/],
    ];
    for (const [post, status, message] of refusals) {
      const { answer, rows } = await both(post);
      expect(answer.status, `${post.method ?? 'POST'} ${post.path} ${post.headers?.['Content-Type']}`).toBe(status);
      expect(answer.body).toMatch(message);
      expect(rows.leads).toEqual([]);
    }
  });
});

describe('stored before acknowledged, on both', () => {
  it('a lead whose outbox rows cannot be written is not stored either, and the answer is a failure (500) the form shows, keeping every value', async () => {
    const dbs = [node.store.db, worker.db];
    await Promise.all(dbs.map(emptied));
    const nodeErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The lead's row would go in; its outbox row cannot: the one batch must leave neither.
    await Promise.all(dbs.map((db) => sql`ALTER TABLE deliveries RENAME TO deliveries_away`.execute(db)));
    try {
      const post = { path: AJAX, ...(await multipart(payloadOf(formDefinitions.contact))) };
      const [fromNode, fromWorker] = [await postToNode(post), await postToWorker(post)];
      expect(fromWorker).toEqual(fromNode);
      expect(fromNode.status).toBe(500);
      expect(JSON.parse(fromNode.body)).toEqual({ success: 'false', message: 'Could not record the submission' });
      for (const db of dbs) expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
      // Each says why, in its log.
      expect(nodeErrors).toHaveBeenCalledWith('[lead relay] could not store a submission:', expect.stringContaining('no such table: deliveries'));
      expect(worker.output.some((line) => line.includes('[lead relay] could not store a submission:') && line.includes('no such table: deliveries'))).toBe(true);
    } finally {
      await Promise.all(dbs.map((db) => sql`ALTER TABLE deliveries_away RENAME TO deliveries`.execute(db)));
    }
  });
});

describe('the Worker\'s outbox on the cron trigger', () => {
  it('records a refused message with the e-mail API\'s answer, and delivers it on the scheduled run once it is due, with the same Message-ID', async () => {
    await emptied(worker.db);
    mailApi.received.length = 0;
    mailApi.state.failNext = 1;
    const payload = payloadOf(formDefinitions.contact, { _autoresponse: '' });
    const answer = await postToWorker({ path: AJAX, ...(await multipart(payload)) });
    expect(answer.status).toBe(200);

    const office = () => worker.db.selectFrom('deliveries').selectAll().where('kind', '=', 'office').executeTakeFirstOrThrow();
    for (let tries = 0; tries < 100 && (await office()).attempts === 0; tries++) await new Promise((done) => setTimeout(done, 50));
    expect(await office()).toMatchObject({ kind: 'office', state: 'pending', attempts: 1, last_answer: '503 {"statusCode":503,"message":"The mail service is resting"}' });

    // Not due yet: the outbox waits before the first retry (src/relay/outbox.ts).
    expect(await worker.scheduled()).toMatchObject({ outcome: 'ok' });
    expect(await office()).toMatchObject({ state: 'pending', attempts: 1 });
    // Time passes.
    await worker.db.updateTable('deliveries').set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() }).execute();
    expect(await worker.scheduled()).toMatchObject({ outcome: 'ok' });
    expect(await office()).toMatchObject({ state: 'delivered', attempts: 2, last_answer: '200 {"id":"sent-2"}' });
    const attempts = await worker.db.selectFrom('attempts').select(['ok', 'answer']).where('delivery_id', '=', (await office()).id).orderBy('id').execute();
    expect(attempts.map(({ ok }) => ok)).toEqual([0, 1]);

    const [refused, delivered] = mailApi.received;
    expect(delivered.headers['idempotency-key']).toBe(refused.headers['idempotency-key']);
    expect(delivered.body).toEqual(refused.body);
    expect((delivered.body.headers as Record<string, string>)['Message-ID']).toMatch(/^<lead-[0-9a-f-]{36}\.office@www\.prairiepoint\.example>$/);
    // The Worker's log names the lead by its id and form, nothing the visitor typed (docs/relay.md, "The lead relay: forgetting").
    expect(worker.output.some((line) => line.startsWith('[lead relay]') && line.includes('stored: contact, ajax door'))).toBe(true);
  });

  it('a delivery cut short by the Worker stopping (a deploy, an eviction) is sent again by the cron trigger once its claim runs out, with the same Message-ID: the office gets it twice, never zero times', async () => {
    await emptied(worker.db);
    mailApi.received.length = 0;
    // The provider takes the message and answers late: by then the Worker is gone, and nothing recorded the answer.
    mailApi.state.delayMs = 60_000;
    const answer = await postToWorker({ path: AJAX, ...(await multipart(payloadOf(formDefinitions.contact, { _autoresponse: '' }))) });
    expect(answer.status).toBe(200);
    for (let tries = 0; tries < 100 && mailApi.received.length === 0; tries++) await new Promise((done) => setTimeout(done, 50));
    expect(mailApi.received).toHaveLength(1);
    await worker.restart();
    mailApi.state.delayMs = 0;

    const office = () => worker.db.selectFrom('deliveries').selectAll().where('kind', '=', 'office').executeTakeFirstOrThrow();
    const cut = await office();
    expect(cut).toMatchObject({ state: 'pending', attempts: 1, last_answer: null });
    expect(await worker.db.selectFrom('attempts').select(['finished_at', 'ok']).where('delivery_id', '=', cut.id).execute()).toEqual([{ finished_at: null, ok: null }]);
    // Still claimed by the run that stopped: not sent again yet.
    await worker.scheduled();
    expect(await office()).toMatchObject({ state: 'pending', attempts: 1 });
    // The claim runs out (src/relay/outbox.ts, CLAIM_MS).
    await worker.db.updateTable('deliveries').set({ claimed_until: new Date(Date.now() - 1_000).toISOString() }).where('id', '=', cut.id).execute();
    await worker.scheduled();
    expect(await office()).toMatchObject({ state: 'delivered', attempts: 2 });

    expect(mailApi.received).toHaveLength(2);
    const [first, again] = mailApi.received;
    expect((again.body.headers as Record<string, string>)['Message-ID']).toBe((first.body.headers as Record<string, string>)['Message-ID']);
    expect(again.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });
});

describe('the Worker under concurrent posts', () => {
  it('stores every lead it acknowledges, and its overlapping outbox runs send each message once', async () => {
    await emptied(worker.db);
    mailApi.received.length = 0;
    hooks.length = 0;
    // Forty visitors, each from an address of their own: one address sending forty would pass the spam limits (src/relay/spam/rateLimits.ts).
    const posts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => multipart(payloadOf(formDefinitions.contact, { firstName: `Visitor ${index}`, email: `visitor${index}@example.com`, _autoresponse: '' }))),
    );
    const answers = await Promise.all(posts.map((post, index) => postToWorker({ path: AJAX, ...post, headers: { ...post.headers, 'CF-Connecting-IP': `203.0.113.${index}` } })));
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200));
    const acknowledged = answers.map(({ body }) => (JSON.parse(body) as { id: string }).id);

    const delivered = () => worker.db.selectFrom('deliveries').select('lead_id').where('kind', '=', 'office').where('state', '=', 'delivered').execute();
    for (let tries = 0; tries < 200 && (await delivered()).length < acknowledged.length; tries++) await new Promise((done) => setTimeout(done, 50));
    const stored = await worker.db.selectFrom('leads').select('id').execute();
    expect(new Set(stored.map(({ id }) => id))).toEqual(new Set(acknowledged));
    expect(new Set((await delivered()).map(({ lead_id: id }) => id))).toEqual(new Set(acknowledged));
    // One office message per lead: a run that lost the claim to another sent nothing.
    const messageIds = mailApi.received.map(({ body }) => (body.headers as Record<string, string>)['Message-ID']);
    expect(messageIds).toHaveLength(acknowledged.length);
    expect(new Set(messageIds).size).toBe(acknowledged.length);
  });
});

describe('the Worker on the relay fuzz\'s corpus', () => {
  it(`answers every hostile body without a 5xx or a redirect off the site, as the Node relay does (seed ${RELAY_FUZZ.seed}, ${RELAY_FUZZ.numRuns} bodies)`, async () => {
    const { posted, statuses } = await fuzzRelayBodies({ baseUrl: worker.origin, doors: [AJAX, FORM], maxBodyBytes: MAX_BODY_BYTES, ...RELAY_FUZZ });
    expect(posted).toBe(RELAY_FUZZ.numRuns);
    for (const status of [200, 303, 400, 405]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 90_000);
});
