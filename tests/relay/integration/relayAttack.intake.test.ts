// @vitest-environment node
/**
 * The relay under attack, at intake (docs/forms.md, "The lead relay": the
 * caps, the agency's words, visible marks): the posts an attacker sent to a
 * real build, sent here to both runtimes: the Node relay on SQLite over real
 * HTTP, its mail through a real SMTP server (tests/integration/support/smtpSink.ts),
 * and the Worker in workerd on a local D1, its mail through the e-mail API
 * (tests/support/mailApiReceiver.ts). Each case prints what it counted.
 */
import { request as httpRequest } from 'node:http';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { FIELD_CHARS, LEAD_CAPS } from '../../../src/relay/leadCaps';
import { csvHeader } from '../../../src/relay/inbox/csvColumns';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { validValues } from '../../support/formFixtures';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';
import { smtpSink, type SmtpSink } from '../../integration/support/smtpSink';
import { decodeWords, type SentMail } from '../../support/eml';

const SITE = 'http://www.prairiepoint.example';
const AJAX = '/relay/ajax/submit';
const FORM = '/relay/submit';
const PHISH = 'ACTION REQUIRED: your policy lapses today - pay at https://pay.evil.example/now';

let node: ServedNodeRelay;
let sink: SmtpSink;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;

interface Answer {
  status: number;
  text: string;
}

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  post: (path: string, body: { headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }) => Promise<Answer>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Every message the runtime has sent, once its outbox has sent what it owes. */
  sent: () => Promise<SentMail[]>;
}

let addresses = 0;

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite, mail by SMTP',
    db: () => node.store.db,
    post: (path, { headers, body }) =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: node.port, path, method: 'POST', headers: { ...headers, Host: new URL(SITE).host } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        });
        // The relay answers an oversized post before reading it, and closes the connection.
        req.on('error', reject);
        req.end(body);
      }),
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    sent: async () => {
      await node.flush();
      return sink.received.map(({ headers, text }) => ({ to: headers.to, subject: decodeWords(headers.subject ?? ''), text }));
    },
  },
  {
    name: 'the Worker on D1, mail by the e-mail API',
    db: () => worker.db,
    // A network address of its own per post (Cloudflare's header), so that the spam limits hold none of them back.
    post: async (path, { headers, body }) => {
      const response = await worker.fetch(`${SITE}${path}`, { method: 'POST', headers: { ...headers, 'CF-Connecting-IP': `198.51.100.${++addresses % 250}` }, body, redirect: 'manual' });
      return { status: response.status, text: await response.text() };
    },
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }),
    sent: async () => {
      // Owed, or sent and not yet answered: a claimed row counts its attempt before the mail API has the message (seen under load: 2 of 4 read).
      const owed = () => worker.db.selectFrom('deliveries').select('id').where('state', '=', 'pending').where('last_answer', 'is', null).execute();
      for (let tries = 0; tries < 200 && (await owed()).length; tries++) await new Promise((done) => setTimeout(done, 50));
      return mailApi.received.map(({ body }) => ({ to: (body.to as string[]).join(', '), subject: body.subject as string, text: body.text as string }));
    },
  },
];

async function multipart(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  return { headers: { 'Content-Type': encoded.headers.get('content-type')! }, body: new Uint8Array(await encoded.arrayBuffer()) };
}

const urlencoded = (text: string) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new TextEncoder().encode(text) });

let visitors = 0;
/** A form's real post, a visitor of its own (the sender limit counts by e-mail), with the case's changes. */
function payloadOf(definition: FormDefinition, extra: Record<string, string> = {}): [string, string][] {
  return Object.entries({ ...toPayload(definition, validValues(definition)), email: `visitor${++visitors}@example.com`, sourcePage: '/contact', ...extra });
}

/** Sends what the runtime still owes, then forgets every message sent so far: a case reads only its own. */
async function fresh(runtime: Runtime) {
  await runtime.sent();
  mailApi.received.length = 0;
  sink.received.length = 0;
}

const leadCount = async (runtime: Runtime) => (await runtime.db().selectFrom('leads').select('id').execute()).length;

/** The office's session on a runtime: a sign-in as the office's browser sends it. */
async function signedIn(runtime: Runtime): Promise<Record<string, string>> {
  const answer = await runtime.fetch('/office/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': '192.0.2.1' },
    body: new URLSearchParams(OFFICE).toString(),
  });
  expect(answer.status).toBe(303);
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
  return { Cookie: cookie.split(';')[0] };
}

beforeAll(async () => {
  sink = smtpSink(0);
  await sink.listen();
  mailApi = await startMailApiReceiver();
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-attack-intake', {
      log: () => {},
      outboxIntervalMs: 60_000,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      officeAccount: OFFICE,
      // Every post here comes from this machine's one address: the limits are another test's (relaySpamRetention).
      spamLimits: { perSender: 1000, perAddress: 1000, windowMs: 60_000 },
    }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'attack-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi, sink));

describe.each(runtimes)('the relay under attack, at intake: $name', (runtime) => {
  it("the 156,612-field post of 1,048,377 bytes is refused, and so is one of as many fields as fit the body; the export keeps the forms' columns", async () => {
    const before = await leadCount(runtime);
    // The attacker's post: 156,612 distinct names, padded to the very size it had.
    const names = Array.from({ length: 156_612 }, (_, index) => `f${index.toString(36)}=`);
    let text = names.join('&');
    text += 'x'.repeat(Math.max(0, 1_048_377 - text.length));
    const attack = await runtime.post(FORM, urlencoded(text));
    // As many distinct names as fit the body's cap: refused at the first name no form has.
    const fitting = names.slice(0, Math.floor(LEAD_CAPS.bodyBytes / 8)).join('&');
    const unknown = await runtime.post(FORM, urlencoded(fitting));
    // The forms' own names, one field more than the cap: refused by their number; and one name sent again and again.
    const many = await runtime.post(AJAX, await multipart([...FIELD_CHARS.keys()].slice(0, LEAD_CAPS.fields + 1).map((name) => [name, 'x'])));
    const repeated = await runtime.post(AJAX, await multipart(Array.from({ length: 1_000 }, () => ['message', 'x'])));
    console.log(
      `[attack] ${runtime.name}: ${text.length} bytes, 156,612 fields → ${attack.status}; ${fitting.split('&').length} fields in ${fitting.length} bytes → ${unknown.status}; ` +
        `${LEAD_CAPS.fields + 1} of the forms' fields → ${many.status}; one field 1,000 times → ${repeated.status}; leads stored: ${(await leadCount(runtime)) - before}`,
    );
    expect(text.length).toBe(1_048_377);
    expect(attack.status).toBe(413);
    expect(attack.text).toMatch(/Not recorded: Submission too large\./);
    expect(fitting.length).toBeLessThanOrEqual(LEAD_CAPS.bodyBytes);
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Not recorded: No form has a field named &quot;f0&quot;.');
    expect(many.status).toBe(413);
    expect(JSON.parse(many.text)).toEqual({ success: 'false', message: `Too many fields: a form has at most ${LEAD_CAPS.fields}` });
    expect(repeated.status).toBe(400);
    expect(JSON.parse(repeated.text)).toEqual({ success: 'false', message: 'The field "message" was sent twice' });
    expect(await leadCount(runtime)).toBe(before);

    // The export: the list's columns and the forms' labels, whatever was posted.
    expect((await runtime.post(AJAX, await multipart(payloadOf(formDefinitions.certificate)))).status).toBe(200);
    const csv = await runtime.fetch('/office/api/leads.csv', { headers: await signedIn(runtime) });
    expect(csv.status).toBe(200);
    const header = (await csv.text()).split('\r\n')[0];
    const columns = header.split('","').length;
    console.log(`[attack] ${runtime.name}: the export has ${columns} columns (its fixed columns: ${csvHeader().length})`);
    expect(columns).toBe(csvHeader().length);
  }, 60_000);

  it('a posted `_subject` with a link (and line breaks) reaches no e-mail: the office reads the form\'s subject, the victim the agency\'s confirmation, in the form\'s language', async () => {
    await fresh(runtime);
    const english = formDefinitions.contact as FormDefinition;
    const spanish = spanishForms.contact as FormDefinition;
    for (const [definition, victim] of [[english, 'victim@example.com'], [spanish, 'victima@example.com']] as const) {
      const answer = await runtime.post(AJAX, await multipart(payloadOf(definition, { email: victim, _subject: `${PHISH}\r\nBcc: everyone@example.com` })));
      expect(answer.status).toBe(200);
    }
    const sent = await runtime.sent();
    console.log(`[attack] ${runtime.name}: ${sent.length} messages sent for 2 phishing posts; subjects: ${sent.map((mail) => JSON.stringify(mail.subject)).join(', ')}`);
    expect(sent).toHaveLength(4);
    for (const mail of sent) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|ACTION REQUIRED|Bcc/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(sent.map(({ to, subject }) => ({ to, subject }))).toEqual(
      expect.arrayContaining([
        { to: 'victim@example.com', subject: expect.stringMatching(new RegExp(`^${english.confirmationSubject} \\(reference [0-9a-f-]{36}\\)$`)) },
        { to: 'victima@example.com', subject: expect.stringMatching(new RegExp(`^${spanish.confirmationSubject} \\(referencia [0-9a-f-]{36}\\)$`)) },
        // The office's subject: the form's shown name, the subject chosen, the visitor's name (src/relay/formOf.ts, officeSubjectOf).
        { to: OFFICE.email, subject: 'Send us a message (Policy Question): Maria Lopez' },
        { to: OFFICE.email, subject: '[ES] Send us a message (Policy Question): Maria Lopez' },
      ]),
    );
    expect(sent.find((mail) => mail.to === 'victima@example.com')!.text.trim()).toMatch(new RegExp(`^${spanish.confirmation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r?\n\r?\nSu referencia: [0-9a-f-]{36}$`));
  }, 60_000);

  it('a line break in a field name is refused and shown as marks; one in a value stays under its label; direction marks are shown as marks in the e-mail and the export', async () => {
    await fresh(runtime);
    const before = await leadCount(runtime);
    // Urlencoded, the line breaks arrive as such on both runtimes (multipart writes them %0D%0A in a name, which undici reads back and workerd does not).
    const forgedName = await runtime.post(FORM, urlencoded(new URLSearchParams([...payloadOf(formDefinitions.contact), ['x\r\nPhone: 555-0000\r\nLead', 'forged']]).toString()));
    expect(forgedName.status).toBe(400);
    expect(forgedName.text).toContain('Not recorded: No form has a field named &quot;x[U+000D][U+000A]Phone: 555-0000[U+000D][U+000A]Lead&quot;.');
    expect(await leadCount(runtime)).toBe(before);

    const stored = await runtime.post(
      AJAX,
      await multipart(payloadOf(formDefinitions.contact, { firstName: 'Ann\u202Egnp.exe', message: 'Hello\r\nPhone: 555-0000\r\nLead: 0000-fake\u2066 isolate\u2069' })),
    );
    expect(stored.status).toBe(200);
    const { id } = JSON.parse(stored.text) as { id: string };
    const office = (await runtime.sent()).find((mail) => mail.to === OFFICE.email)!;
    const lines = office.text.replace(/\r\n/g, '\n').split('\n');
    const forgedLines = lines.filter((line) => /^(Phone|Lead):/.test(line));
    console.log(`[attack] ${runtime.name}: forged name → ${forgedName.status}; lines of the office's e-mail starting "Phone:" or "Lead:": ${forgedLines.length} (${JSON.stringify(forgedLines)})`);
    expect(forgedLines).toEqual([`Lead: ${id}`]);
    expect(lines).toContain('  Phone: 555-0000');
    expect(office.text).toContain('Ann[U+202E]gnp.exe');
    expect(office.text).toContain('0000-fake[U+2066] isolate[U+2069]');
    expect(office.text).not.toMatch(/[\u202E\u2066\u2069]/);

    const csv = await (await runtime.fetch('/office/api/leads.csv', { headers: await signedIn(runtime) })).text();
    const marks = csv.match(/\[U\+(202E|2066|2069)\]/g) ?? [];
    console.log(`[attack] ${runtime.name}: direction marks shown in the export: ${marks.length}, left raw: ${(csv.match(/[\u202E\u2066\u2069]/g) ?? []).length}`);
    // The override twice (the e-mail subject's column, which names the visitor, and the first name's: no "Name" column any more), the isolate's two ends once.
    expect(marks).toEqual(['[U+202E]', '[U+202E]', '[U+2066]', '[U+2069]']);
    expect(csv).not.toMatch(/[\u202E\u2066\u2069]/);
  }, 60_000);

  it('an empty post is refused at both doors; an address that is not one is owed no confirmation', async () => {
    const before = await leadCount(runtime);
    const empty = Object.fromEntries(formDefinitions.contact.fields.map((field) => [field.name, '']));
    const ajax = await runtime.post(AJAX, await multipart(payloadOf(formDefinitions.contact, { ...empty, email: '' })));
    const form = await runtime.post(FORM, urlencoded(new URLSearchParams(payloadOf(formDefinitions.contact, { ...empty, email: ' ' })).toString()));
    expect([ajax.status, form.status]).toEqual([400, 400]);
    expect(JSON.parse(ajax.text)).toEqual({ success: 'false', message: 'Nothing was filled in' });
    expect(form.text).toContain('Not recorded: Nothing was filled in.');
    expect(await leadCount(runtime)).toBe(before);

    const invalid = await runtime.post(AJAX, await multipart(payloadOf(formDefinitions.contact, { email: 'not-an-address' })));
    expect(invalid.status).toBe(200);
    const { id } = JSON.parse(invalid.text) as { id: string };
    const kinds = (await runtime.db().selectFrom('deliveries').select('kind').where('lead_id', '=', id).execute()).map(({ kind }) => kind);
    console.log(`[attack] ${runtime.name}: empty posts → ${ajax.status}, ${form.status}; an invalid address owes: ${kinds.join(', ')}`);
    expect(kinds).toEqual(['office']);
  }, 60_000);
});
