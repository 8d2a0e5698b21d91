/**
 * The facts as the site uses them, derived from the facts as the office
 * enters them (one field per fact, src/config/agencyFacts.ts): every writing
 * of the main phone, the claims line and the fax from one number each, and
 * the hours table, summary and schema.org opening hours from one list, in
 * English and in Spanish.
 *
 * Pure, and heavy at build time only (libphonenumber-js and its metadata):
 * Node runs it as it is (src/config/derivedFacts.ts), while the Vite build
 * replaces that module with its result (src/buildSteps/plugins/agencyFacts.ts), so
 * the pages' JavaScript holds the derived strings alone. docs/architecture.md,
 * "One place per fact".
 */
import type { AgencyFacts } from './agencyFacts';
import { hoursSentence, hoursSummary, hoursTable, openDays, openingHours, type Locale } from './hoursWritings.ts';
import { extensionWritings, phoneWritings } from './phoneWritings.ts';

/** The hours as one language writes them: what a page shows. */
function hoursWritten(hours: AgencyFacts['hours'], locale: Locale) {
  return {
    summary: hoursSummary(hours, locale),
    /** In a sentence, open days only: the claims line's support window. */
    sentence: hoursSentence(hours, locale),
    /** The open days as a sentence names them: "Monday to Friday". */
    openDays: openDays(hours, locale),
    rows: hoursTable(hours, locale),
  };
}

export type HoursWritten = ReturnType<typeof hoursWritten>;

export function deriveFacts(facts: AgencyFacts) {
  const { phone, claimsExtension, fax, hours, ...rest } = facts;
  return {
    ...rest,
    phone: phoneWritings(phone),
    claimsPhone: extensionWritings(phone, claimsExtension),
    fax: phoneWritings(fax),
    hours: {
      ...hoursWritten(hours, 'en'),
      timeZone: hours.timeZone,
      openingHours: openingHours(hours),
      /**
       * The same writings in Spanish, from the same list (a few hundred
       * bytes, so they ride along with the facts rather than in a module of
       * their own; pages read them with `hoursIn(locale)`, src/config/agency.ts).
       */
      es: hoursWritten(hours, 'es'),
    },
  };
}

export type DerivedFacts = ReturnType<typeof deriveFacts>;
