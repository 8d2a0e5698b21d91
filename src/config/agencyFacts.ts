/**
 * The schema of the agency's facts file (src/config/agency.json), the one
 * place the office edits its name, phones, address, hours and links (by hand
 * or in the content editor at /admin/). The build checks the file against it
 * and stops with the file and field of every problem, so a typo never reaches
 * the site; the TypeScript type of the facts is inferred from it, so the code
 * and the file cannot drift apart.
 *
 * Each fact is one field: the main phone, the fax and the opening hours are
 * entered once, and every writing the site shows is derived from them
 * (src/config/deriveFacts.ts).
 *
 * Only the build and tests import this module (arktype and libphonenumber-js
 * stay out of the pages' JavaScript); the config module imports the inferred
 * type alone.
 */
import { type } from 'arktype';
import { WEEKDAYS } from './hoursWritings.ts';
import { isValidPhoneNumber } from './phoneWritings.ts';

const text = type('string > 0').describe('a non-empty text');
const httpsUrl = type(/^https?:\/\/[^\s/]+/).describe('a web address starting with https://');
const origin = type(/^https?:\/\/[^\s/]+$/).describe('a site origin such as https://www.example.com (no path, no trailing slash)');
const clock = type(/^([01]\d|2[0-3]):[0-5]\d$/).describe('a 24-hour time such as 08:00');
/**
 * A phone number, entered once in international form; the writings the site
 * shows are derived from it (src/config/phoneWritings.ts). The pattern is
 * the form (the editor checks it as the office types); libphonenumber-js
 * then checks that the number exists in its country's numbering plan.
 */
const phoneNumber = type(/^\+[1-9]\d{7,14}$/)
  .narrow((value) => isValidPhoneNumber(value))
  .describe('a valid phone number such as +18005550142');
const day = type.enumerated(...WEEKDAYS);

/** A group of days with the same hours; it closes after it opens. */
const openPeriod = type({ days: day.array().atLeastLength(1), opens: clock, closes: clock }).narrow(
  (period, ctx) => period.closes > period.opens || ctx.reject({ expected: `a time after the opening time ${period.opens}`, actual: JSON.stringify(period.closes), relativePath: ['closes'] }),
);

/** Each day in one group at most: a day in none is closed. */
const openPeriods = openPeriod
  .array()
  .atLeastLength(1)
  .narrow((periods, ctx) => {
    const groupOf = new Map<string, number>();
    for (const [index, period] of periods.entries()) {
      for (const weekday of period.days) {
        const earlier = groupOf.get(weekday);
        if (earlier !== undefined) return ctx.reject({ message: `must name each day once in all the groups (${weekday} is in hours.open.${earlier}.days already)`, relativePath: [index, 'days'] });
        groupOf.set(weekday, index);
      }
    }
    return true;
  })
  .describe('one or more groups of days with the same hours, each day in one group at most; a day in none is closed');

export const agencyFactsSchema = type({
  name: text,
  legalName: text,
  tagline: text,
  phone: phoneNumber,
  claimsExtension: type(/^\d{1,6}$/).describe('the extension digits, such as 6'),
  fax: phoneNumber,
  email: type('string.email').describe('an e-mail address'),
  address: {
    street: text,
    city: text,
    state: type(/^[A-Z]{2}$/).describe('a two-letter state code such as IL'),
    stateName: text,
    postalCode: type(/^\d{5}(-\d{4})?$/).describe('a ZIP code such as 60517'),
    country: type(/^[A-Z]{2}$/).describe('a two-letter country code such as US'),
  },
  hours: {
    timeZone: text,
    open: openPeriods,
  },
  links: {
    payment: httpsUrl,
    signIn: httpsUrl,
    facebook: httpsUrl,
    instagram: httpsUrl,
  },
  siteOrigin: origin,
  areaServed: text,
  /**
   * How long the lead relay keeps a lead, in months: the privacy page states
   * it ({leadRetention}) and the relay deletes older leads (src/relay/retention.ts).
   * Digits, as the editor saves every field as text.
   */
  leadRetentionMonths: type(/^[1-9]\d{0,2}$/).describe('a whole number of months such as 24'),
});

export type AgencyFacts = typeof agencyFactsSchema.infer;

/** The facts, or an error listing every problem as "<file>: <field> must be … (was …)". */
export function checkAgencyFacts(data: unknown, file: string): AgencyFacts {
  const result = agencyFactsSchema(data);
  if (result instanceof type.errors) {
    const problems = [...result].map((error) => `${file}: ${error.path.length ? error.path.join('.') : '(file)'} ${error.message.replace(/^.*? must/, 'must')}`);
    throw new Error(`Invalid agency facts:\n${problems.join('\n')}`);
  }
  return result;
}

/** Reads a facts file's text: JSON syntax errors name the file too. */
export function parseAgencyFacts(source: string, file: string): AgencyFacts {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`Invalid agency facts:\n${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  return checkAgencyFacts(data, file);
}
