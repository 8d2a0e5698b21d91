/**
 * Nothing falls through (docs/relay.md, "Nothing falls through"): run on
 * the outbox's timer (Node: src/relay/node/outboxScheduler.ts) and on the
 * Worker's cron trigger (src/relay/worker/entry.ts), as of the time given,
 * each alarm queued as one of the office's own messages
 * (./office/officeMail.ts) that the outbox then sends and retries.
 *
 * - A lead still open (not handled, not replied to, not spam) after the set business minutes
 *   (./businessHours.ts) e-mails the backup person, once.
 * - A lead's office mail the outbox gave up on e-mails the backup person,
 *   once (the inbox shows it too: ./inbox/undeliveredLeads.ts).
 * - No lead for the set days tells the office and the backup person the
 *   forms may be broken, once per silence: the next lead ends it.
 *
 * "Once" is kept by the database, not by the runner: each message is
 * inserted by a statement that finds its lead (or the silence) not yet
 * told, in the same batch as the write that marks it told, so two runners
 * that overlap send it once.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { alarmWords, type AlarmLead } from './alarmWords';
import type { Batch } from './batch';
import { afterBusinessMs, AGENCY_HOURS, type BusinessHours } from './businessHours';
import type { MailSettings } from './mail';
import { officeMessageId } from './office/officeMail';
import type { OfficeMailKind, RelayDatabase } from './schema';
import type { AlarmSettings } from './settings';

export interface AlarmDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  mail: MailSettings;
  /** Where the inbox is: the messages link to its leads (`<origin>/office/leads/<id>`). */
  linkOrigin: string;
  alarms: AlarmSettings;
  hours?: BusinessHours;
}

export interface AlarmRun {
  escalated: number;
  undelivered: number;
  silence: boolean;
}

const DAY_MS = 86_400_000;
/** A run's share of each kind: a backlog is told over the next runs. */
const PER_RUN = 50;
/**
 * Open leads older than this are not looked at: at 15 business minutes a
 * lead is due within a long weekend; one older was stored while the relay
 * was stopped that long, and is no news to anyone.
 */
const ESCALATION_LOOKBACK_DAYS = 14;

const LEAD_COLUMNS = ['leads.id', 'leads.form', 'leads.received_at'] as const;

export const inboxLink = (origin: string, leadId?: string) => `${origin.replace(/\/$/, '')}/office/${leadId ? `leads/${encodeURIComponent(leadId)}` : ''}`;

/** The values of one office_mail row, for an INSERT … SELECT that writes it only when its condition holds. */
function mailValues(deps: AlarmDeps, kind: OfficeMailKind, to: string, subject: string, text: string, at: string) {
  return { kind, to_address: to, subject, text, message_id: officeMessageId(kind, deps.mail.messageIdDomain), next_attempt_at: at, created_at: at };
}

const MAIL_COLUMNS = ['kind', 'to_address', 'subject', 'text', 'message_id', 'next_attempt_at', 'created_at'] as const;

/**
 * An alarm's office_mail row as the values a guarding select answers: the
 * row is inserted only while that select finds what the alarm is about (the
 * lead still open, the delivery not yet told, the silence not yet told), so
 * two runs at once tell once.
 */
function mailRow(values: ReturnType<typeof mailValues>) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => MAIL_COLUMNS.map((column) => eb.val(values[column]).as(column));
}

export async function runAlarms(deps: AlarmDeps, now: Date): Promise<AlarmRun> {
  const escalated = await escalate(deps, now);
  const undelivered = await tellUndelivered(deps, now);
  const silence = await tellSilence(deps, now);
  return { escalated, undelivered, silence };
}

/** The leads still open past the set business minutes: the backup person told, once each. */
async function escalate(deps: AlarmDeps, now: Date): Promise<number> {
  const { db, alarms } = deps;
  const at = now.toISOString();
  const open = await db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('spam', '=', 0)
    .where('handled_at', 'is', null)
    .where('first_reply_at', 'is', null)
    .where('escalated_at', 'is', null)
    .where('received_at', '>=', new Date(now.getTime() - ESCALATION_LOOKBACK_DAYS * DAY_MS).toISOString())
    .where('received_at', '<=', at)
    .orderBy('received_at')
    .limit(PER_RUN * 4)
    .execute();
  const due = open.filter((lead) => {
    const when = afterBusinessMs(lead.received_at, alarms.escalationMinutes * 60_000, deps.hours ?? AGENCY_HOURS);
    return when !== undefined && when <= now;
  });
  let told = 0;
  for (const lead of due.slice(0, PER_RUN)) {
    const values = mailValues(
      deps,
      'escalation',
      alarms.backup,
      alarmWords.escalationSubject(alarms.escalationMinutes, lead),
      alarmWords.escalationText(alarms.escalationMinutes, lead, inboxLink(deps.linkOrigin, lead.id)),
      at,
    );
    await deps.batch([
      db
        .insertInto('office_mail')
        .columns(MAIL_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select(mailRow(values))
            .where('id', '=', lead.id)
            .where('escalated_at', 'is', null)
            .where('handled_at', 'is', null)
            .where('spam', '=', 0),
        )
        .compile(),
      db.updateTable('leads').set({ escalated_at: at }).where('id', '=', lead.id).where('escalated_at', 'is', null).where('handled_at', 'is', null).compile(),
    ]);
    told++;
  }
  return told;
}

/** The leads' office mail the outbox gave up on: the backup person told, once each. */
async function tellUndelivered(deps: AlarmDeps, now: Date): Promise<number> {
  const { db, alarms } = deps;
  const at = now.toISOString();
  const failed = await db
    .selectFrom('deliveries')
    .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
    .select([...LEAD_COLUMNS, 'deliveries.id as delivery_id', 'deliveries.last_answer'])
    .where('deliveries.state', '=', 'failed')
    .where('deliveries.kind', '=', 'office')
    .where('deliveries.alerted_at', 'is', null)
    .orderBy('deliveries.id')
    .limit(PER_RUN)
    .execute();
  for (const row of failed) {
    const lead: AlarmLead = row;
    const values = mailValues(
      deps,
      'undelivered',
      alarms.backup,
      alarmWords.undeliveredSubject(lead),
      alarmWords.undeliveredText(lead, deps.mail.office, row.last_answer ?? 'none recorded', inboxLink(deps.linkOrigin, lead.id)),
      at,
    );
    await deps.batch([
      db
        .insertInto('office_mail')
        .columns(MAIL_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('deliveries')
            .select(mailRow(values))
            .where('id', '=', row.delivery_id)
            .where('alerted_at', 'is', null),
        )
        .compile(),
      db.updateTable('deliveries').set({ alerted_at: at }).where('id', '=', row.delivery_id).where('alerted_at', 'is', null).compile(),
    ]);
  }
  return failed.length;
}

/**
 * No lead (spam aside: held spam says the doors answer, not that a form
 * works) for the set days: the office and the backup person told once for
 * this silence; counted from the last lead, or from when the relay first
 * looked, if it never had one.
 */
async function tellSilence(deps: AlarmDeps, now: Date): Promise<boolean> {
  const { db, alarms } = deps;
  const at = now.toISOString();
  await db.insertInto('alarms').values({ name: 'watching', at }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const [last, rows] = await Promise.all([
    db.selectFrom('leads').select((eb) => eb.fn.max('received_at').as('at')).where('spam', '=', 0).executeTakeFirst(),
    db.selectFrom('alarms').selectAll().execute(),
  ]);
  const watching = rows.find((row) => row.name === 'watching')!.at;
  const told = rows.find((row) => row.name === 'silence')?.at;
  const lastLead = last?.at ?? undefined;
  const since = lastLead && lastLead > watching ? lastLead : watching;
  if (now.getTime() - new Date(since).getTime() < alarms.silenceDays * DAY_MS) return false;
  if (told && told >= since) return false;
  const to = [...new Set([deps.mail.office, alarms.backup])];
  await deps.batch([
    ...to.map((address) => {
      const values = mailValues(deps, 'silence', address, alarmWords.silenceSubject(alarms.silenceDays), alarmWords.silenceText(alarms.silenceDays, lastLead, inboxLink(deps.linkOrigin)), at);
      return db
        .insertInto('office_mail')
        .columns(MAIL_COLUMNS)
        .expression((eb) =>
          eb
            .selectFrom('alarms')
            .select(mailRow(values))
            .where('name', '=', 'watching')
            .where((inner) => inner.not(inner.exists(inner.selectFrom('alarms').select('name').where('name', '=', 'silence').where('at', '>=', since)))),
        )
        .compile();
    }),
    db
      .insertInto('alarms')
      .values({ name: 'silence', at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ at }))
      .compile(),
  ]);
  return true;
}
