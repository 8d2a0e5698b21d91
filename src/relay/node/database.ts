/**
 * The Node relay's database: an SQLite file (better-sqlite3) behind Kysely,
 * created and migrated on open, written through group commits
 * (./groupCommitBatch.ts). WAL lets readers read while a post writes; a writer
 * waits up to `busyTimeoutMs` for another before the post is refused (500,
 * the forms keep every value).
 *
 * Forgetting (docs/relay.md, "The lead relay: forgetting"): with
 * `secure_delete` every deleted or replaced row is overwritten with zeros in
 * its page, and after a deletion `scrub` checkpoints the WAL into the file and
 * truncates it, so neither the file nor its log keeps a deleted lead. Only
 * after deletions: storing a lead never waits for a checkpoint.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Batch } from '../batch';
import { groupCommitBatch } from './groupCommitBatch';
import { applyMigrations } from '../migrate';
import type { RelayDatabase } from '../schema';
import { migrationFiles } from './migrationFiles';

/**
 * Kysely prepares every query it runs; the relay runs the same few again and
 * again, so each SQL text is prepared once (a bounded cache: an `in (...)`
 * list makes a text per length).
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= 200) cache.clear();
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * One transaction of the queries Kysely compiled, run by better-sqlite3 at
 * once: Kysely's driver would take each query (and the begin and the commit)
 * through its connection queue, a tenth of the relay's time a post. Nothing
 * else runs meanwhile (the call is synchronous), and a failure rolls it all
 * back (docs/performance.md, "The lead relay under load").
 */
function sqliteTransaction(sqlite: Database.Database, statements: ReturnType<typeof withStatementCache>): Batch {
  const run = sqlite.transaction((queries: readonly CompiledQuery[]) =>
    queries.map(({ sql, parameters }) => {
      const statement = statements.prepare(sql);
      if (!statement.reader) return statement.run(...parameters).changes;
      statement.all(...parameters);
      return 0;
    }),
  );
  return async (queries) => run(queries);
}

export interface RelayStore {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  /** After a deletion: the WAL written into the database file and emptied (see the module's comment). */
  scrub: () => Promise<void>;
  close: () => Promise<void>;
}

/** How often, and how far apart, `scrub` tries again while another connection reads the WAL. */
const SCRUB_TRIES = 100;
const SCRUB_RETRY_MS = 50;

/**
 * `PRAGMA wal_checkpoint(TRUNCATE)`: every page of the WAL copied into the
 * database file (where `secure_delete` has zeroed the deleted rows), then
 * the WAL cut to nothing. It cannot finish while another connection (a
 * backup, `npm run office:account`) reads an older snapshot, nor while this
 * one is between the rows of a query: it is tried again a moment later
 * rather than waiting in SQLite's busy handler, which would hold the whole
 * server (the call is synchronous).
 */
async function checkpointTruncate(sqlite: Database.Database, busyTimeoutMs: number): Promise<void> {
  for (let tries = 1; ; tries++) {
    let busy = true;
    sqlite.pragma('busy_timeout = 0');
    try {
      busy = (sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]?.busy !== 0;
    } catch (error) {
      if (tries >= SCRUB_TRIES) throw error;
    } finally {
      sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
    if (!busy) return;
    if (tries >= SCRUB_TRIES) throw new Error(`the WAL could not be emptied after a deletion: another connection kept reading it for ${(SCRUB_TRIES * SCRUB_RETRY_MS) / 1000} s`);
    await wait(SCRUB_RETRY_MS);
  }
}

/** Opens (creating it and its folder) the database at `file`, or an in-memory one for ':memory:', with every migration applied. */
export interface DatabaseOptions {
  /** How long a write waits for another writer's lock before it fails. */
  busyTimeoutMs?: number;
  /**
   * When a commit counts as stored. NORMAL (the default): in WAL mode a
   * commit survives a crash or kill of the process, and a power cut may
   * lose the last ones; FULL waits for the disk at every commit, which on a
   * busy disk costs most of the relay's rate (docs/performance.md, "The
   * lead relay under load"). RELAY_SQLITE_SYNC=FULL chooses it.
   */
  synchronous?: 'NORMAL' | 'FULL';
}

export async function openRelayDatabase(file: string, { busyTimeoutMs = 5_000, synchronous = 'NORMAL' }: DatabaseOptions = {}): Promise<RelayStore> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file, { timeout: busyTimeoutMs });
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('secure_delete = ON');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: statements }) });
  const batch = groupCommitBatch(sqliteTransaction(sqlite, statements));
  await applyMigrations(db, batch, migrationFiles());
  return { db, batch, scrub: () => checkpointTruncate(sqlite, busyTimeoutMs), close: () => db.destroy() };
}
