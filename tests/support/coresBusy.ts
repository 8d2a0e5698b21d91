/**
 * How busy the machine's cores were over a stretch of time, from Linux's
 * /proc/stat (every process's, not only the test run's): `npm test` prints
 * it for each round (tests/run.ts), so a round that leaves cores idle (a
 * tier waiting on time-outs or servers) shows as one that more parallel work
 * would shorten, and one near 100% as one only less work shortens.
 */
import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in clock ticks: all of it, and the idle part (idle and waiting on the disk). */
function cpuTicks(): { total: number; idle: number } | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    return { total: ticks.reduce((sum, tick) => sum + tick, 0), idle: ticks[3]! + ticks[4]! };
  } catch {
    return undefined; // not Linux
  }
}

/** Starts measuring; the function returned answers the busy share since (0-1), or undefined where /proc/stat is not. */
export function coresBusySince(): () => number | undefined {
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    if (!start || !end || end.total === start.total) return undefined;
    return 1 - (end.idle - start.idle) / (end.total - start.total);
  };
}

/** " (cores busy 87%)", or nothing where it is not known. */
export const coresBusyText = (busy: number | undefined) => (busy === undefined ? '' : ` (cores busy ${Math.round(busy * 100)}%)`);
