/**
 * Which install scripts in package-lock.json package.json's `allowScripts`
 * does not cover (the README's "Two commands", its install notes): npm 11
 * lists each as "not yet covered by allowScripts" at every `npm install` and
 * `npm ci`, and npm 12 skips its script, so a package such as better-sqlite3 is left without its
 * binding and `npm start` fails on a fresh machine. Read from the lock, every
 * platform's packages included, so a dependency update that brings a new
 * install script fails the unit tier here rather than on a newcomer's screen.
 * An entry is `name` (any version) or `name@version` (that version), as npm
 * writes them (`npm install-scripts approve`); a `false` entry is a reviewed
 * refusal and covers the package too.
 * Run by tests/unit/repo/installScripts.test.ts; `npx tsx tests/tools/installScripts.ts`
 * prints what it finds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Manifest {
  allowScripts?: Record<string, boolean>;
}

export interface Lockfile {
  packages: Record<string, { name?: string; version?: string; hasInstallScript?: boolean; link?: boolean }>;
}

/** Each installed package with an install script, as `name@version`, in the lock's order (duplicates once). */
export function installScripts(lock: Lockfile): string[] {
  const found = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!entry.hasInstallScript || entry.link || path === '') continue;
    // An aliased package's real name is its entry's `name`; else the path's last node_modules/ part.
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.add(`${name}@${entry.version}`);
  }
  return [...found];
}

const covers = (key: string, pkg: string) => key === pkg || key === pkg.slice(0, pkg.lastIndexOf('@'));

/** The lock's install scripts no `allowScripts` entry covers: what npm 11 would list as not yet reviewed. */
export function unreviewedInstallScripts(manifest: Manifest, lock: Lockfile): string[] {
  const keys = Object.keys(manifest.allowScripts ?? {});
  return installScripts(lock).filter((pkg) => !keys.some((key) => covers(key, pkg)));
}

/** `allowScripts` entries that cover nothing in the lock (a package gone, or a pin to a version no longer installed). */
export function staleApprovals(manifest: Manifest, lock: Lockfile): string[] {
  const scripts = installScripts(lock);
  return Object.keys(manifest.allowScripts ?? {}).filter((key) => !scripts.some((pkg) => covers(key, pkg)));
}

/** The repository's package.json and package-lock.json. */
export function readProject(root: string): { manifest: Manifest; lock: Lockfile } {
  const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as unknown;
  return { manifest: read('package.json') as Manifest, lock: read('package-lock.json') as Lockfile };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { manifest, lock } = readProject(resolve(import.meta.dirname, '../..'));
  console.log('Install scripts in the lock:', installScripts(lock).join(', '));
  console.log('Not covered by allowScripts:', unreviewedInstallScripts(manifest, lock).join(', ') || 'none');
  console.log('allowScripts entries covering nothing:', staleApprovals(manifest, lock).join(', ') || 'none');
}
