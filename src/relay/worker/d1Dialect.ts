/**
 * Kysely over Cloudflare D1 (docs/deploy.md, "Cloudflare"): the relay's one
 * query layer runs on the Worker as it runs on SQLite in Node, with SQLite's
 * compiler, adapter and introspector (D1 is SQLite).
 *
 * D1 has no interactive transactions: a Worker cannot hold BEGIN open across
 * round trips. What it has is `batch`: statements sent together and run as one
 * SQL transaction, all written or none. So a Kysely transaction here is a
 * batch: its statements are collected and sent together at commit, and a
 * rollback sends nothing. That keeps the relay's "stored before acknowledged"
 * one atomic write on both runtimes (docs/deploy.md, "Cloudflare"), with
 * one condition the relay's code keeps: inside a transaction, only writes
 * whose results it does not read (ids made by the relay, not by the database).
 * A read inside one (a select, a `returning`) is refused with an error rather
 * than answered with rows the batch has not produced yet.
 */
import {
  type CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { D1Database, D1PreparedStatement, D1Result, D1Value } from './d1.ts';

export interface D1DialectConfig {
  database: D1Database;
}

export class D1Dialect implements Dialect {
  readonly #database: D1Database;

  constructor({ database }: D1DialectConfig) {
    this.#database = database;
  }

  createDriver(): Driver {
    return new D1Driver(this.#database);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** Thrown for a query whose rows a transaction would need before its batch has run. */
export class ReadInsideBatchError extends Error {
  constructor(sql: string) {
    super(`D1 runs a transaction as one batch, sent at commit: a query inside it cannot return rows (${sql.slice(0, 80)})`);
    this.name = 'ReadInsideBatchError';
  }
}

class D1Driver implements Driver {
  readonly #database: D1Database;

  constructor(database: D1Database) {
    this.#database = database;
  }

  async init() {}

  // D1 takes any number of requests at once: every query, or transaction, gets a connection of its own.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new D1Connection(this.#database);
  }

  async beginTransaction(connection: DatabaseConnection) {
    (connection as D1Connection).beginBatch();
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as D1Connection).commitBatch();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    (connection as D1Connection).dropBatch();
  }

  async releaseConnection() {}

  async destroy() {}
}

/** Whether a query's rows are its answer (a select, a `returning`, a raw read). */
function returnsRows({ query, sql }: CompiledQuery): boolean {
  if (SelectQueryNode.is(query)) return true;
  if ('returning' in query && query.returning) return true;
  return query.kind === 'RawNode' && /^\s*(select|with|pragma|values)\b|\breturning\b/i.test(sql);
}

function resultOf<R>(result: D1Result): QueryResult<R> {
  const { changes, last_row_id: lastRowId } = result.meta ?? {};
  return {
    rows: (result.results ?? []) as R[],
    ...(changes != null ? { numAffectedRows: BigInt(changes) } : {}),
    ...(lastRowId != null ? { insertId: BigInt(lastRowId) } : {}),
  };
}

class D1Connection implements DatabaseConnection {
  readonly #database: D1Database;
  /** The open transaction's statements, in order; undefined outside a transaction. */
  #batch: D1PreparedStatement[] | undefined;

  constructor(database: D1Database) {
    this.#database = database;
  }

  #statement({ sql, parameters }: CompiledQuery) {
    return this.#database.prepare(sql).bind(...(parameters as D1Value[]));
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#batch) return resultOf<R>(await this.#statement(compiledQuery).all());
    if (returnsRows(compiledQuery)) throw new ReadInsideBatchError(compiledQuery.sql);
    this.#batch.push(this.#statement(compiledQuery));
    // Nothing is written yet: the batch runs at commit.
    return { rows: [] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('D1 does not stream query results');
  }

  beginBatch() {
    this.#batch = [];
  }

  async commitBatch() {
    const statements = this.#batch ?? [];
    this.#batch = undefined;
    if (statements.length > 0) await this.#database.batch(statements);
  }

  dropBatch() {
    this.#batch = undefined;
  }
}
