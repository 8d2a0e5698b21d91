/**
 * The teardown of the tests that run the relay on both runtimes: what a file
 * started (the served Node relay, ./servedNodeRelay.ts; the Worker,
 * ./workerRelay.ts; the e-mail API stand-in, the SMTP sink, a webhook's
 * server) stopped in the order given, relays before what they deliver to.
 * One that failed to stop does not keep the next running: every one is
 * tried, then the failures are thrown together. One never started (its
 * beforeAll failed first) is skipped.
 */

/** Something a test started: stopped by `stop()` (a relay) or `close()` (the Worker, a receiver). */
export type Started = { stop: () => Promise<unknown> } | { close: () => Promise<unknown> } | undefined;

export async function stopAll(...started: Started[]): Promise<void> {
  const failures: unknown[] = [];
  for (const one of started) {
    try {
      if (one) await ('stop' in one ? one.stop() : one.close());
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} of what the tests started did not stop`);
}
