/**
 * A phone as a person wrote it, read in the agency's numbering plan: its
 * country calling code and national number length, read off the agency's
 * own phone (src/config/phoneWritings.ts, `plan`), never spelled here. Used
 * where the office meets a visitor's phone: the inbox's search
 * (src/relay/searchText.ts) and its `tel:` links (src/relay/inbox/app/contactLinks.ts).
 */

/** The agency's numbering plan: `{ countryCode: '1', nationalLength: 10 }` for a US agency. */
export interface PhonePlan {
  countryCode: string;
  nationalLength: number;
}

/**
 * The digits of `written`, the plan's country code dropped when it is
 * written with it: under `{1, 10}`, "+1 630 555 0142", "1-630-555-0142",
 * "(630) 555-0142" and "6305550142" are all 6305550142. Another country's
 * number (+44 ...) keeps its code.
 */
export function nationalDigits(written: string, plan: PhonePlan): string {
  const digits = written.replace(/\D/g, '');
  const trimmed = written.trim();
  const withCode = trimmed.startsWith(`+${plan.countryCode}`) || (!trimmed.startsWith('+') && digits.length === plan.countryCode.length + plan.nationalLength && digits.startsWith(plan.countryCode));
  return withCode ? digits.slice(plan.countryCode.length) : digits;
}

/** What a phone dials for `written`: "+" and its digits when written international, a national number with the plan's code, else the digits as written. */
export function dialledDigits(written: string, plan: PhonePlan): string {
  const digits = written.replace(/\D/g, '');
  if (written.trim().startsWith('+')) return `+${digits}`;
  const national = nationalDigits(written, plan);
  return national.length === plan.nationalLength ? `+${plan.countryCode}${national}` : digits;
}
