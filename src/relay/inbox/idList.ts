/**
 * A list of lead ids as ONE bound value: `column in (select value from
 * json_each(?))`. D1 binds at most 100 values to a statement, and the
 * office's bulk actions name up to MAX_BULK_LEADS leads besides their own
 * values (./bulkRequest.ts), so the ids travel as one JSON array, which
 * SQLite and D1 both read with json_each (docs/relay.md, "The office's
 * inbox": bulk actions).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The ids as the JSON array json_each reads. */
export const idsJson = (ids: readonly string[]) => JSON.stringify(ids);

/** `column` is one of `ids`. */
export const inIds = (column: string, ids: readonly string[]): RawBuilder<SqlBool> => sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${idsJson(ids)}))`;
