/**
 * The lead relay's spam filter, without trackers or a third party's captcha
 * (docs/forms.md, "The lead relay": spam): the honeypot (src/relay/lead.ts),
 * then the content rules (./contentRules.ts), both read here from the post;
 * then the limits per sender and per network address (./rateLimits.ts),
 * counted by the lead's own INSERT (src/relay/lead.ts, storeQueries), where
 * posts sent at once cannot all slip past them. Suspected spam is stored like
 * any lead, marked (`spam` 1, `spam_reason` the first sign found), up to the
 * day's amount (./spamStorage.ts), answered as a success so a bot learns
 * nothing, and owed no delivery: the office sees it apart in its inbox and
 * may release it (./releaseLead.ts).
 */
import type { Fields } from '../body';
import type { NewLead } from '../schema';
import { contentSpamReason } from './contentRules';

/** The lead as `leadOf` made it, marked as spam when a content rule says so (the honeypot's mark is kept). */
export function withContentVerdict(lead: NewLead, fields: Fields): NewLead {
  if (lead.spam === 1) return lead;
  const reason = contentSpamReason(fields);
  return reason ? { ...lead, spam: 1, spam_reason: reason } : lead;
}
