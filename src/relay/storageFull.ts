/**
 * No room to store a post (docs/relay.md, "The lead relay": limits):
 * the doors answer 503 with Retry-After rather than fail mid-write, before
 * the disk is full (Node checks the data folder's free space:
 * ./node/diskSpace.ts) and whenever the database says it is full anyway
 * (SQLite's SQLITE_FULL, D1's size limit). The forms show their failure and
 * keep every value, as for any answer that is not a success.
 */

/** The doors' message (the ajax door's JSON `message`; the form door's page says "Not recorded: ..."). */
export const STORAGE_FULL = 'The relay has no room to store the submission now, try again later';
/** When to try again: the office frees room, or the disk's owner does, in the meantime. */
export const RETRY_AFTER_SECONDS = 600;

/** Whether an error is the database's "no room": SQLite's code (better-sqlite3 sets it), or its text as D1 passes it on. */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'SQLITE_FULL') return true;
  return typeof message === 'string' && /SQLITE_FULL|database or disk is full|exceeded maximum db size|maximum database size/i.test(message);
}
