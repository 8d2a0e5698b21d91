/**
 * The office, at /office/ on the site's own origin (docs/relay.md,
 * "The office"), mounted by createRelayApp (src/relay/app.ts) on both
 * runtimes. In order, for every request under /office:
 *   1. `X-Robots-Tag: noindex`, and `Cache-Control: no-store` unless a route
 *      says otherwise (what the office sees stays out of caches);
 *   2. the cross-site guard (../accounts/sameOrigin.ts): any method but GET and HEAD
 *      from another origin is refused with 403;
 *   3. the sign-in and sign-out (open to all, limited: ../accounts/signInLimits.ts,
 *      a browser where the account signed in before by its device cookie,
 *      ../accounts/deviceCookie.ts; the hashes in flight capped, ../accounts/hashSlots.ts; the
 *      sign-in page, visited with a session, offers the inbox and the
 *      sign-out);
 *   4. the other doors without a session: a password link asked for, an
 *      invitation or a password link followed (../accounts/officeLinkDoors.ts), under
 *      the sign-in's limits;
 *   5. `requireOffice` (../accounts/session.ts): everything after it answers only
 *      with a session (401 JSON under /office/api/, 303 to the sign-in page
 *      elsewhere), `c.get('office')` naming the account: the People API
 *      (../accounts/peopleApi.ts), the content editor's gateway (../editorGateway/editorGateway.ts),
 *      the site's rebuild status (../editorGateway/siteBuilds.ts) and the editor's
 *      page, Pages (../editorGateway/editorPage.ts), then the inbox.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { networkKey } from '../networkKey';
import { normalizeEmail, signInAccount } from '../accounts/accounts';
import { deviceToken, newDevice, setDeviceCookie, trustedDevice } from '../accounts/deviceCookie';
import { BUSY_RETRY_AFTER_S, DEFAULT_HASHES_IN_FLIGHT, hashSlots, SIGN_IN_BUSY } from '../accounts/hashSlots';
import type { LinkMailDeps } from '../accounts/linkMail';
import { officeLinkDoors } from '../accounts/officeLinkDoors';
import { peopleApi } from '../accounts/peopleApi';
import { hashPassword, UnverifiableHash, verifyPassword, type PasswordHashing } from '../accounts/password';
import { sameOriginOnly } from '../accounts/sameOrigin';
import { OFFICE_HOME, SIGN_IN_PATH } from './officePaths';
import { clearSessionCookie, endSession, requireOffice, sessionAccount, sessionToken, setSessionCookie, startSession, type OfficeEnv } from '../accounts/session';
import { inbox, type InboxDeps } from '../inbox/inbox';
import { editorGateway } from '../editorGateway/editorGateway';
import { editorPage, type EditorPageFile } from '../editorGateway/editorPage';
import type { EditorStorage } from '../editorGateway/editorStorage';
import { siteBuildStatus, type SiteBuilds } from '../editorGateway/siteBuilds';
import type { OfficeFiles } from '../inbox/officePages';
import { signInPage } from '../accounts/signInPage';
import { beginSignIn, endSignIn } from '../accounts/signInLimits';
import type { RelayCore } from '../core';
import { relayFacts } from '../relayFacts';
import { mailSettingsOf } from '../settings';

export interface OfficeDeps extends RelayCore, Partial<LinkMailDeps> {
  now: () => Date;
  /** What the runtime computes passwords with (Node: scrypt; the Worker: PBKDF2 alone). */
  passwords: PasswordHashing;
  /** The sender's network address, for the limit per address (counted by its networkKey: IPv6 by its /64). */
  remoteAddress?: (c: Context) => string | undefined;
  /** The inbox's (../inbox/inbox.ts): what starts a released lead's delivery, the app's built files. */
  onReleased?: InboxDeps['onReleased'];
  files?: OfficeFiles;
  /** Where the content editor's gateway reads and commits (Node: the server's own copy, src/relay/node/gitCopy.ts); none: it answers 503. */
  editorStorage?: EditorStorage;
  /** The built editor's page, answered as "Pages" at /office/pages/ (../editorGateway/editorPage.ts). */
  editorPageFile?: EditorPageFile;
  /** What rebuilds the site after each commit, and says how far it is (Node: src/server/siteRebuilds.ts); none: the status answers 503. */
  siteBuilds?: SiteBuilds;
}

export const WRONG_CREDENTIALS = 'The e-mail or the password is wrong.';
export const tooManyTries = (seconds: number) => `Too many wrong sign-ins. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;
export { SIGN_IN_BUSY };

export function officeApp(deps: OfficeDeps): Hono<OfficeEnv> {
  const { passwords } = deps;
  const app = new Hono<OfficeEnv>();
  const hashes = hashSlots(passwords.maxInFlight ?? DEFAULT_HASHES_IN_FLIGHT);
  // Checked when an e-mail has no account, so that a wrong address takes as long as a wrong password.
  let decoy: Promise<string> | undefined;

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex');
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', sameOriginOnly);

  app.get('/sign-in', async (c) => {
    const account = await sessionAccount(deps, sessionToken(c));
    return signInPage(200, { signedIn: account?.email });
  });

  app.post('/sign-in', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Too large', 413) }), async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const typed = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
    const email = normalizeEmail(typed);
    const address = networkKey(deps.remoteAddress?.(c) ?? '');
    // A browser where this account signed in before: its own allowance, and past the cap on hashes (../accounts/deviceCookie.ts).
    const device = await trustedDevice(deps, deviceToken(c), email);
    const release = hashes.take(Boolean(device));
    if (!release) return signInPage(503, { message: SIGN_IN_BUSY, email: typed }, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });
    try {
      const attempt = await beginSignIn(deps, { email, address, device });
      if ('retryAfter' in attempt) return signInPage(429, { message: tooManyTries(attempt.retryAfter), email: typed }, { 'Retry-After': String(attempt.retryAfter) });

      const account = email ? await signInAccount(deps.db, email) : undefined;
      let ok = false;
      try {
        ok = await verifyPassword(password, account?.password_hash ?? (await (decoy ??= hashPassword('no account has this password', passwords))), passwords);
        ok &&= Boolean(account);
      } catch (error) {
        if (!(error instanceof UnverifiableHash)) throw error;
        console.error(`[office] ${email} cannot sign in here: ${error.message}`);
      }
      if (!ok || !account) return signInPage(401, { message: WRONG_CREDENTIALS, email: typed });
      await endSignIn(deps, attempt.id);

      // A new session at every sign-in (never one the browser brought along), the one it replaces ended; a new device cookie too.
      await endSession(deps, sessionToken(c));
      const { token, expires } = await startSession(deps, account.id);
      setSessionCookie(c, token, expires);
      const trust = await newDevice(deps, account.id, device);
      await deps.batch(trust.queries);
      setDeviceCookie(c, trust.token, trust.expires);
      return c.redirect(OFFICE_HOME, 303);
    } finally {
      release();
    }
  });

  app.post('/sign-out', async (c) => {
    await endSession(deps, sessionToken(c));
    clearSessionCookie(c);
    return c.redirect(SIGN_IN_PATH, 303);
  });

  const linkDeps = { ...deps, now: deps.now, mail: deps.mail ?? mailSettingsOf(), linkOrigin: deps.linkOrigin ?? relayFacts.siteOrigin };
  app.route('/', officeLinkDoors({ ...linkDeps, hashes }));

  app.use('*', requireOffice(deps));

  app.route('/', peopleApi(linkDeps));
  // The content editor's Git reads and writes (docs/editor.md, "The editor's gateway"): with a session only.
  app.route('/', editorGateway(deps.editorStorage));
  app.route('/', siteBuildStatus(deps.siteBuilds));
  app.route('/', editorPage({ available: Boolean(deps.editorStorage), page: deps.editorPageFile }));

  // The inbox's API and app (../inbox/inbox.ts; docs/relay.md, "The office's inbox"): every route here has a session.
  app.route('/', inbox(deps));

  return app;
}
