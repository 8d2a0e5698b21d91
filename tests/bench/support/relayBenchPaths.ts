/** The bench server's own paths (tests/bench/support/relayBenchServer.ts), shared with the load (tests/bench/relay-load.ts). */

/** The relay's limit: parses the same body, stores nothing. */
export const LIMIT_PATH = '/bench/parse-only';
/** GET: the server's CPU time so far (process.cpuUsage(), microseconds). */
export const CPU_PATH = '/bench/cpu';
/** POST: answers once the outbox has delivered everything owed so far. */
export const DRAIN_PATH = '/bench/drain';
/** GET: the server's memory: its RSS now and the highest sampled since the last `?reset` (bytes). */
export const MEMORY_PATH = '/bench/memory';
/** The page the export's figure requests from the site server beside the relay (tests/bench/support/relayBenchServer.ts). */
export const PAGE_PATH = '/contact';
