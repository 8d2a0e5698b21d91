/**
 * The relay's own words, in one place (docs/relay.md, "The office's words
 * and time"): what the office reads in its e-mail, its inbox and its export
 * besides the visitor's fields (English: the office reads English,
 * docs/forms.md, "Two languages"), and what the visitor reads in the
 * confirmation besides the form's own text (in the visitor's language).
 * Every time is the agency's (the `timeZone` fact, src/config/agency.json),
 * with its abbreviation, on every runtime (src/lib/zonedTime.ts). The inbox
 * app (src/relay/inbox/app/words.ts) reads its shared words from here.
 */
import { relayFacts } from './relayFacts';
import type { Locale } from '../i18n/locale';
import { zonedParts, zonedStamp } from '../lib/zonedTime';
import type { DeliveryStatus } from './inbox/inboxTypes';
import type { Door } from './schema';

/** The agency's zone: every time the office reads is in it. */
export const AGENCY_TIME_ZONE: string = relayFacts.timeZone;

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/**
 * A time as a person reads it, in the agency's zone: "Nov 1, 2026, 1:30 AM CDT"
 * (English: the office's e-mail and inbox), "1 de noviembre de 2026, 1:30 CDT"
 * (Spanish, 24-hour: a Spanish-speaking visitor's confirmation).
 */
export function timeText(at: Date | string, locale: Locale = 'en', timeZone: string = AGENCY_TIME_ZONE): string {
  const p = zonedParts(at, timeZone);
  const month = MONTHS[locale][Number(p.month) - 1];
  const day = Number(p.day);
  const hour = Number(p.hour);
  if (locale === 'es') return `${day} de ${month} de ${p.year}, ${hour}:${p.minute} ${p.zone}`;
  return `${month} ${day}, ${p.year}, ${hour % 12 || 12}:${p.minute} ${hour < 12 ? 'AM' : 'PM'} ${p.zone}`;
}

/** A time in one cell of the export: "2026-11-01 01:30:00 CDT" (sorts as text, reads in the agency's zone). */
export const stampText = (at: Date | string, timeZone: string = AGENCY_TIME_ZONE) => zonedStamp(at, timeZone);

/** A checkbox's posted value ('true', 'false': src/forms/payload.ts) as a person reads it; any other value as it is. */
export const CHECKBOX_WORDS: Record<Locale, Record<string, string>> = {
  en: { true: 'Yes', false: 'No' },
  es: { true: 'Sí', false: 'No' },
};

export const checkboxText = (value: string, locale: Locale = 'en') => (Object.hasOwn(CHECKBOX_WORDS[locale], value) ? CHECKBOX_WORDS[locale][value] : value);

/**
 * Why a lead was held as spam, by the reason stored with it (src/relay/spam/:
 * the honeypot, the content rules, the limits). A reason not listed (a lead
 * stored by a later or earlier relay) is shown as stored.
 */
export const SPAM_REASON_WORDS: Readonly<Record<string, string>> = {
  honeypot: 'a hidden field that only automated programs fill in was filled in',
  'rate: sender': 'too many forms sent from this e-mail address in a short time',
  'rate: address': 'too many forms sent from one network address in a short time',
  'content: link markup': 'the message contains link code (HTML or BBCode)',
  'content: links': 'the message contains several web links',
  'content: link in a name': 'a name field contains a web link',
  'content: only a link': 'the message is nothing but a web link',
  spam: 'marked as spam',
};

export const spamReasonText = (reason: string | null | undefined) => (reason ? (Object.hasOwn(SPAM_REASON_WORDS, reason) ? SPAM_REASON_WORDS[reason] : reason) : 'no reason recorded');

/** How a lead reached the relay: the form's script posted it (`ajax`), or the browser sent the page's form itself (`form`: no JavaScript). */
export const DOOR_WORDS: Record<Door, string> = {
  ajax: 'The website form',
  form: 'The website form, from a browser without JavaScript',
};

/** Where a lead's delivery stands (./inbox/inboxTypes.ts): the inbox's words and the export's. */
export const DELIVERY_WORDS: Record<DeliveryStatus, string> = {
  sending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  none: 'Not delivered',
};

/** A visitor's language as the office reads it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * The consent kept with a lead (./consent.ts), as the inbox and the export
 * name it: the words agreed to, their language, their version, the address
 * (its time and page are the lead's). `none` for a lead without it.
 */
export const CONSENT_WORDS = {
  title: 'Consent',
  text: 'Consent words',
  language: 'Consent language',
  version: 'Consent version',
  address: 'Consent address',
  when: 'Agreed',
  page: 'On page',
  none: 'No consent recorded: the visitor did not tick the agreement, or the form has none.',
  languageOf: (locale: string) => (Object.hasOwn(LANGUAGE_NAMES, locale) ? LANGUAGE_NAMES[locale as Locale] : locale),
} as const;

/** The office's subject when the visitor gave no name nor e-mail. */
export const NO_NAME = 'no name given';

/**
 * The office's subject: the language mark, the form's shown name, the
 * choices its subject names (their labels), and who sent it, so that two
 * leads' subjects differ in the mail list: "[ES] Send us a message (Billing
 * Question): María López".
 */
export const officeSubjectText = (mark: string, formName: string, choices: readonly string[], who: string) => `${mark}${formName}${choices.length ? ` (${choices.join(', ')})` : ''}: ${who}`;

/** The visitor's confirmation, around the form's own subject and text, in the visitor's language. */
export const CONFIRMATION_WORDS: Record<Locale, { reference: string; subject: (subject: string, reference: string) => string; delayed: (sent: string) => string }> = {
  en: {
    reference: 'Your reference',
    subject: (subject, reference) => `${subject} (reference ${reference})`,
    delayed: (sent) => `You sent this on ${sent}. It was held for a check before it reached us: we are sorry for the delay.`,
  },
  es: {
    reference: 'Su referencia',
    subject: (subject, reference) => `${subject} (referencia ${reference})`,
    delayed: (sent) => `Usted lo envió el ${sent}. Quedó retenido para una revisión antes de llegarnos: disculpe la demora.`,
  },
};
