/**
 * What the inbox counts and watches (docs/relay.md, "The office's inbox":
 * live): the open leads, the suspected spam held, and the newest lead of
 * either. Each open inbox asks every few seconds, so each figure is read
 * from an index, as many entries as it counts: open leads from
 * leads_spam_handled_at (0010_open_leads.sql), spam from
 * leads_spam_received_at, the newest from leads_received_at.
 */
import type { Kysely } from 'kysely';
import type { RelayDatabase } from '../schema';
import type { LeadCounts } from './inboxTypes';

export async function leadCounts(db: Kysely<RelayDatabase>): Promise<LeadCounts> {
  const count = (spam: 0 | 1, openOnly: boolean) => {
    let query = db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('spam', '=', spam);
    if (openOnly) query = query.where('handled_at', 'is', null);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  };
  const [open, spam, newest] = await Promise.all([
    count(0, true),
    count(1, false),
    db.selectFrom('leads').select(['id', 'received_at']).orderBy('received_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { open, spam, newest: newest ? `${newest.received_at}|${newest.id}` : null };
}
