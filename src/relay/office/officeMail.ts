/**
 * The office's own messages (docs/relay.md, "The office's people"): an
 * invitation or a password link, or an alarm (src/relay/alarms.ts), stored in `office_mail` in the same batch
 * as the link it carries, then sent by the outbox (src/relay/outbox.ts runs
 * `runOfficeMail` beside the leads' deliveries), with the same claims,
 * growing waits and recorded answers as a lead's message. Its text holds a
 * working link: once the message is delivered, or given up, the text is
 * emptied, so the link stays in the database no longer than it must.
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { MailSettings, Transport } from '../mail';
import type { DeliveryState, OfficeMailKind, RelayDatabase } from '../schema';

/** What the outbox gives the office's mail (src/relay/outbox.ts, OutboxDeps). */
export interface OfficeMailDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  transport: Transport;
  mail: MailSettings;
  now?: () => Date;
  limit?: number;
}

export interface OfficeMessage {
  kind: OfficeMailKind;
  to: string;
  subject: string;
  text: string;
}

/** A message's Message-ID, made once when it is queued, so a retry is recognisable. */
export const officeMessageId = (kind: OfficeMailKind, messageIdDomain: string) => `<office-${crypto.randomUUID()}.${kind}@${messageIdDomain}>`;

/** The write that queues a message, due now; its Message-ID made once, so a retry is recognisable. */
export const queueOfficeMail = (db: Kysely<RelayDatabase>, message: OfficeMessage, at: Date, messageIdDomain: string) =>
  db
    .insertInto('office_mail')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      message_id: officeMessageId(message.kind, messageIdDomain),
      next_attempt_at: at.toISOString(),
      created_at: at.toISOString(),
    })
    .compile();

export interface OfficeMailRun {
  delivered: number;
  failed: number;
}

/**
 * One run: the due messages claimed (one write), each sent and its answer
 * recorded as it comes. `afterFailure` and the claim's length are the
 * outbox's own (passed in, so this module imports nothing of it).
 */
export async function runOfficeMail(
  deps: OfficeMailDeps,
  { claimMs, afterFailure, limit }: { claimMs: number; afterFailure: (attempts: number, now: Date) => { state: DeliveryState; next_attempt_at: string }; limit: number },
): Promise<OfficeMailRun> {
  const { db, batch, now = () => new Date() } = deps;
  const start = now();
  const at = start.toISOString();
  const due = await db
    .selectFrom('office_mail')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!due.length) return { delivered: 0, failed: 0 };
  // A claim another runner sees as taken until it expires, and this run's own (as the leads' in src/relay/outbox.ts).
  const claim = `${new Date(start.getTime() + claimMs).toISOString()}#${crypto.randomUUID()}`;
  const ids = due.map((row) => row.id);
  await batch([
    db
      .updateTable('office_mail')
      .set((eb) => ({ claimed_until: claim, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .compile(),
  ]);
  const claimed = await db.selectFrom('office_mail').selectAll().where('id', 'in', ids).where('claimed_until', '=', claim).execute();
  const run: OfficeMailRun = { delivered: 0, failed: 0 };
  for (const message of claimed) {
    let ok = false;
    let answer: string;
    try {
      answer = await deps.transport.send({ from: deps.mail.from, to: message.to_address, subject: message.subject, text: message.text, messageId: message.message_id });
      ok = true;
    } catch (error) {
      answer = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    }
    const end = now();
    const next = ok ? { state: 'delivered' as const, next_attempt_at: message.next_attempt_at } : afterFailure(message.attempts, end);
    await batch([
      db
        .updateTable('office_mail')
        .set({ ...next, claimed_until: null, last_answer: answer, delivered_at: ok ? end.toISOString() : null, ...(next.state === 'pending' ? {} : { text: '' }) })
        .where('id', '=', message.id)
        .compile(),
    ]);
    if (ok) run.delivered++;
    else run.failed++;
  }
  return run;
}
