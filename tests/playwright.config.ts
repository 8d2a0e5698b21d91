/**
 * Browser tests against the built, prerendered site served by the bundled
 * server, with a fake relay, in headless Chromium.
 *
 *   npx playwright test -c tests/playwright.config.ts [file or -g pattern]
 *
 * It builds the site first (into E2E_DIST) with VITE_RELAY_ENDPOINT pointing
 * at the fake relay, unless E2E_SKIP_BUILD=1 (as `npm test` sets it, having
 * built once for this tier and the site checks). Ports and folders: see
 * tests/e2e/support/env.ts (E2E_PORT, E2E_RELAY_PORT, E2E_DIST).
 */
import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/browser';
import { browserTestSiteEnv as siteEnv, e2eEnv } from './e2e/support/env';

// Build once, in the main process, before the tests are collected: specs list
// their routes from the built sitemap. Workers inherit E2E_SKIP_BUILD, and so
// does `npm test`, which has built already (tests/run.ts).
if (!e2eEnv.skipBuild && !process.env.TEST_WORKER_INDEX) {
  execSync('npm run build', { cwd: e2eEnv.root, stdio: 'inherit', env: { ...process.env, ...siteEnv } });
  process.env.E2E_SKIP_BUILD = '1';
}

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const MAIN_THREAD_TESTS = /long-tasks\.spec\.ts$/;
/** `npm start` and the editor's story on it (four real builds): 7-13 minutes of one worker on a loaded machine. */
const LONGEST_STORY = /npm-start\.spec\.ts$/;
/** The content editor's three specs: one `npm run cms` for them all in one worker (tests/e2e/support/editorTest.ts). */
const CONTENT_EDITOR = /\/cms(-roundtrip|-mistakes)?\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // The office specs' Worker: its bundle and database made once, before the first spec (tests/support/workerTemplate.ts).
  globalSetup: './support/workerTemplateSetup.ts',
  // Per port, so that parallel runs do not wipe each other's artifacts.
  outputDir: `../test-results/e2e-${e2eEnv.port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // `npm test` passes --retries=1 to the browser tests (tests/run.ts): a test that fails runs once more, traced.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: e2eEnv.baseURL,
    // Recording a trace of every test cost a quarter of this tier's time (forms and coverage pages: 7.0-7.2 min
    // traced, 5.5 untraced); the retry of a failed test records one. For a traced first run: --trace=on.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The two long chains first in the queue, so that they run beside the rest of the tier from the start rather than
    // after it (tests/run.ts names these projects); Playwright hands tests out in the order of the projects, then of the files.
    // One worker: the three specs then share one editor server, its start 18-24 CPU-s (478 CPU-s and 5:18 for the three,
    // against 545 and 6:18 each with its own, side by side on a quiet machine, 2026-11-30).
    { name: 'content-editor', testMatch: CONTENT_EDITOR, workers: 1, use: DESKTOP },
    { name: 'editor-story', testMatch: LONGEST_STORY, use: DESKTOP },
    { name: 'chromium', testIgnore: [MAIN_THREAD_TESTS, LONGEST_STORY, CONTENT_EDITOR], use: DESKTOP },
    // Main-thread measurements (the long-task check) run after every other test, one at a time, alone on the machine.
    // In the full browser, as visitors' Chrome runs the page: its main thread is what the check measures, where the
    // headless shell the other tests run in (tests/support/browser.ts) lays out and paints differently.
    {
      name: 'main-thread',
      testMatch: MAIN_THREAD_TESTS,
      dependencies: ['content-editor', 'editor-story', 'chromium'],
      fullyParallel: false,
      use: { ...DESKTOP, launchOptions: { executablePath: findChromium({ full: true }), args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/fakeRelayMain.ts',
      cwd: e2eEnv.root,
      url: `${e2eEnv.relayOrigin}/__control/requests?key=ready`,
      reuseExistingServer: false,
      env: { E2E_RELAY_PORT: String(e2eEnv.relayPort) },
    },
    {
      command: 'npx tsx src/server/main.ts',
      cwd: e2eEnv.root,
      url: `${e2eEnv.baseURL}/`,
      reuseExistingServer: false,
      env: siteEnv,
      stdout: 'ignore',
    },
  ],
});
