// @vitest-environment node
/**
 * The office's words and time on both runtimes (docs/relay.md, "The
 * office's words and time"): the Node relay on SQLite, its mail through a
 * real SMTP server (tests/integration/support/smtpSink.ts), and the Worker in workerd on a
 * local D1, its mail through the e-mail API (tests/support/mailApiReceiver.ts).
 * Each writes the e-mails and the export itself, so the times here are
 * Intl's in that runtime: CDT and CST either side of the change from
 * daylight time, the subjects that tell leads apart, the visitor's
 * confirmation in the visitor's language with the lead's reference, and a
 * lead released from spam (worded for the delay; none after a week).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition, FormValues } from '../../../src/formDefinitions/types';
import { deliveriesOf, leadOf, storeQueries } from '../../../src/relay/lead';
import { leadIdAt } from '../../../src/relay/leadId';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { timeText } from '../../../src/relay/words';
import { validValues } from '../../support/formFixtures';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { smtpSink, type SmtpSink } from '../../integration/support/smtpSink';
import { decodeWords, type SentMail } from '../../support/eml';

const SITE = 'http://www.prairiepoint.example';
const AJAX = '/relay/ajax/submit';

let node: ServedNodeRelay;
let sink: SmtpSink;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Sends what is due (as the runtime's timer or cron would), then answers every message sent so far. */
  sent: () => Promise<SentMail[]>;
  forget: () => void;
}

let addresses = 0;
const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite, mail by SMTP',
    db: () => node.store.db,
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    sent: async () => {
      await node.flush();
      return sink.received.map(({ headers, text }) => ({ to: headers.to, subject: decodeWords(headers.subject ?? ''), text }));
    },
    forget: () => (sink.received.length = 0),
  },
  {
    name: 'the Worker on D1, mail by the e-mail API',
    db: () => worker.db,
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init, headers: { 'CF-Connecting-IP': `198.51.100.${++addresses % 250}`, ...init?.headers } }),
    sent: async () => {
      await worker.scheduled();
      return mailApi.received.map(({ body }) => ({ to: (body.to as string[]).join(', '), subject: body.subject as string, text: body.text as string }));
    },
    forget: () => (mailApi.received.length = 0),
  },
];

let visitors = 0;
const fieldsOf = (definition: FormDefinition, extra: FormValues = {}): [string, string][] =>
  Object.entries(toPayload(definition, { ...validValues(definition), email: `words${++visitors}@example.com`, ...extra }));

async function post(runtime: Runtime, fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const answer = await runtime.fetch(AJAX, { method: 'POST', body, headers: { Accept: 'application/json', 'Content-Type': encoded.headers.get('content-type')! } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

/** A lead stored as the relay stores one, at a time of the test's choosing (the runtime writes its e-mails and export). */
async function storedAt(runtime: Runtime, fields: [string, string][], at: string): Promise<string> {
  const receivedAt = new Date(at);
  const id = leadIdAt(receivedAt.getTime());
  const lead = leadOf(id, { door: 'ajax', fields, receivedAt });
  for (const query of storeQueries(runtime.db(), lead, deliveriesOf(fields, lead.spam === 1, false))) await runtime.db().executeQuery(query);
  return id;
}

async function signedIn(runtime: Runtime): Promise<Record<string, string>> {
  const answer = await runtime.fetch('/office/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '192.0.2.1' },
    body: new URLSearchParams(OFFICE).toString(),
  });
  expect(answer.status).toBe(303);
  return { Cookie: answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0], 'Sec-Fetch-Site': 'same-origin' };
}

const linesOf = (mail: SentMail | undefined) => mail?.text.split(/\r?\n/) ?? [];

beforeAll(async () => {
  sink = smtpSink(0);
  await sink.listen();
  mailApi = await startMailApiReceiver();
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-words', { log: () => {}, outboxIntervalMs: 60_000, smtpUrl: `smtp://127.0.0.1:${sink.port}`, officeAccount: OFFICE, spamLimits: { perSender: 1000, perAddress: 1000, windowMs: 60_000 } }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'words-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
  // The Worker's first event a request, not the cron trigger: the office account it sets at its first event is awaited by every
  // request, and workerd hangs a request awaiting what a cron event started (noticed here, left to the relay's owners).
  expect((await worker.fetch(`${SITE}/office/sign-in`)).status).toBe(200);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi, sink));

describe.each(runtimes)("the office's words and time: $name", (runtime) => {
  it("subjects tell leads apart (the form's shown name, the choice, the visitor); the visitor's confirmation in the visitor's language with the reference; checkboxes Yes; the time the agency's", async () => {
    await runtime.sent();
    runtime.forget();
    const maria = await post(runtime, fieldsOf(spanishForms.contact as FormDefinition, { subject: 'billing', firstName: 'María', lastName: 'López', email: 'maria.words@example.com' }));
    const change = await post(runtime, fieldsOf(formDefinitions.policyChange as FormDefinition, { changeType: 'add-vehicle', email: 'change.words@example.com' }));
    const claim = await post(runtime, fieldsOf(formDefinitions.claim as FormDefinition, { firstName: 'Pat', lastName: 'Kowalski', email: 'claim.words@example.com' }));
    const sent = await runtime.sent();
    console.log(`[words] ${runtime.name}: ${sent.length} messages; subjects: ${sent.map((mail) => JSON.stringify(mail.subject)).join(', ')}`);
    expect(sent).toHaveLength(6);
    const office = (subject: string) => sent.find((mail) => mail.to === OFFICE.email && mail.subject === subject);
    expect(office('[ES] Send us a message (Billing Question): María López'), 'María').toBeDefined();
    expect(office('Request a policy change (Add a vehicle): Maria Lopez'), 'the policy change').toBeDefined();
    expect(office('File a claim request: Pat Kowalski'), 'the claim').toBeDefined();

    const toMaria = sent.find((mail) => mail.to === 'maria.words@example.com');
    expect(toMaria?.subject).toBe(`${agency.name}: recibimos su solicitud (referencia ${maria})`);
    expect(linesOf(toMaria)).toContain(`Su referencia: ${maria}`);
    expect(toMaria?.text).toContain(spanishForms.contact.confirmation);
    const toClaimant = sent.find((mail) => mail.to === 'claim.words@example.com');
    expect(toClaimant?.subject).toBe(`${agency.name}: we received your claim request (reference ${claim})`);
    expect(linesOf(toClaimant)).toContain(`Your reference: ${claim}`);
    expect(sent.find((mail) => mail.to === 'change.words@example.com')?.subject).toBe(`${agency.name}: we received your request (reference ${change})`);

    const rows = await runtime.db().selectFrom('leads').select(['id', 'received_at']).where('id', 'in', [maria, change, claim]).execute();
    for (const { id, received_at } of rows) {
      const text = sent.find((mail) => mail.to === OFFICE.email && mail.text.includes(`Lead: ${id}`))?.text ?? '';
      // Written by the runtime; the same words as this process writes for that moment (America/Chicago, CST in November).
      expect(text.split(/\r?\n/), id).toContain(`Received: ${timeText(received_at)}`);
      expect(text).toMatch(/^Received: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/m);
      expect(text).not.toMatch(/UTC|: (true|false)$/m);
      expect(text.split(/\r?\n/)).toContain('Sent from: The website form');
    }
    expect(linesOf(office('[ES] Send us a message (Billing Question): María López'))).toContain(`${formDefinitions.contact.fields.find((field) => field.name === 'policyAgreement')!.label}: Yes`);
  }, 60_000);

  it('times either side of the change from daylight time: 06:30 UTC is 1:30 AM CDT, 08:30 UTC 2:30 AM CST, in the e-mail and the export', async () => {
    await runtime.sent();
    runtime.forget();
    const before = await storedAt(runtime, fieldsOf(formDefinitions.auto as FormDefinition, { firstName: 'Early', lastName: 'Bird' }), '2026-11-01T06:30:00.000Z');
    const after = await storedAt(runtime, fieldsOf(formDefinitions.auto as FormDefinition, { firstName: 'Late', lastName: 'Owl' }), '2026-11-01T08:30:00.000Z');
    const sent = await runtime.sent();
    const officeText = (id: string) => linesOf(sent.find((mail) => mail.to === OFFICE.email && mail.text.includes(`Lead: ${id}`)));
    expect(officeText(before)).toContain('Received: Nov 1, 2026, 1:30 AM CDT');
    expect(officeText(after)).toContain('Received: Nov 1, 2026, 2:30 AM CST');

    const csv = await (await runtime.fetch('/office/api/leads.csv', { headers: await signedIn(runtime) })).text();
    const received = (id: string) => csv.split('\r\n').find((row) => row.includes(`"${id}"`))?.split('","')[0];
    console.log(`[words] ${runtime.name}: export "Received" ${received(before)}" and ${received(after)}"`);
    expect(received(before)).toBe('"2026-11-01 01:30:00 CDT');
    expect(received(after)).toBe('"2026-11-01 02:30:00 CST');
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|UTC|written to \//);
  }, 60_000);

  it('a lead released from spam: its confirmation says when it was sent and that it was late; a week on, none is sent', async () => {
    await runtime.sent();
    runtime.forget();
    const headers = await signedIn(runtime);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const recent = await storedAt(runtime, fieldsOf(spanishForms.contact as FormDefinition, { email: 'held.words@example.com', _honey: 'x' }), twoDaysAgo);
    const old = await storedAt(runtime, fieldsOf(formDefinitions.contact as FormDefinition, { email: 'old.words@example.com', _honey: 'x' }), tenDaysAgo);
    for (const id of [recent, old]) expect((await runtime.fetch(`/office/api/leads/${id}/release`, { method: 'POST', headers })).status, id).toBe(200);
    const sent = await runtime.sent();
    const toRecent = sent.find((mail) => mail.to === 'held.words@example.com');
    expect(linesOf(toRecent)[0]).toBe(`Usted lo envió el ${timeText(twoDaysAgo, 'es')}. Quedó retenido para una revisión antes de llegarnos: disculpe la demora.`);
    expect(linesOf(toRecent)).toContain(`Su referencia: ${recent}`);
    expect(sent.filter((mail) => mail.to === 'old.words@example.com')).toEqual([]);
    const owed = await runtime.db().selectFrom('deliveries').select(['lead_id', 'kind']).where('lead_id', 'in', [recent, old]).orderBy('lead_id').orderBy('kind').execute();
    expect(owed.filter((row) => row.lead_id === old).map((row) => row.kind)).toEqual(['office']);
    expect(owed.filter((row) => row.lead_id === recent).map((row) => row.kind).sort()).toEqual(['confirmation', 'office']);
    console.log(`[words] ${runtime.name}: released 2 days late: ${sent.filter((mail) => mail.to === 'held.words@example.com').length} confirmation; 10 days late: none`);
  }, 60_000);
});
