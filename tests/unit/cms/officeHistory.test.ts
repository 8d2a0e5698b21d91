/**
 * "Recent changes" on the office's Pages (src/admin/officeHistory.ts;
 * docs/editor.md, "History and undo"): each change as the office reads it
 * (its pages, who and when, its message), Undo only on those that can be
 * undone, every text set as text (a page named like markup stays text);
 * nothing added to the editor at /admin/.
 */
import { describe, expect, it } from 'vitest';
import { historyList, historyWords, PAGES_SHOWN, showOfficeHistory } from '../../../src/admin/officeHistory';
import type { HistoryChange } from '../../../src/relay/editorGateway/editorGateway';

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
