/**
 * How many wrong sign-ins the office's sign-in takes (docs/architecture.md,
 * "The office"): per account, 5 failures in 15 minutes (since its last
 * success); per network address, 20 failures in 15 minutes, whatever the
 * account. Past either, a sign-in is refused with 429 and Retry-After
 * before its password is even checked, so the right password is refused too
 * until the window has moved on.
 *
 * A try is written down as a failure before its password is checked
 * (`beginSignIn`) and counts the tries written before it, so tries sent all
 * at once are limited as if sent one after another; `endSignIn` records a
 * success. A refused try's row is removed: kept, it would hold the office
 * locked out for as long as someone kept trying.
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';

export interface Limit {
  failures: number;
  windowMs: number;
}

export const ACCOUNT_LIMIT: Limit = { failures: 5, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT: Limit = { failures: 20, windowMs: 15 * 60 * 1000 };
/** Attempts are kept a day, then cleared at the next success. */
const KEPT_MS = 24 * 60 * 60 * 1000;

interface LimitDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  now: () => Date;
}

/** When the failures (their times, oldest first) allow another try: undefined when they allow one now. */
function retryAt(failures: string[], { failures: allowed, windowMs }: Limit): number | undefined {
  if (failures.length < allowed) return undefined;
  return Date.parse(failures[failures.length - allowed]) + windowMs;
}

/** Seconds to wait before try `id` (this e-mail from this address) may be checked, counting the failures written before it; undefined when it may now. */
async function retryAfter({ db, now }: LimitDeps, id: number, email: string, address: string): Promise<number | undefined> {
  const at = now().getTime();
  const before = db.selectFrom('sign_in_attempts').select('at').where('id', '<', id).where('ok', '=', 0);
  const lastSuccess = await db.selectFrom('sign_in_attempts').select('at').where('email', '=', email).where('ok', '=', 1).orderBy('at', 'desc').limit(1).executeTakeFirst();
  const accountSince = new Date(at - ACCOUNT_LIMIT.windowMs).toISOString();
  const byAccount = await before
    .where('email', '=', email)
    .where('at', '>', lastSuccess && lastSuccess.at > accountSince ? lastSuccess.at : accountSince)
    .orderBy('at')
    .execute();
  const byAddress = await before.where('remote_address', '=', address).where('at', '>', new Date(at - ADDRESS_LIMIT.windowMs).toISOString()).orderBy('at').execute();
  const until = Math.max(retryAt(byAccount.map((row) => row.at), ACCOUNT_LIMIT) ?? 0, retryAt(byAddress.map((row) => row.at), ADDRESS_LIMIT) ?? 0);
  return until > at ? Math.ceil((until - at) / 1000) : undefined;
}

/** Writes the try down as a failure and answers its id, or, past a limit, removes it again and answers the seconds to wait. */
export async function beginSignIn(deps: LimitDeps, email: string, address: string): Promise<{ id: number } | { retryAfter: number }> {
  const { db, batch, now } = deps;
  const { id } = await db.insertInto('sign_in_attempts').values({ email, remote_address: address, at: now().toISOString(), ok: 0 }).returning('id').executeTakeFirstOrThrow();
  const wait = await retryAfter(deps, id, email, address);
  if (wait === undefined) return { id };
  await batch([db.deleteFrom('sign_in_attempts').where('id', '=', id).compile()]);
  return { retryAfter: wait };
}

/** A try that signed in: recorded as the account's last success (the failures before it no longer count for it), and tries older than a day cleared. */
export async function endSignIn({ db, batch, now }: LimitDeps, id: number) {
  await batch([
    db.updateTable('sign_in_attempts').set({ ok: 1 }).where('id', '=', id).compile(),
    db.deleteFrom('sign_in_attempts').where('at', '<', new Date(now().getTime() - KEPT_MS).toISOString()).compile(),
  ]);
}
