import { describe, expect, it } from 'vitest';
import { allShownState, allShownToggled, selectedShown, toggled } from '../../../../src/relay/inbox/app/leadSelection';
import type { BulkResult } from '../../../../src/relay/inbox/inboxTypes';
import { bulkResultText } from '../../../../src/relay/inbox/app/words';

const shown = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('the list selection', () => {
  it('counts only the leads shown, in their order; "Select all shown" selects all, then none', () => {
    let selection = toggled(toggled(new Set(), 'c', true), 'gone', true);
    selection = toggled(selection, 'a', true);
    expect(selectedShown(selection, shown)).toEqual(['a', 'c']);
    expect(allShownState(selection, shown)).toBe('some');
    selection = allShownToggled(selection, shown);
    expect(allShownState(selection, shown)).toBe('all');
    expect(selectedShown(selection, shown)).toEqual(['a', 'b', 'c']);
    selection = allShownToggled(selection, shown);
    expect(allShownState(selection, shown)).toBe('none');
    expect(toggled(new Set(['a']), 'a', false).size).toBe(0);
  });
});

describe('bulkResultText', () => {
  const result = (action: BulkResult['action'], done: number, unchanged: number): BulkResult => ({ action, done: Array.from({ length: done }, (_, n) => `id${n}`), unchanged, at: '' });
  it('says how many were changed, and how many left as they were and why', () => {
    expect(bulkResultText(result('handled', 3, 0))).toBe('3 leads marked handled.');
    expect(bulkResultText(result('handled', 1, 1))).toBe('1 lead marked handled. 1 lead left as it was: already handled, or no longer there.');
    expect(bulkResultText(result('delete', 2, 0))).toBe('2 leads deleted.');
    expect(bulkResultText(result('release', 0, 2))).toBe('0 leads released to delivery. 2 leads left as they were: not held as spam, or no longer there.');
  });
});
