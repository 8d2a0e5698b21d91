/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own browser if
 * installed, the system's headless shell, or (as root with apt) installs
 * Debian's, else the system's full Chromium.
 *
 * The headless shell first: it is the browser Playwright itself runs
 * headless tests in, and on this project's 2-core machines it opens, loads
 * and hydrates a page in half the time of the full browser in its headless
 * mode (2026-11-29, `/contact` from a new context to hydrated: 2.7-3.2 s
 * against 5.3-5.5 s; core pages and the blog, 58 tests: 206 s against 412 s).
 * A tool that wants the full browser (Lighthouse) asks with `full`.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * Flags that keep Chromium quiet on a machine with no outside network, and able to run as root. No host name but
 * 127.0.0.1 and localhost resolves: tests never reach an outside host, and a remote photo or map fails at once. (Routing
 * every request through Playwright to refuse them cost 10-12% of a spec's CPU and turned the HTTP cache off:
 * core-pages 62-65 CPU-seconds against 56-57, 2026-11-30.)
 */
export const OUTSIDE_HOSTS_UNRESOLVED = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost';
export const CHROMIUM_ARGS = [
  OUTSIDE_HOSTS_UNRESOLVED,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const firstThere = (paths: string[]) => paths.find((path) => existsSync(path));

/** Returns an executable path, or undefined to let Playwright use its own browser. */
export function findChromium({ install = false, full = false } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (playwrightOwn()) return undefined;
  const wanted = full ? FULL_PATHS : [HEADLESS_SHELL];
  const found = firstThere(wanted);
  if (found) return found;
  if (install && process.getuid?.() === 0 && hasApt()) {
    const name = full ? 'chromium' : 'chromium-headless-shell';
    console.log(`No ${name} found: installing Debian's package (apt-get)...`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: 'inherit' });
    } catch {
      console.log(`Installing ${name} failed; looking for another Chromium.`);
    }
    const installed = firstThere(wanted);
    if (installed) return installed;
  }
  // The other kind, when the wanted one is not to be had: slower, or heavier, but the same engine.
  const other = firstThere(full ? [HEADLESS_SHELL] : FULL_PATHS);
  if (other) return other;
  throw new Error(
    'No Chromium found for the browser tests. Install one of: `npx playwright install chromium`, ' +
      "Debian/Ubuntu's `apt-get install chromium-headless-shell` (or `chromium`), or set CHROMIUM_PATH to a Chromium/Chrome executable.",
  );
}

/**
 * Both browsers the browser tier uses, installed where missing (as root with
 * apt): the headless shell its tests run in, and the full browser the
 * main-thread budget measures in (tests/playwright.config.ts finds each again).
 */
export function ensureBrowsers() {
  findChromium({ install: true });
  findChromium({ install: true, full: true });
}

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
