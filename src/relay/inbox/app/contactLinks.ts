/**
 * A lead's phone and e-mail as links (docs/relay.md, "The office's inbox"):
 * a tap on a phone dials, a click on an address writes to it. The phone is
 * dialled as the visitor wrote it, reduced to its digits: a national number
 * of the agency's plan gets its country code (+1 for a US agency: read off
 * the agency's phone, src/config/phoneDigits.ts), a leading + is kept, an
 * extension ("ext. 6", "x6") dialled after a pause. Fewer than seven digits
 * is no number a phone can dial: it stays text.
 */
import { agency } from '../../../config/agency';
import { dialledDigits, type PhonePlan } from '../../../config/phoneDigits';

/** `tel:` for a phone as typed, or undefined when it holds no dialable number. */
export function telHref(phone: string, plan: PhonePlan = agency.phone.plan): string | undefined {
  const [, number = '', extension] = /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*(\d+))?\s*$/i.exec(phone.trim()) ?? [];
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  return `tel:${dialledDigits(number, plan)}${extension ? `,${extension}` : ''}`;
}

/** `mailto:` for an address that looks like one (one @, no spaces), else undefined; ?, & and # taken literally, never as headers. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address.replace(/[%?&#]/g, encodeURIComponent)}` : undefined;
}
