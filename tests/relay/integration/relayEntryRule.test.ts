// @vitest-environment node
/**
 * The lead relay is reached from outside through its entry (a browser
 * bundle through the entry's browser share), and its Node runtime is started
 * by the bundled server's main alone (.config/dependency-cruiser.mjs,
 * "relay-one-entry", "relay-browser-share", "relay-node-runtime";
 * docs/relay.md, "The relay as one part"): the rules really fail, run with
 * `npm test`'s command and config (its exit code is importRules.test.ts's to
 * prove), over a fixture tree that goes around the entry once from each
 * side, and report exactly those three imports. The site itself passing them
 * is tests/integration/importRules.test.ts's check of src/.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const fixture = 'tests/fixtures/relay-entry';
const depcruise = resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

describe('the relay entry rules on the fixture tree', () => {
  it('refuse each import around the entry, and only those', async () => {
    const stdout = await new Promise<string>((done, fail) => {
      execFile(process.execPath, [depcruise, fixture, '--config', '.config/dependency-cruiser.mjs', '--output-type', 'json'], { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, out) => {
        if (!out) return fail(error ?? new Error('dependency-cruiser printed nothing'));
        done(out);
      });
    });
    const { violations } = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary;
    const found = violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
    console.log(`[rules] ${found.length} imports around the relay's entry refused in ${fixture}`);
    expect(found).toEqual([
      `relay-browser-share: ${fixture}/src/admin/history.ts -> ${fixture}/src/relay/index.ts`,
      `relay-node-runtime: ${fixture}/src/server/main.ts -> ${fixture}/src/relay/paths.ts`,
      `relay-one-entry: ${fixture}/src/buildSteps/headers.ts -> ${fixture}/src/relay/node/nodeRelay.ts`,
    ]);
  }, 60_000);
});
