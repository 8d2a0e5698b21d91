/**
 * When the Node relay's outbox runs (docs/performance.md, "The lead relay
 * under load"): after each stored lead once the leads pause, on a timer for
 * the retries, and once at start for what fell due while the relay was
 * stopped. One run at a time, until nothing is due. The timer also runs
 * the alarms (src/relay/alarms.ts) between two flushes: a delivery the first
 * gives up on is told in the same tick, and what they queue leaves in the
 * second.
 */
import type { AlarmRun } from '../alarms';
import { OUTBOX_RUN_LIMIT, runOutbox, type OutboxRun } from '../outbox';

/** How long after the last stored lead the outbox runs. */
export const OUTBOX_DELAY_MS = 200;
/** How long the outbox waits at most for a pause in the leads arriving. */
export const OUTBOX_MAX_WAIT_MS = 1_000;

export interface OutboxScheduler {
  /** Runs the outbox now, and on until nothing is due; resolves with what it sent. */
  flush: () => Promise<OutboxRun>;
  /** What the timer does: the outbox, the alarms, and the outbox again if they queued a message. */
  tick: () => Promise<OutboxRun>;
  /** A lead was stored: the outbox runs after the next pause. */
  afterStored: () => void;
  /** Resolves once the run under way, if any, has ended (a deleted lead's files go after it). */
  settled: () => Promise<void>;
  /** No run starts any more; resolves once the one under way has ended. */
  close: () => Promise<void>;
}

export function scheduleOutbox(deps: Parameters<typeof runOutbox>[0], intervalMs: number, alarms: () => Promise<AlarmRun> = async () => ({ escalated: 0, undelivered: 0, silence: false })): OutboxScheduler {
  // The outbox gives way to the doors: while leads keep arriving it waits for a pause of OUTBOX_DELAY_MS, but
  // never longer than OUTBOX_MAX_WAIT_MS, so a burst is answered first and delivered in its pauses, a run at a time.
  let lastStored = 0;
  let closed = false;
  const pause = async () => {
    const start = Date.now();
    for (;;) {
      const quiet = Date.now() - lastStored;
      const waited = Date.now() - start;
      if (quiet >= OUTBOX_DELAY_MS || waited >= OUTBOX_MAX_WAIT_MS) return;
      await new Promise((done) => setTimeout(done, Math.min(OUTBOX_DELAY_MS - quiet, OUTBOX_MAX_WAIT_MS - waited)));
    }
  };

  // A lead stored during a run, or a run that took all it may (a backlog), gets another run after the next pause.
  let running: Promise<OutboxRun> | undefined;
  let again = false;
  const flush = (): Promise<OutboxRun> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: OutboxRun = { delivered: 0, failed: 0 };
      for (;;) {
        again = false;
        const run = await runOutbox(deps);
        total.delivered += run.delivered;
        total.failed += run.failed;
        if (closed || (!again && run.delivered + run.failed < OUTBOX_RUN_LIMIT)) return total;
        await pause();
      }
    })().finally(() => (running = undefined));
    return running;
  };
  const kick = () => {
    if (closed) return;
    flush().catch((error: unknown) => console.error('[lead relay] outbox run failed:', error instanceof Error ? error.message : error));
  };
  const tick = async (): Promise<OutboxRun> => {
    const first = await flush();
    if (closed) return first;
    const raised = await alarms();
    if (!raised.escalated && !raised.undelivered && !raised.silence) return first;
    const second = await flush();
    return { delivered: first.delivered + second.delivered, failed: first.failed + second.failed };
  };
  const timed = () => {
    if (closed) return;
    tick().catch((error: unknown) => console.error('[lead relay] outbox or alarms run failed:', error instanceof Error ? error.message : error));
  };
  let waiting = false;
  const afterStored = () => {
    lastStored = Date.now();
    if (running) again = true;
    else if (!waiting) {
      waiting = true;
      void pause().then(() => {
        waiting = false;
        kick();
      });
    }
  };
  const timer = setInterval(timed, intervalMs);
  timer.unref();
  // What was due while the relay was stopped goes now.
  timed();

  const settled = async () => {
    await running?.catch(() => {});
  };
  return {
    flush,
    tick,
    afterStored,
    settled,
    async close() {
      closed = true;
      clearInterval(timer);
      await settled();
    },
  };
}
