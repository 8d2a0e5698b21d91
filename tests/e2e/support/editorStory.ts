/**
 * The office's editor on the agency's own server, the whole story in
 * Chromium (docs/editor.md, "The editor's gateway", "History and undo",
 * "After Publish: the site rebuilt"; docs/relay.md, "The office's people"):
 * `npm start` in a Git copy of this repository (tests/support/servedGitCopy.ts:
 * its own build, its lead relay writing mail as .eml files, no Git host, no
 * `npm run cms`), on 127.0.0.1 and a free port.
 *
 * The owner signs in and invites a colleague; the invitation's .eml link, in
 * the colleague's own browser, lets them choose a password and be signed in.
 * The colleague opens Pages, the About page, changes its subtitle's sentence
 * in English and Spanish and publishes: the notice says "live in about N
 * minutes" (N from npm start's measured build), and within N minutes /about
 * and /es/about on that server show the new sentence; `git log` in the copy
 * has one new commit, authored by the colleague, changing one line in each
 * language of one file. The owner opens Recent changes on Pages and undoes
 * it: the file is the shipped one byte for byte, and once rebuilt the pages
 * show the old sentence again. Then a file the build refuses arrives (the
 * About page with its English title emptied, posted through the gateway with
 * the owner's session, as a hand edit would be: the form itself refuses an
 * empty title): the real build fails, the site's pages stay byte for byte as
 * they were, and Pages, opened, names the file and the field. Meanwhile the
 * owner removes the colleague, and the colleague's still open Pages tab can
 * no longer save: refused, said in the office's words with the way to the
 * sign-in (src/admin/signedOutNotice.ts), nothing committed, and their
 * password no longer signs in.
 *
 * Builds: npm start's own, the colleague's, the undo's and the failed one,
 * nothing more (each real build takes a minute or two of both cores; up to
 * about five on a loaded machine). On the server of tests/e2e/npm-start.spec.ts,
 * which declares this test among its own, in order (its server's restart
 * comes after it): one `npm start` and its build for both, not the
 * browser tier's shared server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { historyWords } from '../../../src/admin/officeHistory';
import { signedOutWords } from '../../../src/admin/signedOutNotice';
import { OUTBOX_DIR } from '../../../src/relay/node/nodeRelay';
import { siteBuildWords } from '../../../src/relay/editorGateway/siteBuildWords';
import type { SiteBuildStatus } from '../../../src/relay/editorGateway/siteBuilds';
import { WRONG_CREDENTIALS } from '../../../src/relay/office/officeApp';
import { choosePasswordPage, peopleWords } from '../../../src/relay/accounts/peopleWords';
import { readMessage } from '../../support/eml';
import { OFFICE } from '../../support/officeAccount';
import { ABOUT, publishAbout, type EditorPost } from '../../support/publishAbout';
import type { ServedGitCopy } from '../../support/servedGitCopy';
import { expect, test } from './fixtures';

const MINUTE = 60_000;
const COLLEAGUE = 'sam.colleague@prairiepoint.example';
const COLLEAGUE_PASSWORD = 'the colleague picked this passphrase';
/** The About page's subtitle, its sentence as the pages show it (the placeholders before it filled), before and after. */
const OLD = {
  en: 'helping families, businesses and truckers find the right coverage from many carriers.',
  es: 'que ayuda a familias, negocios y camioneros a encontrar la cobertura adecuada entre muchas aseguradoras.',
};
const NEW = {
  en: 'helping neighbors, shops and truckers compare coverage from many carriers.',
  es: 'que ayuda a vecinos, comercios y camioneros a comparar la cobertura de muchas aseguradoras.',
};
/** The commit message Decap gives a Publish of the About page. */
const ABOUT_PUBLISHED = 'Update Pages “about”';

/** The server of the spec that declares the story (editorStory), set as the story starts. */
let served: ServedGitCopy;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pageText = async (path: string) => (await fetch(`${served.origin}${path}`)).text();

/** Asks both pages every 2 s until each shows its sentence (or the time is up); answers how long it took. */
async function untilPagesShow(sentences: { en: string; es: string }, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [english, spanish] = [await pageText('/about'), await pageText('/es/about')];
    if (english.includes(sentences.en) && spanish.includes(sentences.es)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`/about and /es/about did not show “${sentences.en}” within ${limitMs / 1000} s:\n${served.output().slice(-3000)}`);
    await sleep(2_000);
  }
}

/** The newest invitation link mailed to the address: its .eml in the outbox folder (written by the outbox run the invitation started). */
async function invitationLink(to: string): Promise<string> {
  const dir = join(served.dataDir, OUTBOX_DIR);
  const link = new RegExp(`${served.origin}/office/invitation/[\\w-]{43}`);
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const messages = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith('office-') && name.endsWith('.eml')) : [];
        found = messages
          .map((name) => readMessage(readFileSync(join(dir, name), 'utf8')))
          .filter((message) => message.headers.to === to)
          .map((message) => link.exec(message.text)?.[0])
          .find(Boolean);
        return found;
      },
      { message: `an invitation to ${to} in ${dir}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${served.origin}/office/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${served.origin}/office/`);
}

/** From the office, Pages (the editor, loaded whole: a minute on a loaded machine), its Login (the session is the account), then the About page's form. */
async function openAbout(page: Page) {
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.waitForURL(`${served.origin}/office/pages/**`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: MINUTE });
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('link', { name: 'About page' }).click();
  await expect(page.getByRole('textbox', { name: 'Subtitle (English)' })).toBeVisible({ timeout: 30_000 });
}

/** The subtitle's sentence replaced in both boxes of the open About page. */
async function changeSubtitle(page: Page, from: { en: string; es: string }, to: { en: string; es: string }) {
  for (const [language, box] of [
    ['en', page.getByRole('textbox', { name: 'Subtitle (English)' })],
    ['es', page.getByRole('textbox', { name: 'Subtitle (Español)' })],
  ] as const) {
    const text = await box.inputValue();
    expect(text).toContain(from[language]);
    await box.fill(text.replace(from[language], to[language]));
  }
}

/** Decap's Publish, then its "Publish now" (the office's Pages publishes at once: one commit per Publish). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** The notice at the bottom left (src/admin/siteBuildNotice.ts). */
const buildNotice = (page: Page) => page.locator('[data-site-build]');

async function colleagueBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/** Declares the story's test, on the served copy `servedCopy` gives once the spec's server is up. */
export function editorStory(servedCopy: () => ServedGitCopy) {
  test('the owner invites a colleague, whose About change goes live in both languages within the stated time as one commit of theirs; undone; a failed build changes nothing; removed, their open tab cannot save', async ({ page: owner, browser, consoleErrors }) => {
    test.setTimeout(40 * MINUTE);
    served = servedCopy();
    const { origin } = served;
    const status = async (page: Page) => (await (await page.request.get(`${origin}/office/api/editor/status`)).json()) as SiteBuildStatus;
    const original = served.original(ABOUT);
    expect(await pageText('/about')).toContain(OLD.en);
    expect(await pageText('/es/about')).toContain(OLD.es);

    // The owner invites the colleague.
    await signIn(owner, OFFICE.email, OFFICE.password);
    await owner.getByRole('link', { name: peopleWords.tab }).click();
    await owner.getByLabel(peopleWords.inviteEmail).fill(COLLEAGUE);
    await owner.getByRole('button', { name: peopleWords.inviteButton }).click();
    await expect(owner.getByRole('status')).toHaveText(peopleWords.invited(COLLEAGUE));

    // The colleague, in a browser of their own, follows the link in the .eml and chooses a password: signed in.
    const link = await invitationLink(COLLEAGUE);
    const { context: theirs, page: colleague } = await colleagueBrowser(browser);
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { level: 1, name: choosePasswordPage.invitationTitle })).toBeVisible();
    await colleague.getByLabel(choosePasswordPage.password).fill(COLLEAGUE_PASSWORD);
    await colleague.getByLabel(choosePasswordPage.repeat).fill(COLLEAGUE_PASSWORD);
    await colleague.getByRole('button', { name: choosePasswordPage.button }).click();
    await colleague.waitForURL(`${origin}/office/`);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

    // Pages, the About page: one sentence changed in both languages, published.
    await openAbout(colleague);
    const before = await status(colleague);
    expect(before.state).toBe('live');
    await changeSubtitle(colleague, OLD, NEW);
    await publish(colleague);
    const published = Date.now();
    // The notice says when, from npm start's measured build.
    await expect(buildNotice(colleague)).toContainText(siteBuildWords.building(before.expectedMinutes));
    const stated = Number(/live on the site in about (\d+) minutes?/.exec(await buildNotice(colleague).innerText())![1]);
    expect(stated).toBe(before.expectedMinutes);

    // git log in the served copy: one new commit, the colleague's, one line in each language of one file.
    const [change, ...none] = served.commits();
    expect(none).toEqual([]);
    expect(change).toMatchObject({ author: COLLEAGUE, subject: ABOUT_PUBLISHED, files: [{ path: ABOUT, added: 2, removed: 2 }] });

    // Live within the stated time, on the same server, in both languages; the notice says so.
    const took = await untilPagesShow(NEW, stated * MINUTE + 5 * MINUTE);
    console.log(`[story] told "live in about ${stated} minute(s)" (npm start's build measured); /about and /es/about showed it after ${(Date.now() - published) / 1000} s (${took / 1000} s of asking)`);
    expect(Date.now() - published).toBeLessThanOrEqual(stated * MINUTE);
    const [english, spanish] = [await pageText('/about'), await pageText('/es/about')];
    expect(english).not.toContain(OLD.en);
    expect(spanish).not.toContain(OLD.es);
    await expect(buildNotice(colleague)).toContainText(siteBuildWords.live, { timeout: 15_000 });

    // The owner, on Pages, sees the change in Recent changes, with who, and undoes it.
    await owner.goto(`${origin}/office/`);
    await owner.getByRole('link', { name: 'Pages', exact: true }).click();
    await owner.getByRole('button', { name: 'Login' }).click({ timeout: MINUTE });
    await owner.getByRole('button', { name: historyWords.open }).click();
    const recent = owner.getByRole('dialog', { name: historyWords.title });
    const theirChange = recent.getByRole('listitem').filter({ hasText: COLLEAGUE });
    await expect(theirChange).toContainText('About Us / Nosotros (page)');
    await expect(theirChange).toContainText(ABOUT_PUBLISHED);
    let asked = '';
    owner.once('dialog', (question) => {
      asked = question.message();
      void question.accept();
    });
    await theirChange.getByRole('button', { name: `${historyWords.undo} “${ABOUT_PUBLISHED}”` }).click();
    await expect(recent.getByRole('status')).toHaveText(`Undone: “${ABOUT_PUBLISHED}”. ${historyWords.reload}`);
    expect(asked).toMatch(new RegExp(`^Undo “${ABOUT_PUBLISHED}” \\(About Us / Nosotros \\(page\\)\\), made by ${COLLEAGUE.replace(/\./g, '\\.')} on `));
    await recent.getByRole('button', { name: historyWords.close }).click();
    const [undo] = served.commits();
    expect(undo).toMatchObject({ author: OFFICE.email, subject: `Undo “${ABOUT_PUBLISHED}”`, files: [{ path: ABOUT, added: 2, removed: 2 }] });
    expect(readFileSync(join(served.copy, ABOUT), 'utf8')).toBe(original);
    const undone = Date.now();
    await untilPagesShow(OLD, stated * MINUTE + 5 * MINUTE);
    console.log(`[story] the undo live after ${(Date.now() - undone) / 1000} s`);
    expect(await pageText('/about')).not.toContain(NEW.en);
    expect(await pageText('/es/about')).not.toContain(NEW.es);
    expect((await status(owner)).state).toBe('live');
    // The colleague's editor, reloaded as the undo said, shows the old sentence.
    await colleague.reload();
    await expect(colleague.getByRole('textbox', { name: 'Subtitle (English)' })).toHaveValue(new RegExp(OLD.en.replace(/\./g, '\\.')), { timeout: MINUTE });

    // A file the build refuses (the English title emptied), through the gateway with the owner's session.
    const [aboutBefore, esAboutBefore] = [await pageText('/about'), await pageText('/es/about')];
    const post: EditorPost = async (body) => {
      const answer = await owner.request.post(`${origin}/office/api/editor`, { data: body, headers: { 'Sec-Fetch-Site': 'same-origin' } });
      return { status: answer.status(), text: await answer.text() };
    };
    await publishAbout(post, original.replace(/(hero:\n(?:.*\n)*? {2}title:\n) {4}en: .*\n/, '$1'));
    const problem = [`${ABOUT}: hero.title.en is empty: write the English text (Title)`];

    // Meanwhile the owner removes the colleague.
    await owner.goto(`${origin}/office/people`);
    const row = owner.getByRole('region', { name: peopleWords.whoIsIn }).getByRole('listitem').filter({ hasText: COLLEAGUE });
    await row.getByRole('button', { name: `${peopleWords.remove} ${COLLEAGUE}` }).click();
    await owner.getByRole('button', { name: peopleWords.removeYes }).click();
    await expect(owner.getByRole('status')).toHaveText(peopleWords.removed(COLLEAGUE));
    // Their Pages tab, still open: a change and Publish are refused, and nothing is committed.
    const commitsBefore = served.commits().length;
    await changeSubtitle(colleague, OLD, NEW);
    await publish(colleague);
    // Said in the office's words (src/admin/signedOutNotice.ts), beside Decap's own toast; the change kept in the form.
    const signedOut = colleague.getByRole('alert').filter({ hasText: signedOutWords.text });
    await expect(signedOut).toBeVisible();
    await expect(colleague.getByText('Failed to persist entry: API_ERROR: Sign in')).toBeVisible();
    await expect(colleague.getByText('Unsaved changes')).toBeVisible();
    await expect(colleague.getByRole('textbox', { name: 'Subtitle (English)' })).toHaveValue(new RegExp(NEW.en.replace(/\./g, '\\.')));
    expect(served.commits().length).toBe(commitsBefore);
    // Its way to the sign-in, where their password no longer opens the office.
    await signedOut.getByRole('link', { name: signedOutWords.signIn }).click();
    await colleague.waitForURL(`${origin}/office/sign-in`);
    await colleague.getByRole('textbox', { name: 'E-mail' }).fill(COLLEAGUE);
    await colleague.getByLabel('Password').fill(COLLEAGUE_PASSWORD);
    await colleague.getByRole('button', { name: 'Sign in' }).click();
    await expect(colleague.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
    await theirs.close();

    // The failed build: the status names the file and field, Pages says it, and the site is as it was.
    await expect.poll(async () => (await status(owner)).state, { timeout: 10 * MINUTE, intervals: [2_000] }).toBe('failed');
    const failed = await status(owner);
    console.log(`[story] real build refused the empty title: ${JSON.stringify(failed.problem)}`);
    expect(failed.problem).toEqual(problem);
    // Pages opened again (signed in to it before: no Login this time) says it at once.
    await owner.goto(`${origin}/office/pages/`);
    await expect(buildNotice(owner)).toContainText(siteBuildWords.failed);
    await expect(buildNotice(owner).getByRole('listitem')).toHaveText(problem);
    expect(await pageText('/about')).toBe(aboutBefore);
    expect(await pageText('/es/about')).toBe(esAboutBefore);
    expect(consoleErrors).toEqual([]);
  });
}
