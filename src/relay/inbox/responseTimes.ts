/**
 * Response time (docs/relay.md, "The office's inbox": response time): from
 * a lead's arrival to its first answer: its first handling (`answered_at`,
 * migrations/0012_alarms.sql) or its first reply (`first_reply_at`,
 * ./leadReplies.ts), whichever came first, counted in the agency's business hours
 * (../businessHours.ts), so a lead at 8 pm answered at 8:03 the next
 * morning took 3 minutes. A week's summary: the median, and the share
 * answered within 5 minutes (a lead reached within five minutes is far
 * likelier reached than one called after thirty).
 */
import type { Kysely } from 'kysely';
import { AGENCY_HOURS, businessMsBetween, weekStartOf, type BusinessHours } from '../businessHours';
import type { RelayDatabase } from '../schema';
import type { WeekResponseTimes } from './inboxTypes';

/** The share's bound: answered within this many business minutes. */
export const FAST_ANSWER_MINUTES = 5;
const MINUTE = 60_000;

interface Answered {
  received_at: string;
  answered_at: string | null;
  first_reply_at: string | null;
}

/** When a lead was first answered: handled or replied to, whichever came first; null while neither. */
export const firstAnswerOf = (lead: Pick<Answered, 'answered_at' | 'first_reply_at'>): string | null =>
  [lead.answered_at, lead.first_reply_at].filter((at) => at !== null).sort()[0] ?? null;

/** A lead's response time in business minutes (one decimal), or null while it is unanswered. */
export function responseMinutesOf(lead: Answered, hours: BusinessHours = AGENCY_HOURS): number | null {
  const answered = firstAnswerOf(lead);
  if (!answered) return null;
  return Math.round(businessMsBetween(lead.received_at, answered, hours) / (MINUTE / 10)) / 10;
}

const median = (sorted: number[]) => (sorted.length ? (sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2) : null);

/** The week of `now` (Monday, midnight, in the agency's zone): its leads (spam aside) and how soon they were answered. */
export async function weekResponseTimes(db: Kysely<RelayDatabase>, now: Date, hours: BusinessHours = AGENCY_HOURS): Promise<WeekResponseTimes> {
  const weekStart = weekStartOf(now, hours.timeZone).toISOString();
  const leads = await db
    .selectFrom('leads')
    .select(['received_at', 'answered_at', 'first_reply_at'])
    .where('spam', '=', 0)
    .where('received_at', '>=', weekStart)
    .where('received_at', '<=', now.toISOString())
    .execute();
  const times = leads.map((lead) => responseMinutesOf(lead, hours)).filter((minutes) => minutes !== null);
  // An open lead already past the bound has missed it; one still within it is not counted either way yet.
  const missedOpen = leads.filter((lead) => !firstAnswerOf(lead) && businessMsBetween(lead.received_at, now, hours) > FAST_ANSWER_MINUTES * MINUTE).length;
  const fast = times.filter((minutes) => minutes <= FAST_ANSWER_MINUTES).length;
  const decided = times.length + missedOpen;
  return {
    weekStart,
    leads: leads.length,
    answered: times.length,
    medianMinutes: median(times.sort((a, b) => a - b)),
    withinFiveShare: decided ? fast / decided : null,
  };
}
