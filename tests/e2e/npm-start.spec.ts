/**
 * `npm start` as a newcomer runs it (src/server/start.ts): its own build,
 * served by the bundled server with the real security headers and the lead
 * relay (src/relay/node/). A quote sent from /services/auto with script and
 * the contact form sent without script are each stored in the SQLite
 * database in the data folder before the answer, each has an .eml file in
 * <data>/outbox/ with every field labelled as its form labels it, and a
 * restart of the server keeps them (and sends nothing twice). A `_next`
 * pointing at another host is never followed. Its first line names the file
 * the build's output went to (none of it on screen); then its lines say where the
 * office's inbox is and how to sign in (OFFICE_EMAIL and OFFICE_PASSWORD
 * made the account at start), and that account signs in: both leads are
 * in the inbox with their form, page, fields and delivery, and the one
 * marked handled is still handled after the restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { formDefinitions, type FormId } from '../../src/formDefinitions/registry';
import type { FormValues } from '../../src/formDefinitions/types';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../src/relay/app';
import { labelledFields } from '../../src/relay/formOf';
import { DATABASE_FILE, OUTBOX_DIR } from '../../src/relay/node/nodeRelay';
import { readMessage } from '../support/eml';
import { validValues } from '../support/formFixtures';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { expectToast, fillForm, openForm, submitButton } from './support/forms';
import { OFFICE } from '../support/officeAccount';

/** The office's account, made at start from the environment (docs/deploy.md, "Office accounts"). */

/** Beside the browser tests' own server and relay ports (NPM_START_PORT chooses another). */
const port = Number(process.env.NPM_START_PORT ?? e2eEnv.port + 11);
const origin = `http://127.0.0.1:${port}`;

/** `npm start`'s build takes 20-30 s on a quiet 2-core machine and 3 min with five other engineers' tests on it. */
const COME_UP_MS = 400_000;

let server: ChildProcess | undefined;
let dataDir: string;
/** What the server printed: the line naming the build's log and then the server's first lines. */
let output = '';

interface StoredLead {
  id: string;
  door: string;
  form: string | null;
  subject: string;
  page: string;
  fields: string;
}

const stored = (): StoredLead[] => {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare('SELECT id, door, form, subject, page, fields FROM leads ORDER BY rowid').all() as StoredLead[];
  } finally {
    db.close();
  }
};
/** The .eml files written so far (none, and no folder, until the outbox has run). */
const outboxFiles = () => (existsSync(join(dataDir, OUTBOX_DIR)) ? readdirSync(join(dataDir, OUTBOX_DIR)).sort() : []);

/** Starts a server (`npm start`'s script, or the bundled server alone for a restart) and waits for its first lines. */
async function startServer(script: string) {
  output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST: `${e2eEnv.dist}-start`, DATA_DIR: dataDir };
  // Exactly what a newcomer has: no relay, mail or origin settings of the browser tests.
  for (const name of ['VITE_RELAY_ENDPOINT', 'VITE_RELAY_FORM_ACTION', 'SITE_ORIGIN', 'SMTP_URL', 'RELAY_WEBHOOK_URL']) delete env[name];
  Object.assign(env, { OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password });
  server = spawn('npx', ['tsx', script], { cwd: e2eEnv.root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not come up:\n${output}`)), COME_UP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('OFFICE_EMAIL made or reset')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  process.kill(-running.pid, 'SIGTERM');
  await exited;
}

/** The office's .eml of a lead: every field the visitor filled in, labelled as the form labels it, in its order. */
function expectOfficeMessage(lead: StoredLead, id: FormId, email: string) {
  const file = join(dataDir, OUTBOX_DIR, `${lead.id}.office.eml`);
  const { headers, text } = readMessage(readFileSync(file, 'utf8'));
  expect(headers.subject).toBe(lead.subject);
  expect(headers['reply-to']).toBe(email);
  expect(headers['message-id']).toBe(`<lead-${lead.id}.office@www.prairiepoint.example>`);
  const expected = labelledFields(JSON.parse(lead.fields));
  expect(expected.map((field) => field.label)).toEqual(formDefinitions[id].fields.map((field) => field.label));
  const lines = text.split('\n');
  const labelled = expected.map((field) => lines.findIndex((line) => line.startsWith(`${field.label}: ${field.value.split(/\r?\n/)[0]}`)));
  expect(labelled.every((index) => index > 0), `every field labelled in ${file}:\n${text}`).toBe(true);
  expect([...labelled].sort((a, b) => a - b), "in the form's order").toEqual(labelled);
  expect(text).toContain(`Lead: ${lead.id}`);
  expect(text).toContain(`Page: ${lead.page}`);
}

// One server for the whole file: its build takes a while, so the tests share it in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(COME_UP_MS + 10_000);
  dataDir = mkdtempSync(join(tmpdir(), 'npm-start-data-'));
  await startServer('src/server/start.ts');
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('says where its forms post, where leads are stored and where messages go; its headers follow that build', async ({ request }) => {
  // Its own lines first: the build's output is in a file beside the database (src/server/loggedCommand.ts).
  const buildLog = join(dataDir, 'build.log');
  expect(output.slice(0, output.indexOf('Site running at')).trim().split('\n')).toEqual([`Building the site (its output: ${buildLog})...`]);
  expect(readFileSync(buildLog, 'utf8')).toContain('prerendered');
  const serverLines = output.slice(output.indexOf('Site running at')).trim().split('\n').slice(0, 6);
  expect(serverLines).toEqual([
    `Site running at ${origin}/`,
    `Forms post to the lead relay on this server: ${RELAY_AJAX_PATH} (without script: ${RELAY_FORM_PATH})`,
    `Leads are stored in ${join(dataDir, DATABASE_FILE)}`,
    `SMTP_URL is not set: each message is written to ${join(dataDir, OUTBOX_DIR)}/ as an .eml file`,
    `The office's inbox: ${origin}/office/`,
    `Sign in as ${OFFICE.email} with OFFICE_PASSWORD (OFFICE_EMAIL made or reset that account at start)`,
  ]);
  // That account signs in to the inbox.
  const signedIn = await request.post(`${origin}/office/sign-in`, { form: OFFICE, headers: { Origin: origin }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  expect(signedIn.headers().location).toBe('/office/');
  expect(output).not.toContain('formsubmit.co');
  const policy = (await request.get(`${origin}/contact`)).headers()['content-security-policy'];
  // The lead relay is this server: nothing else to connect or post to.
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toMatch(/form-action 'self'$/);
});

test.describe('with script', () => {
  test('a quote from /services/auto is stored, answered, and its .eml has every field labelled', async ({ page }) => {
    const { form, definition } = await openForm(page, 'auto', `${origin}/services/auto`);
    const values: FormValues = { ...validValues(definition), email: 'with-script@example.com' };
    await fillForm(form, definition, values);
    const answer = page.waitForResponse(`${origin}${RELAY_AJAX_PATH}`);
    await submitButton(form, definition).click();
    const { id } = (await (await answer).json()) as { id: string };
    // The answer names a lead the database already holds.
    const lead = stored().find((row) => row.id === id)!;
    expect(lead).toMatchObject({ door: 'ajax', form: 'auto', page: '/services/auto' });
    await expectToast(page, definition.toasts.success);

    // The outbox sends a lead's messages side by side: either may be written first.
    await expect.poll(() => outboxFiles()).toEqual(expect.arrayContaining([`${id}.office.eml`, `${id}.confirmation.eml`]));
    expectOfficeMessage(lead, 'auto', 'with-script@example.com');
    const confirmation = readMessage(readFileSync(join(dataDir, OUTBOX_DIR, `${id}.confirmation.eml`), 'utf8'));
    expect(confirmation.headers.to).toBe('with-script@example.com');
    // The form's confirmation, then the lead's reference (src/relay/mail.ts, confirmationMessage).
    expect(confirmation.text.trim()).toBe(`${definition.confirmation}\n\nYour reference: ${id}`);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts through the real CSP, is stored, and the 303 lands on /thanks; its .eml has every field labelled', async ({ page, consoleErrors }) => {
    const response = await page.goto(`${origin}/contact`);
    expect(response?.headers()['content-security-policy']).toContain("form-action 'self'");
    const definition = formDefinitions.contact;
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillForm(form, definition, { ...validValues(definition), email: 'no-script@example.com' });

    await submitButton(form, definition).click();
    await page.waitForURL(`${origin}/thanks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

    const lead = stored().at(-1)!;
    // The office's subject: the form's shown name, the subject the visitor picked and the visitor (src/relay/formOf.ts, officeSubjectOf), not the `_subject` the page without script posts.
    expect(lead).toMatchObject({ door: 'form', form: 'contact', subject: `${definition.name} (Policy Question): Maria Lopez`, page: '/contact' });
    expect(Object.fromEntries(JSON.parse(lead.fields))).toMatchObject({ firstName: 'Maria', email: 'no-script@example.com', subject: 'policy', policyAgreement: 'true', _next: `${origin}/thanks` });
    await expect.poll(() => outboxFiles()).toContain(`${lead.id}.office.eml`);
    expectOfficeMessage(lead, 'contact', 'no-script@example.com');
    expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });

  test('a _next pointing at another host is stored but not followed', async ({ request }) => {
    const answer = await request.post(`${origin}${RELAY_FORM_PATH}`, {
      multipart: { email: 'redirect@example.com', _subject: 'Contact Form', _next: 'https://evil.example/phish' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers().location).toBeUndefined();
    expect(await answer.text()).toContain('Thank you, your request was recorded.');
    expect(stored().map((lead) => Object.fromEntries(JSON.parse(lead.fields)).email)).toEqual(['with-script@example.com', 'no-script@example.com', 'redirect@example.com']);
  });
});

test("both leads are in the office's inbox with their form, page, fields and delivery; one is marked handled", async ({ page }) => {
  await page.goto(`${origin}/office/`);
  await page.getByLabel('E-mail').fill(OFFICE.email);
  await page.getByLabel('Password').fill(OFFICE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  const quote = cards.filter({ hasText: 'with-script@example.com' });
  const contact = cards.filter({ hasText: 'no-script@example.com' });
  for (const [card, form, from] of [[quote, 'Auto insurance quote', '/services/auto'], [contact, 'Send us a message', '/contact']] as const) {
    await expect(card).toContainText(form);
    await expect(card).toContainText(from);
    await expect(card).toContainText('Delivered');
    await expect(card).toContainText('Open');
  }
  await contact.getByRole('heading').getByRole('link').click();
  const sent = page.getByRole('region', { name: 'What the visitor sent' });
  await expect(sent.getByRole('definition').filter({ hasText: 'no-script@example.com' })).toBeVisible();
  await expect(sent.getByRole('term')).toHaveText(formDefinitions.contact.fields.map((field) => field.label));
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark open' })).toBeVisible();
});

test('a restart keeps every lead and sends nothing twice', async ({ request }) => {
  test.setTimeout(60_000);
  const leads = stored();
  // The office's and the visitor's for each form, the office's alone for the post without a confirmation.
  await expect.poll(() => outboxFiles().length).toBe(5);
  const files = outboxFiles();
  await stopServer();
  await startServer('src/server/main.ts');
  expect((await request.get(`${origin}/contact`)).status()).toBe(200);
  expect(stored()).toEqual(leads);
  // The outbox ran at start: everything was delivered before, so nothing is written again.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(outboxFiles()).toEqual(files);
  // The lead the office marked handled is still handled.
  const signedIn = await request.post(`${origin}/office/sign-in`, { form: OFFICE, headers: { Origin: origin }, maxRedirects: 0 });
  const cookie = signedIn.headers()['set-cookie'].split(';')[0];
  const handled = (await (await request.get(`${origin}/office/api/leads?handled=handled`, { headers: { Cookie: cookie } })).json()) as { leads: { email: string }[] };
  expect(handled.leads.map((lead) => lead.email)).toEqual(['no-script@example.com']);
});
