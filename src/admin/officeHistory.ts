/**
 * "Recent changes" on the office's Pages (docs/editor.md, "History and
 * undo"): opened in the office (/office/pages/), the editor gets a button
 * that shows the newest changes of the site's pages (who, when, which
 * pages, from GET /office/api/editor/history) with *Undo* on each that can
 * be undone (POST /office/api/editor/undo: a new commit by the person),
 * both through the client derived from the gateway's routes
 * (./editorClient.ts). Plain DOM beside Decap's own page, every text set as text; a refusal is
 * shown in the server's words. At /admin/ (the Git host's editor) nothing is
 * added.
 */
import { EDITOR_PAGE_PATH, type HistoryChange } from '../relay/browser.ts';
import { editorClient } from './editorClient.ts';

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

/** An answer's JSON; none (a proxy's page, a dropped connection) reads as no fields. */
const fieldsOf = async <T extends object>(response: { json(): Promise<T> }): Promise<Partial<T>> => (await response.json().catch(() => ({}))) as Partial<T>;
/** A refusal's words, from the server, or that it could not be reached. */
const refusalOf = (answer: { error?: string }) => answer.error ?? historyWords.unreachable;

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

  const client = editorClient((input, init) => win.fetch(input, init));
  const say = (text: string) => body.replaceChildren(Object.assign(doc.createElement('p'), { textContent: text }));
  const load = async () => {
    say(historyWords.loading);
    try {
      const response = await client.history();
      if (!response.ok) return say(refusalOf(await fieldsOf(response)));
      body.replaceChildren(historyList(doc, (await response.json()).changes, (change) => void undo(change)));
    } catch {
      say(historyWords.unreachable);
    }
  };
  const undo = async (change: HistoryChange) => {
    if (!win.confirm(historyWords.confirm(change))) return;
    try {
      const response = await client.undo(change.commit);
      status.textContent = response.ok ? `${(await response.json()).message} ${historyWords.reload}` : refusalOf(await fieldsOf(response));
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
