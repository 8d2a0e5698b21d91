/**
 * Nothing falls through (docs/relay.md, "Nothing falls through";
 * src/relay/alarms.ts), on both runtimes with a moved clock: Node on SQLite
 * (its `now`, the outbox's timer run with `tick`), its mail received by a
 * real SMTP server; the Worker in workerd on D1 (the cron trigger's
 * scheduled time), its mail by the e-mail API's stand-in. The Worker's first
 * event is the cron trigger, then a request signs in: the office account it
 * set at that first event must not hang the request (src/relay/worker/entry.ts).
 *
 * The agency's hours: Monday to Friday, 8 to 5, America/Chicago (CST,
 * UTC-6, in December 2026).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { deliveriesOf, leadOf, storeQueries } from '../../../src/relay/lead';
import { weekStartOf } from '../../../src/relay/businessHours';
import { leadIdAt } from '../../../src/relay/leadId';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { decodeWords, type SentMail } from '../../support/eml';
import { validValues } from '../../support/formFixtures';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { smtpSink, type SmtpSink } from '../../integration/support/smtpSink';

const SITE = 'http://www.prairiepoint.example';
const BACKUP = 'backup.person@prairiepoint.example';
/** Wednesday 2026-12-02, 9:00 am in Chicago: when both relays start. */
const START = '2026-12-02T15:00:00.000Z';

let node: ServedNodeRelay;
let sink: SmtpSink;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;
/** The Node relay's clock (its `now`). */
let nodeClock = new Date(START);

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** What the runtime's timer (Node) or cron trigger (the Worker) does, at `at`; answers the messages sent since the last tick. */
  tick: (at: string) => Promise<SentMail[]>;
  /** The transport refuses every message until `refusing(false)`. */
  refusing: (on: boolean) => void;
}

let nodeSeen = 0;
let workerSeen = 0;
const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite, mail by SMTP',
    db: () => node.store.db,
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    tick: async (at) => {
      nodeClock = new Date(at);
      await node.tick();
      const sent = sink.received.slice(nodeSeen).map(({ headers, text }) => ({ to: headers.to, subject: decodeWords(headers.subject ?? ''), text }));
      nodeSeen = sink.received.length;
      return sent;
    },
    refusing: (on) => (sink.refuse = on ? { code: 550, text: '5.1.1 Mailbox unavailable' } : undefined),
  },
  {
    name: 'the Worker on D1, mail by the e-mail API',
    db: () => worker.db,
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init, headers: { 'CF-Connecting-IP': '198.51.100.7', ...init?.headers } }),
    tick: async (at) => {
      expect((await worker.scheduled(new Date(at))).outcome).toBe('ok');
      const sent = mailApi.received.slice(workerSeen).map(({ body }) => ({ to: (body.to as string[]).join(', '), subject: body.subject as string, text: body.text as string }));
      workerSeen = mailApi.received.length;
      return sent;
    },
    refusing: (on) => {
      mailApi.state.failStatus = 422;
      mailApi.state.failNext = on ? 1_000 : 0;
    },
  },
];

beforeAll(async () => {
  sink = smtpSink(0);
  await sink.listen();
  mailApi = await startMailApiReceiver();
  [node, worker] = await Promise.all([
    startServedNodeRelay('relay-alarms', {
      log: () => {},
      now: () => nodeClock,
      // The timer's own ticks come at the machine's time; the test ticks by hand.
      outboxIntervalMs: 3_600_000,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      officeAccount: OFFICE,
      alarms: { BACKUP_EMAIL_TO: BACKUP },
    }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'alarms-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password, BACKUP_EMAIL_TO: BACKUP } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi, sink));

let visitors = 0;
/** A contact lead stored as the relay stores one, received at `at` (its deliveries due then). */
async function storedAt(runtime: Runtime, at: string, name: string): Promise<{ id: string; subject: string }> {
  const fields = Object.entries(toPayload(formDefinitions.contact as FormDefinition, { ...validValues(formDefinitions.contact as FormDefinition), firstName: name, lastName: 'Alarm', email: `alarm${++visitors}@example.com` }));
  const receivedAt = new Date(at);
  const lead = leadOf(leadIdAt(receivedAt.getTime()), { door: 'ajax', fields, receivedAt });
  for (const query of storeQueries(runtime.db(), lead, deliveriesOf(fields, false, false))) await runtime.db().executeQuery(query);
  return { id: lead.id, subject: lead.subject };
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

const leadLink = (id: string) => `${agency.siteOrigin}/office/leads/${id}`;
const kindOf = (prefix: string) => (sent: SentMail[]) => sent.filter((mail) => mail.subject.startsWith(prefix));
const escalations = kindOf('Still open after 15 minutes: ');
const undelivered = kindOf('Not delivered to the office: ');
const silences = kindOf('No lead for 7 days');

describe.each(runtimes)('nothing falls through: $name', (runtime) => {
  it('a lead still open after 15 business minutes e-mails the backup person once; a lead at 8 pm, 15 minutes after the next opening', async () => {
    // The first event: the cron trigger (the Worker sets its office account there), then a request.
    expect(escalations(await runtime.tick(START))).toEqual([]);
    const headers = await signedIn(runtime);

    // During business hours: Wednesday 9:00 am.
    const open = await storedAt(runtime, START, 'Opal');
    const handled = await storedAt(runtime, START, 'Hank');
    const spam = await storedAt(runtime, START, 'Spammy');
    await runtime.db().updateTable('leads').set({ spam: 1, spam_reason: 'honeypot' }).where('id', '=', spam.id).execute();
    expect(escalations(await runtime.tick('2026-12-02T15:10:00Z')), '9:10 am').toEqual([]);
    const handling = await runtime.fetch(`/office/api/leads/${handled.id}/handled`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ handled: true }) });
    expect(handling.status).toBe(200);
    const atQuarter = escalations(await runtime.tick('2026-12-02T15:16:00Z'));
    console.log(`[alarms] ${runtime.name}: 9:16 am, ${atQuarter.length} escalation(s): ${atQuarter.map((mail) => JSON.stringify(mail.subject)).join(', ')}`);
    expect(atQuarter).toHaveLength(1);
    expect(atQuarter[0].to).toBe(BACKUP);
    expect(atQuarter[0].subject).toBe(`Still open after 15 minutes: Send us a message, lead ${open.id}`);
    // Nothing the visitor typed: the message outlives a lead the office deletes.
    expect(atQuarter[0].text).not.toMatch(/Opal|alarm\d+@example\.com/);
    expect(atQuarter[0].text).toContain(leadLink(open.id));
    expect(atQuarter[0].text).toContain('Received: Dec 2, 2026, 9:00 AM CST');
    expect(escalations(await runtime.tick('2026-12-02T15:30:00Z')), 'once').toEqual([]);

    // Outside business hours: Wednesday 8 pm; not at 8:16 pm, nor at 8:14 am, but at 8:16 am on Thursday.
    const evening = await storedAt(runtime, '2026-12-03T02:00:00Z', 'Eve');
    expect(escalations(await runtime.tick('2026-12-03T02:16:00Z')), '8:16 pm').toEqual([]);
    expect(escalations(await runtime.tick('2026-12-03T14:14:00Z')), '8:14 am the next day').toEqual([]);
    const morning = escalations(await runtime.tick('2026-12-03T14:16:00Z'));
    expect(morning.map((mail) => mail.subject)).toEqual([`Still open after 15 minutes: Send us a message, lead ${evening.id}`]);
    expect(morning[0].text).toContain(leadLink(evening.id));
    expect(escalations(await runtime.tick('2026-12-03T14:30:00Z')), 'once').toEqual([]);
    console.log(`[alarms] ${runtime.name}: 8 pm lead escalated at 8:16 am the next day, none before`);

    // This week's response times, by the API. Node answers at its clock (Thursday 8:30 am): Hank answered in 10
    // business minutes; Opal, and Eve (30 business minutes since 8 pm), open past 5. The Worker answers requests
    // at the machine's time (only its cron trigger's time is the test's): a week without these leads yet.
    // Signed in again: on Node the session's idle time runs on the moved clock too.
    const week = (await (await runtime.fetch('/office/api/response-times', { headers: await signedIn(runtime) })).json()) as Record<string, unknown>;
    if (runtime === runtimes[0]) expect(week).toEqual({ weekStart: '2026-11-30T06:00:00.000Z', leads: 3, answered: 1, medianMinutes: 10, withinFiveShare: 0 });
    else expect(week).toEqual({ weekStart: weekStartOf(new Date()).toISOString(), leads: 0, answered: 0, medianMinutes: null, withinFiveShare: null });
  });

  it("a lead's office mail the outbox gives up on is e-mailed to the backup person once (outside business hours)", async () => {
    // Thursday 9 pm: the office mail on its last try, refused.
    const lead = await storedAt(runtime, '2026-12-04T03:00:00Z', 'Fay');
    await runtime.db().updateTable('deliveries').set({ attempts: 11 }).where('lead_id', '=', lead.id).where('kind', '=', 'office').execute();
    runtime.refusing(true);
    await runtime.tick('2026-12-04T03:01:00Z');
    runtime.refusing(false);
    const office = await runtime.db().selectFrom('deliveries').select(['state', 'last_answer']).where('lead_id', '=', lead.id).where('kind', '=', 'office').executeTakeFirstOrThrow();
    expect(office.state).toBe('failed');
    // The alert left in the same tick, or (refused with the rest) at its retry a minute later.
    const told = [...undelivered(await runtime.tick('2026-12-04T03:03:00Z')), ...undelivered(await runtime.tick('2026-12-04T03:10:00Z'))];
    console.log(`[alarms] ${runtime.name}: delivery failed for good at 9:01 pm, ${told.length} alert(s) to the backup person`);
    expect(told).toHaveLength(1);
    expect(told[0].to).toBe(BACKUP);
    expect(told[0].subject).toBe(`Not delivered to the office: Send us a message, lead ${lead.id}`);
    expect(told[0].text).not.toMatch(/Fay|alarm\d+@example\.com/);
    expect(told[0].text).toContain(leadLink(lead.id));
    expect(told[0].text).toContain(`could not be delivered to ${agency.email}`);
    expect(undelivered(await runtime.tick('2026-12-04T04:00:00Z')), 'once').toEqual([]);

    // The inbox's banner lists it, linked by its id, until it is handled.
    const headers = await signedIn(runtime);
    const banner = async () => ((await (await runtime.fetch('/office/api/undelivered', { headers })).json()) as { leads: { id: string }[] }).leads;
    expect(await banner()).toEqual([{ id: lead.id, subject: lead.subject, receivedAt: '2026-12-04T03:00:00.000Z', lastAnswer: office.last_answer }]);
    const handling = await runtime.fetch(`/office/api/leads/${lead.id}/handled`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ handled: true }) });
    expect(handling.status).toBe(200);
    expect(await banner()).toEqual([]);
  });

  it('no lead for 7 days tells the office and the backup person, once per silence', async () => {
    // The last lead arrived Thursday 2026-12-03, 9 pm (the previous test's).
    expect(silences(await runtime.tick('2026-12-11T02:59:00Z')), 'a minute short of 7 days').toEqual([]);
    const first = silences(await runtime.tick('2026-12-11T03:01:00Z'));
    console.log(`[alarms] ${runtime.name}: 7 days without a lead (Thursday 9:01 pm): ${first.length} message(s) to ${first.map((mail) => mail.to).join(', ')}`);
    expect(first.map((mail) => mail.to).sort()).toEqual([BACKUP, agency.email].sort());
    expect(first[0].subject).toBe("No lead for 7 days: the website's forms may be broken");
    expect(first[0].text).toContain('the last one arrived Dec 3, 2026, 9:00 PM CST');
    expect(silences(await runtime.tick('2026-12-12T03:00:00Z')), 'not again in the same silence').toEqual([]);
    expect(silences(await runtime.tick('2026-12-13T15:00:00Z')), 'nor two days later').toEqual([]);

    // A lead ends the silence; the next one is told again (Monday 10 am, during business hours).
    await storedAt(runtime, '2026-12-14T16:00:00Z', 'Sam');
    expect(silences(await runtime.tick('2026-12-21T15:59:00Z'))).toEqual([]);
    expect(silences(await runtime.tick('2026-12-21T16:01:00Z'))).toHaveLength(2);
  });
});
