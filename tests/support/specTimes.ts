/**
 * Where the browser tier's time goes: each spec file's test time (every
 * attempt, retries included) from Playwright's JSON report, longest first,
 * with its share of the whole. `npm test` prints it after its rounds
 * (tests/run.ts), so every run measures each spec (docs/testing.md, "Where
 * tests go").
 */

interface ReportSuite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: ReportSuite[];
}

export interface SpecTime {
  file: string;
  ms: number;
  tests: number;
}

/** Sums each spec file's test durations in a Playwright JSON report (`{ suites }`), longest first. */
export function specTimes(report: { suites?: ReportSuite[] }): SpecTime[] {
  const byFile = new Map<string, SpecTime>();
  const walk = (suite: ReportSuite, file: string) => {
    const entry = byFile.get(file) ?? { file, ms: 0, tests: 0 };
    byFile.set(file, entry);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '(no file)');
  return [...byFile.values()].filter((entry) => entry.tests > 0).sort((a, b) => b.ms - a.ms);
}

/** The table `npm test` prints: seconds, share, tests, file. */
export function specTimesTable(times: SpecTime[]): string {
  const total = times.reduce((sum, entry) => sum + entry.ms, 0) || 1;
  return times
    .map(({ file, ms, tests }) => `${String(Math.round(ms / 1000)).padStart(6)} s ${`${Math.round((100 * ms) / total)}%`.padStart(4)} ${String(tests).padStart(4)} tests  ${file}`)
    .join('\n');
}
