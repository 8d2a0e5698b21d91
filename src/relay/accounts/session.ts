/**
 * The office's sessions (docs/relay.md, "The office"): a random
 * token in an HttpOnly, Secure, SameSite=Strict cookie on /office, only its
 * SHA-256 in the database (a copy of the database signs nobody in), expiring
 * 12 hours after sign-in whatever happens in between (a working day; no
 * sliding renewal, so a stolen cookie lasts no longer than that).
 *
 * `requireOffice(deps)` is the middleware everything of the inbox sits
 * behind: with a valid session it sets `c.get('office')` to the account
 * ({ accountId, email, role }); without one it answers 401 `{"error":"Sign in"}`
 * under /office/api/ and 303 to the sign-in page elsewhere.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Batch } from '../batch';
import type { RelayDatabase, Role } from '../schema';
import { OFFICE_API_PATH, OFFICE_PATH, SIGN_IN_PATH } from '../office/officePaths';
import { newToken, plausibleToken, tokenId } from './token';

export const SESSION_COOKIE = 'office_session';
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** `last_seen` is written at most this often (every request would be a write). */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Who is signed in. */
export interface OfficeAccount {
  accountId: string;
  email: string;
  role: Role;
  /** The session's row (the SHA-256 of its token): the People screen marks it as this browser's. */
  sessionId: string;
}

/** The Hono environment of the office's routes: `c.get('office')` behind requireOffice. */
export interface OfficeEnv {
  Variables: { office: OfficeAccount };
}

export interface SessionDeps {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  now: () => Date;
}

/** Starts a session for the account; answers the cookie's token and when it expires. Expired sessions are cleared on the way. */
export async function startSession({ db, batch, now }: SessionDeps, accountId: string) {
  const token = newToken();
  const at = now();
  const expires = new Date(at.getTime() + SESSION_MS);
  await batch([
    db.deleteFrom('sessions').where('expires_at', '<=', at.toISOString()).compile(),
    db
      .insertInto('sessions')
      .values({ id: await tokenId(token), account_id: accountId, created_at: at.toISOString(), expires_at: expires.toISOString(), last_seen: at.toISOString() })
      .compile(),
  ]);
  return { token, expires };
}

/** The account of a token's session, when it is one and has not expired. */
export async function sessionAccount({ db, batch, now }: SessionDeps, token: string | undefined): Promise<OfficeAccount | undefined> {
  if (!plausibleToken(token)) return undefined;
  const id = await tokenId(token);
  const at = now();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id as accountId', 'accounts.email as email', 'accounts.role as role', 'sessions.last_seen as lastSeen'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', at.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  if (at.getTime() - Date.parse(row.lastSeen) >= LAST_SEEN_EVERY_MS) {
    await batch([db.updateTable('sessions').set({ last_seen: at.toISOString() }).where('id', '=', id).compile()]);
  }
  return { accountId: row.accountId, email: row.email, role: row.role, sessionId: id };
}

/** The write that ends every session of an account ("Sign out everywhere", a removal, a new password). */
export const endSessionsOf = (db: Kysely<RelayDatabase>, accountId: string) => db.deleteFrom('sessions').where('account_id', '=', accountId).compile();

/** An account's sessions still running, newest first, for the People screen. */
export const sessionsOf = ({ db, now }: SessionDeps, accountId: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'created_at as signedInAt', 'last_seen as lastSeen', 'expires_at as expiresAt'])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now().toISOString())
    .orderBy('created_at', 'desc')
    .execute();

export async function endSession({ db, batch }: SessionDeps, token: string | undefined) {
  if (!plausibleToken(token)) return;
  await batch([db.deleteFrom('sessions').where('id', '=', await tokenId(token)).compile()]);
}

/** The office's cookies' attributes (the session's and the device's: ./deviceCookie.ts), one place for setting and clearing them. */
export const officeCookie = { path: OFFICE_PATH, httpOnly: true, secure: true, sameSite: 'Strict' } as const;

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);

export function setSessionCookie(c: Context, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, { ...officeCookie, maxAge: Math.floor(SESSION_MS / 1000), expires });
}

export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, officeCookie);

/** Whether a path is the office's JSON API, answered 401 rather than sent to the sign-in page. */
export const isOfficeApiPath = (path: string) => path.startsWith(OFFICE_API_PATH);

/**
 * Everything of the inbox sits behind this (src/relay/office/officeApp.ts):
 * a valid session sets `c.get('office')`; none answers 401 JSON under
 * /office/api/ and 303 to /office/sign-in elsewhere.
 */
export function requireOffice(deps: SessionDeps): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const account = await sessionAccount(deps, sessionToken(c));
    if (!account) {
      if (isOfficeApiPath(c.req.path)) return c.json({ error: 'Sign in' }, 401);
      return c.redirect(SIGN_IN_PATH, 303);
    }
    c.set('office', account);
    await next();
  };
}
