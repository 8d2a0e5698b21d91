import { describe, expect, it } from 'vitest';
import { afterBusinessMs, AGENCY_HOURS, businessMsBetween, weekStartOf, type BusinessHours } from '../../../src/relay/businessHours';

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Monday to Friday, 8 to 5, in Chicago: the agency's facts (src/config/agency.json). */
const CHICAGO: BusinessHours = { timeZone: 'America/Chicago', open: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }] };

describe('business hours', () => {
  it("are the agency's facts", () => {
    expect(AGENCY_HOURS).toEqual(CHICAGO);
  });

  it('count the open time between two moments, none outside the hours', () => {
    // Wed 2026-11-04 (CST, UTC-6): 9:00 to 9:05 local.
    expect(businessMsBetween('2026-11-04T15:00:00Z', '2026-11-04T15:05:00Z', CHICAGO)).toBe(5 * MIN);
    // Wed 8 pm to Thu 8:15 am: 15 minutes.
    expect(businessMsBetween('2026-11-05T02:00:00Z', '2026-11-05T14:15:00Z', CHICAGO)).toBe(15 * MIN);
    // Fri 4 pm to Mon 9 am: one hour Friday, one Monday.
    expect(businessMsBetween('2026-11-06T22:00:00Z', '2026-11-09T15:00:00Z', CHICAGO)).toBe(2 * HOUR);
    // A whole weekend: nothing.
    expect(businessMsBetween('2026-11-07T06:00:00Z', '2026-11-09T06:00:00Z', CHICAGO)).toBe(0);
    expect(businessMsBetween('2026-11-04T15:05:00Z', '2026-11-04T15:00:00Z', CHICAGO)).toBe(0);
  });

  it('a lead at 8 pm is due 15 business minutes after the next opening, not at 8:15 pm', () => {
    // Tue 2026-11-03 8 pm CST = 2026-11-04T02:00Z; Wednesday opens 8:00 CST = 14:00Z.
    expect(afterBusinessMs('2026-11-04T02:00:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-11-04T14:15:00.000Z');
    // During the hours: 15 minutes later. 4:50 pm: 10 minutes before closing, 5 after the next opening.
    expect(afterBusinessMs('2026-11-04T15:00:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-11-04T15:15:00.000Z');
    expect(afterBusinessMs('2026-11-04T22:50:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-11-05T14:05:00.000Z');
    // Friday 4:55 pm: Monday 8:10 am.
    expect(afterBusinessMs('2026-11-06T22:55:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-11-09T14:10:00.000Z');
  });

  it('keep the wall-clock hours across the change from daylight time (Sunday 2026-11-01)', () => {
    // Friday 2026-10-30 opens at 8:00 CDT (13:00Z); Monday 2026-11-02 at 8:00 CST (14:00Z).
    expect(afterBusinessMs('2026-10-30T23:00:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-11-02T14:15:00.000Z');
    expect(businessMsBetween('2026-10-30T12:00:00Z', '2026-11-02T15:00:00Z', CHICAGO)).toBe(9 * HOUR + HOUR);
    // Saturday 8 pm CDT to Monday 8:15 CST across the 25-hour Sunday.
    expect(businessMsBetween('2026-11-01T01:00:00Z', '2026-11-02T14:15:00Z', CHICAGO)).toBe(15 * MIN);
    // And into daylight time (Sunday 2026-03-08): Monday opens at 8:00 CDT (13:00Z).
    expect(afterBusinessMs('2026-03-07T02:00:00Z', 15 * MIN, CHICAGO)?.toISOString()).toBe('2026-03-09T13:15:00.000Z');
  });

  it("a week starts on Monday at midnight in the agency's zone, whichever side of the change", () => {
    // Wednesday 2026-11-04: Monday 2026-11-02 00:00 CST.
    expect(weekStartOf('2026-11-04T15:00:00Z', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    // Sunday 2026-11-01 after the change: Monday 2026-10-26 00:00 CDT.
    expect(weekStartOf('2026-11-01T12:00:00Z', 'America/Chicago').toISOString()).toBe('2026-10-26T05:00:00.000Z');
    // Monday 2026-11-02 at 00:30 CST is in its own week; at 23:30 CST on Sunday, the week before.
    expect(weekStartOf('2026-11-02T06:30:00Z', 'America/Chicago').toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(weekStartOf('2026-11-02T05:30:00Z', 'America/Chicago').toISOString()).toBe('2026-10-26T05:00:00.000Z');
  });

  it('hours with no open time never fall due', () => {
    expect(afterBusinessMs('2026-11-04T15:00:00Z', MIN, { timeZone: 'America/Chicago', open: [] })).toBeUndefined();
  });
});
