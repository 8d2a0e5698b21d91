/**
 * Pages after its session ended (src/admin/signedOutNotice.ts; docs/editor.md,
 * "The editor's gateway"): the first office API call answered 401 (a Publish
 * refused because the person was signed out or removed) shows an alert in
 * the office's words with the way to the sign-in, once; any other answer,
 * and a 401 from elsewhere, shows nothing, and every answer reaches Decap as
 * it came.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signedOutWords, watchSignedOut } from '../../../src/admin/signedOutNotice';

const answers: Record<string, number> = {
  '/office/api/editor': 401,
  '/office/api/editor/status': 200,
  'https://images.unsplash.com/photo-1': 401,
};

function pagesWindow() {
  const asked: string[] = [];
  const win = {
    document,
    location: new URL('http://127.0.0.1:4173/office/pages/#/collections/pages/entries/about') as unknown as Location,
    fetch: async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      asked.push(url);
      return new Response(JSON.stringify(answers[url] === 401 ? { error: 'Sign in' } : {}), { status: answers[url] ?? 200 });
    },
  };
  watchSignedOut(win);
  return { win, asked };
}
const alerts = () => [...document.querySelectorAll('[role="alert"]')];

afterEach(() => document.body.replaceChildren());

describe('watchSignedOut', () => {
  it('says once, in the office’s words, that nothing was saved and where to sign in, when the office’s API answers 401', async () => {
    const { win, asked } = pagesWindow();
    const refused = await win.fetch('/office/api/editor', { method: 'POST' });
    // Decap still gets the answer as it came.
    expect([refused.status, await refused.json()]).toEqual([401, { error: 'Sign in' }]);
    expect(asked).toEqual(['/office/api/editor']);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0].querySelector('p')!.textContent).toBe(signedOutWords.text);
    const link = alerts()[0].querySelector('a')!;
    expect([link.textContent, link.getAttribute('href')]).toEqual([signedOutWords.signIn, '/office/sign-in']);
    await win.fetch('/office/api/editor', { method: 'POST' });
    expect(alerts()).toHaveLength(1);
  });

  it('shows nothing for an answer that is not 401, nor for a 401 from another host', async () => {
    const { win } = pagesWindow();
    expect((await win.fetch('/office/api/editor/status')).status).toBe(200);
    expect((await win.fetch('https://images.unsplash.com/photo-1')).status).toBe(401);
    expect(alerts()).toEqual([]);
  });
});
