/**
 * Retention (docs/relay.md, "The lead relay"; the privacy page says
 * it): the relay deletes every lead received more than the retention period
 * ago, with its deliveries and their attempts and the office's replies
 * (migrations/0011_lead_replies.sql), which go with it through the
 * schema's ON DELETE CASCADE (src/relay/migrations/0001_leads.sql; SQLite
 * enforces it with `PRAGMA foreign_keys = ON`, src/relay/node/database.ts, and
 * D1 always does). Node runs it hourly and at start, the Worker on its cron
 * trigger. The ids deleted go to the runtime's `forgotten` (src/relay/core.ts),
 * which overwrites what they leave behind on Node (docs/relay.md, "The
 * lead relay: forgetting").
 *
 * The leads' history goes with them (src/relay/inbox/leadEvents.ts): the
 * events of the leads deleted (their notes), and every event older than the
 * cutoff (an event follows its lead's arrival, so these are the history of
 * leads gone: tombstones, exports). Events carry no foreign key (a tombstone
 * outlives its lead), so they are deleted here, before the leads.
 */
import type { Kysely } from 'kysely';
import type { RelayCore } from './core';
import type { RelayDatabase } from './schema';

/** Leads deleted per statement, so that one run's writes stay short (a Worker's cron has limits). */
export const RETENTION_CHUNK = 500;
/** Statements per run at the most: what is left waits for the next run. */
const MAX_CHUNKS = 20;

/** The same day and time `months` calendar months before `now` (the month's last day when it has no such day). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes the leads received before the cutoff; answers how many, once `forgotten` (when given) has had their ids. */
export async function deleteExpiredLeads(db: Kysely<RelayDatabase>, now: Date, months: number, forgotten?: RelayCore['forgotten']): Promise<number> {
  const before = retentionCutoff(now, months).toISOString();
  const deleted: string[] = [];
  await db
    .deleteFrom('lead_events')
    .where((eb) => eb.or([eb('at', '<', before), eb('lead_id', 'in', eb.selectFrom('leads').select('leads.id').where('leads.received_at', '<', before))]))
    .execute();
  try {
    for (let chunk = 0; chunk < MAX_CHUNKS; chunk++) {
      const rows = await db
        .deleteFrom('leads')
        .where('id', 'in', (eb) => eb.selectFrom('leads').select('id').where('received_at', '<', before).limit(RETENTION_CHUNK))
        .returning('id')
        .execute();
      deleted.push(...rows.map((row) => row.id));
      if (rows.length < RETENTION_CHUNK) break;
    }
  } finally {
    // Whatever was deleted is forgotten, even when a later chunk failed.
    if (deleted.length) await forgotten?.(deleted);
  }
  return deleted.length;
}
