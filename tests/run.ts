/**
 * `npm test`: every tier (docs/testing.md), in five rounds; the steps of a
 * round run side by side:
 *   1. static (ESLint, the import layers, TypeScript: one core each) and the
 *      one build of the host checks, the browser tier and the site checks
 *      (fake relay, staging origin: tests/e2e/support/env.ts); none has a
 *      time-out to miss
 *   2. unit (vitest: machines, forms, components; no build, no spawned tool),
 *      alone: its time-outs are vitest's 5 s
 *   3. integration (vitest: the import rules on their fixture, an edited copy
 *      of the content built, the relay on both runtimes, the shared build
 *      served by the bundled server, nginx and Cloudflare's runtime), alone
 *   4. browser (Playwright: that build served by the bundled server, driven in
 *      headless Chromium), beside the site checks over that build (size
 *      budget, HTML validity, links)
 *   5. the main-thread budget (Playwright's `main-thread` project): the
 *      long-task check, alone on the machine since it measures time
 * First it finds the browsers for Playwright (installs Debian's headless
 * shell and full Chromium as root where missing: tests/support/browser.ts). Every step runs even when another failed, so one run shows
 * all problems. The first step of a round prints as it goes; the others'
 * output is kept in test-results/<step>.log and printed when the round ends.
 * It prints each step's time and each round's (with how busy the cores were:
 * tests/support/coresBusy.ts), each browser spec's time,
 * the tests that failed or passed only on a retry, each named with its
 * error's first line (tests/support/failedTests.ts: CI keeps a run's tail),
 * then one line "npm-test: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { browserTestSiteEnv, e2eEnv } from './e2e/support/env';
import { ensureBrowsers } from './support/browser';
import { asFlaky, playwrightOutcomes, vitestFailures, vitestFlaky } from './support/failedTests';
import { coresBusySince, coresBusyText } from './support/coresBusy';
import { specTimes, specTimesTable } from './support/specTimes';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'test-results');
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  title: string;
  /** Its output file's name when it runs beside the round's first step (test-results/<log>.log). */
  log: string;
  /** One command, or several run side by side (each single-threaded: on two cores they take the time of the longest). */
  command: string[] | string[][];
  env?: NodeJS.ProcessEnv;
  /** A JSON report the step writes, how to count it and name what failed; without one the step counts as one check. */
  report?: { file: string; count: (json: never) => Counts; failures?: (json: never) => string[] };
}

// Before any step, where missing (tests/support/browser.ts).
ensureBrowsers();
const report = (name: string) => join(reports, `${name}.json`);

/** vitest's JSON report, for one project (tier) of vite.config.ts. */
const vitestStep = (project: 'unit' | 'integration', title: string): Step => ({
  title,
  log: project,
  command: [
    'npx', 'vitest', 'run', '--project', project,
    '--reporter=default', '--reporter=json', `--outputFile=${report(`vitest-${project}`)}`, '--reporter=./tests/support/flakyTestsReporter.ts',
  ],
  env: { FLAKY_TESTS_FILE: report(`vitest-${project}-flaky`) },
  report: {
    file: report(`vitest-${project}`),
    count: (json: { numPassedTests: number; numFailedTests: number }) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
    failures: (json: Parameters<typeof vitestFailures>[0]) => [...vitestFailures(json, root), ...vitestFlaky(report(`vitest-${project}-flaky`))],
  },
});

const withEnv = (step: Step, env: NodeJS.ProcessEnv): Step => ({ ...step, env: { ...step.env, ...env } });


/** Playwright's JSON report: a test that passed on its retry counts as passed (the list shows it as flaky). */
const playwrightCounts = (json: { stats: { expected: number; unexpected: number; flaky: number } }): Counts => ({
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected,
});

/** A Playwright run over the shared build, counted from its JSON report. */
const playwrightStep = (title: string, name: string, args: string[]): Step => ({
  title,
  log: name,
  command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', ...args, '--reporter=list,json'],
  env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report(name) },
  report: {
    file: report(name),
    count: playwrightCounts,
    failures: (json: Parameters<typeof playwrightOutcomes>[0]) => [
      ...playwrightOutcomes(json, 'unexpected'),
      ...playwrightOutcomes(json, 'flaky').map(asFlaky),
    ],
  },
});

const staticChecks: Step = {
  title: "ESLint, the import layers (dependency-cruiser: layers, no cycles) and TypeScript (the project's, the Worker's), side by side",
  log: 'static',
  command: [
    ['npx', 'eslint', '--config', '.config/eslint.config.js', '.'],
    ['npx', 'depcruise', 'src', 'machines', '--config', '.config/dependency-cruiser.mjs'],
    ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'],
    // The relay's Worker against the Worker's own library (no DOM, no Node): what its entry reaches runs in workerd.
    ['npx', 'tsc', '--noEmit', '-p', 'src/relay/worker/tsconfig.json'],
  ],
};

const rounds: Step[][] = [
  [
    staticChecks,
    // The one build the host checks, the browser tier and the site checks share.
    { title: 'Build for the host checks and the browser tests', log: 'build', command: ['npm', 'run', 'build'], env: browserTestSiteEnv },
  ],
  // Alone: its tests have vitest's 5-second time-out, and beside the build and the static checks a few components'
  // tests (user-event typing, the inbox's screens) took 6-7 s on a busy machine and failed.
  [vitestStep('unit', 'Unit tests (vitest: machines, forms, components)')],
  // Alone: beside the browser tier on a busy machine, 9 of its 13 files ran past their hooks' time-outs (60-400 s:
  // workerd, wrangler, the edited copy's build; 2026-11-29, load 20-26).
  // The host checks serve the shared build (tests/integration/hosts.test.ts) rather than making their own.
  [withEnv(vitestStep('integration', "Integration tests (vitest: builds, the hosts and the project's tools)"), { HOSTS_DIST: e2eEnv.dist })],
  [
    // A failure runs once more with a trace (playwright.config.ts); passing then, the list marks it flaky.
    playwrightStep('Browser tests (Playwright, headless Chromium)', 'playwright', ['--project=content-editor', '--project=editor-story', '--project=chromium', '--retries=1']),
    {
      title: 'Site checks over that build (size budget, HTML validity, links)',
      log: 'checks',
      command: ['npx', 'tsx', 'tests/checks/run-checks.ts', e2eEnv.dist, report('checks')],
      // A staging build on the browser tests' origin.
      env: { SITE_ORIGIN: e2eEnv.baseURL },
      report: { file: report('checks'), count: (json: Counts) => json },
    },
  ],
  // Alone on the machine: the long-task check measures the main thread (tests/e2e/long-tasks.spec.ts).
  // It compares each route with the same page without script in the same run; measured once more if over (the closest
  // route read 0.35 and 0.67 of its limit in two busy runs), a pass on the second measure shows in the list as flaky.
  [playwrightStep('Main-thread budget (Playwright, one test at a time)', 'main-thread', ['--project=main-thread', '--no-deps', '--workers=1', '--retries=1'])],
];

const total: Counts = { passed: 0, failed: 0 };
const timings: string[] = [];
/** What failed (and what passed only on its retry), named, per step: printed last. */
const failureLines: string[] = [];
let allOk = true;
const started = Date.now();
for (const [index, round] of rounds.entries()) {
  const roundStarted = Date.now();
  const coresBusy = coresBusySince();
  console.log(`\n▶▶ Round ${index + 1}: ${round.map((step) => step.title).join(' | ')}`);
  // The first step's output on the terminal as it comes; the others' in their files, printed after.
  const results = await Promise.all(round.map((step, n) => runStep(step, n === 0 ? undefined : join(reports, `${step.log}.log`))));
  for (const [n, step] of round.entries()) {
    if (n > 0) console.log(`\n▶ ${step.title} (beside the first; its output, also in test-results/${step.log}.log):\n${readFileSync(join(reports, `${step.log}.log`), 'utf8')}`);
    const { ok, counts, ms, failures } = results[n];
    if (failures.length > 0 || !ok) failureLines.push(`${step.title}:`, ...(failures.length > 0 ? failures : ['(no test named: the runner failed outside its tests; see its output)']).map((line) => `  - ${line}`));
    timings.push(`${minutes(ms).padStart(8)}  ${ok ? '✔' : '✖'} ${step.title} (${counts.passed} passed, ${counts.failed} failed)`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    allOk &&= ok;
  }
  timings.push(`${minutes(Date.now() - roundStarted).padStart(8)}  round ${index + 1}${round.length > 1 ? ', its steps side by side' : ''}${coresBusyText(coresBusy())}`);
}

/** Runs a step's command(s) (several side by side), to the terminal or into `logFile`; counts its results from its report. */
async function runStep(step: Step, logFile?: string): Promise<{ ok: boolean; counts: Counts; ms: number; failures: string[] }> {
  if (!logFile) console.log(`\n▶ ${step.title}`);
  if (step.report) rmSync(step.report.file, { force: true });
  if (logFile) rmSync(logFile, { force: true });
  const commands = (typeof step.command[0] === 'string' ? [step.command] : step.command) as string[][];
  const stepStarted = Date.now();
  const exits = await Promise.all(commands.map((command) => run(command, step.env, logFile)));
  const ms = Date.now() - stepStarted;
  const failedExit = exits.find((exit) => exit !== 0);
  const ok = failedExit === undefined;
  if (!ok) console.error(`✖ ${step.title}: exit ${failedExit}`);
  let counts: Counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  let failures: string[] = [];
  if (step.report) {
    try {
      const json = JSON.parse(readFileSync(step.report.file, 'utf8')) as never;
      counts = step.report.count(json);
      failures = step.report.failures?.(json) ?? [];
      if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
    } catch {
      counts = { passed: 0, failed: 1 }; // no report: the runner itself failed
    }
  }
  return { ok, counts, ms, failures };
}

/** Runs one command with the terminal's output, or appending to `logFile`; resolves to its exit code (or the signal that ended it). */
function run([command, ...args]: string[], env?: NodeJS.ProcessEnv, logFile?: string): Promise<number | string> {
  return new Promise((resolve) => {
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    const child = spawn(command, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    child.stdout?.pipe(log!, { end: false });
    child.stderr?.pipe(log!, { end: false });
    const done = (exit: number | string) => (log ? log.end(() => resolve(exit)) : resolve(exit));
    child.on('error', (error) => done(error.message));
    child.on('close', (code, signal) => done(code ?? signal ?? 'unknown'));
  });
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where the browser tier's time went, per spec file (tests/support/specTimes.ts); nothing when it wrote no report. */
function printSpecTimes() {
  try {
    const times = specTimes(JSON.parse(readFileSync(report('playwright'), 'utf8')) as Parameters<typeof specTimes>[0]);
    console.log(`\nBrowser tests, time per spec (every attempt; two workers side by side):\n${specTimesTable(times)}`);
  } catch {
    console.log('\nBrowser tests: no report to time.');
  }
}

printSpecTimes();
console.log(`\nTime per step (min:s):\n${timings.join('\n')}\n${minutes(Date.now() - started).padStart(8)}  in all`);
if (failureLines.length > 0) console.log(`\nWhat failed, by step (the first line of each error; the whole output is above and in test-results/):\n${failureLines.join('\n')}`);
console.log(`\nnpm-test: ${total.passed} passed, ${total.failed} failed`);
process.exit(allOk ? 0 : 1);
