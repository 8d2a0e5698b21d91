import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightOutcomes, vitestFailures, vitestFlaky } from '../../support/failedTests';

describe("npm test's list of what failed (tests/support/failedTests.ts)", () => {
  it("names vitest's failed tests with their file and their error's first line, and a file that failed outside its tests", () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/relay/integration/relayAttack.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'the relay under attack holds 200 posts', status: 'passed', failureMessages: [] },
            { fullName: 'the relay under attack grows D1 by no more', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 2.48 to be less than 2.03\u001b[39m\n    at relayAttack.test.ts:10'] },
          ],
        },
        { name: '/repo/tests/integration/hosts.test.ts', status: 'failed', message: 'Hook timed out in 60000ms.\nIf this is a long-running hook…', assertionResults: [] },
        { name: '/repo/tests/integration/quiet.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'tests/relay/integration/relayAttack.test.ts › the relay under attack grows D1 by no more: AssertionError: expected 2.48 to be less than 2.03',
      'tests/integration/hosts.test.ts: Hook timed out in 60000ms.',
    ]);
  });

  it("names Playwright's tests that failed every attempt, and apart those that passed only on their retry", () => {
    const test = (status: string, message?: string) => ({ projectName: 'chromium', status, results: [{ error: message ? { message } : undefined }, {}] });
    const report = {
      suites: [
        {
          title: 'relay-faults.spec.ts',
          file: 'relay-faults.spec.ts',
          specs: [{ title: 'relay drops the connection', file: 'relay-faults.spec.ts', tests: [test('flaky', 'Error: expect(received).toBe(expected)\n\nExpected: 1')] }],
          suites: [
            {
              title: '/contact',
              file: 'relay-faults.spec.ts',
              specs: [
                { title: 'keeps the message', file: 'relay-faults.spec.ts', tests: [test('unexpected', 'TimeoutError: locator.click: Timeout 5000ms exceeded.')] },
                { title: 'shows the toast', file: 'relay-faults.spec.ts', tests: [test('expected')] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report, 'unexpected')).toEqual(['[chromium] relay-faults.spec.ts › /contact › keeps the message: TimeoutError: locator.click: Timeout 5000ms exceeded.']);
    expect(playwrightOutcomes(report, 'flaky')).toEqual(['[chromium] relay-faults.spec.ts › relay drops the connection: Error: expect(received).toBe(expected)']);
  });

  it("marks what vitest's flaky-tests reporter wrote, and reads no list as none", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'flaky-')), 'flaky.json');
    expect(vitestFlaky(file)).toEqual([]);
    writeFileSync(file, JSON.stringify(['tests/integration/hosts.test.ts › nginx serves the build: socket hang up']));
    expect(vitestFlaky(file)).toEqual(['(flaky: passed on its retry) tests/integration/hosts.test.ts › nginx serves the build: socket hang up']);
  });
});
