/**
 * The lead relay's limits per sender and per network address (docs/forms.md,
 * "The lead relay": spam): counted from the leads already stored, so they
 * hold across restarts and on every Worker isolate alike, with no counter
 * of their own. A post past a limit is still stored and answered as a
 * success, marked as spam with the limit it passed, and delivered to nobody
 * until the office releases it (./releaseLead.ts).
 *
 * Every lead counts, spam or not, so a flood stays held back while it
 * lasts. Posts that arrive at the same moment are counted before any of
 * them is stored, so a burst may pass a limit by the posts in flight; the
 * limits are for floods, not for exact quotas.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import { preparedQuery } from '../preparedQuery';
import type { RelayDatabase } from '../schema';

/** Leads from one visitor e-mail address in a window; the next ones are spam ('rate: sender'). */
export const LEADS_PER_SENDER = 5;
/** Leads from one network address in a window (an office or a household behind one address sends a few); the next ones are spam ('rate: address'). */
export const LEADS_PER_ADDRESS = 10;
/** The window the limits count in: an hour. */
export const LIMIT_WINDOW_MS = 60 * 60_000;

export interface RateLimits {
  perSender: number;
  perAddress: number;
  windowMs: number;
}

export const RATE_LIMITS: RateLimits = { perSender: LEADS_PER_SENDER, perAddress: LEADS_PER_ADDRESS, windowMs: LIMIT_WINDOW_MS };

export interface Sender {
  /** The visitor's e-mail as sent ('' when the form has none). */
  email: string;
  /** The network address the post came from, when the runtime knows it. */
  address: string | null;
  at: Date;
}

interface Counts {
  bySender: number;
  byAddress: number;
}

/** The count query, built once per database and set of limits (src/relay/preparedQuery.ts). */
const countQueries = new WeakMap<Kysely<RelayDatabase>, WeakMap<RateLimits, (args: { email: string; address: string; since: string }) => CompiledQuery>>();

function countQuery(db: Kysely<RelayDatabase>, limits: RateLimits) {
  const upTo = (limit: number) => Math.min(limit, Number.MAX_SAFE_INTEGER);
  return preparedQuery<{ email: string; address: string; since: string }>(['email', 'address', 'since'], ({ email, address, since }) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom((from) => from.selectFrom('leads').select('received_at').where('visitor_email', '=', email).where('received_at', '>', since).limit(upTo(limits.perSender)).as('recent'))
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('bySender'),
      eb
        .selectFrom((from) => from.selectFrom('leads').select('received_at').where('remote_address', '=', address).where('received_at', '>', since).limit(upTo(limits.perAddress)).as('recent'))
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('byAddress'),
    ]),
  );
}

/**
 * The sender's leads within the window before `at`, by its e-mail and by its
 * address, in one query. Each count stops at its limit: a flood of
 * thousands costs each post no more than a limit's worth of index entries.
 */
export function recentLeadCounts(db: Kysely<RelayDatabase>, { email, address, at }: Sender, limits: RateLimits = RATE_LIMITS): CompiledQuery<Counts> {
  let byLimits = countQueries.get(db);
  if (!byLimits) countQueries.set(db, (byLimits = new WeakMap()));
  let query = byLimits.get(limits);
  if (!query) byLimits.set(limits, (query = countQuery(db, limits)));
  return query({ email, address: address ?? '', since: new Date(at.getTime() - limits.windowMs).toISOString() }) as CompiledQuery<Counts>;
}

/**
 * 'rate: sender' or 'rate: address' when the sender has already sent as many
 * leads as its limit within the window before `at`, else undefined. Each
 * count is read from an index (migrations/0003_limits.sql).
 */
export async function rateSpamReason(db: Kysely<RelayDatabase>, sender: Sender, limits: RateLimits = RATE_LIMITS): Promise<string | undefined> {
  if (!sender.email && !sender.address) return undefined;
  const [counts] = (await db.executeQuery(recentLeadCounts(db, sender, limits))).rows;
  if (sender.email && Number(counts.bySender) >= limits.perSender) return 'rate: sender';
  if (sender.address && Number(counts.byAddress) >= limits.perAddress) return 'rate: address';
  return undefined;
}
