/**
 * "Recent changes" on the office's Pages (src/admin/officeHistory.ts;
 * docs/editor.md, "History and undo"): each change as the office reads it
 * (its pages, who and when, its message), Undo only on those that can be
 * undone, every text set as text (a page named like markup stays text);
 * nothing added to the editor at /admin/.
 */
import { describe, expect, it, vi } from 'vitest';
import { historyList, historyWords, PAGES_SHOWN, showOfficeHistory } from '../../../src/admin/officeHistory';
import { editorWords, type HistoryChange } from '../../../src/relay/editorGateway/editorGateway';

const changes: HistoryChange[] = [
  { commit: 'b'.repeat(40), who: 'colleague@prairiepoint.example', at: '2026-11-29T21:05:00.000Z', when: 'Nov 29, 2026, 3:05 PM CST', message: 'Update Pages “about”', pages: ['About Us / Nosotros (page)'], undoable: true },
  { commit: 'a'.repeat(40), who: 'office@prairiepoint.example', at: '2026-11-29T20:00:00.000Z', when: 'Nov 29, 2026, 2:00 PM CST', message: '<img src=x onerror=alert(1)>', pages: ['<b>Auto</b> / Seguro de auto (coverage page)'], undoable: false },
];

describe('historyList', () => {
  it('shows each change’s pages, who and when, and Undo only where it can be undone', () => {
    const undone: HistoryChange[] = [];
    const list = historyList(document, changes, (change) => undone.push(change));
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(['About Us / Nosotros (page)', '<b>Auto</b> / Seguro de auto (coverage page)']);
    expect(items[0].textContent).toContain('colleague@prairiepoint.example, Nov 29, 2026, 3:05 PM CST');
    expect(items[0].textContent).toContain('Update Pages “about”');
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([`${historyWords.undo} “Update Pages “about””`]);
    expect(items[1].textContent).toContain(historyWords.notUndoable);
    // Text, never markup.
    expect(list.querySelector('img, b')).toBeNull();
    buttons[0].click();
    expect(undone.map((change) => change.commit)).toEqual(['b'.repeat(40)]);
  });

  it('names a few pages of a change that touched many', () => {
    const many = { ...changes[1], pages: Array.from({ length: PAGES_SHOWN + 17 }, (_, index) => `Page ${index}`) };
    expect(historyList(document, [many], () => {}).querySelector('strong')!.textContent).toBe(`Page 0, Page 1, Page 2, Page 3, Page 4, ${historyWords.morePages(17)}`);
  });

  it('says so when there is no change yet', () => {
    expect(historyList(document, [], () => {}).textContent).toBe(historyWords.none);
  });
});

describe('showOfficeHistory', () => {
  it('adds nothing to the editor at /admin/', () => {
    const before = document.body.innerHTML;
    showOfficeHistory(window);
    expect(window.location.pathname).not.toMatch(/^\/office\//);
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('showOfficeHistory on Pages: the history and an undo through the client derived from the gateway’s routes', () => {
  type Sent = { method: string; url: string; body?: string; cache?: RequestCache };
  /** A window at /office/pages/ whose fetch answers as the gateway does, in turn. */
  function pagesWindow(answers: Response[]) {
    const sent: Sent[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body as string | undefined, cache: init?.cache });
      return answers.shift() ?? Response.json({ error: 'unexpected' }, { status: 500 });
    };
    const win = { location: { pathname: '/office/pages/' }, document, fetch, confirm: () => true } as unknown as Window & typeof globalThis;
    return { win, sent };
  }
  const dialogText = () => document.querySelector('dialog')!.textContent;

  it('lists the changes, undoes one with its commit, says so in the server’s words, then lists again; a refusal and no server are said', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    document.body.replaceChildren();
    const { win, sent } = pagesWindow([
      Response.json({ changes }),
      Response.json({ commit: 'c'.repeat(40), message: 'Undone: “Update Pages “about””.' }),
      Response.json({ changes: [] }),
      Response.json({ error: editorWords.notHere }, { status: 503 }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ]);
    showOfficeHistory(win);
    const opener = [...document.querySelectorAll('button')].find((button) => button.textContent === historyWords.open)!;
    opener.click();
    await vi.waitFor(() => expect(document.querySelectorAll('dialog li')).toHaveLength(2));
    expect(sent[0]).toEqual({ method: 'GET', url: '/office/api/editor/history', body: undefined, cache: 'no-store' });

    (document.querySelector('dialog li button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(dialogText()).toContain(historyWords.none));
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/office/api/editor/undo', body: JSON.stringify({ commit: 'b'.repeat(40) }) });
    expect(document.querySelector('dialog [role="status"]')!.textContent).toBe(`Undone: “Update Pages “about””. ${historyWords.reload}`);
    expect(sent[2].url).toBe('/office/api/editor/history');

    // A refusal in the server's words; an answer that is no JSON as the server out of reach.
    opener.click();
    await vi.waitFor(() => expect(dialogText()).toContain(editorWords.notHere));
    opener.click();
    await vi.waitFor(() => expect(dialogText()).toContain(historyWords.unreachable));
    expect(sent).toHaveLength(5);
  });
});
