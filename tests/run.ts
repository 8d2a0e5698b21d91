/**
 * `npm test`: every tier, in the order that fails fastest (docs/testing.md):
 *   1. a browser for Playwright (installs Debian's chromium as root if none)
 *   2. static: ESLint, the import layers (dependency-cruiser), TypeScript,
 *      side by side (each uses one core)
 *   3. unit (vitest): machines, forms, components; no build, no spawned tool
 *   4. the one build of the host checks, the browser tier and the site checks
 *      (fake relay, staging origin: tests/e2e/support/env.ts)
 *   5. integration (vitest): the import rules on their fixture, a build of an
 *      edited copy of the content (a coverage page, an upload, a seventh
 *      article), that build served by the bundled server, nginx and
 *      Cloudflare's runtime (the host checks)
 *   6. browser (Playwright): that build served by the bundled server, driven
 *      in headless Chromium
 *   7. the main-thread budget (Playwright's `main-thread` project): the
 *      long-task check, alone on the machine since it measures time
 *   8. site checks over that build: size budget, HTML validity, links
 * Every step runs even when an earlier one failed, so one run shows all
 * problems. It prints each step's time, then one line
 * "npm-test: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { browserTestSiteEnv, e2eEnv } from './e2e/support/env';
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
  /** One command, or several run side by side (each single-threaded: on two cores they take the time of the longest). */
  command: string[] | string[][];
  env?: NodeJS.ProcessEnv;
  /** A JSON report the step writes, and how to count it; without one the step counts as one check. */
  report?: { file: string; count: (json: never) => Counts };
}

const executable = findChromium({ install: true });
const report = (name: string) => join(reports, `${name}.json`);

/** vitest's JSON report, for one project (tier) of vite.config.ts. */
const vitestStep = (project: 'unit' | 'integration', title: string): Step => ({
  title,
  command: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report(`vitest-${project}`)}`],
  report: {
    file: report(`vitest-${project}`),
    count: (json: { numPassedTests: number; numFailedTests: number }) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
  },
});

/** Playwright's JSON report: a test that passed on its retry counts as passed (the list shows it as flaky). */
const playwrightCounts = (json: { stats: { expected: number; unexpected: number; flaky: number } }): Counts => ({
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected,
});

/** A Playwright run over the shared build, counted from its JSON report. */
const playwrightStep = (title: string, name: string, args: string[]): Step => ({
  title,
  command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', ...args, '--reporter=list,json'],
  env: { ...(executable ? { CHROMIUM_PATH: executable } : {}), E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report(name) },
  report: { file: report(name), count: playwrightCounts },
});

const steps: Step[] = [
  {
    title: 'ESLint, the import layers (dependency-cruiser: layers, no cycles) and TypeScript, side by side',
    command: [
      ['npx', 'eslint', '--config', '.config/eslint.config.js', '.'],
      ['npx', 'depcruise', 'src', 'machines', '--config', '.config/dependency-cruiser.mjs'],
      ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
    ],
  },
  vitestStep('unit', 'Unit tests (vitest: machines, forms, components)'),
  // The one build the host checks, the browser tier and the site checks share.
  { title: 'Build for the host checks and the browser tests', command: ['npm', 'run', 'build'], env: browserTestSiteEnv },
  // The host checks serve that build (tests/integration/hosts.test.ts) rather than making their own.
  { ...vitestStep('integration', 'Integration tests (vitest: builds, the hosts and the project\'s tools)'), env: { HOSTS_DIST: e2eEnv.dist } },
  // A failure runs once more with a trace (playwright.config.ts); passing then, the list marks it flaky.
  playwrightStep('Browser tests (Playwright, headless Chromium)', 'playwright', ['--project=chromium', '--retries=1']),
  // Alone on the machine: the long-task check measures the main thread (tests/e2e/long-tasks.spec.ts); a budget is not retried.
  playwrightStep('Main-thread budget (Playwright, one test at a time)', 'main-thread', ['--project=main-thread', '--no-deps', '--workers=1', '--retries=0']),
  {
    title: 'Site checks over that build (size budget, HTML validity, links)',
    command: ['npx', 'tsx', 'tests/checks/run-checks.ts', e2eEnv.dist, report('checks')],
    // A staging build on the browser tests' origin.
    env: { SITE_ORIGIN: e2eEnv.baseURL },
    report: { file: report('checks'), count: (json: Counts) => json },
  },
];

const total: Counts = { passed: 0, failed: 0 };
const timings: string[] = [];
let allOk = true;
const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.title}`);
  if (step.report) rmSync(step.report.file, { force: true });
  const commands = (typeof step.command[0] === 'string' ? [step.command] : step.command) as string[][];
  const stepStarted = Date.now();
  const exits = await Promise.all(commands.map((command) => run(command, step.env)));
  const failedExit = exits.find((exit) => exit !== 0);
  const ok = failedExit === undefined;
  let counts: Counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.report) {
    try {
      counts = step.report.count(JSON.parse(readFileSync(step.report.file, 'utf8')) as never);
      if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
    } catch {
      counts = { passed: 0, failed: 1 }; // no report: the runner itself failed
    }
  }
  if (!ok) console.error(`✖ ${step.title} failed (exit ${failedExit})`);
  timings.push(`${minutes(Date.now() - stepStarted).padStart(8)}  ${ok ? '✔' : '✖'} ${step.title} (${counts.passed} passed, ${counts.failed} failed)`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  allOk &&= ok;
}

/** Runs one command with the terminal's output; resolves to its exit code (or the signal that ended it). */
function run([command, ...args]: string[], env?: NodeJS.ProcessEnv): Promise<number | string> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

console.log(`\nTime per step (min:s):\n${timings.join('\n')}\n${minutes(Date.now() - started).padStart(8)}  in all`);
console.log(`\nnpm-test: ${total.passed} passed, ${total.failed} failed`);
process.exit(allOk ? 0 : 1);
