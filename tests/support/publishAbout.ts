/**
 * A Publish of the About page as the office's editor makes it, through the
 * gateway (POST /office/api/editor): the page opened first (getEntry), as
 * Decap does, since a Publish of a page the session was not served is
 * refused (docs/editor.md, "History and undo"); then persistEntry with the
 * page's new text. The rebuild tests publish with it (the integration
 * tier's, with fetch and the session's cookie; the browser story's, with
 * the signed-in browser's request context): a file the editor's form would
 * refuse (an empty title) reaches the build this way. Throws, with the
 * gateway's answer, unless both are answered 200.
 */
import { EDITOR_PLACES } from '../../src/config/editorPlaces';

export const ABOUT = `${EDITOR_PLACES.pages.path}/about.yaml`;

/** Posts one request of Decap's protocol; answers its status and body. */
export type EditorPost = (body: { action: string; params: Record<string, unknown> }) => Promise<{ status: number; text: string }>;

/** The gateway asked with fetch, with a session's cookie. */
export const editorPostWith =
  (origin: string, cookie: string): EditorPost =>
  async (body) => {
    const answer = await fetch(`${origin}/office/api/editor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      body: JSON.stringify(body),
    });
    return { status: answer.status, text: await answer.text() };
  };

export async function publishAbout(post: EditorPost, raw: string) {
  const ok = async (action: string, params: Record<string, unknown>) => {
    const { status, text } = await post({ action, params });
    if (status !== 200) throw new Error(`${action} answered ${status}: ${text}`);
  };
  await ok('getEntry', { path: ABOUT });
  const dataFiles = [{ slug: 'about', path: ABOUT, raw }];
  await ok('persistEntry', { dataFiles, assets: [], options: { commitMessage: 'Update Pages “about”' } });
}
