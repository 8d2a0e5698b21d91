/** The bench server's own paths (tests/bench/support/relayBenchServer.ts), shared with the load (tests/bench/relay-load.ts). */

/** The relay's limit: parses the same body, stores nothing. */
export const LIMIT_PATH = '/bench/parse-only';
/** GET: the server's CPU time so far (process.cpuUsage(), microseconds). */
export const CPU_PATH = '/bench/cpu';
/** POST: answers once the outbox has delivered everything owed so far. */
export const DRAIN_PATH = '/bench/drain';
