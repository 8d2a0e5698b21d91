/**
 * How many wrong sign-ins the office's sign-in takes (docs/relay.md,
 * "The office"), OWASP's device-cookie scheme (./deviceCookie.ts):
 *   - a try with a valid device cookie for its account is counted against
 *     that device alone: 5 failures in 15 minutes lock that device cookie
 *     (and nothing else) for the rest of those 15 minutes;
 *   - a try without one (an untrusted client) is counted per account, 5
 *     failures in 15 minutes (since the last success without a device
 *     cookie), and per
 *     network address (its networkKey: an IPv6 address by its /64), 20 in
 *     15 minutes whatever the account. These lock untrusted clients only:
 *     guesses from elsewhere never reach a browser where the person signed
 *     in before.
 * Past a limit, a sign-in is refused with 429 and Retry-After before its
 * password is even checked, so the right password is refused too until
 * the window has moved on.
 *
 * A try is written down as a failure before its password is checked
 * (`beginSignIn`) and counts the tries written before it, so tries sent all
 * at once are limited as if sent one after another; `endSignIn` records a
 * success. A refused try's row is removed: kept, it would
 * hold the lock for as long as someone kept trying. A password reset
 * removes the account's tries (./accounts.ts), which lifts its locks.
 */
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase } from '../schema';

export interface Limit {
  failures: number;
  windowMs: number;
}

/** Untrusted clients, per account. */
export const ACCOUNT_LIMIT: Limit = { failures: 5, windowMs: 15 * 60 * 1000 };
/** Untrusted clients, per network address (its networkKey). */
export const ADDRESS_LIMIT: Limit = { failures: 20, windowMs: 15 * 60 * 1000 };
/** One device cookie's own allowance. */
export const DEVICE_LIMIT: Limit = { failures: 5, windowMs: 15 * 60 * 1000 };
/** Attempts are kept a day, then cleared at the next success. */
const KEPT_MS = 24 * 60 * 60 * 1000;

interface LimitDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  now: () => Date;
}

/** Who is trying: the e-mail as typed (normalised), the network key, and the device cookie's id when the try brought a valid one. */
export interface SignInTry {
  email: string;
  address: string;
  device?: string;
}

/** When the failures (their times, oldest first) allow another try: undefined when they allow one now. */
function retryAt(failures: string[], { failures: allowed, windowMs }: Limit): number | undefined {
  if (failures.length < allowed) return undefined;
  return Date.parse(failures[failures.length - allowed]) + windowMs;
}

/** Seconds to wait before try `id` may be checked, counting the failures written before it; undefined when it may now. */
async function retryAfter({ db, now }: LimitDeps, id: number, { email, address, device }: SignInTry): Promise<number | undefined> {
  const at = now().getTime();
  const since = (limit: Limit) => new Date(at - limit.windowMs).toISOString();
  const before = db.selectFrom('sign_in_attempts').select('at').where('id', '<', id).where('ok', '=', 0);
  let until: number;
  if (device) {
    // The device's own: a device cookie is replaced at each success, so every failure of this one came after the last.
    const byDevice = await before.where('device', '=', device).where('at', '>', since(DEVICE_LIMIT)).orderBy('at').execute();
    until = retryAt(byDevice.map((row) => row.at), DEVICE_LIMIT) ?? 0;
  } else {
    const untrusted = before.where('device', 'is', null);
    // Since the last success of an untrusted client: a device's success says nothing of the strangers' guesses, and would give them five more.
    const lastSuccess = await db
      .selectFrom('sign_in_attempts')
      .select('at')
      .where('email', '=', email)
      .where('ok', '=', 1)
      .where('device', 'is', null)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const accountSince = since(ACCOUNT_LIMIT);
    const byAccount = await untrusted
      .where('email', '=', email)
      .where('at', '>', lastSuccess && lastSuccess.at > accountSince ? lastSuccess.at : accountSince)
      .orderBy('at')
      .execute();
    const byAddress = await untrusted.where('remote_address', '=', address).where('at', '>', since(ADDRESS_LIMIT)).orderBy('at').execute();
    until = Math.max(retryAt(byAccount.map((row) => row.at), ACCOUNT_LIMIT) ?? 0, retryAt(byAddress.map((row) => row.at), ADDRESS_LIMIT) ?? 0);
  }
  return until > at ? Math.ceil((until - at) / 1000) : undefined;
}

/** Writes the try down as a failure and answers its id, or, past a limit, removes it again and answers the seconds to wait. */
export async function beginSignIn(deps: LimitDeps, signInTry: SignInTry): Promise<{ id: number } | { retryAfter: number }> {
  const { db, now } = deps;
  const { email, address, device } = signInTry;
  const { id } = await db
    .insertInto('sign_in_attempts')
    .values({ email, remote_address: address, at: now().toISOString(), ok: 0, device: device ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wait = await retryAfter(deps, id, signInTry);
  if (wait === undefined) return { id };
  await deps.batch([db.deleteFrom('sign_in_attempts').where('id', '=', id).compile()]);
  return { retryAfter: wait };
}

/** A try that signed in: recorded as a success (an untrusted one: the untrusted failures before it no longer count), and tries older than a day cleared. */
export async function endSignIn({ db, batch, now }: LimitDeps, id: number) {
  await batch([
    db.updateTable('sign_in_attempts').set({ ok: 1 }).where('id', '=', id).compile(),
    db.deleteFrom('sign_in_attempts').where('at', '<', new Date(now().getTime() - KEPT_MS).toISOString()).compile(),
  ]);
}

/** The writes that lift the account's locks (a password reset: ./accounts.ts): its tries, trusted and untrusted, removed. */
export const clearSignIns = (db: Kysely<RelayDatabase>, email: string) => db.deleteFrom('sign_in_attempts').where('email', '=', email).compile();
