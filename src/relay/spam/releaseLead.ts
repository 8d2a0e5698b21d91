/**
 * Releasing leads held as spam (the office's inbox: "Release to delivery",
 * on one lead or on the leads selected in the list): a lead is no longer
 * spam, and it is owed what any lead is owed (src/relay/lead.ts,
 * deliveriesOf: the office's e-mail, the visitor's confirmation where the
 * form asks, the webhook when one is set), due now, so the outbox delivers
 * it as it does any other (docs/forms.md, "The lead relay": spam).
 *
 * The visitor's confirmation of a released lead says when the visitor sent
 * it and that it was delayed (src/relay/mail.ts); past CONFIRMATION_DAYS
 * after the lead came, none is sent: a visitor who hears from the agency a
 * week or more later is better called than sent "we received your request"
 * (docs/relay.md, "The office's words and time").
 *
 * `spam_reason` is kept: a lead with `spam` 0 and a reason is one the office
 * released, and the reason says what had held it back.
 *
 * The outbox rows and the flags are one batch of two statements whatever
 * the number of leads (their ids one bound value: src/relay/inbox/idList.ts),
 * and each row is written only while its lead is still spam: two releases at
 * once (a double click, two agents) owe the office one message, not two;
 * each lead's event in its history, who released it
 * (src/relay/inbox/leadEvents.ts), is one more statement of the batch, on
 * the same condition. What a lead is owed is read from its e-mail and `_autoresponse` alone, in
 * SQL, never its whole fields (a lead stored before the intake's caps may
 * hold megabytes). The caller then runs the outbox (the relay's `onStored`),
 * or its timer or cron trigger will.
 */
import { sql, type CompiledQuery } from 'kysely';
import { deliveriesOf, deliveryRows } from '../lead';
import type { RelayCore } from '../core';
import { inIds } from '../inbox/idList';
import { recordLeadEvents, type EventAuthor } from '../inbox/leadEvents';

/** A released lead older than this many days is owed no confirmation. */
export const CONFIRMATION_DAYS = 7;

export type ReleaseDeps = Pick<RelayCore, 'db' | 'batch' | 'webhook'>;

/** The value the visitor sent as `name`, the first if sent twice (as src/relay/body.ts valueOf reads it), from the stored fields' JSON. */
const fieldValue = (name: string) =>
  sql<string | null>`(select json_extract(f.value, '$[1]') from json_each(leads.fields) as f where json_extract(f.value, '$[0]') = ${name} order by f.key limit 1)`;

/**
 * Releases those of the leads `ids` held as spam, recording who did it when
 * `by` is given; answers their ids (the others, and ids of no lead, are left alone). At most the office's bulk
 * bound of ids (src/relay/inbox/bulkRequest.ts): the reads and writes are
 * one statement each whatever their number.
 */
export async function releaseLeads({ db, batch, webhook }: ReleaseDeps, ids: readonly string[], now: Date = new Date(), by?: EventAuthor): Promise<string[]> {
  if (!ids.length) return [];
  const held = await db
    .selectFrom('leads')
    .select(['id', 'received_at', fieldValue('email').as('email'), fieldValue('_autoresponse').as('autoresponse')])
    .where(inIds('leads.id', ids))
    .where('spam', '=', 1)
    .execute();
  if (!held.length) return [];
  const at = now.toISOString();
  const rows = held.flatMap((lead) => {
    const late = now.getTime() - new Date(lead.received_at).getTime() > CONFIRMATION_DAYS * 86_400_000;
    const kinds = deliveriesOf([['email', lead.email ?? ''], ['_autoresponse', lead.autoresponse ?? '']], false, Boolean(webhook)).filter((kind) => !(late && kind === 'confirmation'));
    return deliveryRows(lead.id, kinds, at).map((row) => [row.lead_id, row.kind]);
  });
  const releasedIds = held.map((lead) => lead.id);
  const queries: CompiledQuery[] = [
    // Before the write, on its condition: an event for each lead this release changes (src/relay/inbox/leadEvents.ts).
    ...(by ? [recordLeadEvents(db, { kind: 'released', leadIds: releasedIds, by, at: now, onlyIf: (eb) => eb('spam', '=', 1) })] : []),
    // Each row (its lead's id and kind) only while its lead is still spam.
    sql`insert into deliveries (lead_id, kind, next_attempt_at, created_at)
        select json_extract(r.value, '$[0]'), json_extract(r.value, '$[1]'), ${at}, ${at}
        from json_each(${JSON.stringify(rows)}) as r
        join leads on leads.id = json_extract(r.value, '$[0]') and leads.spam = 1`.compile(db),
    db.updateTable('leads').set({ spam: 0 }).where(inIds('id', releasedIds)).where('spam', '=', 1).compile(),
  ];
  const released = (await batch(queries)).at(-1);
  // Another release may have taken some between the read and the write: then fewer were released here.
  return released === releasedIds.length ? releasedIds : (await db.selectFrom('leads').select('id').where(inIds('id', releasedIds)).where('spam', '=', 0).execute()).map((lead) => lead.id);
}

/** Releases the lead `id` if it is held as spam, recording who did it when `by` is given; answers whether it was. */
export async function releaseLead(deps: ReleaseDeps, id: string, now: Date = new Date(), by?: EventAuthor): Promise<boolean> {
  return (await releaseLeads(deps, [id], now, by)).length > 0;
}
