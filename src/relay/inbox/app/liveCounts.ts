/**
 * The inbox kept live (docs/relay.md, "The office's inbox": live): the open
 * leads, the held spam and the newest lead, asked of the relay every few
 * seconds while the tab is shown, and at once when it is shown again or
 * after the office changes a lead. Polling rather than server-sent events:
 * one short, cacheless request that both runtimes answer alike (a Worker
 * holding a stream open per inbox would be billed for its whole length),
 * and a lead shows within LIVE_POLL_MS of arriving.
 */
import { signal } from '@preact/signals-react';
import type { LeadCounts } from '../inboxTypes';
import { api } from './api';

/** How often an open, shown inbox asks: a new lead is on screen within this (the office's aim: within 10 s). */
export const LIVE_POLL_MS = 5_000;

/** The relay's last answer; undefined until the first. */
export const leadCounts = signal<LeadCounts | undefined>(undefined);

const sameCounts = (a: LeadCounts | undefined, b: LeadCounts) => a?.open === b.open && a.spam === b.spam && a.newest === b.newest;

/** Asks now; the signal changes only when a figure did, so nothing redraws for an unchanged answer. */
export function refreshCounts(): Promise<void> {
  return api.counts().then(
    (counts) => {
      if (!sameCounts(leadCounts.value, counts)) leadCounts.value = counts;
    },
    // A failed ask changes nothing shown: the next one tries again (a 401 has already gone to the sign-in page).
    () => {},
  );
}

/** Starts asking, every LIVE_POLL_MS while the page is shown; answers the function that stops. */
export function watchCounts(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const shown = () => document.visibilityState !== 'hidden';
  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && shown()) timer = setTimeout(() => void refreshCounts().then(schedule), LIVE_POLL_MS);
  };
  const onShown = () => {
    if (shown()) void refreshCounts().then(schedule);
  };
  document.addEventListener('visibilitychange', onShown);
  void refreshCounts().then(schedule);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShown);
  };
}
