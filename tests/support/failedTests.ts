/**
 * The tests that failed, named, from the runners' JSON reports: `npm test`
 * prints them last, so a run whose output was cut to its tail (as CI keeps
 * it) still says which test failed and why, not only how many.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** An error's first line that says something, without terminal colours. */
export const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 240) ?? '';

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** vitest's report: each failed test, and each file that failed outside its tests (a hook, an import). */
export function vitestFailures(json: VitestReport, root: string): string[] {
  return json.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[];
}

/** Playwright's report: each test that failed on every attempt ('unexpected'), or passed only on its retry ('flaky'). */
export function playwrightOutcomes(json: { suites: PlaywrightSuite[] }, status: 'unexpected' | 'flaky'): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === status)) {
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        found.push(`[${test.projectName}] ${spec.file} › ${[...path, spec.title].join(' › ')}${error ? `: ${firstLine(error)}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of json.suites) walk(suite, []);
  return found;
}

/** A test named as one that passed only on its retry. */
export const asFlaky = (test: string) => `(flaky: passed on its retry) ${test}`;

/** The list vitest's flaky-tests reporter wrote (./flakyTestsReporter.ts); none when it wrote none. */
export function vitestFlaky(file: string): string[] {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(asFlaky);
  } catch {
    return [];
  }
}
