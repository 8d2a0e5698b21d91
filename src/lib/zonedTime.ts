/**
 * A moment as a clock on an office's wall reads it: the date, the time and
 * the zone's abbreviation (CST, CDT) in a given IANA time zone, whatever the
 * zone of the server or the browser (docs/relay.md, "The office's words and
 * time"). Built from Intl's parts, not its formatted string, so that Node,
 * workerd and every browser write the same characters (ICU versions differ
 * in spaces and words, e.g. a narrow no-break space before "PM").
 */

/** The parts of one moment in one zone: numbers as written (2-digit), and the zone's short name. */
export interface ZonedParts {
  year: string;
  /** 01 to 12. */
  month: string;
  /** 01 to 31. */
  day: string;
  /** 00 to 23. */
  hour: string;
  minute: string;
  second: string;
  /** The zone's abbreviation at that moment, as en-US writes it: CST or CDT for America/Chicago ("GMT-6" where none is usual). */
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The parts of `at` (a Date or an ISO time) in `timeZone`. */
export function zonedParts(at: Date | string, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(typeof at === 'string' ? new Date(at) : at).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second, zone: parts.timeZoneName };
}

/** "2026-11-01 01:30:00 CDT": sortable, one cell of a spreadsheet. */
export function zonedStamp(at: Date | string, timeZone: string): string {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${p.zone}`;
}
