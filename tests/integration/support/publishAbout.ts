/**
 * A Publish of the About page as the office's editor makes it, through the
 * gateway (POST /office/api/editor): the page opened first (getEntry), as
 * Decap does, since a Publish of a page the session was not served is
 * refused (docs/editor.md, "History and undo"); then persistEntry with the
 * page's new text. The rebuild tests publish with it.
 */
import { expect } from 'vitest';
import { EDITOR_PLACES } from '../../../src/config/editorPlaces';

export const ABOUT = `${EDITOR_PLACES.pages.path}/about.yaml`;

export async function publishAbout(origin: string, cookie: string, raw: string) {
  const editor = (action: string, params: Record<string, unknown>) =>
    fetch(`${origin}/office/api/editor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      body: JSON.stringify({ action, params }),
    });
  expect((await editor('getEntry', { path: ABOUT })).status).toBe(200);
  const dataFiles = [{ slug: 'about', path: ABOUT, raw }];
  expect((await editor('persistEntry', { dataFiles, assets: [], options: { commitMessage: 'Update Pages “about”' } })).status).toBe(200);
}
