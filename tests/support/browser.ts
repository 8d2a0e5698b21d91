/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own browser if
 * installed, the system's Chromium, or (as root with apt) installs Debian's.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags that keep Chromium quiet on a machine with no outside network, and able to run as root. */
export const CHROMIUM_ARGS = [
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

const systemChromium = () => SYSTEM_PATHS.find((path) => existsSync(path));

/** Returns an executable path, or undefined to let Playwright use its own browser. */
export function findChromium({ install = false } = {}): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (playwrightOwn()) return undefined;
  const found = systemChromium();
  if (found) return found;
  if (install && process.getuid?.() === 0 && hasApt()) {
    console.log('No browser found: installing Debian\'s chromium package (apt-get)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    const installed = systemChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one of: `npx playwright install chromium`, ' +
      "Debian/Ubuntu's `apt-get install chromium`, or set CHROMIUM_PATH to a Chromium/Chrome executable.",
  );
}

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
