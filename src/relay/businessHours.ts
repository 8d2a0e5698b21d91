/**
 * Time counted in the agency's business hours (docs/relay.md, "Nothing
 * falls through"): the hours and the time zone are the agency's facts
 * (src/config/agency.json, `hours` and `timeZone`), read as a wall clock in
 * that zone, so a day that changes to or from daylight time has its open
 * hours at the same wall-clock times (and 23 or 25 hours in all). Pure:
 * the escalation (./alarms.ts) and the response times
 * (./inbox/responseTimes.ts) count with it.
 */
import { relayFacts } from './relayFacts';
import { zonedParts } from '../lib/zonedTime';

export interface OpenPeriod {
  /** English weekday names, as agency.json writes them. */
  days: readonly string[];
  /** 24-hour wall-clock times, "08:00". */
  opens: string;
  closes: string;
}

export interface BusinessHours {
  timeZone: string;
  open: readonly OpenPeriod[];
}

/** The agency's own hours, from its facts. */
export const AGENCY_HOURS: BusinessHours = { timeZone: relayFacts.timeZone, open: relayFacts.openingHours };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;
/** How far a count looks at most: a year of days with no open hour means none will come. */
const MAX_DAYS = 400;

/** A calendar day as a number of days since 1970-01-01 (its date written in UTC). */
type DayNumber = number;

/** The calendar day `at` falls on in `timeZone`. */
function dayOf(at: number, timeZone: string): DayNumber {
  const p = zonedParts(new Date(at), timeZone);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / DAY_MS;
}

/** The zone's offset from UTC at `at`, in ms (Chicago: -5 h in daylight time, -6 h in standard time). */
function offsetAt(at: number, timeZone: string): number {
  const p = zonedParts(new Date(at), timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a wall clock in `timeZone` reads `clock` ("08:00") on `day`:
 * the offset guessed at the wall time read as UTC, then taken at the moment
 * that guess gives (right unless the time is one a change skips or repeats,
 * at 2 am in America/Chicago, hours no office opens at).
 */
function momentOf(day: DayNumber, clock: string, timeZone: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  const wall = day * DAY_MS + (hours * 60 + minutes) * 60_000;
  return wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
}

/** The open intervals of one day, in ms since the epoch, in order. */
function openOn(day: DayNumber, hours: BusinessHours): [number, number][] {
  const weekday = WEEKDAY_NAMES[new Date(day * DAY_MS).getUTCDay()];
  return hours.open
    .filter((period) => period.days.includes(weekday))
    .map((period): [number, number] => [momentOf(day, period.opens, hours.timeZone), momentOf(day, period.closes, hours.timeZone)])
    .sort((a, b) => a[0] - b[0]);
}

/** The start of the week `at` falls in (Monday, midnight) in `timeZone`: the inbox's "This week". */
export function weekStartOf(at: Date | string, timeZone: string = AGENCY_HOURS.timeZone): Date {
  const day = dayOf(new Date(at).getTime(), timeZone);
  const monday = day - ((new Date(day * DAY_MS).getUTCDay() + 6) % 7);
  return new Date(momentOf(monday, '00:00', timeZone));
}

/** The business time between two moments, in ms (0 when `to` is not after `from`). */
export function businessMsBetween(from: Date | string, to: Date | string, hours: BusinessHours = AGENCY_HOURS): number {
  const start = new Date(from).getTime();
  const end = new Date(to).getTime();
  if (!(end > start)) return 0;
  let total = 0;
  const last = dayOf(end, hours.timeZone);
  for (let day = dayOf(start, hours.timeZone); day <= last; day++) {
    for (const [opens, closes] of openOn(day, hours)) total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  }
  return total;
}

/**
 * The moment `ms` of business time have passed since `from` (a lead that
 * arrives at 8 pm, plus 15 minutes: 15 minutes after the next opening), or
 * undefined when the hours have no open time at all.
 */
export function afterBusinessMs(from: Date | string, ms: number, hours: BusinessHours = AGENCY_HOURS): Date | undefined {
  const start = new Date(from).getTime();
  let left = ms;
  const first = dayOf(start, hours.timeZone);
  for (let day = first; day < first + MAX_DAYS; day++) {
    for (const [opens, closes] of openOn(day, hours)) {
      const begin = Math.max(opens, start);
      if (closes <= begin) continue;
      if (left <= closes - begin) return new Date(begin + left);
      left -= closes - begin;
    }
  }
  return undefined;
}
