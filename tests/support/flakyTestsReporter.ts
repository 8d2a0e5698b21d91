/**
 * A vitest reporter that writes the tests which failed and then passed on
 * their retry (the integration tier retries once: vite.config.ts), each with
 * its first attempt's error, to the JSON file named by FLAKY_TESTS_FILE.
 * vitest's JSON report counts them as passed and says nothing of the retry;
 * `npm test` prints them last beside what failed (tests/run.ts), so a retry
 * never hides a test that needs mending.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';
import { firstLine } from './failedTests';

export default class FlakyTestsReporter implements Reporter {
  private readonly flaky: string[] = [];

  onInit() {
    this.write(); // no list left from an earlier run
  }

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push(`${testCase.module.relativeModuleId} › ${testCase.fullName}: ${firstLine(testCase.result().errors?.[0]?.message)}`);
  }

  onTestRunEnd() {
    this.write();
  }

  private write() {
    const file = process.env.FLAKY_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
