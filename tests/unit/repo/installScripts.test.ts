// @vitest-environment node
/**
 * Every install script in package-lock.json is covered by package.json's
 * `allowScripts` (tests/tools/installScripts.ts), and every entry there
 * covers one: npm 11 lists none as unreviewed and npm 12 runs the four the
 * project needs (the README's "Two commands"). Red when an approval is taken
 * out or the lock gains a package with an install script.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installScripts, readProject, staleApprovals, unreviewedInstallScripts } from '../../tools/installScripts';

const { manifest, lock } = readProject(resolve(import.meta.dirname, '../../..'));

describe("allowScripts, against the lock's install scripts", () => {
  it('covers each, and each entry covers one', () => {
    // better-sqlite3's binding is what `npm start` cannot do without.
    expect(installScripts(lock)).toContainEqual(expect.stringMatching(/^better-sqlite3@\d/));
    expect(unreviewedInstallScripts(manifest, lock)).toEqual([]);
    expect(staleApprovals(manifest, lock)).toEqual([]);
  });

  it('reports a package whose approval is missing (every installed version) and a new one in the lock', () => {
    const { esbuild, ...others } = manifest.allowScripts!;
    expect(esbuild).toBe(true);
    const esbuilds = installScripts(lock).filter((pkg) => pkg.startsWith('esbuild@'));
    expect(esbuilds.length).toBeGreaterThan(0);
    expect(unreviewedInstallScripts({ allowScripts: others }, lock)).toEqual(esbuilds);
    const grown = { packages: { ...lock.packages, 'node_modules/core-js': { version: '3.47.0', hasInstallScript: true } } };
    expect(unreviewedInstallScripts(manifest, grown)).toEqual(['core-js@3.47.0']);
  });

  it('takes a pinned entry for that version only, a refusal as reviewed, and reports an entry covering nothing', () => {
    const [sqlite] = installScripts(lock).filter((pkg) => pkg.startsWith('better-sqlite3@'));
    const { 'better-sqlite3': _, ...others } = manifest.allowScripts!;
    expect(unreviewedInstallScripts({ allowScripts: { ...others, [sqlite]: true } }, lock)).toEqual([]);
    expect(unreviewedInstallScripts({ allowScripts: { ...others, 'better-sqlite3@1.0.0': true } }, lock)).toEqual([sqlite]);
    expect(unreviewedInstallScripts({ allowScripts: { ...others, 'better-sqlite3': false } }, lock)).toEqual([]);
    expect(staleApprovals({ allowScripts: { ...manifest.allowScripts, 'better-sqlite3@1.0.0': true, 'left-pad': true } }, lock)).toEqual(['better-sqlite3@1.0.0', 'left-pad']);
  });
});
