/**
 * How many wrong sign-ins the office's sign-in takes (docs/architecture.md,
 * "The office"): per account, 5 failures in 15 minutes (since its last
 * success); per network address, 20 failures in 15 minutes, whatever the
 * account. Past either, a sign-in is refused with 429 and Retry-After
 * before its password is even checked, so the right password is refused too
 * until the window has moved on. A refused sign-in is not recorded: it would
 * keep the office locked out for as long as someone kept trying.
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
/** Attempts are kept a day, then cleared at the next sign-in. */
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

/** Seconds to wait before this e-mail may be tried from this address, or undefined when it may now. */
export async function signInRetryAfter({ db, now }: LimitDeps, email: string, address: string): Promise<number | undefined> {
  const at = now().getTime();
  const lastSuccess = await db.selectFrom('sign_in_attempts').select('at').where('email', '=', email).where('ok', '=', 1).orderBy('at', 'desc').limit(1).executeTakeFirst();
  const accountSince = new Date(at - ACCOUNT_LIMIT.windowMs).toISOString();
  const byAccount = await db
    .selectFrom('sign_in_attempts')
    .select('at')
    .where('email', '=', email)
    .where('ok', '=', 0)
    .where('at', '>', lastSuccess && lastSuccess.at > accountSince ? lastSuccess.at : accountSince)
    .orderBy('at')
    .execute();
  const byAddress = await db.selectFrom('sign_in_attempts').select('at').where('remote_address', '=', address).where('ok', '=', 0).where('at', '>', new Date(at - ADDRESS_LIMIT.windowMs).toISOString()).orderBy('at').execute();
  const until = Math.max(retryAt(byAccount.map((row) => row.at), ACCOUNT_LIMIT) ?? 0, retryAt(byAddress.map((row) => row.at), ADDRESS_LIMIT) ?? 0);
  return until > at ? Math.ceil((until - at) / 1000) : undefined;
}

/** Records a checked sign-in, and clears those older than a day. */
export async function recordSignIn({ db, batch, now }: LimitDeps, email: string, address: string, ok: boolean) {
  const at = now();
  await batch([
    db.deleteFrom('sign_in_attempts').where('at', '<', new Date(at.getTime() - KEPT_MS).toISOString()).compile(),
    db.insertInto('sign_in_attempts').values({ email, remote_address: address, at: at.toISOString(), ok: ok ? 1 : 0 }).compile(),
  ]);
}
