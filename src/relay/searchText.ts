/**
 * The inbox's search as people type it (docs/relay.md, "The office's
 * inbox": search): case and accents aside, a phone in any writing, a form
 * or an option by the words the office reads. A lead's searchable text is
 * computed here when it is stored (src/relay/lead.ts), the same code on
 * Node and in the Worker, and kept in the `search_text` column
 * (src/relay/migrations/0008_search_text.sql); a query is folded the same
 * way and looked for in it. SQLite's own LIKE and lower() fold ASCII only,
 * so neither runtime's SQL folds anything.
 */
import { relayFacts } from './relayFacts';
import { nationalDigits, type PhonePlan } from '../config/phoneDigits';
import type { Fields } from './body';
import type { CatalogueForm } from './formCatalogue';
import { labelledFields } from './formOf';
import { isVisitorField, LEAD_CAPS } from './leadCaps';

/** Letters NFKD leaves whole (no combining mark to strip), written as people type them without the key. */
const UNSPLIT: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };
const UNSPLIT_LETTERS = new RegExp(`[${Object.keys(UNSPLIT).join('')}]`, 'g');

/**
 * A text as the search compares it: compatibility-decomposed (NFKD), its
 * combining marks dropped, lower-cased, the few letters that do not
 * decompose spelled out, every run of white space one space. "Wiśniewski",
 * "WIŚNIEWSKI" and "wisniewski" are one text; so are "PEÑA" and "pena".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(UNSPLIT_LETTERS, (letter) => UNSPLIT[letter])
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phone as written: digits and the signs people write them with, at least this many digits. */
const PHONE_WRITING = /^\+?[\d\s().\-/]+$/;
const PHONE_MIN_DIGITS = 3;

/**
 * A phone's digits in the agency's numbering plan, its country code dropped:
 * "+1 708 555 0123", "1-708-555-0123", "(708) 555-0123" and "7085550123"
 * are all 7085550123 for a US agency (src/config/phoneDigits.ts).
 * Undefined for a text that is not written as a phone.
 */
export function phoneDigits(text: string, plan: PhonePlan = relayFacts.phonePlan): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_WRITING.test(trimmed)) return undefined;
  if (trimmed.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return undefined;
  return nationalDigits(trimmed, plan);
}

/** What a lead is found by, beside its fields: its columns as stored. */
export interface SearchedLead {
  form: CatalogueForm | undefined;
  subject: string;
  page: string;
  campaign: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string;
  fields: Fields;
}

/** A lead's filled fields searched at the most: as many as the intake lets a post have (./leadCaps.ts). */
const SEARCHED_FIELDS = LEAD_CAPS.fields;

/** The inbox's word for a lead of no form (src/relay/inbox/leadQueries.ts shows it). */
export const NO_FORM_NAME = 'Unrecognised form';

/**
 * A lead's searchable text: one folded line per thing the office reads of
 * it (the form's shown name, the subject, page, campaign, who, each of the
 * visitor's fields as sent and as shown, e.g. an option by its label; not
 * the form's own hidden fields, the same for every lead of a form), and each phone's
 * digits on a line of their own. Lines, so that a query never matches
 * across two values; each value once.
 */
export function searchTextOf(lead: SearchedLead): string {
  const lines = new Set<string>();
  const add = (value: string) => {
    const folded = foldText(value);
    if (folded) lines.add(folded);
  };
  add(lead.form?.name ?? NO_FORM_NAME);
  for (const value of [lead.subject, lead.page, lead.campaign, lead.visitorName, lead.visitorEmail, lead.visitorPhone]) add(value);
  // The filled ones, at most SEARCHED_FIELDS: a legacy lead stored before the intake's caps may hold 156,612 empty ones.
  const filled = lead.fields.filter(([name, value]) => value && isVisitorField(name)).slice(0, SEARCHED_FIELDS);
  for (const [name, value] of filled) {
    add(value);
    const digits = /phone/i.test(name) ? phoneDigits(value) : undefined;
    if (digits) lines.add(digits);
  }
  for (const { value } of labelledFields(filled, lead.form)) add(value);
  const digits = phoneDigits(lead.visitorPhone);
  if (digits) lines.add(digits);
  return [...lines].join('\n');
}

/** A query as the search looks for it: its folded text, and its digits when it is written as a phone. */
export function searchTermsOf(query: string): { text: string; digits?: string } | undefined {
  const text = foldText(query);
  if (!text) return undefined;
  const digits = phoneDigits(query);
  return digits && digits !== text ? { text, digits } : { text };
}
