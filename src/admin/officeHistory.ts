/**
 * "Recent changes" on the office's Pages (docs/editor.md, "History and
 * undo"): opened in the office (/office/pages/), the editor gets a button
 * that shows the newest changes of the site's pages (who, when, which
 * pages, from GET /office/api/editor/history) with *Undo* on each that can
 * be undone (POST /office/api/editor/undo: a new commit by the person).
 * Plain DOM beside Decap's own page, every text set as text; a refusal is
 * shown in the server's words. At /admin/ (the Git host's editor) nothing is
 * added.
 */
import { EDITOR_HISTORY_URL, EDITOR_PAGE_PATH, EDITOR_UNDO_URL, type HistoryChange } from '../relay/browser.ts';

export const historyWords = {
  open: 'Recent changes',
  title: 'Recent changes to the site',
  close: 'Close',
  loading: 'Loading…',
  none: 'No changes yet.',
  undo: 'Undo',
  notUndoable: 'Changed again since, or made outside the office: cannot be undone here.',
  confirm: (change: HistoryChange) => `Undo “${change.message}” (${change.pages.join(', ')}), made by ${change.who} on ${change.when}? This is saved as a new change.`,
  reload: 'Reload the page to see it in the editor.',
  morePages: (count: number) => `and ${count} more`,
  unreachable: 'The server could not be reached. Check the connection and try again.',
} as const;

async function answerOf(response: Response): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, body };
}

/** Pages named per change: a developer's change can touch every page. */
export const PAGES_SHOWN = 5;

/** The list of changes, each with its Undo when it can be undone. */
export function historyList(doc: Document, changes: readonly HistoryChange[], undo: (change: HistoryChange) => void): HTMLElement {
  if (changes.length === 0) {
    const none = doc.createElement('p');
    none.textContent = historyWords.none;
    return none;
  }
  const list = doc.createElement('ol');
  list.style.cssText = 'list-style:none;margin:0;padding:0';
  for (const change of changes) {
    const item = doc.createElement('li');
    item.style.cssText = 'padding:10px 0;border-top:1px solid #dfdfe3';
    const pages = doc.createElement('strong');
    const named = change.pages.slice(0, PAGES_SHOWN);
    if (change.pages.length > PAGES_SHOWN) named.push(historyWords.morePages(change.pages.length - PAGES_SHOWN));
    pages.textContent = named.join(', ') || change.message;
    const who = doc.createElement('div');
    who.textContent = `${change.who}, ${change.when}`;
    const message = doc.createElement('div');
    message.textContent = change.message;
    message.style.color = '#555';
    item.append(pages, who, message);
    if (change.undoable) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = historyWords.undo;
      button.setAttribute('aria-label', `${historyWords.undo} “${change.message}”`);
      button.addEventListener('click', () => undo(change));
      item.append(button);
    } else {
      const note = doc.createElement('div');
      note.textContent = historyWords.notUndoable;
      note.style.cssText = 'color:#555;font-size:0.9em';
      item.append(note);
    }
    list.append(item);
  }
  return list;
}

/** Adds the button and its dialog when the editor is the office's Pages. */
export function showOfficeHistory(win: Window & typeof globalThis): void {
  if (!win.location.pathname.startsWith(EDITOR_PAGE_PATH)) return;
  const doc = win.document;
  const opener = doc.createElement('button');
  opener.type = 'button';
  opener.textContent = historyWords.open;
  opener.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:1000;padding:8px 14px;font:inherit;font-size:14px;border-radius:5px;border:1px solid #798291;background:#fff;cursor:pointer';

  const dialog = doc.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'office-history-title');
  dialog.style.cssText = 'max-width:40rem;width:calc(100% - 32px);max-height:80vh;font-size:15px';
  const heading = doc.createElement('h2');
  heading.id = 'office-history-title';
  heading.textContent = historyWords.title;
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  const body = doc.createElement('div');
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = historyWords.close;
  close.addEventListener('click', () => dialog.close());
  dialog.append(heading, status, body, close);

  const load = async () => {
    body.replaceChildren(Object.assign(doc.createElement('p'), { textContent: historyWords.loading }));
    try {
      const { ok, body: answer } = await answerOf(await win.fetch(EDITOR_HISTORY_URL, { credentials: 'same-origin', cache: 'no-store' }));
      if (!ok) return body.replaceChildren(Object.assign(doc.createElement('p'), { textContent: String(answer.error ?? historyWords.unreachable) }));
      body.replaceChildren(historyList(doc, answer.changes as HistoryChange[], (change) => void undo(change)));
    } catch {
      body.replaceChildren(Object.assign(doc.createElement('p'), { textContent: historyWords.unreachable }));
    }
  };
  const undo = async (change: HistoryChange) => {
    if (!win.confirm(historyWords.confirm(change))) return;
    try {
      const response = await win.fetch(EDITOR_UNDO_URL, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ commit: change.commit }) });
      const { ok, body: answer } = await answerOf(response);
      status.textContent = ok ? `${String(answer.message)} ${historyWords.reload}` : String(answer.error ?? historyWords.unreachable);
    } catch {
      status.textContent = historyWords.unreachable;
    }
    await load();
  };
  opener.addEventListener('click', () => {
    status.textContent = '';
    dialog.showModal();
    void load();
  });
  doc.body.append(opener, dialog);
}
