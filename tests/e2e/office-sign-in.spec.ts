/**
 * The office's sign-in in Chromium without JavaScript (docs/architecture.md,
 * "The office"), on the bundled Node server as `npm start` runs it: the
 * browser tests' build served by src/server/siteServer.ts with the lead
 * relay's routes (src/server/relayRoutes.ts) and its SQLite database, plain
 * http on 127.0.0.1. Keyboard only: the form is filled and sent, the Secure
 * cookie kept (Chromium trusts http://127.0.0.1), then the sign-out. axe on
 * each state of the page, run from a context with JavaScript (the page has
 * no script of its own, so it renders the same).
 */
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startNodeRelay, type NodeRelay } from '../../src/relay/node/nodeRelay';
import { WRONG_CREDENTIALS } from '../../src/relay/office/officeApp';
import { SESSION_COOKIE, SESSION_MS } from '../../src/relay/office/session';
import { relayRoutesOf } from '../../src/server/relayRoutes';
import { createSiteServer } from '../../src/server/siteServer';
import { listenOnLoopback } from '../support/loopback';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { OFFICE } from '../support/officeAccount';

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
  expect(await session.json()).toEqual({ email: OFFICE.email });

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
