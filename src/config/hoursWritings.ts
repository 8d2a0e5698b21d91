/**
 * The office hours in every form the site shows, derived from the one list
 * the office enters (groups of days, each with an opening and a closing
 * time): the table, the one-line summary and schema.org's opening hours.
 * Day names, lists and times come from `Intl` in the locale asked for, so
 * the Spanish pages will use the same derivation with 'es'; only the word
 * for a closed day is copy (`HoursWords`). Runs at build time (and in Node),
 * so the prerendered text and the hydrated text are the same strings
 * whatever ICU the visitor's browser has.
 */

/** English (schema.org) day names, in week order from Monday, as the facts file writes them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Locale = 'en' | 'es';

/** A group of days with the same hours, as the office enters it: 24-hour "08:00" and "17:00". */
export interface OpenPeriod {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

export interface OfficeHours {
  /** As shown after the times, e.g. CT. */
  timeZone: string;
  open: readonly OpenPeriod[];
}

export interface HoursRow {
  label: string;
  value: string;
}

/** schema.org's OpeningHoursSpecification, without its @type: English day names, 24-hour times. */
export interface OpeningHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** The copy the derivation cannot take from Intl. */
export interface HoursWords {
  /** A day without hours, in the table: "Closed". */
  closed: string;
  /** Between the opening and the closing time in a sentence: "8 AM to 5 PM". */
  until: string;
}

export const ENGLISH_HOURS_WORDS: HoursWords = { closed: 'Closed', until: 'to' };

/** The Spanish pages' (docs/glossary.md): "Cerrado", "lunes a viernes". */
export const SPANISH_HOURS_WORDS: HoursWords = { closed: 'Cerrado', until: 'a' };

/** 2024-01-01 was a Monday: the date of each weekday, for Intl to name. */
const dateOf = (weekday: Weekday, hhmm = '00:00') => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday), hours, minutes);
};

/**
 * Intl puts a NARROW NO-BREAK SPACE (U+202F) before AM/PM in recent ICU
 * versions and a plain space in others (and some locales use U+00A0): the
 * site's text uses plain spaces, identical whichever ICU built it.
 */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export const dayName = (weekday: Weekday, locale: Locale) =>
  plainSpaces(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(dateOf(weekday)));

/**
 * "08:00" -> "8:00 AM" in English, "8:00" in Spanish; `short`, as a sentence
 * says it: minutes only when there are some ("8 AM", "5:30 PM").
 */
export const clockTime = (hhmm: string, locale: Locale, form: 'full' | 'short' = 'full') => {
  const minutes = form === 'full' || !hhmm.endsWith(':00') ? { minute: '2-digit' as const } : {};
  return plainSpaces(new Intl.DateTimeFormat(locale, { hour: 'numeric', ...minutes, timeZone: 'UTC' }).format(dateOf('Monday', hhmm)));
};

/** A run of consecutive days with the same hours; `hours` undefined: closed. */
interface Run {
  days: Weekday[];
  hours?: { opens: string; closes: string };
}

/** Each day's hours, in week order (the schema refuses a day in two groups). */
function hoursByDay(hours: OfficeHours) {
  return WEEKDAYS.map((day) => {
    const period = hours.open.find((group) => group.days.includes(day));
    return { day, hours: period && { opens: period.opens, closes: period.closes } };
  });
}

/** Consecutive open days with the same hours join one run; every closed day is a run of its own. */
function runsOf(hours: OfficeHours): Run[] {
  const runs: Run[] = [];
  for (const { day, hours: today } of hoursByDay(hours)) {
    const last = runs.at(-1);
    if (today && last?.hours && last.hours.opens === today.opens && last.hours.closes === today.closes) last.days.push(day);
    else runs.push({ days: [day], hours: today });
  }
  return runs;
}

const daysLabel = (days: Weekday[], locale: Locale, separator: string) =>
  days.length === 1 ? dayName(days[0]!, locale) : `${dayName(days[0]!, locale)}${separator}${dayName(days.at(-1)!, locale)}`;

/** The hours table: "Monday - Friday" "8:00 AM - 5:00 PM", "Saturday" "Closed". */
export function hoursTable(hours: OfficeHours, locale: Locale, words: HoursWords = ENGLISH_HOURS_WORDS): HoursRow[] {
  return runsOf(hours).map((run) => ({
    label: daysLabel(run.days, locale, ' - '),
    value: run.hours ? `${clockTime(run.hours.opens, locale)} - ${clockTime(run.hours.closes, locale)}` : words.closed,
  }));
}

/** One line: "Monday-Friday 8:00 AM-5:00 PM CT; Saturday and Sunday closed". */
export function hoursSummary(hours: OfficeHours, locale: Locale, words: HoursWords = ENGLISH_HOURS_WORDS): string {
  const runs = runsOf(hours);
  const open = runs
    .filter((run) => run.hours)
    .map((run) => `${daysLabel(run.days, locale, '-')} ${clockTime(run.hours!.opens, locale)}-${clockTime(run.hours!.closes, locale)} ${hours.timeZone}`);
  const closedDays = runs.filter((run) => !run.hours).map((run) => dayName(run.days[0]!, locale));
  const closed = closedDays.length ? [`${new Intl.ListFormat(locale, { type: 'conjunction' }).format(closedDays)} ${words.closed.toLocaleLowerCase(locale)}`] : [];
  return [...open, ...closed].join('; ');
}

/** schema.org's opening hours: one entry per distinct opening and closing time, its days in week order. */
export function openingHours(hours: OfficeHours): OpeningHours[] {
  const entries: OpeningHours[] = [];
  for (const { day, hours: today } of hoursByDay(hours)) {
    if (!today) continue;
    const same = entries.find((entry) => entry.opens === today.opens && entry.closes === today.closes);
    if (same) same.days.push(day);
    else entries.push({ days: [day], ...today });
  }
  return entries;
}

/** As a sentence says it, e.g. the claims line's support window: "Monday-Friday, 8 AM to 5 PM CT" (open days only). */
export function hoursSentence(hours: OfficeHours, locale: Locale, words: HoursWords = ENGLISH_HOURS_WORDS): string {
  return runsOf(hours)
    .filter((run) => run.hours)
    .map(
      (run) =>
        `${daysLabel(run.days, locale, '-')}, ${clockTime(run.hours!.opens, locale, 'short')} ${words.until} ${clockTime(run.hours!.closes, locale, 'short')} ${hours.timeZone}`,
    )
    .join('; ');
}

/**
 * The days the office is open, as a sentence names them: "Monday to Friday"
 * (consecutive open days as one range, whatever their hours; several ranges
 * as a list). The visitor's confirmation e-mail says when an agent replies.
 */
export function openDays(hours: OfficeHours, locale: Locale, words: HoursWords = ENGLISH_HOURS_WORDS): string {
  const ranges: Weekday[][] = [];
  let previousOpen = false;
  for (const { day, hours: today } of hoursByDay(hours)) {
    if (today && previousOpen) ranges.at(-1)!.push(day);
    else if (today) ranges.push([day]);
    previousOpen = Boolean(today);
  }
  const phrases = ranges.map((days) => daysLabel(days, locale, ` ${words.until} `));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(phrases);
}
