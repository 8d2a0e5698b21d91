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
