// @vitest-environment node
/**
 * The import rules `npm test` enforces really fail: dependency-cruiser (the
 * step in tests/run.ts, same command and config) and ESLint, run over a
 * fixture tree that breaks each rule once, report exactly those violations.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
      [depcruise, target, '--config', '.config/dependency-cruiser.mjs', '--output-type', outputType],
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
    expect(stdout).toContain('3 dependency violations (3 errors, 0 warnings)');
  }, 60_000);

  it('reports the type-only cycle and both imports of UI modules from content, and nothing else', async () => {
    const { stdout } = await depcruiseCli(fixture, 'json');
    const { violations } = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary;
    const found = violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
    expect(found).toEqual([
      `content-and-head-below-ui: ${fixture}/src/content/pricing.ts -> ${fixture}/src/components/PriceTag.tsx`,
      `content-and-head-below-ui: ${fixture}/src/content/quoteSection.ts -> ${fixture}/src/forms/QuoteForm.tsx`,
      `no-circular: ${fixture}/src/app/routeState.ts -> ${fixture}/src/app/routeTable.ts`,
    ]);
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
