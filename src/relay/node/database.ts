/**
 * The Node relay's database: an SQLite file (better-sqlite3) behind Kysely,
 * created and migrated on open. WAL lets the outbox read while a post
 * writes; a writer waits up to `busyTimeoutMs` for another before the post
 * is refused (500, the forms keep every value).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { transactionBatch, type Batch } from '../batch';
import { applyMigrations } from '../migrate';
import type { RelayDatabase } from '../schema';
import { migrationFiles } from './migrationFiles';

export interface RelayStore {
  db: Kysely<RelayDatabase>;
  batch: Batch;
  close: () => Promise<void>;
}

/** Opens (creating it and its folder) the database at `file`, or an in-memory one for ':memory:', with every migration applied. */
export async function openRelayDatabase(file: string, { busyTimeoutMs = 5_000 }: { busyTimeoutMs?: number } = {}): Promise<RelayStore> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file, { timeout: busyTimeoutMs });
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  // Each commit reaches the disk before the relay answers: a lead acknowledged survives a power cut too (NORMAL would only survive a crash of the process).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  const batch = transactionBatch(db);
  await applyMigrations(db, batch, migrationFiles());
  return { db, batch, close: () => db.destroy() };
}
