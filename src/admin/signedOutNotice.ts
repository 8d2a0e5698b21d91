/**
 * Pages (/office/pages/) after its session ended (docs/editor.md, "The
 * editor's gateway"): signed out in another tab, "Sign out everywhere", a new
 * password, or the person removed by the owner. The office's API then
 * answers 401 (`{"error":"Sign in"}`), which Decap shows as "Failed to
 * persist entry: API_ERROR: Sign in": not the office's words, and no way
 * back. So the editor's requests to the office's API are watched, and the
 * first 401 says, in an alert, that nothing was saved, why, and where to
 * sign in; Decap keeps what was typed in the browser and offers it again
 * when the entry is opened. At /admin/ (the Git host's editor) nothing is
 * watched.
 */
import { OFFICE_API_PATH, SIGN_IN_PATH } from '../relay/browser.ts';

export const signedOutWords = {
  text: 'Not saved: you are no longer signed in to the office (signed out, your password changed, or your account removed). What you typed is kept in this browser.',
  signIn: 'Sign in again',
} as const;

const asksOfficeApi = (input: RequestInfo | URL, base: string) => {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, base).pathname.startsWith(OFFICE_API_PATH);
};

/** Wraps the window's fetch: an office API call answered 401 shows the alert (once; it stays until the page is left). */
export function watchSignedOut(win: Pick<Window, 'fetch' | 'document' | 'location'>): void {
  const fetchBefore = win.fetch.bind(win);
  const doc = win.document;
  let alert: HTMLElement | undefined;
  const show = () => {
    if (alert) return;
    alert = doc.createElement('div');
    alert.setAttribute('role', 'alert');
    // Above Decap's editor and its toasts (top right), out of the way of the build notice (bottom left) and Recent changes (bottom right).
    alert.style.cssText =
      'position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:1001;max-width:min(560px,calc(100vw - 32px));padding:12px 16px;border-radius:6px;background:#fff;color:#1b2733;box-shadow:0 2px 12px rgba(0,0,0,.25);font:15px/1.45 system-ui,sans-serif;border-left:6px solid #c62828';
    const text = doc.createElement('p');
    text.style.margin = '0 0 8px';
    text.textContent = signedOutWords.text;
    const link = doc.createElement('a');
    link.href = SIGN_IN_PATH;
    link.textContent = signedOutWords.signIn;
    alert.append(text, link);
    doc.body.append(alert);
  };
  win.fetch = async (input, init) => {
    const answer = await fetchBefore(input, init);
    if (answer.status === 401 && asksOfficeApi(input, win.location.href)) show();
    return answer;
  };
}
