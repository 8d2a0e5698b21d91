/**
 * The lead relay's limits per sender and per network address (docs/forms.md,
 * "The lead relay": spam; docs/relay.md, "The lead relay": limits):
 * counted from the leads already stored, so they hold across restarts and on
 * every Worker isolate alike, with no counter of their own. A post past a
 * limit is still answered as a success, marked as spam with the limit it
 * passed, and delivered to nobody until the office releases it
 * (./releaseLead.ts).
 *
 * The count is part of the lead's own INSERT (src/relay/lead.ts,
 * storeQueries: `rateReason` below is its spam reason), so counting and
 * writing are one statement in one transaction (SQLite's group commit, one
 * D1 batch): posts sent at once are counted like posts in a row, each seeing
 * those committed before it. Every lead counts, spam or not, so a flood
 * stays held back while it lasts.
 *
 * The sender is its e-mail normalised (`emailKey`), the address its network
 * (src/relay/networkKey.ts: IPv6 by its /64), stored as the lead's
 * `remote_address`.
 */
import { sql, type RawBuilder } from 'kysely';
import { networkKey } from '../networkKey';

/** Leads from one visitor e-mail address in a window; the next ones are spam ('rate: sender'). */
export const LEADS_PER_SENDER = 5;
/** Leads from one network address in a window (an office or a household behind one address sends a few); the next ones are spam ('rate: address'). */
export const LEADS_PER_ADDRESS = 10;
/** The window the limits count in: an hour. */
export const LIMIT_WINDOW_MS = 60 * 60_000;

export const SENDER_REASON = 'rate: sender';
export const ADDRESS_REASON = 'rate: address';

export interface RateLimits {
  perSender: number;
  perAddress: number;
  windowMs: number;
}

export const RATE_LIMITS: RateLimits = { perSender: LEADS_PER_SENDER, perAddress: LEADS_PER_ADDRESS, windowMs: LIMIT_WINDOW_MS };

/** Characters a reader does not see (zero-width spaces and joiners, soft hyphens...): no part of an address. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The e-mail as the limit per sender compares it: compatibility-normalised
 * (NFKC: full-width and composed letters as their plain ones), without
 * invisible characters or surrounding space, lower-cased, and without a
 * `+tag` (one mailbox, any tag). Case and spelling variants of one address
 * are one sender; '' stays '' (no e-mail: not limited per sender).
 */
export function emailKey(email: string): string {
  const plain = email.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at < 0) return plain;
  const local = plain.slice(0, at).replace(/\+.*$/, '');
  return `${local || plain.slice(0, at)}${plain.slice(at)}`;
}

export interface Sender {
  /** The visitor's e-mail ('' when the form has none), compared by its `emailKey`. */
  email: string;
  /** The address the post came from, when the runtime knows it, counted by its network (src/relay/networkKey.ts). */
  address: string | null;
  at: Date;
}

/** The arguments the count takes, bound per post (markers while a query is prepared: src/relay/preparedQuery.ts). */
export type LimitArgs = {
  emailKey: unknown;
  address: unknown;
  since: unknown;
};

/**
 * A whole number written into the SQL itself: a bound `LIMIT ?` in these subqueries made SQLite's work
 * for the lead's INSERT four times larger (docs/performance.md, "The lead relay under load"); the
 * statements are prepared once per set of limits instead.
 */
export const literal = (limit: number) => sql.lit(Math.max(0, Math.min(Math.floor(limit), Number.MAX_SAFE_INTEGER)));

/** A count of the recent leads that stops at `limit`: a flood of thousands costs a post no more than a limit's worth of index entries. */
const countUpTo = (column: 'email_key' | 'remote_address', key: unknown, since: unknown, limit: number) =>
  sql<number>`(select count(*) from (select 1 from "leads" where ${sql.ref(column)} = ${key} and "received_at" > ${since} limit ${literal(limit)}))`;

const senderCount = (args: LimitArgs, limits: RateLimits) => countUpTo('email_key', args.emailKey, args.since, limits.perSender);
const addressCount = (args: LimitArgs, limits: RateLimits) => countUpTo('remote_address', args.address, args.since, limits.perAddress);

/**
 * 'rate: sender' or 'rate: address' when the sender has already sent as many
 * leads as its limit within the window, else NULL, as an SQL expression
 * (each count read from an index: migrations/0003_limits.sql,
 * 0006_limit_keys.sql). The address is counted only when the sender's
 * e-mail is not over its limit.
 */
export function rateReason(args: LimitArgs, limits: RateLimits): RawBuilder<string | null> {
  return sql<string | null>`case when ${args.emailKey} <> '' and ${senderCount(args, limits)} >= ${literal(limits.perSender)} then ${SENDER_REASON} when ${args.address} <> '' and ${addressCount(args, limits)} >= ${literal(limits.perAddress)} then ${ADDRESS_REASON} end`;
}

/** The arguments of `rateReason` for a sender. */
export function limitArgsOf({ email, address, at }: Sender, limits: RateLimits): LimitArgs {
  return { emailKey: emailKey(email), address: networkKey(address) ?? '', since: new Date(at.getTime() - limits.windowMs).toISOString() };
}

/** The set of limits as a key: a statement is prepared for each (a test's limits; in production one). */
export const limitsKey = (limits: RateLimits, ...more: number[]) => [limits.perSender, limits.perAddress, ...more].join('/');
