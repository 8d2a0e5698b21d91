/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. a browser for Playwright (installs Debian's chromium as root if none)
 *   2. ESLint, the import graph (dependency-cruiser) and the TypeScript check
 *   3. vitest: machines, forms, components (jsdom)
 *   4. Playwright: builds the site against a fake relay, serves it with the
 *      bundled server, and drives it in headless Chromium
 *   5. checks over that build: size budget, HTML validity, internal links
 * Every step runs even when an earlier one failed, so one run shows all
 * problems. It ends with one line "npm-test: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { e2eEnv } from './e2e/support/env';
import { findChromium } from './support/browser';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  title: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** A JSON report the step writes, and how to count it; without one the step counts as one check. */
  report?: { file: string; count: (json: never) => Counts };
}

const executable = findChromium({ install: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const checksReport = join(reports, 'checks.json');

const steps: Step[] = [
  { title: 'ESLint', command: ['npx', 'eslint', '--config', '.config/eslint.config.js', '.'] },
  {
    title: 'Import graph (no cycles; content and head below the UI)',
    command: ['npx', 'depcruise', 'src', 'machines', '--config', '.config/dependency-cruiser.mjs'],
  },
  { title: 'TypeScript', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    title: 'vitest (machines, forms, components)',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
    report: {
      file: vitestReport,
      count: (json: { numPassedTests: number; numFailedTests: number }) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
    },
  },
  {
    title: 'Playwright (build, serve, headless Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    env: { ...(executable ? { CHROMIUM_PATH: executable } : {}), PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    report: {
      file: playwrightReport,
      count: (json: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
      }),
    },
  },
  {
    title: 'Checks over the built site (size budget, HTML validity, links)',
    command: ['npx', 'tsx', 'tests/checks/run-checks.ts', '.e2e-dist', checksReport],
    // The browser tests' build is a staging build on their server's origin (tests/playwright.config.ts).
    env: { SITE_ORIGIN: e2eEnv.baseURL },
    report: { file: checksReport, count: (json: Counts) => json },
  },
];

const total: Counts = { passed: 0, failed: 0 };
let allOk = true;
for (const step of steps) {
  console.log(`\n▶ ${step.title}`);
  if (step.report) rmSync(step.report.file, { force: true });
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  let counts: Counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.report) {
    try {
      counts = step.report.count(JSON.parse(readFileSync(step.report.file, 'utf8')) as never);
      if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
    } catch {
      counts = { passed: 0, failed: 1 }; // no report: the runner itself failed
    }
  }
  if (!ok) console.error(`✖ ${step.title} failed (exit ${result.status ?? result.signal})`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  allOk &&= ok;
}

console.log(`\nnpm-test: ${total.passed} passed, ${total.failed} failed`);
process.exit(allOk ? 0 : 1);
