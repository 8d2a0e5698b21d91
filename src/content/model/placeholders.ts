/**
 * Facts inside copy: a content file writes `{phone}` or `{city}` where a
 * sentence names a fact, and the build fills in the agency's value
 * (src/config/agency.json, derived by src/config/deriveFacts.ts), in the
 * language of the page for the facts that have one (the hours). So the
 * facts stay one field each, and a sentence follows them when the office
 * changes one. A name that is neither a fact nor a slot the component fills
 * stops the build (docs/content.md, "Placeholders").
 */
import type { DerivedFacts } from '../../config/deriveFacts';
import type { Locale } from '../../i18n/locale';
import { PLACEHOLDER } from '../../lib/template.ts';

/** Every placeholder a text may use, and what it stands for (the editor shows this list). */
export const FACT_PLACEHOLDERS = {
  agencyName: 'the agency name',
  legalName: 'the legal name',
  street: 'the street address',
  city: 'the city',
  state: 'the state code',
  stateName: 'the state name',
  postalCode: 'the ZIP code',
  areaServed: 'the area served',
  phone: 'the main phone as shown',
  phoneAlternate: 'the main phone in its second writing (the toll-free style)',
  claimsPhone: 'the claims line, with its extension',
  fax: 'the fax',
  email: 'the office e-mail',
  siteHost: 'the site address without https://',
  timeZone: 'the time zone the hours are given in',
  hours: 'the office hours in a sentence, in the page language',
  openDays: 'the open days, in the page language ("Monday to Friday")',
  paymentLink: 'the payment portal address',
  signInLink: 'the client portal address',
  year: 'the year the site was built',
} as const;

export type FactPlaceholder = keyof typeof FACT_PLACEHOLDERS;

/** The facts' values in one language. */
export function factValues(facts: DerivedFacts, locale: Locale, { buildYear, siteOrigin }: { buildYear: number; siteOrigin: string }): Record<FactPlaceholder, string> {
  const hours = locale === 'es' ? facts.hours.es : facts.hours;
  return {
    agencyName: facts.name,
    legalName: facts.legalName,
    street: facts.address.street,
    city: facts.address.city,
    state: facts.address.state,
    stateName: facts.address.stateName,
    postalCode: facts.address.postalCode,
    areaServed: facts.areaServed,
    phone: facts.phone.display,
    phoneAlternate: facts.phone.alternate,
    claimsPhone: facts.claimsPhone.display,
    fax: facts.fax.display,
    email: facts.email,
    siteHost: siteOrigin.replace(/^https?:\/\//, ''),
    timeZone: facts.hours.timeZone,
    hours: hours.sentence,
    openDays: hours.openDays,
    paymentLink: facts.links.payment,
    signInLink: facts.links.signIn,
    year: String(buildYear),
  };
}

/** The placeholders a text names, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/**
 * A text with its facts filled in; `slots` stay for the component to fill.
 * Returns the names that are neither (the build stops on them).
 */
export function fillFacts(text: string, values: Readonly<Record<string, string>>, slots: readonly string[] = []): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    // A slot is the component's, even where a fact has the same name ({year} of a date).
    if (slots.includes(name)) return whole;
    if (Object.hasOwn(values, name)) return values[name]!;
    unknown.push(name);
    return whole;
  });
  return { text: filled, unknown };
}
