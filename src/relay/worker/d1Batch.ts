/**
 * The relay's batch on D1 (src/relay/batch.ts): the compiled queries as one
 * D1 batch, which D1 runs in order as one SQL transaction, all written or
 * none, one batch after another (docs/deploy.md, "Cloudflare"). Unlike a
 * Kysely transaction over ./d1Dialect.ts, it answers the rows each statement
 * changed, which the relay reads to know what became of a post
 * (src/relay/lead.ts, storeLead: a lead's INSERT decides its own verdict).
 */
import type { Batch } from '../batch';
import type { D1Database, D1Value } from './d1';

export function d1Batch(database: D1Database): Batch {
  return async (queries) => {
    if (!queries.length) return [];
    const results = await database.batch(queries.map(({ sql, parameters }) => database.prepare(sql).bind(...(parameters as D1Value[]))));
    return results.map((result) => Number(result.meta?.changes ?? 0));
  };
}
