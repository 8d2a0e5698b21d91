/**
 * Node's batch (./database.ts): several callers' writes committed together
 * (docs/relay.md, "Stored before acknowledged, at load"). Node's alone: it
 * waits for the end of the event loop's turn with `setImmediate`, which the
 * Worker, whose batch is D1's own (../worker/d1Batch.ts), does not have.
 */
import type { CompiledQuery } from 'kysely';
import type { Batch } from '../batch';

interface Queued {
  queries: readonly CompiledQuery[];
  resolve: (changed: number[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: batches that arrive while a commit is under way are
 * committed together in the next transaction, one disk sync for all of
 * them, and each caller hears back only once its writes are committed. A
 * group that fails is committed again batch by batch, so that one bad
 * batch fails alone. On SQLite with synchronous=FULL this is what lets the
 * relay keep up with its parsing (docs/performance.md, "The lead relay
 * under load"). `single` commits one group (SQLite's transaction: ./database.ts).
 */
export function groupCommitBatch(single: Batch): Batch {
  let queue: Queued[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length) {
      const group = queue;
      queue = [];
      try {
        if (group.length === 1) group[0].resolve(await single(group[0].queries));
        else {
          const changed = await single(group.flatMap((item) => item.queries));
          let at = 0;
          for (const item of group) item.resolve(changed.slice(at, (at += item.queries.length)));
        }
      } catch (error) {
        if (group.length === 1) group[0].reject(error);
        else {
          for (const item of group) {
            try {
              item.resolve(await single(item.queries));
            } catch (alone) {
              item.reject(alone);
            }
          }
        }
      }
    }
    running = false;
  }

  return (queries) =>
    new Promise<number[]>((resolve, reject) => {
      queue.push({ queries, resolve, reject });
      if (running) return;
      running = true;
      // At the end of this turn of the event loop: the other posts whose bodies came in the same turn join
      // the group.
      setImmediate(() => void drain());
    });
}
