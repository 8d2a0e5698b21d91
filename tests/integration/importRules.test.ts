// @vitest-environment node
/**
 * The import rules `npm test` enforces really fail: dependency-cruiser (the
 * step in tests/run.ts, same command and config) and ESLint, run over a
 * fixture tree that breaks each rule once, report exactly those violations;
 * and every module of the site's browser code belongs to a layer.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../.config/dependency-cruiser.mjs';

const root = resolve(import.meta.dirname, '../..');
const fixture = 'tests/fixtures/import-rules';
const depcruise = resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string };
}

function depcruiseCli(target: string, outputType: 'err' | 'json'): Promise<{ exitCode: number; stdout: string }> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [depcruise, ...target.split(' '), '--config', '.config/dependency-cruiser.mjs', '--output-type', outputType],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (!stdout) return fail(error ?? new Error('dependency-cruiser printed nothing'));
        done({ exitCode: error ? Number(error.code) : 0, stdout });
      },
    );
  });
}

describe('dependency-cruiser on the fixture tree', () => {
  it('fails the way the npm test step runs it (the "err" report exits non-zero)', async () => {
    const { exitCode, stdout } = await depcruiseCli(fixture, 'err');
    expect(exitCode).not.toBe(0);
    expect(stdout).toContain('9 dependency violations (9 errors, 0 warnings)');
  }, 60_000);

  it('reports the type-only cycle, each import that runs up a layer and each between the build and the servers, and nothing else', async () => {
    const { stdout } = await depcruiseCli(fixture, 'json');
    const { violations } = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary;
    const found = violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
    expect(found).toEqual([
      `build-not-server: ${fixture}/src/buildSteps/writeRecord.ts -> ${fixture}/src/server/buildRecord.ts`,
      `dist-contract-below: ${fixture}/src/distContract/hostHeaders.ts -> ${fixture}/src/server/headers.ts`,
      `layer-content: ${fixture}/src/content/pricing.ts -> ${fixture}/src/components/PriceTag.tsx`,
      `layer-content: ${fixture}/src/content/quoteSection.ts -> ${fixture}/src/forms/QuoteForm.tsx`,
      `layer-design-system: ${fixture}/src/ui/Badge.tsx -> ${fixture}/src/app/useHydrated.ts`,
      `layer-machines: ${fixture}/machines/quoteMachine.ts -> ${fixture}/src/forms/quoteRules.ts`,
      `no-circular: ${fixture}/src/app/routeState.ts -> ${fixture}/src/app/routeTable.ts`,
      `servers-not-build: ${fixture}/src/relay/deploy.ts -> ${fixture}/src/buildSteps/outDirs.ts`,
      `servers-not-build: ${fixture}/src/server/serveBuild.ts -> ${fixture}/src/buildSteps/pageFile.ts`,
    ]);
  }, 60_000);

  it('finds nothing in the site itself, and every browser module belongs to a layer', async () => {
    const { exitCode, stdout } = await depcruiseCli('src machines', 'json');
    const result = JSON.parse(stdout) as { modules: { source: string }[]; summary: { violations: Violation[] } };
    expect(result.summary.violations).toEqual([]);
    expect(exitCode).toBe(0);
    const layerPatterns = layers.map((layer) => new RegExp(layer.path));
    // Node-side code (the build, the server, what both know of dist/), the lead relay, the two apps beside the site (the editor's page and the
    // office's inbox, each its own bundle) and files that are not modules of a layer.
    const outsideLayers = /^src\/(buildSteps|server|distContract|relay|admin|office|public)\/|^src\/(styles\.css|globals\.d\.ts)$/;
    const unplaced = result.modules
      .map((module) => module.source)
      .filter((source) => /^(src|machines)\//.test(source) && !outsideLayers.test(source))
      .filter((source) => !layerPatterns.some((pattern) => pattern.test(source)));
    expect(unplaced).toEqual([]);
  }, 60_000);
});

describe('ESLint on the fixture content, linted as if it were in src/', () => {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, '.config/eslint.config.js') });

  async function restrictedImports(fixtureFile: string, asFile: string) {
    const source = readFileSync(resolve(root, fixture, fixtureFile), 'utf8');
    const [result] = await eslint.lintText(source, { filePath: resolve(root, asFile) });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  }

  it.each([
    ['src/content/pricing.ts', 'src/content/pricing.ts', "'../components/PriceTag' import is restricted"],
    ['src/content/pricing.ts', 'src/head/pricing.ts', "'../components/PriceTag' import is restricted"],
    ['src/content/quoteSection.ts', 'src/content/quoteSection.ts', "'../forms/QuoteForm' import is restricted"],
  ])('reports %s as %s', async (fixtureFile, asFile, expected) => {
    const messages = await restrictedImports(fixtureFile, asFile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  }, 30_000);

  it('lets the same import through from a component (the rule is about direction)', async () => {
    expect(await restrictedImports('src/content/pricing.ts', 'src/components/pricing.ts')).toEqual([]);
  }, 30_000);
});
