/**
 * The open leads whose e-mail to the office the outbox gave up on (docs/relay.md,
 * "Nothing falls through"): shown at the top of the inbox until each is
 * handled; the backup person is e-mailed each once (../alarms.ts).
 */
import type { Kysely } from 'kysely';
import type { RelayDatabase } from '../schema';
import type { UndeliveredLeads } from './inboxTypes';

/** The banner names at most this many (the newest); the list's delivery filter finds them all. */
export const UNDELIVERED_SHOWN = 20;

export async function undeliveredLeads(db: Kysely<RelayDatabase>): Promise<UndeliveredLeads> {
  const rows = await db
    .selectFrom('deliveries')
    .innerJoin('leads', 'leads.id', 'deliveries.lead_id')
    .select(['leads.id', 'leads.subject', 'leads.received_at', 'deliveries.last_answer'])
    .where('deliveries.kind', '=', 'office')
    .where('deliveries.state', '=', 'failed')
    .where('leads.handled_at', 'is', null)
    .where('leads.spam', '=', 0)
    .orderBy('leads.received_at', 'desc')
    .limit(UNDELIVERED_SHOWN)
    .execute();
  return { leads: rows.map((row) => ({ id: row.id, subject: row.subject, receivedAt: row.received_at, lastAnswer: row.last_answer })) };
}
