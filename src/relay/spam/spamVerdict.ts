/**
 * The lead relay's spam filter, without trackers or a third party's captcha
 * (docs/forms.md, "The lead relay": spam): the honeypot (src/relay/lead.ts),
 * then the content rules (./contentRules.ts), then the limits per sender and
 * per network address (./rateLimits.ts). Suspected spam is stored like any
 * lead, marked (`spam` 1, `spam_reason` the first sign found), answered as a
 * success so a bot learns nothing, and owed no delivery: the office sees it
 * apart in its inbox and may release it (./releaseLead.ts).
 */
import type { Kysely } from 'kysely';
import type { Fields } from '../body';
import type { NewLead, RelayDatabase } from '../schema';
import { contentSpamReason } from './contentRules';
import { RATE_LIMITS, rateSpamReason, type RateLimits } from './rateLimits';

/** The lead as `leadOf` made it, marked as spam when a rule or a limit says so. */
export async function withSpamVerdict(db: Kysely<RelayDatabase>, lead: NewLead, fields: Fields, limits: RateLimits = RATE_LIMITS): Promise<NewLead> {
  if (lead.spam === 1) return lead;
  const reason =
    contentSpamReason(fields) ??
    (await rateSpamReason(db, { email: lead.visitor_email ?? '', address: lead.remote_address ?? null, at: new Date(lead.received_at) }, limits));
  return reason ? { ...lead, spam: 1, spam_reason: reason } : lead;
}
