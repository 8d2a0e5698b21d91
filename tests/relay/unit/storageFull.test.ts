// @vitest-environment node
/**
 * No room to store a post (src/relay/storageFull.ts, src/relay/node/diskSpace.ts):
 * the database's own "full" recognised on both runtimes, and Node's margin
 * on the data folder's disk read with statfs, in the background once known.
 */
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, diskSpaceGuard, minFreeBytesOf } from '../../../src/relay/node/diskSpace';
import { spamPerDayOf } from '../../../src/relay/settings';
import { isStorageFull } from '../../../src/relay/storageFull';

describe('isStorageFull', () => {
  it("is SQLite's SQLITE_FULL as better-sqlite3 throws it, and D1's size errors; not other failures", () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE t (v TEXT)');
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    let full: unknown;
    try {
      sqlite.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000));
    } catch (error) {
      full = error;
    }
    expect(isStorageFull(full)).toBe(true);
    expect(isStorageFull(new Error('D1_ERROR: database or disk is full: SQLITE_FULL'))).toBe(true);
    expect(isStorageFull(new Error('D1_ERROR: Exceeded maximum DB size'))).toBe(true);
    expect(isStorageFull(new Error('UNIQUE constraint failed: leads.id'))).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });
});

describe('diskSpaceGuard', () => {
  it('waits for its first figure, then answers from it and refreshes it in the background', async () => {
    let clock = 0;
    const roomy = diskSpaceGuard(tmpdir(), 0, () => clock);
    expect(await roomy()).toBe(false);
    const tight = diskSpaceGuard(tmpdir(), Number.MAX_SAFE_INTEGER, () => clock);
    expect(await tight()).toBe(true);
    // Known now: answered at once, without a promise, until the figure is older than the interval.
    expect(tight()).toBe(true);
    clock += CHECK_INTERVAL_MS;
    expect(tight()).toBe(true);
  });

  it('RELAY_MIN_FREE_MB and RELAY_SPAM_PER_DAY are whole numbers or refused at start', () => {
    expect(minFreeBytesOf({})).toBeUndefined();
    expect(minFreeBytesOf({ RELAY_MIN_FREE_MB: '512' })).toBe(512 * 1024 * 1024);
    expect(minFreeBytesOf({ RELAY_MIN_FREE_MB: '0' })).toBe(0);
    expect(() => minFreeBytesOf({ RELAY_MIN_FREE_MB: 'lots' })).toThrow(/RELAY_MIN_FREE_MB/);
    expect(spamPerDayOf({})).toBeUndefined();
    expect(spamPerDayOf({ RELAY_SPAM_PER_DAY: '50' })).toBe(50);
    expect(() => spamPerDayOf({ RELAY_SPAM_PER_DAY: '-1' })).toThrow(/RELAY_SPAM_PER_DAY/);
  });
});
