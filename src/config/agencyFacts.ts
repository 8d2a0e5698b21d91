/**
 * The schema of the agency's facts file (src/config/agency.json), the one
 * place the office edits its name, phones, address, hours and links (by hand
 * or in the content editor at /admin/). The build checks the file against it
 * and stops with the file and field of every problem, so a typo never reaches
 * the site; the TypeScript type of the facts is inferred from it, so the code
 * and the file cannot drift apart.
 *
 * Only the build and tests import this module (arktype stays out of the
 * pages' JavaScript); the config module imports the inferred type alone.
 */
import { type } from 'arktype';

const text = type('string > 0').describe('a non-empty text');
const httpsUrl = type(/^https?:\/\/[^\s/]+/).describe('a web address starting with https://');
const origin = type(/^https?:\/\/[^\s/]+$/).describe('a site origin such as https://www.example.com (no path, no trailing slash)');
const e164 = type(/^\+[1-9]\d{7,14}$/).describe('an international number such as +18005550142');
const telLink = type(/^tel:\+[1-9]\d{7,14}$/).describe('a phone link such as tel:+18005550142');
const clock = type(/^([01]\d|2[0-3]):[0-5]\d$/).describe('a 24-hour time such as 08:00');
/** In week order, as the content editor offers them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const day = type.enumerated(...WEEKDAYS);

export const agencyFactsSchema = type({
  name: text,
  legalName: text,
  tagline: text,
  phone: {
    display: text,
    alternate: text,
    href: telLink,
    e164,
  },
  claimsPhone: {
    display: text,
    extension: type(/^\d{1,6}$/).describe('the extension digits, such as 6'),
    href: type(/^tel:\+[1-9]\d{7,14},\d{1,6}$/).describe('a phone link with its extension after a comma, such as tel:+18005550142,6'),
  },
  fax: { display: text, e164 },
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
    summary: text,
    rows: type({ label: text, value: text }).array().atLeastLength(1),
    timeZone: text,
    openingHours: type({ days: day.array().atLeastLength(1), opens: clock, closes: clock }).array(),
  },
  links: {
    payment: httpsUrl,
    signIn: httpsUrl,
    facebook: httpsUrl,
    instagram: httpsUrl,
  },
  siteOrigin: origin,
  areaServed: text,
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
