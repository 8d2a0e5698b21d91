/**
 * Several writes that commit together or not at all. Kysely's transactions
 * do that on SQLite; D1 has no interactive transactions, only `batch()`, so
 * the relay hands its writes over as compiled queries and each runtime runs
 * them its own way (the Worker with D1's batch).
 */
import type { CompiledQuery, Kysely } from 'kysely';

/** Runs the queries as one transaction; resolves with the rows each one changed, in order. */
export type Batch = (queries: readonly CompiledQuery[]) => Promise<number[]>;

/**
 * The batch as one Kysely transaction (any dialect with interactive transactions; D1's dialect makes it one
 * D1 batch but cannot tell the rows changed before its commit: the Worker uses ./worker/d1Batch.ts). A failure is thrown as it was: SQLite ends a transaction by
 * itself on some errors (a full disk), and the rollback's own "no transaction
 * is active" must not hide the cause.
 */
export function transactionBatch<Database>(db: Kysely<Database>): Batch {
  return async (queries) => {
    const trx = await db.startTransaction().execute();
    try {
      const changed: number[] = [];
      for (const query of queries) changed.push(Number((await trx.executeQuery(query)).numAffectedRows ?? 0));
      await trx.commit().execute();
      return changed;
    } catch (error) {
      await trx.rollback().execute().catch(() => {});
      throw error;
    }
  };
}

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
 * under load"). `single` commits one group (Node's: ./node/database.ts).
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
      // the group. Node's (src/relay/node/database.ts); the Worker's batch is D1's own.
      setImmediate(() => void drain());
    });
}
