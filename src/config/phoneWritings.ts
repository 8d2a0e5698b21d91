/**
 * Every writing of a phone number, derived from the one value the office
 * enters (international E.164 form, +18005550142) by libphonenumber-js, a
 * port of Google's libphonenumber with its numbering-plan metadata: whether
 * the number exists in its country's plan, its national form and its
 * international groups. Build time only: the pages receive the strings, never
 * the library (docs/architecture.md, "One place per fact").
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import type { PhonePlan } from './phoneDigits.ts';

export interface PhoneWritings {
  /** As shown: the national form, (800) 555-0142. */
  display: string;
  /** The second writing: country code and groups joined by hyphens, 1-800-555-0142. */
  alternate: string;
  /** What a tap dials: tel:+18005550142. */
  href: string;
  /** International form, for search engines (JSON-LD): +18005550142. */
  e164: string;
  /** Its country calling code and national number length ({ countryCode: '1', nationalLength: 10 }): how the office reads a visitor's phone (src/config/phoneDigits.ts). */
  plan: PhonePlan;
}

export interface ExtensionWritings {
  /** (800) 555-0142 ext. 6 */
  display: string;
  extension: string;
  /** tel:+18005550142,6: the comma is a pause, then the phone dials the extension. */
  href: string;
}

/** The number, when `value` is one the numbering plan knows, written as E.164 exactly. */
function parsed(value: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(value);
  return number?.isValid() && number.number === value ? number : undefined;
}

/** Whether `value` is a valid phone number in E.164 form (+18005550142). */
export const isValidPhoneNumber = (value: string): boolean => parsed(value) !== undefined;

function numberOf(value: string): PhoneNumber {
  const number = parsed(value);
  if (!number) throw new Error(`not a valid phone number in international form: "${value}"`);
  return number;
}

export function phoneWritings(e164: string): PhoneWritings {
  const number = numberOf(e164);
  return {
    display: number.formatNational(),
    // "+1 800 555 0142" -> "1-800-555-0142"
    alternate: number.formatInternational().replace(/^\+/, '').replace(/ /g, '-'),
    href: number.getURI(),
    e164: number.number,
    plan: { countryCode: number.countryCallingCode, nationalLength: number.nationalNumber.length },
  };
}

/**
 * The number with an extension. The link pauses and dials the extension
 * (`,6`) rather than RFC 3966's `;ext=6`, which phones show but do not dial.
 */
export function extensionWritings(e164: string, extension: string): ExtensionWritings {
  const number = numberOf(e164);
  number.setExt(extension);
  return { display: number.formatNational(), extension, href: `tel:${number.number},${extension}` };
}
