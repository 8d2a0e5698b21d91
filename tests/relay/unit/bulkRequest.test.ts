import { describe, expect, it } from 'vitest';
import { bulkRequestOf, MAX_BULK_LEADS } from '../../../src/relay/inbox/bulkRequest';

const id = (n: number) => `0190f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('bulkRequestOf', () => {
  it('reads an action and its ids, each id once, in the order sent', () => {
    expect(bulkRequestOf({ action: 'handled', ids: [id(2), id(1), id(2)] })).toEqual({ action: 'handled', ids: [id(2), id(1)] });
    expect(bulkRequestOf({ action: 'delete', ids: [id(1)] })).toEqual({ action: 'delete', ids: [id(1)] });
    expect(bulkRequestOf({ action: 'release', ids: Array.from({ length: MAX_BULK_LEADS }, (_, n) => id(n)) })).toMatchObject({ action: 'release' });
  });

  it('refuses with a message: no action it knows, no list, no id, more than the bound (counted as sent), anything but short strings', () => {
    const refused = (body: unknown) => (bulkRequestOf(body) as { refused?: string }).refused;
    expect(refused(undefined)).toMatch(/^Send \{"action": one of handled, delete, release/);
    expect(refused({ action: 'open', ids: [id(1)] })).toMatch(/^Send/);
    expect(refused({ action: '__proto__', ids: [id(1)] })).toMatch(/^Send/);
    expect(refused({ action: 'handled', ids: id(1) })).toMatch(/as a list/);
    expect(refused({ action: 'handled', ids: [] })).toBe('Select at least one lead.');
    expect(refused({ action: 'handled', ids: Array.from({ length: MAX_BULK_LEADS + 1 }, (_, n) => id(n)) })).toBe('Select at most 100 leads at a time: 101 are selected.');
    // 10,000 copies of one id are 10,000 ids: the bound is on what was sent.
    expect(refused({ action: 'delete', ids: Array.from({ length: 10_000 }, () => id(1)) })).toBe('Select at most 100 leads at a time: 10000 are selected.');
    for (const bad of [1, null, {}, [id(1)], '', 'x'.repeat(65)]) expect(refused({ action: 'handled', ids: [id(1), bad] }), JSON.stringify(bad)).toBe("Each id must be a lead's id.");
  });
});
