/**
 * The content rules of the lead relay's spam filter (docs/forms.md, "The
 * lead relay": spam): a few plain signs of link spam in what the visitor
 * typed, each a named rule with the reason stored with the lead. Only the
 * visitor's own fields are read (not `_next`, `_subject` or where the lead
 * came from: isVisitorField). They stay few and coarse on purpose: a lead
 * they catch is kept and shown apart in the office's inbox, not lost, but a
 * real request held back is a customer kept waiting, so none of them fires
 * on what the site's forms ask for (tests/relay/unit/spam.test.ts posts every
 * form's normal input through them).
 */
import type { Fields } from '../body';
import { isVisitorField } from '../leadCaps';

/** A link as spam writes it: an address with its scheme, or starting "www.". */
const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/gi;
/** Forum and HTML link markup, which no form of the site asks for. */
const LINK_MARKUP = /\[url[=\]]|\[link[=\]]|<a\s[^>]*\bhref\b/i;

/** More links than this in one submission is spam: a real message may name a website or two. */
export const MAX_LINKS = 2;
/** Fields that hold a name or a number, never an address on the web. */
export const NO_LINK_FIELDS = ['firstName', 'lastName', 'phone'] as const;
/** The free-text fields: a message, a claim's description, a certificate's details. */
export const TEXT_FIELDS = ['message', 'description', 'details'] as const;

const linksIn = (text: string) => text.match(LINK)?.length ?? 0;

export interface ContentRule {
  name: string;
  /** Stored with the lead as `spam_reason`. */
  reason: string;
  /** Whether the visitor's fields break the rule. */
  breaks: (fields: Fields) => boolean;
}

export const CONTENT_RULES: readonly ContentRule[] = [
  {
    name: 'link markup',
    reason: 'content: link markup',
    breaks: (fields) => fields.some(([, value]) => LINK_MARKUP.test(value)),
  },
  {
    name: 'many links',
    reason: 'content: links',
    breaks: (fields) => fields.reduce((sum, [, value]) => sum + linksIn(value), 0) > MAX_LINKS,
  },
  {
    name: 'a link in a name or phone field',
    reason: 'content: link in a name',
    breaks: (fields) => fields.some(([name, value]) => (NO_LINK_FIELDS as readonly string[]).includes(name) && linksIn(value) > 0),
  },
  {
    name: 'a message that is only a link',
    reason: 'content: only a link',
    breaks: (fields) => fields.some(([name, value]) => (TEXT_FIELDS as readonly string[]).includes(name) && /^\S+$/.test(value.trim()) && linksIn(value) === 1),
  },
];

/** The reason of the first rule the visitor's fields break, or undefined. */
export function contentSpamReason(fields: Fields): string | undefined {
  const typed = fields.filter(([name]) => isVisitorField(name));
  return CONTENT_RULES.find((rule) => rule.breaks(typed))?.reason;
}
