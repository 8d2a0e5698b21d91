/**
 * Releasing a lead held as spam (the office's inbox: "Release"): the lead is
 * no longer spam, and it is owed what any lead is owed (src/relay/lead.ts,
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
 * The outbox rows and the flag are one batch, and each row is written only
 * while the lead is still spam: two releases at once (a double click, two
 * agents) owe the office one message, not two; the release's event in the
 * lead's history, who released it (src/relay/office/leadEvents.ts), is
 * written in the same batch, on the same condition. The caller then runs the
 * outbox (the relay's `onStored`), or its timer or cron trigger will.
 */
import type { Fields } from '../body';
import { deliveriesOf, deliveryRows } from '../lead';
import type { RelayCore } from '../core';
import { recordLeadEvent, type EventAuthor } from '../office/leadEvents';

/** A released lead older than this many days is owed no confirmation. */
export const CONFIRMATION_DAYS = 7;

export type ReleaseDeps = Pick<RelayCore, 'db' | 'batch' | 'webhook'>;

/** Releases the lead `id` if it is held as spam, recording who did it when `by` is given; answers whether it was. */
export async function releaseLead({ db, batch, webhook }: ReleaseDeps, id: string, now: Date = new Date(), by?: EventAuthor): Promise<boolean> {
  const lead = await db.selectFrom('leads').select(['fields', 'spam', 'received_at']).where('id', '=', id).executeTakeFirst();
  if (!lead || lead.spam !== 1) return false;
  const fields = JSON.parse(lead.fields) as Fields;
  const late = now.getTime() - new Date(lead.received_at).getTime() > CONFIRMATION_DAYS * 86_400_000;
  const kinds = deliveriesOf(fields, false, Boolean(webhook)).filter((kind) => !(late && kind === 'confirmation'));
  const rows = deliveryRows(id, kinds, now.toISOString());
  await batch([
    ...(by ? [recordLeadEvent(db, { kind: 'released', leadId: id, by, at: now, onlyIf: (eb) => eb('spam', '=', 1) })] : []),
    ...rows.map((row) =>
      db
        .insertInto('deliveries')
        .columns(['lead_id', 'kind', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('leads')
            .select((select) => [select.ref('id').as('lead_id'), select.val(row.kind).as('kind'), select.val(row.next_attempt_at).as('next_attempt_at'), select.val(row.created_at).as('created_at')])
            .where('id', '=', id)
            .where('spam', '=', 1),
        )
        .compile(),
    ),
    db.updateTable('leads').set({ spam: 0 }).where('id', '=', id).where('spam', '=', 1).compile(),
  ]);
  return true;
}
