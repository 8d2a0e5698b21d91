/**
 * `npm start` as a newcomer and as an agency run it (src/server/start.ts),
 * in a Git copy of this repository (tests/support/servedGitCopy.ts): its own
 * build, served by the bundled server with the real security headers and
 * the lead relay (src/relay/node/). One `npm start` and its build for all
 * the tests of this file, in order.
 *
 * A quote sent from /services/auto with script and the contact form sent
 * without script are each stored in the SQLite database in the data folder
 * before the answer, each has an .eml file in <data>/outbox/ with every
 * field labelled as its form labels it. A `_next` pointing at another host
 * is never followed. Its first line names the file the build's output went
 * to (none of it on screen); then its lines say where the office's inbox is
 * and how to sign in (OFFICE_EMAIL and OFFICE_PASSWORD made the account at
 * start), and that account signs in: both leads are in the inbox with
 * their form, page, fields and delivery, one marked handled.
 *
 * Then the office's editor on that server, the whole story
 * (./support/editorStory.ts: a colleague invited, a change published,
 * live, undone, a build that fails, the colleague removed). Last, a restart
 * of the server keeps every lead (and sends nothing twice), and the one
 * marked handled is still handled: after the story, which it would
 * otherwise take off `npm start`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { formDefinitions, type FormId } from '../../src/formDefinitions/registry';
import type { FormValues } from '../../src/formDefinitions/types';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../src/relay/app';
import { labelledFields } from '../../src/relay/formOf';
import { DATABASE_FILE, OUTBOX_DIR } from '../../src/relay/node/nodeRelay';
import { readMessage } from '../support/eml';
import { validValues } from '../support/formFixtures';
import { expect, test } from './support/fixtures';
import { expectToast, fillForm, openForm, submitButton } from './support/forms';
import { OFFICE } from '../support/officeAccount';
import { serveGitCopy, type ServedGitCopy } from '../support/servedGitCopy';
import { editorStory } from './support/editorStory';

/** npm start's build alone took 108 s here, up to about 280 s under the others' load: with room. */
const COME_UP_MS = 10 * 60_000;

let served: ServedGitCopy;
let dataDir: string;
let origin: string;

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
/** The leads' .eml files written so far (none, and no folder, until the outbox has run); not the office's own messages (office-*.eml: the story's invitation). */
const outboxFiles = () => (existsSync(join(dataDir, OUTBOX_DIR)) ? readdirSync(join(dataDir, OUTBOX_DIR)).filter((name) => !name.startsWith('office-')).sort() : []);

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

// One server for the whole file, its tests in order: its build takes a while, and the restart comes last.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(COME_UP_MS + 60_000);
  served = await serveGitCopy({ comeUpMs: COME_UP_MS });
  ({ dataDir, origin } = served);
});

test.afterAll(async () => {
  await served?.stop();
});

test('says where its forms post, where leads are stored and where messages go; its headers follow that build', async ({ request }) => {
  // Its own lines first: the build's output is in a file beside the database (src/server/loggedCommand.ts).
  const buildLog = join(dataDir, 'build.log');
  // The site answers as the server starts listening; its lines follow at once.
  await expect.poll(() => served.output()).toContain('OFFICE_EMAIL made or reset');
  const output = served.output();
  // Its own lines, after npm's two naming the script.
  const npmBanner = (line: string) => line === '' || line.startsWith('> ');
  expect(output.slice(0, output.indexOf('Site running at')).trim().split('\n').filter((line) => !npmBanner(line))).toEqual([`Building the site (its output: ${buildLog})...`]);
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

// The office's editor, on this server while npm start runs it.
editorStory(() => served);

test('a restart keeps every lead and sends nothing twice', async ({ request }) => {
  test.setTimeout(120_000);
  const leads = stored();
  // The office's and the visitor's for each form, the office's alone for the post without a confirmation.
  await expect.poll(() => outboxFiles().length).toBe(5);
  const files = outboxFiles();
  await served.restart();
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
