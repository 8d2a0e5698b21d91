/**
 * Room on the data folder's disk (docs/relay.md, "The lead relay":
 * limits): the Node relay refuses posts with 503 (src/relay/storageFull.ts)
 * while the filesystem's space free to it is below a margin, so the disk
 * never fills mid-write (a full disk would fail every post, the office's
 * inbox and the outbox alike). The free space is read with statfs at most
 * once per CHECK_INTERVAL_MS, in the background: a post reads the last
 * figure and costs nothing; the margin covers what can be written between
 * two reads.
 */
import { statfs } from 'node:fs/promises';

/** The free space kept: the WAL and its checkpoint, the outbox's files and the posts of a few seconds at the largest body (RELAY_MIN_FREE_MB). */
export const MIN_FREE_BYTES = 256 * 1024 * 1024;
/** How old the figure may be. */
export const CHECK_INTERVAL_MS = 2_000;

/** Whether the filesystem holding `dir` has less than `minFreeBytes` free; the first call waits for its figure, later ones never wait. */
export function diskSpaceGuard(dir: string, minFreeBytes = MIN_FREE_BYTES, now: () => number = Date.now): () => boolean | Promise<boolean> {
  let full = false;
  let checkedAt = -Infinity;
  let checking: Promise<boolean> | undefined;
  const check = () =>
    (checking ??= statfs(dir)
      .then(
        ({ bavail, bsize }) => (full = bavail * bsize < minFreeBytes),
        // A filesystem that cannot be asked does not stop the relay: writing will tell (SQLITE_FULL is a 503 too).
        () => (full = false),
      )
      .finally(() => {
        checkedAt = now();
        checking = undefined;
      }));
  return () => {
    if (checkedAt === -Infinity) return check();
    if (now() - checkedAt >= CHECK_INTERVAL_MS) void check();
    return full;
  };
}

/** RELAY_MIN_FREE_MB: megabytes the relay keeps free on the data folder's disk (0 turns the check off). */
export function minFreeBytesOf(env: { RELAY_MIN_FREE_MB?: string }): number | undefined {
  const text = env.RELAY_MIN_FREE_MB;
  if (!text) return undefined;
  const megabytes = Number(text);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new Error(`RELAY_MIN_FREE_MB must be a number of megabytes, 0 or more (got "${text}")`);
  return megabytes * 1024 * 1024;
}
