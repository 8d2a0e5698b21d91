/**
 * Applies the relay's migrations (src/relay/migrations/*.sql) that a database
 * has not seen, in name order, each in one batch with its record in
 * `d1_migrations`: the table and the bookkeeping `wrangler d1 migrations
 * apply` uses, so a database migrated by either is up to date for both
 * (docs/relay.md, "The lead relay"). The runtime reads the files (Node:
 * src/relay/node/migrationFiles.ts); this module only runs them.
 */
import { sql, type Kysely } from 'kysely';
import type { Batch } from './batch';
import type { RelayDatabase } from './schema';

export interface Migration {
  /** The file name, e.g. "0001_leads.sql". */
  name: string;
  sql: string;
}

/**
 * The statements of one file: split at each ";" that ends a line, "--"
 * comment lines dropped. The files keep to that (no triggers, no ";" inside
 * a line's text), which both this and wrangler read the same.
 */
export function statementsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*--/.test(line))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Applies what is missing; answers the names applied now. */
export async function applyMigrations(db: Kysely<RelayDatabase>, batch: Batch, migrations: readonly Migration[]): Promise<string[]> {
  // wrangler's own definition of the table, word for word.
  await sql`CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`.execute(db);
  const done = new Set((await db.selectFrom('d1_migrations').select('name').execute()).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(migration.name)) continue;
    await batch([
      ...statementsOf(migration.sql).map((statement) => sql.raw(statement).compile(db)),
      db.insertInto('d1_migrations').values({ name: migration.name }).compile(),
    ]);
    applied.push(migration.name);
  }
  return applied;
}
