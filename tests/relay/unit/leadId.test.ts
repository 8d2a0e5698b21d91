import { describe, expect, it } from 'vitest';
import { leadIdAt } from '../../../src/relay/leadId';

describe("a lead's id", () => {
  it('is a version 7 UUID whose first 48 bits are the time, so ids sort as the leads came', () => {
    const id = leadIdAt(Date.UTC(2026, 10, 29, 3, 0, 0, 123));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 29, 3, 0, 0, 123));
    const later = Array.from({ length: 50 }, (_, n) => leadIdAt(Date.UTC(2026, 10, 29, 3, 0, 0, 124 + n)));
    expect([...later].sort()).toEqual(later);
  });

  it('is unguessable within the same millisecond', () => {
    const at = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => leadIdAt(at)));
    expect(ids.size).toBe(1000);
  });
});
