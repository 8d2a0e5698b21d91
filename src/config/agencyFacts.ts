/**
 * The model of the agency's facts file (src/config/agency.json), the one
 * place the office edits its name, phones, address, hours and links (by hand
 * or in the content editor at /admin/): a tree of the content model's nodes
 * (docs/content.md, "One way to declare content"), each fact its label in
 * the editor beside its arktype rule. The build checks the file against the
 * type made of it and stops with the file and field of every problem, so a
 * typo never reaches the site; the TypeScript type of the facts is inferred
 * from it, so the code and the file cannot drift apart.
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
import { arkTypeOf } from '../vocabulary/arkType.ts';
import { list, object, rule, type WholeRule } from '../vocabulary/nodes.ts';
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
/** Whether Intl knows the zone (an IANA name such as America/Chicago), as every runtime the relay and the inbox run on does (src/lib/zonedTime.ts). */
function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
const timeZone = type('string')
  .narrow((value) => isTimeZone(value))
  .describe('a time zone of the IANA database such as America/Chicago');

interface OpenPeriod {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** A group of days with the same hours; it closes after it opens. */
const openPeriod = object(
  'Group of days',
  { days: rule('Days', day.array().atLeastLength(1), { options: WEEKDAYS }), opens: rule('Opens at', clock), closes: rule('Closes at', clock) },
  {
    whole: {
      narrow: (period: OpenPeriod, ctx) =>
        period.closes > period.opens || ctx.reject({ expected: `a time after the opening time ${period.opens}`, actual: JSON.stringify(period.closes), relativePath: ['closes'] }),
    },
  },
);

/** Each day in one group at most: a day in none is closed. */
const eachDayOnce = {
  narrow: (periods: readonly OpenPeriod[], ctx) => {
    const groupOf = new Map<string, number>();
    for (const [index, period] of periods.entries()) {
      for (const weekday of period.days) {
        const earlier = groupOf.get(weekday);
        if (earlier !== undefined) return ctx.reject({ message: `must name each day once in all the groups (${weekday} is in hours.open.${earlier}.days already)`, relativePath: [index, 'days'] });
        groupOf.set(weekday, index);
      }
    }
    return true;
  },
  words: 'one or more groups of days with the same hours, each day in one group at most; a day in none is closed',
} satisfies WholeRule;

/** The facts file's fields, each with its label in the editor, in the order the office reads them. */
export const agencyFactsFile = object('Agency facts', {
  name: rule('Agency name (as shown on the site)', text),
  legalName: rule('Legal name', text),
  tagline: rule('Tagline (search results and link previews)', text),
  phone: rule('Main phone, in international form (every writing on the site follows it)', phoneNumber),
  claimsExtension: rule('Claims line: extension of the main phone', type(/^\d{1,6}$/).describe('the extension digits, such as 6')),
  fax: rule('Fax, in international form', phoneNumber),
  email: rule('Office e-mail (shown on the site, and where the forms are delivered)', type('string.email').describe('an e-mail address')),
  address: object('Office address', {
    street: rule('Street and suite', text),
    city: rule('City', text),
    state: rule('State code', type(/^[A-Z]{2}$/).describe('a two-letter state code such as IL')),
    stateName: rule('State name', text),
    postalCode: rule('ZIP code', type(/^\d{5}(-\d{4})?$/).describe('a ZIP code such as 60517')),
    country: rule('Country code', type(/^[A-Z]{2}$/).describe('a two-letter country code such as US')),
  }),
  hours: object('Office hours', {
    timeZone: rule('Time zone, as shown after the times', text),
    open: list('Open on', 'group of days', openPeriod, { min: 1, whole: eachDayOnce }),
  }),
  /**
   * The office's clock (docs/relay.md, "The office's words and time"): every
   * time in the office's e-mails, its inbox and its export is in this zone,
   * with its abbreviation (CST, CDT), and so is the time a delayed
   * confirmation tells the visitor.
   */
  timeZone: rule("Time zone of the office (an IANA name such as America/Chicago): the times in the office's e-mails, inbox and export", timeZone),
  links: object('Links', {
    payment: rule('Online payment', httpsUrl),
    signIn: rule('Client portal sign-in', httpsUrl),
    facebook: rule('Facebook page', httpsUrl),
    instagram: rule('Instagram profile', httpsUrl),
  }),
  siteOrigin: rule('Site address (canonical links and the sitemap)', origin),
  areaServed: rule('Area served', text),
  /**
   * How long the lead relay keeps a lead, in months: the privacy page states
   * it ({leadRetention}) and the relay deletes older leads (src/relay/retention.ts).
   * Digits, as the editor saves every field as text.
   */
  leadRetentionMonths: rule(
    'Months a form submission is kept (the privacy page says so; the lead relay deletes older ones)',
    type(/^[1-9]\d{0,2}$/).describe('a whole number of months such as 24'),
  ),
});

export const agencyFactsSchema = arkTypeOf(agencyFactsFile);

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
