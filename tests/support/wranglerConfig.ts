/**
 * The relay Worker's wrangler configuration (src/relay/worker/wrangler.jsonc)
 * as the tests read it, and the project's wrangler run with it: what
 * ./workerTemplate.ts makes the bundle and the database with, and
 * ./workerRelay.ts starts workerd from.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

export const WRANGLER_CONFIG = resolve(import.meta.dirname, '../../src/relay/worker/wrangler.jsonc');
const WRANGLER = resolve(import.meta.dirname, '../../node_modules/wrangler/bin/wrangler.js');

/** Runs the project's wrangler with the relay's configuration, offline and without telemetry. */
export async function wrangler(args: string[]) {
  try {
    await promisify(execFile)(process.execPath, [WRANGLER, ...args, '--config', WRANGLER_CONFIG], {
      // No telemetry, and no banner: the banner asks the npm registry for a newer wrangler.
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`wrangler ${args.join(' ')} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** What the tests read of the configuration (wrangler's own names). */
interface WranglerConfig {
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  d1_databases: { binding: string; database_id: string }[];
  triggers: { crons: string[] };
  vars?: Record<string, string>;
  assets: { directory: string; binding: string; run_worker_first: boolean; html_handling?: string; not_found_handling?: string };
}

/**
 * The configuration, its comments dropped (JSONC; strings kept whole).
 * Read here rather than through wrangler's API: importing wrangler into a
 * test file costs seconds the two CLI runs below already spend.
 */
export function readWranglerConfig(file = WRANGLER_CONFIG): WranglerConfig {
  const text = readFileSync(file, 'utf8').replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string: string | undefined) => string ?? '');
  return JSON.parse(text) as WranglerConfig;
}
