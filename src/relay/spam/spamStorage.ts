/**
 * Bounded storage of held spam (docs/relay.md, "The lead relay":
 * limits): a day's first SPAM_KEPT_PER_DAY leads held as spam are stored
 * whole, for the office to look through and release; past that amount, spam
 * is not stored, only counted, one row per day and reason in `spam_counts`
 * (migrations/0006_limit_keys.sql), which the inbox shows beside the spam.
 * A flood then costs the database a counter, not its bodies. The decision
 * is part of the lead's own INSERT (src/relay/lead.ts, storeQueries), so
 * posts sent at once are counted like posts in a row.
 */
import { sql, type Kysely } from 'kysely';
import type { RelayDatabase } from '../schema';
import { literal } from './rateLimits';

/**
 * Held spam stored whole in a day (UTC). More than a real day of false
 * positives, far below what a flood sends: at the largest body the relay
 * takes (src/relay/body.ts) a day's spam then stays within this many bodies.
 */
export const SPAM_KEPT_PER_DAY = 200;

/** The day a post counts in: its UTC date, `YYYY-MM-DD` (a prefix of the ISO times the leads are stored with). */
export const spamDayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The day's held spam stored whole, counted up to `limit` (SQL; read from the index on spam and received_at). */
export const spamKeptSince = (day: unknown, limit: number) =>
  sql<number>`(select count(*) from (select 1 from "leads" where "spam" = 1 and "received_at" >= ${day} limit ${literal(limit)}))`;

export interface SpamCount {
  day: string;
  reason: string;
  count: number;
}

/** The spam counted and not kept, newest day first, over the last `days` days before `now` (the inbox's spam view). */
export async function spamCounts(db: Kysely<RelayDatabase>, now: Date, days = 30): Promise<SpamCount[]> {
  const since = spamDayOf(new Date(now.getTime() - days * 24 * 60 * 60_000));
  const rows = await db.selectFrom('spam_counts').select(['day', 'reason', 'count']).where('day', '>=', since).orderBy('day', 'desc').orderBy('reason').execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
