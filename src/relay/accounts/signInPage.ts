/**
 * The office's sign-in page, rendered by the relay (docs/relay.md,
 * "The office"): a form that posts itself, so it works without JavaScript,
 * with the message of the last try (wrong e-mail or password, too many
 * tries) above it and the typed e-mail kept, and the way to a password link
 * ("Forgot your password?": ./officeLinkDoors.ts). Visited while signed in, it
 * says who is, with a link to the inbox and the sign-out button (a form
 * too: signing out needs no script either). Its own
 * Content-Security-Policy allows its one inline style (by hash) and nothing
 * else. The office's other pages without a session (a password link, an
 * invitation: ./officeLinkDoors.ts) are drawn by `officeFormPage` alike.
 */
import { relayFacts } from '../relayFacts';
import { escapeHtml } from '../../lib/escapeHtml';
import { FORGOT_PASSWORD_PATH, OFFICE_HOME, SIGN_IN_PATH, SIGN_OUT_PATH } from '../office/officePaths';
import { FORGOT_LINK } from './peopleWords';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f6f8}
main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.15)}
h1{margin:0 0 .25rem;font-size:1.5rem}
p{margin:0 0 1.25rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;border:1px solid #5c6670;border-radius:.375rem}
button{margin-top:1.5rem;min-height:2.75rem;padding:.5rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:#1a1a1a;border:0;border-radius:.375rem;cursor:pointer}
:focus-visible{outline:3px solid #1d5a96;outline-offset:2px}
a{color:#174a7c}
.message{padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#5f1410}
.done{padding:.75rem 1rem;border-left:4px solid #1d6b3a;background:#e8f5ec;color:#0f3d20}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#4a535c}
.after{margin:1.5rem 0 0}
@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}}
`.trim();

let styleHash: Promise<string> | undefined;
/** The style's hash for the policy, computed once. */
const hashOfStyle = () =>
  (styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`));

export interface SignInPage {
  /** Shown above the form: why the last try did not sign in. */
  message?: string;
  /** The e-mail as typed, kept in its field. */
  email?: string;
  /** Who is signed in already: the page offers the inbox and the sign-out instead of the form. */
  signedIn?: string;
}

function signInForm(message: string | undefined, email: string) {
  const alert = message ? `<p class="message" role="alert" id="sign-in-message">${escapeHtml(message)}</p>` : '';
  const described = message ? ' aria-describedby="sign-in-message"' : '';
  return `<h1>Sign in</h1>
<p>The office's inbox of ${escapeHtml(relayFacts.name)}.</p>
${alert}
<form method="post" action="${SIGN_IN_PATH}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="after"><a href="${FORGOT_PASSWORD_PATH}">${FORGOT_LINK}</a></p>`;
}

const signedInAs = (email: string) => `<h1>Signed in</h1>
<p>You are signed in as ${escapeHtml(email)}. <a href="${OFFICE_HOME}">Open the inbox</a></p>
<form method="post" action="${SIGN_OUT_PATH}">
<button type="submit">Sign out</button>
</form>`;

export const signInPage = (status: number, { message, email = '', signedIn }: SignInPage = {}, extra: Record<string, string> = {}) =>
  officeFormPage(status, signedIn ? 'Signed in' : 'Sign in', signedIn ? signedInAs(signedIn) : signInForm(message, email), extra);

/**
 * No icon, said: a page naming none makes the browser ask for /favicon.ico,
 * which no host of the relay serves (a 404 on every office page); the site's
 * own icon is the Pages site's on Cloudflare, not the Worker's. Shared with
 * the inbox app's page (src/relay/inbox/app/index.html writes the same).
 */
export const NO_ICON = 'data:,';

/** A page of the office without a session: its title, its body's HTML (escaped by the caller), the sign-in page's style and policy. */
export async function officeFormPage(status: number, title: string, body: string, extra: Record<string, string> = {}): Promise<Response> {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="${NO_ICON}">
<title>${escapeHtml(title)} · ${escapeHtml(relayFacts.name)} office</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src ${await hashOfStyle()}; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      'Referrer-Policy': 'no-referrer',
      ...extra,
    },
  });
}
