/**
 * The Worker's bundle and a freshly migrated local D1, made once for the
 * sources they are made from and shared by every Worker the tests start
 * (./workerRelay.ts). `wrangler deploy --dry-run` and `wrangler d1
 * migrations apply --local` together cost about 13 CPU-seconds on this
 * project's 2-core machines; made by each test file (16 integration files,
 * 6 browser specs) they were minutes of every `npm test` (docs/testing.md,
 * "The lead relay and the office's inbox").
 *
 * The template's folder is named by a hash of everything the two runs read:
 * this checkout's place, the sources under src/ (the Worker's code, the
 * migrations, the wrangler configuration), the lockfile (wrangler's and the bundled packages'
 * versions) and the TypeScript configuration. A change to any of them makes
 * a new template; an unchanged tree reuses the last one across runs. It is
 * made in a folder of its own and renamed into place whole, so a reader
 * never sees half a template; two processes making it at once both succeed,
 * and the first rename wins.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { WRANGLER_CONFIG, readWranglerConfig, wrangler } from './wranglerConfig';

const root = resolve(import.meta.dirname, '../..');
const INPUTS = ['src', 'package-lock.json', 'tsconfig.json'];
const PREFIX = 'worker-relay-template-';

export interface WorkerTemplate {
  /** The bundle `wrangler deploy` would upload; read-only, shared. */
  bundleDir: string;
  /** Where `wrangler d1 migrations apply --local --persist-to` left the migrated database; copy it, never open it. */
  persistTo: string;
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** The hash of every input's path and bytes. */
export function templateKey(): string {
  // This checkout's own: the bundle's module names are relative to it.
  const hash = createHash('sha256').update(root).update('\0');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<WorkerTemplate> | undefined;

/** The template for the sources as they are now: found, or made. */
export function workerTemplate(): Promise<WorkerTemplate> {
  made ??= findOrMake();
  return made;
}

async function findOrMake(): Promise<WorkerTemplate> {
  const home = join(tmpdir(), `${PREFIX}${templateKey()}`);
  const template = { bundleDir: join(home, 'bundle'), persistTo: join(home, 'state') };
  if (existsSync(home)) return template;

  const draft = mkdtempSync(`${home}-draft-`);
  // wrangler refuses a configuration whose assets folder is missing: before a build, the inbox's is (an empty one serves no file).
  mkdirSync(resolve(dirname(WRANGLER_CONFIG), readWranglerConfig().assets.directory), { recursive: true });
  try {
    await Promise.all([
      wrangler(['deploy', '--dry-run', '--outdir', join(draft, 'bundle')]),
      wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', join(draft, 'state')]),
    ]);
    renameSync(draft, home);
    forgetOlderTemplates(home);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    // Another process renamed its template into place first: that one is as good.
    if (!existsSync(home)) throw error;
  }
  return template;
}

/** Templates of earlier sources, left by earlier runs (a day old, so a run beside this one keeps its own). */
function forgetOlderTemplates(current: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === current) continue;
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
