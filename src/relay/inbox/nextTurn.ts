/**
 * A pause of the export (./csv.ts) between two pages, as long as the page
 * took (at least a turn of the event loop; a timer, on Node and in workerd
 * alike): the export takes at most about half of the server's time, and a
 * post or a page asked for meanwhile is answered between two pages, not
 * after the export (better-sqlite3 reads synchronously: docs/performance.md,
 * "The lead relay under load").
 */
export const nextTurn = (ms = 0) => new Promise<void>((done) => setTimeout(done, ms));
