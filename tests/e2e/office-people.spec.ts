/**
 * The office's people in Chromium (docs/relay.md, "The office's people"),
 * on the bundled Node server as `npm start` runs it: the browser tier's
 * build with the Node relay on SQLite, its mail written as .eml files in
 * its outbox folder, the links pointing at this server (its siteOrigin, as
 * src/server/main.ts gives the built site's). The owner signs in, opens
 * People, invites a colleague; the colleague, in a browser of their own,
 * follows the invitation's link from the .eml, chooses a password, is in,
 * sees only their sessions, and signs in again with it; the owner removes
 * them (after a confirmation) and their next call sends them to the
 * sign-in. axe at 1280 and 390 px. Then, without JavaScript, a forgotten
 * password: the same page for an unknown address, the link from the .eml,
 * a new password, the old one refused; and "Sign out everywhere".
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startNodeRelay, type NodeRelay } from '../../src/relay/node/nodeRelay';
import { choosePasswordPage, forgotPage, peopleWords } from '../../src/relay/accounts/peopleWords';
import { relayRoutesOf } from '../../src/server/relayRoutes';
import { createSiteServer } from '../../src/server/siteServer';
import { readMessage } from '../support/eml';
import { listenOnLoopback } from '../support/loopback';
import { OFFICE } from '../support/officeAccount';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';

/** The browser tier's build of the inbox, beside its site build (src/distContract/outDirs.ts). */
const OFFICE_DIST = `${e2eEnv.dist}-office`;
const COLLEAGUE = 'jo.colleague@prairiepoint.example';
const COLLEAGUE_PASSWORD = 'the colleague chose this one';

let dataDir: string;
let relay: NodeRelay;
let server: Server;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'office-people-e2e-'));
  server = createSiteServer({ dist: e2eEnv.dist, routes: relayRoutesOf((req, res) => relay.listener(req, res)) });
  ({ origin } = await listenOnLoopback(server));
  relay = await startNodeRelay({ dataDir, officeAccount: OFFICE, officeDir: join(OFFICE_DIST, 'office'), siteOrigin: origin, log: () => {} });
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await relay?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The link in the newest message to the address in the outbox folder (the outbox run first). */
async function linkInMail(to: string, kind: 'invitation' | 'new-password'): Promise<string> {
  await relay.flush();
  const dir = relay.outboxDir!;
  const messages = readdirSync(dir)
    .filter((name) => name.startsWith('office-') && name.endsWith('.eml'))
    .sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs)
    .map((name) => readMessage(readFileSync(join(dir, name), 'utf8')))
    .filter((message) => message.headers.to === to);
  const link = new RegExp(`${origin}/office/${kind}/[\\w-]{43}`).exec(messages.at(-1)?.text ?? '');
  expect(link, `a ${kind} link to ${to}`).not.toBeNull();
  return link![0];
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${origin}/office/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/office/`);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A page without script, checked by axe from a context with script (axe is a script), as tests/e2e/office-sign-in.spec.ts does. */
async function expectAccessibleWithoutScript(browser: Browser, page: Page) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checked = await context.newPage();
    await checked.setContent(await page.content(), { waitUntil: 'load' });
    await expectNoAxeViolations(checked);
  } finally {
    await context.close();
  }
}

test('the owner invites a colleague; the link in the .eml lets them choose a password and sign in; removed, they are out', async ({ page, browser, consoleErrors }) => {
  await signIn(page, OFFICE.email, OFFICE.password);
  await page.getByRole('link', { name: peopleWords.tab }).click();
  await expect(page).toHaveURL(`${origin}/office/people`);
  await expect(page.getByRole('heading', { level: 1, name: peopleWords.title })).toBeVisible();
  const people = page.getByRole('region', { name: peopleWords.whoIsIn });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people.getByRole('listitem')).toContainText(`${OFFICE.email} ${peopleWords.you}`);
  await expect(people.getByRole('listitem')).toContainText(`${peopleWords.role}: Owner`);
  await expect(page.getByRole('region', { name: peopleWords.sessionsTitle }).getByText(peopleWords.thisBrowser)).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong address: said beside the field, what was typed kept.
  const field = page.getByLabel(peopleWords.inviteEmail);
  await field.fill(OFFICE.email);
  await page.getByRole('button', { name: peopleWords.inviteButton }).click();
  await expect(page.getByRole('alert')).toHaveText(peopleWords.hasAccount(OFFICE.email));
  await expect(field).toHaveValue(OFFICE.email);
  await expectNoAxeViolations(page);
  await field.fill(COLLEAGUE);
  await page.getByRole('button', { name: peopleWords.inviteButton }).click();
  await expect(page.getByRole('status')).toHaveText(peopleWords.invited(COLLEAGUE));
  await expect(page.getByText(new RegExp(`^${COLLEAGUE.replace(/\./g, '\\.')}, the link works until`))).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The colleague, in a browser of their own, follows the link in the message.
  const link = await linkInMail(COLLEAGUE, 'invitation');
  const theirs = await browser.newContext();
  const colleague = await theirs.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: choosePasswordPage.invitationTitle })).toBeVisible();
  await expect(colleague.getByRole('textbox', { name: 'E-mail' })).toHaveValue(COLLEAGUE);
  await expectNoAxeViolations(colleague);
  await colleague.getByLabel(choosePasswordPage.password).fill(COLLEAGUE_PASSWORD);
  await colleague.getByLabel(choosePasswordPage.repeat).fill(COLLEAGUE_PASSWORD);
  await colleague.getByRole('button', { name: choosePasswordPage.button }).click();
  await colleague.waitForURL(`${origin}/office/`);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // Staff: their sessions, no People controls.
  await colleague.getByRole('link', { name: peopleWords.staffTitle }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: peopleWords.staffTitle })).toBeVisible();
  await expect(colleague.getByText(peopleWords.thisBrowser)).toBeVisible();
  await expect(colleague.getByRole('button', { name: peopleWords.signOutEverywhere })).toBeVisible();
  await expect(colleague.getByLabel(peopleWords.inviteEmail)).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: new RegExp(`^${peopleWords.remove}`) })).toHaveCount(0);
  await expectNoAxeViolations(colleague);
  // The link works once.
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: choosePasswordPage.goneTitle })).toBeVisible();
  await colleague.goto(`${origin}/office/people`);
  await expect(colleague.getByRole('heading', { level: 1, name: peopleWords.staffTitle })).toBeVisible();
  // And the password signs in from anywhere.
  const again = await browser.newContext();
  await signIn(await again.newPage(), COLLEAGUE, COLLEAGUE_PASSWORD);
  await again.close();

  // The owner sees them in, and removes them after the confirmation.
  await page.reload();
  const row = page.getByRole('region', { name: peopleWords.whoIsIn }).getByRole('listitem').filter({ hasText: COLLEAGUE });
  await expect(row).toContainText(`${peopleWords.role}: Staff`);
  await row.getByRole('button', { name: `${peopleWords.remove} ${COLLEAGUE}` }).click();
  await expect(page.getByRole('button', { name: peopleWords.removeYes })).toBeFocused();
  await expect(page.getByText(peopleWords.removeQuestion(COLLEAGUE))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: peopleWords.removeYes }).click();
  await expect(page.getByRole('status')).toHaveText(peopleWords.removed(COLLEAGUE));
  await expect(page.getByRole('region', { name: peopleWords.whoIsIn }).getByRole('listitem')).toHaveCount(1);
  // Their very next step in the open inbox (an API call, answered 401) sends them to the sign-in.
  await colleague.getByRole('link', { name: /^Leads( |$)/ }).click();
  await colleague.waitForURL(`${origin}/office/sign-in`);
  await theirs.close();
  // Nothing but the invitation the relay refused on purpose (an address with an account: 409, Chromium logs it).
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a forgotten password: the same page for an unknown address; the link in the .eml sets a new one; the old one is refused', async ({ page, browser }) => {
    await page.goto(`${origin}/office/sign-in`);
    await page.getByRole('link', { name: forgotPage.title }).click();
    await expect(page).toHaveURL(`${origin}/office/forgot-password`);
    await expect(page.getByRole('heading', { level: 1, name: forgotPage.title })).toBeVisible();
    await expectAccessibleWithoutScript(browser, page);

    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@prairiepoint.example');
    await page.getByRole('button', { name: forgotPage.button }).click();
    const unknown = await page.getByRole('status').textContent();
    expect(unknown).toBe(forgotPage.sent('nobody@prairiepoint.example'));

    await page.goto(`${origin}/office/forgot-password`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(OFFICE.email);
    await page.getByRole('button', { name: forgotPage.button }).click();
    await expect(page.getByRole('status')).toHaveText(forgotPage.sent(OFFICE.email));
    await expectAccessibleWithoutScript(browser, page);
    const link = await linkInMail(OFFICE.email, 'new-password');
    expect(readdirSync(relay.outboxDir!).filter((name) => name.endsWith('.eml')).map((name) => readMessage(readFileSync(join(relay.outboxDir!, name), 'utf8')).headers.to)).not.toContain('nobody@prairiepoint.example');

    // Another browser signed in before: the new password ends its session.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await signIn(otherPage, OFFICE.email, OFFICE.password);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: choosePasswordPage.passwordTitle })).toBeVisible();
    await expectAccessibleWithoutScript(browser, page);
    const chosen = 'the office chose a new passphrase';
    await page.getByLabel(choosePasswordPage.password).fill(chosen);
    await page.getByLabel(choosePasswordPage.repeat).fill(`${chosen} but typed wrong`);
    await page.getByRole('button', { name: choosePasswordPage.button }).click();
    await expect(page.getByRole('alert')).toHaveText(choosePasswordPage.different);
    await page.getByLabel(choosePasswordPage.password).fill(chosen);
    await page.getByLabel(choosePasswordPage.repeat).fill(chosen);
    await page.getByRole('button', { name: choosePasswordPage.button }).click();
    await page.waitForURL(`${origin}/office/`);

    await otherPage.goto(`${origin}/office/`);
    await expect(otherPage).toHaveURL(`${origin}/office/sign-in`);
    await otherPage.getByRole('textbox', { name: 'E-mail' }).fill(OFFICE.email);
    await otherPage.getByLabel('Password').fill(OFFICE.password);
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(otherPage.getByRole('alert')).toHaveText('The e-mail or the password is wrong.');
    await signIn(otherPage, OFFICE.email, chosen);
    await other.close();
  });
});

test('"Sign out everywhere" signs out every browser of the person', async ({ page, browser }) => {
  const password = 'the office chose a new passphrase';
  await signIn(page, OFFICE.email, password);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, OFFICE.email, password);
  await page.goto(`${origin}/office/people`);
  const sessions = page.getByRole('region', { name: peopleWords.sessionsTitle });
  await expect(sessions.getByText(peopleWords.otherBrowser).first()).toBeVisible();
  await sessions.getByRole('button', { name: peopleWords.signOutEverywhere }).click();
  await page.waitForURL(`${origin}/office/sign-in`);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(`${origin}/office/sign-in`);
  await other.close();
});
