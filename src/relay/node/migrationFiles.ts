/**
 * The relay's migrations as Node reads them: every .sql file of
 * src/relay/migrations, the folder `wrangler d1 migrations apply` reads too
 * (the Worker's wrangler configuration names it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '../migrate';

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}
