/**
 * The office's doors without a session besides the sign-in (docs/relay.md,
 * "The office's people"), server-rendered forms that work without script:
 *
 *   GET/POST /office/forgot-password        ask for a password link: the same answer whether the address has an account or not
 *   GET/POST /office/invitation/<token>     an invited person chooses their password, and is in (as staff)
 *   GET/POST /office/new-password/<token>   an account chooses a new password: every other session ends
 *
 * The sign-in's limits hold here too (./signInLimits.ts): each request is a
 * try written down before anything is checked, counted per network address
 * with the sign-in's failures (20 in 15 minutes), and per key: the address
 * asked for (`forgot:<e-mail>`, 5 link requests in 15 minutes) or the
 * link's own (`link:<its SHA-256>`). A link that opens nothing stays a
 * failure; one that opens is a success. The password hashes share the
 * sign-in's cap (./hashSlots.ts). A link that works signs the browser in
 * (a new session and device cookie) and sends it to the inbox.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { relayFacts } from '../relayFacts';
import { escapeHtml } from '../../lib/escapeHtml';
import { networkKey } from '../networkKey';
import type { OfficeLinkKind } from '../schema';
import { isEmail, linkedAccount, newPasswordQueries, normalizeEmail } from './accounts';
import { newDevice, setDeviceCookie } from './deviceCookie';
import { BUSY_RETRY_AFTER_S, SIGN_IN_BUSY, type HashSlots } from './hashSlots';
import { acceptInvitationQueries, type InvitationDeps } from './invitations';
import { LINK_PATHS, openLink, useLink, type OpenLink } from './officeLinks';
import { FORGOT_PASSWORD_PATH, OFFICE_HOME, OFFICE_PATH, SIGN_IN_PATH } from '../office/officePaths';
import { hashPassword, MIN_PASSWORD_LENGTH, type PasswordHashing } from './password';
import { sendPasswordLink } from './passwordReset';
import { choosePasswordPage as words, forgotPage } from './peopleWords';
import { setSessionCookie, startSession, type OfficeEnv } from './session';
import { officeFormPage } from './signInPage';
import { beginSignIn, endSignIn } from './signInLimits';
import { tokenId } from './token';

export interface LinkDoorsDeps extends InvitationDeps {
  passwords: PasswordHashing;
  remoteAddress?: (c: Context) => string | undefined;
  /** The sign-in's cap on hashes in flight. */
  hashes: HashSlots;
}

const formLimit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Too large', 413) });

const alertOf = (message: string | undefined, id: string) => (message ? `<p class="message" role="alert" id="${id}">${escapeHtml(message)}</p>` : '');

function forgotForm(message?: string, email = '') {
  const described = message ? ' aria-describedby="forgot-message"' : '';
  return `<h1>${forgotPage.title}</h1>
<p>${forgotPage.intro}</p>
${alertOf(message, 'forgot-message')}
<form method="post" action="${FORGOT_PASSWORD_PATH}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${described} autofocus>
<button type="submit">${forgotPage.button}</button>
</form>
<p class="after"><a href="${SIGN_IN_PATH}">${forgotPage.back}</a></p>`;
}

const forgotSent = (email: string) => `<h1>${forgotPage.title}</h1>
<p class="done" role="status">${escapeHtml(forgotPage.sent(email))}</p>
<p class="after"><a href="${SIGN_IN_PATH}">${forgotPage.back}</a></p>`;

function choosePasswordForm(kind: OfficeLinkKind, token: string, email: string, message?: string) {
  const invitation = kind === 'invitation';
  const described = message ? 'forgot-message password-hint' : 'password-hint';
  return `<h1>${invitation ? words.invitationTitle : words.passwordTitle}</h1>
<p>${escapeHtml(invitation ? words.invitationIntro(email, relayFacts.name) : words.passwordIntro(email))}</p>
${alertOf(message, 'forgot-message')}
<form method="post" action="${OFFICE_PATH}${LINK_PATHS[kind]}/${escapeHtml(token)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" readonly>
<label for="password">${words.password}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="1024" aria-describedby="${described}" autofocus>
<p class="hint" id="password-hint">${words.hint(MIN_PASSWORD_LENGTH)}</p>
<label for="repeat">${words.repeat}</label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="1024">
<button type="submit">${words.button}</button>
</form>`;
}

const gonePage = () =>
  officeFormPage(
    404,
    words.goneTitle,
    `<h1>${words.goneTitle}</h1>
<p>${words.gone}</p>
<p class="after"><a href="${FORGOT_PASSWORD_PATH}">${forgotPage.title}</a> · <a href="${SIGN_IN_PATH}">${forgotPage.back}</a></p>`,
  );

const tooMany = (seconds: number, body: string) => officeFormPage(429, forgotPage.title, body, { 'Retry-After': String(seconds) });

export function officeLinkDoors(deps: LinkDoorsDeps): Hono<OfficeEnv> {
  const app = new Hono<OfficeEnv>();
  const now = () => deps.now();
  const addressOf = (c: Context) => networkKey(deps.remoteAddress?.(c) ?? '');

  app.get('/forgot-password', () => officeFormPage(200, forgotPage.title, forgotForm()));

  app.post('/forgot-password', formLimit, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const typed = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const email = normalizeEmail(typed);
    if (!isEmail(email)) return officeFormPage(400, forgotPage.title, forgotForm(forgotPage.notEmail, typed));
    // Every request counts, answered or not: 5 for one address, 20 from one network in 15 minutes (with the sign-in's failures).
    const attempt = await beginSignIn(deps, { email: `forgot:${email}`, address: addressOf(c) });
    if ('retryAfter' in attempt) return tooMany(attempt.retryAfter, forgotForm(forgotPage.tooMany(attempt.retryAfter), typed));
    await sendPasswordLink(deps, email, c);
    return officeFormPage(200, forgotPage.title, forgotSent(typed.trim()));
  });

  /** The link of the request, checked under the limits: the page to answer when it opens nothing, else the link and its try's id. */
  async function linkOf(c: Context, kind: OfficeLinkKind): Promise<Response | { link: OpenLink; token: string; tryId: number }> {
    const token = c.req.param('token') ?? '';
    const key = `link:${(await tokenId(token.slice(0, 100))).slice(0, 16)}`;
    const attempt = await beginSignIn(deps, { email: key, address: addressOf(c) });
    if ('retryAfter' in attempt) return tooMany(attempt.retryAfter, `<h1>${words.goneTitle}</h1>${alertOf(forgotPage.tooMany(attempt.retryAfter), 'forgot-message')}`);
    const link = await openLink(deps.db, kind, token, now());
    if (!link) return gonePage();
    await endSignIn(deps, attempt.id);
    return { link, token, tryId: attempt.id };
  }

  for (const kind of ['invitation', 'password'] as const) {
    const path = `${LINK_PATHS[kind]}/:token`;
    app.get(path, async (c) => {
      const opened = await linkOf(c, kind);
      if (opened instanceof Response) return opened;
      return officeFormPage(200, kind === 'invitation' ? words.invitationTitle : words.passwordTitle, choosePasswordForm(kind, opened.token, opened.link.email));
    });

    app.post(path, formLimit, async (c) => {
      const opened = await linkOf(c, kind);
      if (opened instanceof Response) return opened;
      const { link, token } = opened;
      const title = kind === 'invitation' ? words.invitationTitle : words.passwordTitle;
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
      const repeat = typeof body.repeat === 'string' ? body.repeat.slice(0, 1024) : '';
      if ([...password].length < MIN_PASSWORD_LENGTH) return officeFormPage(400, title, choosePasswordForm(kind, token, link.email, words.tooShort(MIN_PASSWORD_LENGTH)));
      if (password !== repeat) return officeFormPage(400, title, choosePasswordForm(kind, token, link.email, words.different));

      const release = deps.hashes.take(false);
      if (!release) return officeFormPage(503, title, choosePasswordForm(kind, token, link.email, SIGN_IN_BUSY), { 'Retry-After': String(BUSY_RETRY_AFTER_S) });
      let hash: string;
      try {
        hash = await hashPassword(password, deps.passwords);
      } finally {
        release();
      }
      const at = now();
      // The link is used first, alone: of two posts of one link at once, one changes its row and goes on.
      const [claimed] = await deps.batch([useLink(deps.db, link.id, at)]);
      if (claimed !== 1) return gonePage();

      let account = await linkedAccount(deps.db, link.email);
      if (kind === 'invitation') {
        if (account) return gonePage();
        const id = crypto.randomUUID();
        await deps.batch(acceptInvitationQueries(deps.db, link.email, hash, at, id));
        account = { id, email: link.email };
      } else {
        if (!account) return gonePage();
        await deps.batch(newPasswordQueries(deps.db, account, hash, at));
      }
      const { token: session, expires } = await startSession(deps, account.id);
      setSessionCookie(c, session, expires);
      const trust = await newDevice(deps, account.id);
      await deps.batch(trust.queries);
      setDeviceCookie(c, trust.token, trust.expires);
      return c.redirect(OFFICE_HOME, 303);
    });
  }
  return app;
}
