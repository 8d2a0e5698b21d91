/**
 * The outbox (docs/relay.md, "The lead relay"): delivers each message
 * owed for a lead (its own, and the office's replies to it:
 * ./inbox/leadReplies.ts) once it is due, records every attempt and its answer, and
 * retries a failure with growing waits (RETRY_WAITS_MINUTES: just under five
 * days in all) before it gives up and marks the delivery failed.
 *
 * At least once: a delivery is claimed (claimed_until) before it is sent and
 * recorded after. A runner that dies in between leaves the claim to expire
 * (or, on Node, the next start releases it: releaseClaims), and the message
 * is sent again with the same Message-ID: the office may get a lead twice,
 * never zero times.
 */
import type { Kysely } from 'kysely';
import type { Batch } from './batch';
import { confirmationMessage, officeMessage, replyMessage, type MailSettings, type Transport } from './mail';
import { runOfficeMail } from './office/officeMail';
import type { Delivery, DeliveryState, Lead, LeadReply, RelayDatabase } from './schema';
import { postWebhook, type WebhookSettings } from './webhook';

/** The wait after each failed attempt, growing; after the last, the delivery has failed. */
export const RETRY_WAITS_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440, 1440, 1440, 1440] as const;
/** How long one runner holds a delivery it is sending. */
export const CLAIM_MS = 10 * 60_000;
/** Deliveries one run takes at most, so that it stays short (a Worker's cron has limits). */
export const OUTBOX_RUN_LIMIT = 50;
/** Messages one run sends at the same time. */
export const SENDS_AT_ONCE = 4;

export interface OutboxDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  transport: Transport;
  mail: MailSettings;
  webhook?: WebhookSettings;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Deliveries per run (OUTBOX_RUN_LIMIT). */
  limit?: number;
}

export interface OutboxRun {
  delivered: number;
  failed: number;
}

const MINUTE = 60_000;

/** Where a delivery stands after its `attempts`-th attempt failed. */
export function afterFailure(attempts: number, now: Date): { state: DeliveryState; next_attempt_at: string } {
  const wait = RETRY_WAITS_MINUTES[attempts - 1];
  if (wait === undefined) return { state: 'failed', next_attempt_at: now.toISOString() };
  return { state: 'pending', next_attempt_at: new Date(now.getTime() + wait * MINUTE).toISOString() };
}

const answerOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * One run: the leads' deliveries, then the office's own messages
 * (invitations, password links: ./office/officeMail.ts), each kept and
 * retried the same way.
 */
export async function runOutbox(deps: OutboxDeps): Promise<OutboxRun> {
  const leads = await runDeliveries(deps);
  const office = await runOfficeMail(deps, { claimMs: CLAIM_MS, afterFailure, limit: deps.limit ?? OUTBOX_RUN_LIMIT });
  return { delivered: leads.delivered + office.delivered, failed: leads.failed + office.failed };
}

/**
 * The leads' deliveries: the due ones are claimed together (one write: the claim,
 * its count, and an open attempt for each), then sent one after another,
 * each answer recorded as it comes.
 */
async function runDeliveries(deps: OutboxDeps): Promise<OutboxRun> {
  const { db, batch, now = () => new Date(), limit = OUTBOX_RUN_LIMIT } = deps;
  const start = now();
  const at = start.toISOString();
  const due = await db
    .selectFrom('deliveries')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (!due.length) return { delivered: 0, failed: 0 };

  // This run's claim: a lease that another runner sees as taken until it expires, and this run's own. Two runs
  // that start in the same millisecond must not both find the claim theirs: on Workers the clock stands still
  // between I/O, so overlapping runs (one per stored lead, in waitUntil) read the same time. The run's random
  // mark follows the time, so the claim still compares with a time as its expiry does (docs/deploy.md, "Cloudflare").
  const claim = `${new Date(start.getTime() + CLAIM_MS).toISOString()}#${crypto.randomUUID()}`;
  const ids = due.map((row) => row.id);
  await batch([
    db
      .updateTable('deliveries')
      .set((eb) => ({ claimed_until: claim, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .compile(),
    db
      .insertInto('attempts')
      .columns(['delivery_id', 'started_at'])
      .expression((eb) => eb.selectFrom('deliveries').select((inner) => ['id', inner.val(at).as('started_at')]).where('id', 'in', ids).where('claimed_until', '=', claim))
      .compile(),
  ]);
  // What this run won (another runner may have claimed some first), with the leads they are for.
  const claimed = await db.selectFrom('deliveries').selectAll().where('id', 'in', ids).where('claimed_until', '=', claim).execute();
  if (!claimed.length) return { delivered: 0, failed: 0 };
  const leads = new Map(
    (await db.selectFrom('leads').selectAll().where('id', 'in', [...new Set(claimed.map((delivery) => delivery.lead_id))]).execute()).map((lead) => [lead.id, lead]),
  );
  // The office's replies among them (./inbox/leadReplies.ts): a delivery of kind `reply` names its reply.
  const replyIds = claimed.flatMap((delivery) => (delivery.reply_id ? [delivery.reply_id] : []));
  const replies = new Map(replyIds.length ? (await db.selectFrom('lead_replies').selectAll().where('id', 'in', replyIds).execute()).map((reply) => [reply.id, reply]) : []);

  const run: OutboxRun = { delivered: 0, failed: 0 };
  const deliver = async (delivery: Delivery) => {
    let ok = false;
    let answer: string;
    try {
      const lead = leads.get(delivery.lead_id);
      if (!lead) throw new Error(`The lead ${delivery.lead_id} is gone`);
      answer = await send(deps, delivery, lead, delivery.reply_id ? replies.get(delivery.reply_id) : undefined);
      ok = true;
    } catch (error) {
      answer = answerOf(error);
    }
    // Recorded as soon as it is answered: a runner stopped later in the run sends none of these again.
    const end = now();
    const next = ok ? { state: 'delivered' as const, next_attempt_at: delivery.next_attempt_at } : afterFailure(delivery.attempts, end);
    await batch([
      db.updateTable('attempts').set({ finished_at: end.toISOString(), ok: ok ? 1 : 0, answer }).where('delivery_id', '=', delivery.id).where('finished_at', 'is', null).compile(),
      db
        .updateTable('deliveries')
        .set({ ...next, claimed_until: null, last_answer: answer, delivered_at: ok ? end.toISOString() : null })
        .where('id', '=', delivery.id)
        .compile(),
    ]);
    if (ok) run.delivered++;
    else run.failed++;
  };
  // A few at a time: a message waits mostly on the mail server (or the disk), and answers that come
  // together are recorded in one commit (src/relay/batch.ts).
  const queue = [...claimed];
  await Promise.all(
    Array.from({ length: Math.min(SENDS_AT_ONCE, queue.length) }, async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) await deliver(delivery);
    }),
  );
  return run;
}

function send(deps: OutboxDeps, delivery: Delivery, lead: Lead, reply: LeadReply | undefined): Promise<string> {
  switch (delivery.kind) {
    case 'office':
      return deps.transport.send(officeMessage(lead, deps.mail));
    case 'confirmation': {
      const message = confirmationMessage(lead, deps.mail);
      if (!message) throw new Error('No confirmation to send: the lead has no valid e-mail address or text');
      return deps.transport.send(message);
    }
    case 'webhook':
      if (!deps.webhook) throw new Error('No webhook is configured');
      return postWebhook(lead, deps.webhook, deps.fetch);
    case 'reply':
      if (!reply) throw new Error(`The reply ${delivery.reply_id ?? ''} is gone`);
      return deps.transport.send(replyMessage(lead, reply, deps.mail));
  }
}

/**
 * For a runtime where one process owns the database (Node): at start, no
 * runner is sending anything, so every claim is stale. The attempts they
 * left open are recorded as interrupted and the deliveries are due again.
 */
export async function releaseClaims(db: Kysely<RelayDatabase>, batch: Batch, now: Date): Promise<void> {
  await batch([
    db
      .updateTable('attempts')
      .set({ finished_at: now.toISOString(), ok: 0, answer: 'Interrupted: the relay stopped before the answer was recorded' })
      .where('finished_at', 'is', null)
      .compile(),
    db.updateTable('deliveries').set({ claimed_until: null }).where('claimed_until', 'is not', null).compile(),
    db.updateTable('office_mail').set({ claimed_until: null }).where('claimed_until', 'is not', null).compile(),
  ]);
}
