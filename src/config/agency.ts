/**
 * Every fact about the agency lives here and nowhere else: the name, phones,
 * address, hours, portals and the site's origin. Replace these fictional
 * defaults with the agency's own (see README, "Configure the agency").
 */

import { buildEnv } from './buildEnv';

export interface OpeningHours {
  /** schema.org day names, used for JSON-LD */
  days: readonly ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  opens: string; // 24h "08:00"
  closes: string; // 24h "17:00"
}

const officeEmail = 'office@prairiepoint.example';

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

export const agency = {
  name: 'Prairie Point Insurance',
  legalName: 'Prairie Point Insurance',
  tagline: 'Independent insurance agency in Woodridge, Illinois',
  phone: {
    display: '(800) 555-0142',
    /** SPEC.md's second writing of the toll-free number */
    alternate: '1-800-555-0142',
    href: 'tel:+18005550142',
    e164: '+18005550142',
  },
  claimsPhone: {
    display: '(800) 555-0142 ext. 6',
    extension: '6',
    /** a comma pauses, then dials the extension */
    href: 'tel:+18005550142,6',
  },
  fax: {
    display: '(630) 555-0143',
    e164: '+16305550143',
  },
  email: officeEmail,
  address: {
    street: '2000 Prairie Point Drive, Suite 210',
    city: 'Woodridge',
    state: 'IL',
    stateName: 'Illinois',
    postalCode: '60517',
    country: 'US',
  },
  hours: {
    summary: 'Monday-Friday 8:00 AM-5:00 PM CT; Saturday and Sunday closed',
    rows: [
      { label: 'Monday - Friday', value: '8:00 AM - 5:00 PM' },
      { label: 'Saturday', value: 'Closed' },
      { label: 'Sunday', value: 'Closed' },
    ],
    timeZone: 'CT',
    openingHours: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    ] as readonly OpeningHours[],
  },
  links: {
    payment: 'https://pay.prairiepoint.example/',
    signIn: 'https://portal.prairiepoint.example/',
    facebook: 'https://www.facebook.com/prairiepoint.example',
    instagram: 'https://www.instagram.com/prairiepoint.example',
  },
  /** The map shown on About and Contact (an embeddable Google Maps search for the address). */
  map: {
    origin: 'https://www.google.com',
    embedUrl:
      'https://www.google.com/maps?q=2000+Prairie+Point+Drive+Suite+210+Woodridge+IL+60517&output=embed',
  },
  /** Stock photos come from this host only (also allowed by the Content-Security-Policy). */
  photoOrigin: 'https://images.unsplash.com',
  /** Canonical URLs, the sitemap and the forms' `_next` use this origin (SITE_ORIGIN overrides it). */
  siteOrigin: siteOrigin('https://www.prairiepoint.example'),
  /** Default relay (ajax) endpoint; VITE_RELAY_ENDPOINT replaces it at build time (see config/relay.ts). */
  relayEndpoint: `https://formsubmit.co/ajax/${officeEmail}`,
  areaServed: 'Illinois',
} as const;

export type Agency = typeof agency;

/** One-line postal address, e.g. for cards and the footer. */
export const addressLine = `${agency.address.street}, ${agency.address.city}, ${agency.address.state} ${agency.address.postalCode}`;

export const mailto = `mailto:${agency.email}`;
