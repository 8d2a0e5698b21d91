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
  leadRetention: 'how long form submissions are kept, in months, in the page language ("24 months")',
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
    leadRetention: new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(Number(facts.leadRetentionMonths)),
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

/**
 * Facts a sentence may spell out by mistake, besides any fact whose value is
 * a phone number (found by its digits, in any common writing): those a
 * visitor would copy or follow, where a stale copy misleads.
 */
const SPELLED_FACTS: readonly FactPlaceholder[] = ['email', 'street', 'siteHost'];

/** A North American number in any common writing: the area code in parentheses or not, groups apart by hyphens, dots or spaces, with or without a leading 1 or +1. */
const PHONE_WRITING = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const phoneDigits = (writing: string) => writing.replace(/\D/g, '').slice(-10);

/** A fact written out in a text, and the placeholder to write instead. */
export interface SpelledFact {
  placeholder: FactPlaceholder;
  /** The words as the text writes them. */
  written: string;
}

/**
 * The agency's facts a text writes out rather than naming them (`{phone}`):
 * a copy that would not follow when the office changes the fact. `values`
 * are the facts' values (factValues); a phone is found in any writing of
 * its digits, the others as written in the facts, in any case (a street
 * also without its suite).
 */
export function spelledFacts(text: string, values: Readonly<Record<string, string>>): SpelledFact[] {
  const names = Object.keys(FACT_PLACEHOLDERS) as FactPlaceholder[];
  const found: SpelledFact[] = [];
  const phones = names.flatMap((name) => {
    const writing = values[name]?.match(PHONE_WRITING)?.[0];
    return writing ? [{ name, value: values[name]!, digits: phoneDigits(writing) }] : [];
  });
  for (const [written] of text.matchAll(PHONE_WRITING)) {
    const digits = phoneDigits(written);
    // The fact written exactly so, else the first whose number it is ({phone} before {claimsPhone}).
    const fact = phones.find((phone) => phone.value === written) ?? phones.find((phone) => phone.digits === digits);
    if (fact) found.push({ placeholder: fact.name, written });
  }
  const lower = text.toLowerCase();
  for (const name of SPELLED_FACTS) {
    const value = values[name]?.trim();
    if (!value) continue;
    const writing = [value, value.split(',')[0]!.trim()].find((candidate) => candidate.length >= 6 && lower.includes(candidate.toLowerCase()));
    const at = writing === undefined ? -1 : lower.indexOf(writing.toLowerCase());
    if (writing) found.push({ placeholder: name, written: text.slice(at, at + writing.length) });
  }
  return found;
}

/** What the office reads about a fact written out: the placeholder to write instead. */
export const spelledFactMessage = ({ placeholder, written }: SpelledFact) =>
  `writes out “${written}” (${FACT_PLACEHOLDERS[placeholder]}): write {${placeholder}} instead; the site fills it in from the agency facts, so it follows when they change`;
