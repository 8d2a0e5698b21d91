/**
 * The office's sign-in in Chromium without JavaScript (docs/relay.md,
 * "The office"), on the bundled Node server as `npm start` runs it: the
 * browser tests' build served by src/server/siteServer.ts with the lead
 * relay's routes (src/server/relayRoutes.ts) and its SQLite database, plain
 * http on 127.0.0.1. Keyboard only: the form is filled and sent, the Secure
 * cookie kept (Chromium trusts http://127.0.0.1), then the sign-out. axe on
 * each state of the page, run from a context with JavaScript (the page has
 * no script of its own, so it renders the same). Then a stranger at another
 * address (127.0.0.2, the server listening on 127.0.0.1: its socket's
 * address is the stranger's own) sends 50 wrong passwords for the office's
 * e-mail: a new browser is refused, the browser that signed in before (its
 * device cookie) signs in, and after `npm run office:account` the new
 * browser does too.
 */
import { request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startNodeRelay, type NodeRelay } from '../../src/relay/node/nodeRelay';
import { DEVICE_COOKIE, DEVICE_MS } from '../../src/relay/accounts/deviceCookie';
import { WRONG_CREDENTIALS } from '../../src/relay/office/officeApp';
import { SESSION_COOKIE, SESSION_MS } from '../../src/relay/accounts/session';
import { relayRoutesOf } from '../../src/server/relayRoutes';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { OFFICE, runOfficeAccount } from '../support/officeAccount';

let dataDir: string;
let relay: NodeRelay;
let server: Server;
let origin: string;

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'office-sign-in-e2e-'));
  relay = await startNodeRelay({ dataDir, log: () => {}, officeAccount: OFFICE });
  server = createSiteServer({ dist: e2eEnv.dist, routes: relayRoutesOf(relay.listener) });
  ({ origin } = await listenOnLoopback(server));
});

test.afterAll(async () => {
  // The worker's kept pages (support/keptPages.ts) may still hold idle connections to it: closed with it.
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await relay?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The page as it stands, checked by axe in a context with script (axe is a script). */
async function expectAccessible(page: Page, cookie = false) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  try {
    if (cookie) await context.addCookies(await page.context().cookies());
    const checked = await context.newPage();
    await checked.setContent(await page.content(), { waitUntil: 'load' });
    await expectNoAxeViolations(checked);
  } finally {
    await context.close();
  }
}

/** Tabs until the element has the focus (at most `stops` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, stops = 6) {
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error('not reached by Tab');
}

test('signs in and out by keyboard, without script; the Secure session cookie is kept on http://127.0.0.1', async ({ page }) => {
  const response = await page.goto(`${origin}/office/`);
  // Without a session, the inbox sends to the sign-in page.
  expect(page.url()).toBe(`${origin}/office/sign-in`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  // A wrong password: the message, the e-mail kept.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const password = page.getByLabel('Password');
  await tabTo(page, email);
  await page.keyboard.type(OFFICE.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password at all');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await expect(email).toHaveValue(OFFICE.email);
  await expectAccessible(page);

  // The right one: signed in, sent to the inbox, the cookie kept by Chromium although the page is plain http.
  await tabTo(page, password);
  await page.keyboard.type(OFFICE.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/office/`);
  const [cookie] = (await page.context().cookies()).filter((kept) => kept.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({ domain: '127.0.0.1', path: '/office', httpOnly: true, secure: true, sameSite: 'Strict' });
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(SESSION_MS - 60_000);
  const session = await page.request.get(`${origin}/office/api/session`);
  expect(await session.json()).toEqual({ email: OFFICE.email, role: 'owner' });

  // The sign-in page says who is signed in, and signs out with its button.
  await page.goto(`${origin}/office/sign-in`);
  await expect(page.getByText(`You are signed in as ${OFFICE.email}.`)).toBeVisible();
  await expectAccessible(page, true);
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/office/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).filter((kept) => kept.name === SESSION_COOKIE)).toEqual([]);
  expect((await page.request.get(`${origin}/office/api/session`)).status()).toBe(401);
});

/** A wrong password for the office's e-mail, posted from 127.0.0.2 (another address than the browser's 127.0.0.1), as the sign-in form posts it; answers the status. */
const strangerSignIn = (password: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(`${origin}/office/sign-in`);
    const body = new URLSearchParams({ email: OFFICE.email, password }).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Origin: origin };
    request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: '127.0.0.2', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    })
      .on('error', reject)
      .end(body);
  });

/** Sends the sign-in form with the office's password, as a person would. */
async function signInWith(page: Page) {
  await page.goto(`${origin}/office/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(OFFICE.email);
  await page.getByLabel('Password').fill(OFFICE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
/** Signed in: sent to the inbox, the session the office's. */
async function expectSignedIn(page: Page) {
  await page.waitForURL(`${origin}/office/`);
  expect(await (await page.request.get(`${origin}/office/api/session`)).json()).toEqual({ email: OFFICE.email, role: 'owner' });
}

test("a stranger's 50 wrong passwords from another address keep out new browsers, not the one that signed in before; the account command lets them in", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The office's browser signs in once (and out): it keeps its device cookie, HttpOnly, Secure, SameSite=Strict, on /office, for a year.
  await signInWith(page);
  await expectSignedIn(page);
  const [device] = (await page.context().cookies()).filter((kept) => kept.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ domain: '127.0.0.1', path: '/office', httpOnly: true, secure: true, sameSite: 'Strict' });
  expect(device.expires * 1000 - Date.now()).toBeGreaterThan(DEVICE_MS - 60_000);
  await page.goto(`${origin}/office/sign-in`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${origin}/office/sign-in`);
  expect((await page.context().cookies()).map((kept) => kept.name)).toEqual([DEVICE_COOKIE]);

  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 50; attempt++) statuses.push(await strangerSignIn(`guess number ${attempt}`));
  const count = (status: number) => statuses.filter((one) => one === status).length;
  expect(count(401) + count(429)).toBe(50);
  expect(count(401)).toBe(5);

  // A new browser (no device cookie) is refused, the right password too.
  const fresh = await browser.newContext({ javaScriptEnabled: false });
  const newcomer = await fresh.newPage();
  await signInWith(newcomer);
  await expect(newcomer.getByRole('alert')).toHaveText(/^Too many wrong sign-ins\. Try again in \d+ minutes?\.$/);
  await expect(newcomer.getByRole('textbox', { name: 'E-mail' })).toHaveValue(OFFICE.email);
  expect(newcomer.url()).toBe(`${origin}/office/sign-in`);

  // The browser that signed in before: in.
  await signInWith(page);
  await expectSignedIn(page);

  // The account command, with the password the account has: the lock lifted, the new browser in.
  const printed = await runOfficeAccount([OFFICE.email], { OFFICE_PASSWORD: OFFICE.password, DATA_DIR: dataDir });
  expect(printed).toContain('its wrong sign-ins are forgotten');
  await signInWith(newcomer);
  await expectSignedIn(newcomer);
  await fresh.close();
  console.log(`[attack] 50 wrong passwords from 127.0.0.2: ${count(401)} checked (401), ${count(429)} refused (429); a new browser refused, the one signed in before in; after office:account the new browser in`);
});
