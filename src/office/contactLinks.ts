/**
 * A lead's phone and e-mail as links (docs/relay.md, "The office's inbox"):
 * a tap on a phone dials, a click on an address writes to it. The phone is
 * dialled as the visitor wrote it, reduced to its digits: ten digits are a
 * North American number (+1 added: the agency's callers are), a leading +
 * or 1 kept, an extension ("ext. 6", "x6") dialled after a pause. Fewer
 * than seven digits is no number a phone can dial: it stays text.
 */

/** `tel:` for a phone as typed, or undefined when it holds no dialable number. */
export function telHref(phone: string): string | undefined {
  const [, number = '', extension] = /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*(\d+))?\s*$/i.exec(phone.trim()) ?? [];
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  const dialled = number.startsWith('+') ? `+${digits}` : digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith('1') ? `+${digits}` : digits;
  return `tel:${dialled}${extension ? `,${extension}` : ''}`;
}

/** `mailto:` for an address that looks like one (one @, no spaces), else undefined; ?, & and # taken literally, never as headers. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address.replace(/[%?&#]/g, encodeURIComponent)}` : undefined;
}
