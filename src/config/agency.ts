/**
 * Every fact about the agency, in one typed module: the name, phones,
 * address, hours, portals and the site's origin come from agency.json (the
 * file the office edits, by hand or at /admin/), one field per fact; every
 * writing of the phones and the hours is derived from those fields at build
 * time (src/config/derivedFacts.ts), the few technical settings here.
 * Nothing else in the code spells a fact. The defaults are fictional:
 * replace them (see docs/configuration.md).
 */

import { buildEnv } from './buildEnv.ts';
import { derivedFacts } from './derivedFacts.ts';
import type { HoursWritten } from './deriveFacts.ts';
import type { Locale } from './hoursWritings.ts';
import { PHOTO_ORIGIN } from './photoOrigin.ts';

/**
 * The site's public origin. SITE_ORIGIN at build time overrides it for a
 * preview, a staging host or `npm start`, so that canonical URLs, the sitemap
 * and the forms' return address (`_next`) point at the host actually serving.
 */
function siteOrigin(configured: string): string {
  const value = buildEnv.SITE_ORIGIN || configured;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute URL such as https://www.example.com (got "${value}")`);
  }
}

/**
 * The facts as the office wrote them (checked against agencyFacts.ts by the
 * build, which stops naming the file and field of any problem), with the
 * phones' and the hours' writings derived: `phone.display`, `phone.href`,
 * `claimsPhone.href`, `hours.rows`, `hours.summary`...
 */
const facts = derivedFacts;

/** The office address as a Google Maps search, for the embedded map and the link to Google Maps (About and Contact). */
const mapSearch = [facts.address.street, facts.address.city, facts.address.state, facts.address.postalCode]
  .join(' ')
  .replace(/,/g, '')
  .split(/\s+/)
  .map(encodeURIComponent)
  .join('+');

export const agency = {
  ...facts,
  /** The map shown on About and Contact when the visitor asks for it, following the address. */
  map: {
    origin: 'https://www.google.com',
    embedUrl: `https://www.google.com/maps?q=${mapSearch}&output=embed`,
    /** The same search on Google Maps itself (a Maps URL: it opens the Maps app on a phone). */
    searchUrl: `https://www.google.com/maps/search/?api=1&query=${mapSearch}`,
  },
  /** Stock photos come from this host only (also allowed by the Content-Security-Policy). */
  photoOrigin: PHOTO_ORIGIN,
  /** Canonical URLs, the sitemap and the forms' `_next` use this origin (SITE_ORIGIN overrides it). */
  siteOrigin: siteOrigin(facts.siteOrigin),
  /**
   * Which relay the forms post to (docs/deploy.md, "Which relay"): 'lead relay', the project's own, on the
   * site's own origin (the host must run it: npm start, the agency's own Node server, Cloudflare), or
   * 'formsubmit', FormSubmit's service delivering to `email` (for a host that serves files only).
   * VITE_RELAY_ENDPOINT replaces either at build (config/relay.ts).
   */
  relay: 'lead relay' as RelayChoice,
};

export type RelayChoice = 'lead relay' | 'formsubmit';

export type Agency = typeof agency;

/** One-line postal address, e.g. for cards and the footer. */
export const addressLine = `${agency.address.street}, ${agency.address.city}, ${agency.address.state} ${agency.address.postalCode}`;

export const mailto = `mailto:${agency.email}`;

/**
 * The office hours as the page's language writes them (`summary`, `sentence`,
 * `openDays`, `rows`): `hoursIn(useLocale())` in a component, `hoursIn('es')`
 * in Spanish copy. Derived from the one list in the facts file.
 */
export const hoursIn = (locale: Locale): HoursWritten => (locale === 'es' ? agency.hours.es : agency.hours);
