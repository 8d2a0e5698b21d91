/**
 * The office's device cookies (docs/relay.md, "The office": sign-in
 * limits), as OWASP's "Slow down online guessing attacks with device
 * cookies" describes them: a browser where an account signed in gets a
 * cookie naming that account's trust in it. A try that brings a valid one
 * for the e-mail it types is counted against that device's own allowance
 * (./signInLimits.ts), never against the account's limit for untrusted
 * clients, so guesses from elsewhere cannot lock out a browser where the
 * person signed in before.
 *
 * A random token in an HttpOnly, Secure, SameSite=Strict cookie on /office
 * (the session cookie's attributes: ./session.ts), only its SHA-256 stored
 * (./token.ts), bound to one account, for a year. Every sign-in gives a new
 * one and ends the one it brought (a copied cookie lasts until the next
 * sign-in); signing out keeps it (it signs nobody in: it only counts tries);
 * a password reset keeps it too (it is the browser, not the password, that
 * is trusted).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CompiledQuery, Kysely } from 'kysely';
import type { RelayDatabase } from '../schema';
import { officeCookie } from './session';
import { newToken, plausibleToken, tokenId } from './token';

export const DEVICE_COOKIE = 'office_device';
/** How long a browser stays trusted without signing in again (browsers keep a cookie at most 400 days). */
export const DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

interface DeviceDeps {
  db: Kysely<RelayDatabase>;
  now: () => Date;
}

export const deviceToken = (c: Context) => getCookie(c, DEVICE_COOKIE);

/** The device's id when `token` is a device cookie of the account `email` names that has not expired; undefined otherwise (an untrusted client). */
export async function trustedDevice({ db, now }: DeviceDeps, token: string | undefined, email: string): Promise<string | undefined> {
  if (!plausibleToken(token) || !email) return undefined;
  const row = await db
    .selectFrom('sign_in_devices')
    .innerJoin('accounts', 'accounts.id', 'sign_in_devices.account_id')
    .select('sign_in_devices.id as id')
    .where('sign_in_devices.id', '=', await tokenId(token))
    .where('accounts.email', '=', email)
    .where('sign_in_devices.expires_at', '>', now().toISOString())
    .executeTakeFirst();
  return row?.id;
}

/**
 * A new device cookie for the account: its token, when it expires, and the
 * writes that make it (the expired ones and the one it replaces, `replaced`,
 * removed), for the caller's batch.
 */
export async function newDevice({ db, now }: DeviceDeps, accountId: string, replaced?: string): Promise<{ token: string; expires: Date; queries: CompiledQuery[] }> {
  const token = newToken();
  const at = now();
  const expires = new Date(at.getTime() + DEVICE_MS);
  const queries = [
    db.deleteFrom('sign_in_devices').where('expires_at', '<=', at.toISOString()).compile(),
    db.insertInto('sign_in_devices').values({ id: await tokenId(token), account_id: accountId, created_at: at.toISOString(), expires_at: expires.toISOString() }).compile(),
  ];
  if (replaced) queries.push(db.deleteFrom('sign_in_devices').where('id', '=', replaced).compile());
  return { token, expires, queries };
}

export function setDeviceCookie(c: Context, token: string, expires: Date) {
  setCookie(c, DEVICE_COOKIE, token, { ...officeCookie, maxAge: Math.floor(DEVICE_MS / 1000), expires });
}
