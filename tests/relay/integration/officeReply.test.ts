// @vitest-environment node
/**
 * The office's replies to a lead (docs/relay.md, "The office's inbox:
 * replies"), on both runtimes: the Node relay on SQLite over real HTTP, its
 * mail to a real SMTP server (tests/integration/support/smtpSink.ts), and
 * the Worker in workerd on a local D1 (tests/support/workerRelay.ts), its
 * mail to a stand-in of the HTTP e-mail API (tests/support/mailApiReceiver.ts).
 * A reply written in the inbox reaches the visitor from the agency's address
 * (the confirmation's From), Reply-To the office, with the subject and text
 * typed, kept on the lead with who sent it and when; a refusing mail server
 * gets it again after the outbox's wait; staff can reply; what cannot be
 * sent (no address, suspected spam, a subject of two lines, an empty or
 * oversized text) is refused with a message and keeps nothing; the reply
 * goes with its lead (the inbox's delete, retention).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { trustedProxies } from '../../../src/relay/node/remoteAddress';
import { REPLY_SUBJECT_CHARS, REPLY_TEXT_CHARS } from '../../../src/relay/inbox/boundedFields';
import type { LeadDetail } from '../../../src/relay/inbox/inboxTypes';
import { REPLY_REFUSALS } from '../../../src/relay/inbox/leadReplies';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { mailSettingsOf } from '../../../src/relay/settings';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { decodeWords } from '../../support/eml';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { validValues } from '../../support/formFixtures';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { smtpSink, type SmtpSink } from '../../integration/support/smtpSink';
import type { Kysely } from 'kysely';

const SITE = 'http://www.prairiepoint.example';
/** The sender and the office as both runtimes have them by default (no MAIL_FROM nor OFFICE_EMAIL_TO set). */
const MAIL = mailSettingsOf();
const STAFF = { email: 'staff.replies@prairiepoint.example', password: 'a staff member chose this long one' };

let node: ServedNodeRelay;
let sink: SmtpSink;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;

/** A message as it left, whichever way: its headers as the receiver read them. */
interface Sent {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  /** Every header name the message carries (lower case); the e-mail API's body keys for the Worker. */
  names: string[];
}

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Every message sent so far, oldest first. */
  sent: () => Sent[];
  /** The mail server refuses the next message (Node: the SMTP server answers 451; the Worker: the API answers 503). */
  refuseNext: () => void;
  /** Runs the outbox as its timer would (Node: flush; the Worker: the cron trigger). */
  runOutbox: () => Promise<void>;
  /** Runs retention as of `at` (Node: the relay's own, its clock moved; the Worker: the cron trigger at that time). */
  retainAt: (at: Date) => Promise<void>;
}

/** The Node relay's clock, moved for retention only. */
let clockOffsetMs = 0;

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite',
    db: () => node.store.db,
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    sent: () =>
      sink.received.map(({ headers, text }) => ({
        from: headers.from,
        to: headers.to,
        replyTo: headers['reply-to'],
        subject: decodeWords(headers.subject),
        messageId: headers['message-id'],
        text: text.replace(/\r\n/g, '\n'),
        names: Object.keys(headers),
      })),
    refuseNext: () => {
      sink.refuse = { code: 451, text: 'Requested action aborted: local error in processing' };
    },
    runOutbox: async () => {
      sink.refuse = undefined;
      await node.flush();
    },
    retainAt: async (at) => {
      clockOffsetMs = at.getTime() - Date.now();
      await node.retain();
      clockOffsetMs = 0;
    },
  },
  {
    name: 'the Worker on D1',
    db: () => worker.db,
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }),
    sent: () =>
      mailApi.received.map(({ body }) => ({
        from: body.from as string,
        to: (body.to as string[]).join(', '),
        replyTo: body.reply_to as string,
        subject: body.subject as string,
        messageId: (body.headers as Record<string, string>)['Message-ID'],
        text: body.text as string,
        names: [...Object.keys(body), ...Object.keys(body.headers as object)].map((name) => name.toLowerCase()),
      })),
    refuseNext: () => {
      mailApi.state.failNext = 1;
    },
    runOutbox: async () => {
      expect(await worker.scheduled()).toMatchObject({ outcome: 'ok' });
    },
    retainAt: async (at) => {
      expect(await worker.scheduled(at)).toMatchObject({ outcome: 'ok' });
    },
  },
];

beforeAll(async () => {
  mailApi = await startMailApiReceiver();
  sink = smtpSink(0);
  await sink.listen();
  [node, worker] = await Promise.all([
    startServedNodeRelay('office-reply', {
      log: () => {},
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      outboxIntervalMs: 60 * 60_000,
      now: () => new Date(Date.now() + clockOffsetMs),
      officeAccount: OFFICE,
      trustedProxies: trustedProxies(['127.0.0.1']),
    }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'reply-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi, sink));

let addresses = 0;
/** A network address of its own for each post (TEST-NET-3), so that no limit per address is reached. */
const newAddress = () => `203.0.113.${++addresses}`;
let visitors = 0;

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe.each(runtimes)('the office replies to a lead, $name', (runtime) => {
  const headersFrom = (extra: Record<string, string> = {}) => {
    const address = newAddress();
    return { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, 'CF-Connecting-IP': address, ...extra };
  };
  const signIn = async (email: string, password: string) => {
    const answer = await runtime.fetch('/office/sign-in', {
      method: 'POST',
      headers: headersFrom({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ email, password }).toString(),
    });
    expect(answer.status, `sign-in of ${email}`).toBe(303);
    return answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
  };
  let ownerCookie: Promise<string> | undefined;
  const owner = () => (ownerCookie ??= signIn(OFFICE.email, OFFICE.password));
  const api = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
    runtime.fetch(`/office/api${path}`, {
      method: init.method ?? 'GET',
      headers: headersFrom({ Cookie: cookie, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) }),
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  const reply = (cookie: string, id: string, body: unknown) => api(`/leads/${id}/replies`, cookie, { method: 'POST', body });
  const leadOf = async (cookie: string, id: string) => (await (await api(`/leads/${id}`, cookie)).json()) as LeadDetail;

  /** A contact message as the site's form posts it (with its confirmation), from a visitor of its own; answers the lead's id and the address. */
  async function postLead(overrides: Record<string, string> = {}) {
    const email = `visitor${++visitors}.${runtime.name.split(' ')[0].toLowerCase()}@example.com`;
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), email, sourcePage: '/contact', ...overrides })) body.append(name, value);
    // As bytes with their multipart type: miniflare's dispatchFetch passes no FormData on.
    const encoded = new Response(body);
    const answer = await runtime.fetch(RELAY_AJAX_PATH, { method: 'POST', body: new Uint8Array(await encoded.arrayBuffer()), headers: headersFrom({ 'Content-Type': encoded.headers.get('content-type')! }) });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    return { id, email: overrides.email ?? email };
  }
  const replyRows = (leadId: string) => runtime.db().selectFrom('lead_replies').selectAll().where('lead_id', '=', leadId).execute();
  const replyDeliveries = (leadId: string) => runtime.db().selectFrom('deliveries').selectAll().where('lead_id', '=', leadId).where('kind', '=', 'reply').orderBy('id').execute();

  it('a reply reaches the visitor from the agency\'s address, Reply-To the office, with the subject and text typed, kept on the lead with who sent it and when; a refusing mail server gets it again after the wait', async () => {
    const cookie = await owner();
    const { id, email } = await postLead();
    await runtime.runOutbox();
    // The visitor's confirmation, sent as a lead's: the reply's From is the same.
    await until(() => runtime.sent().some((mail) => mail.to === email), 'the confirmation');
    const confirmation = runtime.sent().find((mail) => mail.to === email)!;
    expect(confirmation.from).toBe(MAIL.from);

    const before = Date.now();
    const subject = 'Re: your message about renewal offers — María';
    const text = 'Hello Maria,\n\nThank you for writing. I can call you tomorrow after 3 PM.\n\n– Dana at the agency';
    const answer = await reply(cookie, id, { subject, text });
    expect(answer.status).toBe(201);
    const shown = (await answer.json()) as LeadDetail;
    expect(shown.replies).toEqual([
      expect.objectContaining({ number: 1, sentBy: OFFICE.email, subject, text, state: 'sending' }),
    ]);
    expect(Date.parse(shown.replies[0].sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(shown.firstReplyAt).toBe(shown.replies[0].sentAt);
    // In the lead's history, written with it: who replied and when, naming the reply.
    expect(shown.history.filter((event) => event.kind === 'reply')).toEqual([{ kind: 'reply', by: OFFICE.email, at: shown.replies[0].sentAt, detail: shown.replies[0].id }]);
    // The reply's outbox row is not one of the lead's own messages.
    expect(shown.deliveries.map((delivery) => delivery.kind).sort()).toEqual(['confirmation', 'office']);

    await runtime.runOutbox();
    await until(() => runtime.sent().filter((mail) => mail.to === email).length === 2, 'the reply');
    const sent = runtime.sent().filter((mail) => mail.to === email)[1];
    expect(sent).toMatchObject({ from: confirmation.from, to: email, replyTo: MAIL.office, subject, text: `${text}\n` });
    expect(sent.messageId).toBe(`<lead-${id}.reply-1@${MAIL.messageIdDomain}>`);
    expect(sent.names).not.toContain('bcc');
    expect(sent.names).not.toContain('cc');
    await until(async () => (await leadOf(cookie, id)).replies[0]?.state === 'sent', 'the reply shown as sent');
    const kept = await replyRows(id);
    expect(kept).toEqual([expect.objectContaining({ number: 1, sent_by: OFFICE.email, subject, text })]);
    expect(kept[0].account_id).toBe((await runtime.db().selectFrom('accounts').select('id').where('email', '=', OFFICE.email).executeTakeFirstOrThrow()).id);

    // The mail server refuses the second reply: recorded, shown as retrying, sent after the wait with the same Message-ID.
    runtime.refuseNext();
    const second = await reply(cookie, id, { subject: 'Re: one more thing', text: 'Bring your current declarations page.' });
    expect(second.status).toBe(201);
    await until(async () => (await leadOf(cookie, id)).replies[1]?.state === 'retrying', 'the refused reply shown as retrying');
    const retrying = (await leadOf(cookie, id)).replies[1];
    expect(retrying.attempts).toBe(1);
    expect(retrying.lastAnswer).toMatch(/^(451|503) /);
    const [, due] = await replyDeliveries(id);
    expect(Date.parse(due.next_attempt_at) - Date.parse(retrying.sentAt)).toBeGreaterThanOrEqual(60_000);
    expect(runtime.sent().filter((mail) => mail.to === email && mail.subject === 'Re: one more thing').length).toBe(runtime.name.startsWith('Node') ? 0 : 1);
    // Its wait over (moved into the past, as the clock would), the outbox's next run sends it.
    await runtime.db().updateTable('deliveries').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', due.id).execute();
    await runtime.runOutbox();
    await until(async () => (await leadOf(cookie, id)).replies[1]?.state === 'sent', 'the retried reply shown as sent');
    const retried = runtime.sent().filter((mail) => mail.to === email && mail.subject === 'Re: one more thing');
    expect(retried.at(-1)).toMatchObject({ from: MAIL.from, replyTo: MAIL.office, text: 'Bring your current declarations page.\n', messageId: `<lead-${id}.reply-2@${MAIL.messageIdDomain}>` });
    const after = await leadOf(cookie, id);
    expect(after.replies.map((shownReply) => [shownReply.number, shownReply.state, shownReply.attempts])).toEqual([
      [1, 'sent', 1],
      [2, 'sent', 2],
    ]);
    // The first reply's time stays the lead's response time.
    expect(after.firstReplyAt).toBe(shown.firstReplyAt);
  });

  it('a staff person can reply: the reply is kept as theirs', async () => {
    const hash = await hashPassword(STAFF.password, {}, TRIES_COST);
    const staffId = crypto.randomUUID();
    const at = new Date().toISOString();
    await runtime.db().insertInto('accounts').values({ id: staffId, email: STAFF.email, password_hash: hash, created_at: at, updated_at: at, role: 'staff' }).execute();
    const cookie = await signIn(STAFF.email, STAFF.password);
    const { id, email } = await postLead();
    const answer = await reply(cookie, id, { subject: 'Re: your message', text: 'Staff here: we will call you.' });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as LeadDetail).replies).toEqual([expect.objectContaining({ sentBy: STAFF.email })]);
    expect((await replyRows(id))[0]).toMatchObject({ account_id: staffId, sent_by: STAFF.email });
    await runtime.runOutbox();
    await until(() => runtime.sent().some((mail) => mail.to === email && mail.subject === 'Re: your message'), 'the staff reply');
    expect(runtime.sent().find((mail) => mail.to === email && mail.subject === 'Re: your message')).toMatchObject({ from: MAIL.from, replyTo: MAIL.office });
  });

  it('what cannot be sent is refused with a message and keeps nothing: no address, an address with a header in it, suspected spam, a subject of two lines, an empty or oversized text', async () => {
    const cookie = await owner();
    const { id } = await postLead();
    const refusals: [string, string, unknown, number, string][] = [];
    const expectRefused = async (label: string, leadId: string, body: unknown, status: number, message: string) => {
      const answer = await reply(cookie, leadId, body);
      refusals.push([label, leadId, body, answer.status, message]);
      expect(answer.status, label).toBe(status);
      expect(((await answer.json()) as { error: string }).error, label).toBe(message);
    };
    const noEmail = await postLead({ email: '' });
    expect((await leadOf(cookie, noEmail.id)).replyAddress).toBeNull();
    expect((await leadOf(cookie, noEmail.id)).replyRefusal).toBe(REPLY_REFUSALS.noAddress);
    await expectRefused('a lead without an e-mail address', noEmail.id, { subject: 'Re: hello', text: 'Hello' }, 400, REPLY_REFUSALS.noAddress);
    // A visitor who typed a header into the e-mail field: never an address, never a header.
    const injected = await postLead({ email: 'victim@example.com\r\nBcc: list@attacker.example' });
    await expectRefused('an e-mail field carrying a Bcc header', injected.id, { subject: 'Re: hello', text: 'Hello' }, 400, REPLY_REFUSALS.noAddress);
    const spam = await postLead({ _honey: 'filled by a bot' });
    await expectRefused('suspected spam', spam.id, { subject: 'Re: hello', text: 'Hello' }, 400, REPLY_REFUSALS.spam);
    // The subject as an attacker would write it, to add a recipient or a header.
    for (const subject of ['Re: hello\r\nBcc: list@attacker.example', 'Re: hello\nBcc: list@attacker.example', 'Re: hello\rBcc: list@attacker.example', 'Re: hello\u2028Bcc: list@attacker.example', 'Re: hello\u0000x'])
      await expectRefused(`a subject with ${JSON.stringify(subject.replace(/^Re: hello/, ''))}`, id, { subject, text: 'Hello' }, 400, REPLY_REFUSALS.subjectLines);
    await expectRefused('an empty subject', id, { subject: '   ', text: 'Hello' }, 400, REPLY_REFUSALS.noSubject);
    await expectRefused('a subject too long', id, { subject: 's'.repeat(REPLY_SUBJECT_CHARS + 1), text: 'Hello' }, 400, REPLY_REFUSALS.subjectTooLong(REPLY_SUBJECT_CHARS + 1));
    await expectRefused('an empty text', id, { subject: 'Re: hello', text: ' \n\t ' }, 400, REPLY_REFUSALS.noText);
    await expectRefused('a text too long', id, { subject: 'Re: hello', text: 't'.repeat(REPLY_TEXT_CHARS + 1) }, 400, REPLY_REFUSALS.textTooLong(REPLY_TEXT_CHARS + 1));
    await expectRefused('no JSON', id, 'subject=Re', 400, REPLY_REFUSALS.shape);
    await expectRefused('a lead that does not exist', 'no-such-lead', { subject: 'Re: hello', text: 'Hello' }, 404, 'No such lead');
    for (const leadId of [id, noEmail.id, injected.id, spam.id]) {
      expect(await replyRows(leadId), leadId).toEqual([]);
      expect((await leadOf(cookie, leadId)).history.filter((event) => event.kind === 'reply'), leadId).toEqual([]);
      expect(await replyDeliveries(leadId), leadId).toEqual([]);
    }
    // Without a session, nothing.
    expect((await runtime.fetch(`/office/api/leads/${id}/replies`, { method: 'POST', headers: headersFrom({ 'Content-Type': 'application/json' }), body: '{"subject":"x","text":"y"}' })).status).toBe(401);
    await runtime.runOutbox();
    expect(runtime.sent().filter((mail) => /attacker/.test(`${mail.to} ${mail.subject} ${mail.names.join(' ')}`))).toEqual([]);
    console.log(`[attack] ${runtime.name}: ${refusals.length} replies that cannot be sent, ${refusals.filter(([, , , status]) => status >= 400).length} refused, 0 kept, 0 mailed`);
  });

  it('the reply is gone with its lead: the inbox\'s delete, and retention', async () => {
    const cookie = await owner();
    const deleted = await postLead();
    expect((await reply(cookie, deleted.id, { subject: 'Re: soon gone', text: 'A reply to forget.' })).status).toBe(201);
    await runtime.runOutbox();
    await until(async () => (await replyDeliveries(deleted.id))[0]?.state === 'delivered', 'the reply sent');
    expect((await api(`/leads/${deleted.id}`, cookie, { method: 'DELETE' })).status).toBe(200);
    expect(await replyRows(deleted.id)).toEqual([]);
    expect(await replyDeliveries(deleted.id)).toEqual([]);
    expect(await runtime.db().selectFrom('lead_replies').select('id').where('text', '=', 'A reply to forget.').execute()).toEqual([]);

    // Retention: every lead of this runtime is past the period two years on, its replies with it.
    const expiring = await postLead();
    expect((await reply(cookie, expiring.id, { subject: 'Re: kept a while', text: 'A reply kept as long as its lead.' })).status).toBe(201);
    expect(await replyRows(expiring.id)).toHaveLength(1);
    await runtime.retainAt(new Date(Date.now() + 2 * 366 * 24 * 60 * 60_000));
    expect(await runtime.db().selectFrom('leads').select('id').where('id', '=', expiring.id).execute()).toEqual([]);
    expect(await replyRows(expiring.id)).toEqual([]);
    expect(await replyDeliveries(expiring.id)).toEqual([]);
  });
});
