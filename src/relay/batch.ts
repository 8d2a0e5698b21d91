/**
 * Several writes that commit together or not at all. Kysely's transactions
 * do that on SQLite; D1 has no interactive transactions, only `batch()`, so
 * the relay hands its writes over as compiled queries and each runtime runs
 * them its own way (the Worker with D1's batch).
 */
import type { CompiledQuery, Kysely } from 'kysely';

export type Batch = (queries: readonly CompiledQuery[]) => Promise<void>;

/** The batch as one Kysely transaction (SQLite on Node, and any dialect with transactions). */
export function transactionBatch<Database>(db: Kysely<Database>): Batch {
  return (queries) =>
    db.transaction().execute(async (trx) => {
      for (const query of queries) await trx.executeQuery(query);
    });
}
