// @vitest-environment node
/**
 * Two people on one page, the office's history and undo (docs/editor.md,
 * "History and undo"), on Node over real HTTP with real sessions, against
 * a Git repository made for the test in a temporary folder (the Worker has
 * no editor storage yet: tests/relay/integration/editorGateway.test.ts shows it
 * refuses these without a session and answers 503 with one).
 * Proven: a Publish over a change made since the person opened the page is
 * refused 409 with the page's name and who changed it when, nothing
 * written, and goes through once they reopen it; one the server cannot
 * check (opened before a restart) is refused too; of two Publishes at the
 * same instant over one version, one is written; the history lists the
 * newest 20 changes of the editor's places with who, when and the pages'
 * names in both languages, and what can be undone; an undo restores the
 * files' bytes as one commit by the person undoing, removes a file the
 * change added, and is refused (nothing written) after a later change to
 * the same file, for an unknown change, the first commit and a commit that
 * touched the site's code; without a session all of it is 401.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_PLACES } from '../../../src/config/editorPlaces';
import { nodePasswords } from '../../../src/relay/node/nodeRelay';
import { editorWords, HISTORY_LENGTH } from '../../../src/relay/editorGateway/editorGateway';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import { timeText } from '../../../src/relay/words';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';

const COLLEAGUE = { email: 'colleague@prairiepoint.example', password: 'a colleague chose this long one' };
const ABOUT = `${EDITOR_PLACES.pages.path}/about.yaml`;
const AUTO = `${EDITOR_PLACES.coverage.path}/auto.yaml`;
const ARTICLE_ES = `${EDITOR_PLACES.articles.path}/es/primer-articulo.md`;
const aboutText = (en: string) => `head:\n  title:\n    en: ${en}\n    es: Nosotros\n`;
const autoText = (en: string) => `name:\n  en: ${en}\n  es: Seguro de auto\ncategory: personal\n`;
const ABOUT_NAME = 'About Us / Nosotros (page)';

let node: ServedNodeRelay;
let scratch: string;
let repo: string;

const gitIn = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_DIR: join(repo, '.git') } }).trim();
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const developerCommit = (message: string) => execFileSync('git', ['-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', 'commit', '-q', '-a', '-m', message], { cwd: repo });
const commits = () => Number(gitIn('rev-list', '--count', 'HEAD'));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'editor-history-'));
  repo = join(scratch, 'site');
  mkdirSync(repo);
  const editorDir = join(scratch, 'dist-admin');
  mkdirSync(editorDir);
  writeFileSync(join(editorDir, 'index.html'), '<!doctype html><title>Content editor</title>');
  execFileSync('git', ['init', '-q', '-b', 'main', repo]);
  write('package.json', '{ "name": "site" }\n');
  write(ABOUT, aboutText('About Us'));
  write(AUTO, autoText('Auto Insurance'));
  write(ARTICLE_ES, '---\nid: primer-articulo\ntitle: "Cómo elegir: un seguro"\n---\nTexto.\n');
  write(EDITOR_PLACES.facts.path, '{ "name": "Agency" }\n');
  gitIn('add', '-A');
  developerCommit('The site');
  node = await startServedNodeRelay('editor-history', { log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE, editorRepo: repo, editorDir });
  const at = new Date().toISOString();
  await node.store.db
    .insertInto('accounts')
    .values({ id: crypto.randomUUID(), email: COLLEAGUE.email, password_hash: await hashPassword(COLLEAGUE.password, nodePasswords, TRIES_COST), created_at: at, updated_at: at, role: 'staff' })
    .execute();
}, 120_000);

afterAll(async () => {
  await stopAll(node);
  rmSync(scratch, { recursive: true, force: true });
});

const site = (path: string, init: RequestInit = {}) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init });

async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const answer = await site('/office/sign-in', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(answer.status, `sign-in of ${email}`).toBe(303);
  return answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
}

const post = async (cookie: string | undefined, path: string, body: unknown, extra: Record<string, string> = {}) => {
  const answer = await site(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}), ...extra },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
const editor = (cookie: string, action: string, params: unknown) => post(cookie, '/office/api/editor', { action, params });
const open = (cookie: string, path: string) => editor(cookie, 'getEntry', { branch: 'main', path });
const publish = (cookie: string, path: string, raw: string, message: string, newPath?: string) =>
  editor(cookie, 'persistEntry', { branch: 'main', dataFiles: [{ slug: 'x', path, raw, ...(newPath ? { newPath } : {}) }], assets: [], options: { commitMessage: message } });
const undo = (cookie: string, commit: string) => post(cookie, '/office/api/editor/undo', { commit });

interface Change {
  commit: string;
  who: string;
  at: string;
  when: string;
  message: string;
  pages: string[];
  undoable: boolean;
}
const history = async (cookie: string) => {
  const answer = await site('/office/api/editor/history', { headers: { Cookie: cookie } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return ((await answer.json()) as { changes: Change[] }).changes;
};

describe('two people on one page', () => {
  let owner: string;
  let colleague: string;
  beforeAll(async () => {
    [owner, colleague] = [await signIn(OFFICE), await signIn(COLLEAGUE)];
  }, 60_000);

  it('refuses the second Publish over a change made since it was opened, naming the page and who changed it when; nothing is overwritten', async () => {
    expect((await open(owner, ABOUT)).status).toBe(200);
    expect((await open(colleague, ABOUT)).status).toBe(200);
    expect(await publish(colleague, ABOUT, aboutText('About the agency'), 'Colleague’s about')).toEqual({ status: 200, body: { message: 'entry persisted' } });
    const theirs = gitIn('rev-parse', 'HEAD');
    const before = commits();

    const refused = await publish(owner, ABOUT, aboutText('About our family agency'), 'Owner’s about');
    expect(refused.status).toBe(409);
    const when = timeText(gitIn('log', '-1', '--format=%aI'));
    // The page by the name it has now.
    expect(refused.body).toEqual({ error: editorWords.changedSince('About the agency / Nosotros (page)', `by ${COLLEAGUE.email} on ${when}`) });
    expect(refused.body.error).toBe(
      `Not saved: About the agency / Nosotros (page) was changed by ${COLLEAGUE.email} on ${when} after you opened it. Nothing was overwritten: reload the page to see that change, then make yours again.`,
    );
    expect(readFileSync(join(repo, ABOUT), 'utf8')).toBe(aboutText('About the agency'));
    expect([commits(), gitIn('rev-parse', 'HEAD'), gitIn('status', '--porcelain')]).toEqual([before, theirs, '']);

    // Reopened, the owner's change goes through; the colleague, who has not reopened since, is now the one refused.
    expect((await open(owner, ABOUT)).body).toMatchObject({ data: aboutText('About the agency') });
    expect((await publish(owner, ABOUT, aboutText('About our family agency'), 'Owner’s about')).status).toBe(200);
    expect((await publish(colleague, ABOUT, aboutText('About us, again'), 'Colleague again')).status).toBe(409);
    // Their own Publish does not refuse their next one: what a session wrote is what it has open.
    expect((await publish(owner, ABOUT, aboutText('About Us'), 'Owner’s second thought')).status).toBe(200);
    expect(readFileSync(join(repo, ABOUT), 'utf8')).toBe(aboutText('About Us'));
    expect(commits()).toBe(before + 2);
  });

  it('refuses a Publish it cannot check (opened before the server restarted: a session that was never served the file), and a new page whose file appeared meanwhile; takes a new page', async () => {
    const fresh = await signIn(OFFICE);
    const before = [commits(), readFileSync(join(repo, AUTO), 'utf8')];
    const blind = await publish(fresh, AUTO, autoText('Car insurance'), 'Blind');
    expect(blind).toEqual({ status: 409, body: { error: editorWords.notKnownOpened('Auto Insurance / Seguro de auto (coverage page)') } });
    expect([commits(), readFileSync(join(repo, AUTO), 'utf8')]).toEqual(before);

    // A new page: no file at its path yet, so nothing to overwrite.
    const boat = `${EDITOR_PLACES.coverage.path}/boat.yaml`;
    expect((await publish(fresh, boat, autoText('Boat Insurance'), 'New boat page')).status).toBe(200);
    // Someone else's new page at the same address meanwhile: refused, theirs kept.
    expect((await publish(colleague, boat, autoText('Boats'), 'My boat page')).status).toBe(409);
    expect(readFileSync(join(repo, boat), 'utf8')).toBe(autoText('Boat Insurance'));
  });

  it('writes one of two Publishes made at the same instant over the same version', async () => {
    await open(owner, AUTO);
    await open(colleague, AUTO);
    const before = commits();
    const answers = await Promise.all([publish(owner, AUTO, autoText('Auto (owner)'), 'Race owner'), publish(colleague, AUTO, autoText('Auto (colleague)'), 'Race colleague')]);
    const statuses = answers.map((answer) => answer.status).sort();
    console.log(`[attack] two Publishes of one page at once: answers ${statuses.join(', ')}, ${commits() - before} commit`);
    expect(statuses).toEqual([200, 409]);
    expect(commits()).toBe(before + 1);
    const kept = answers[0].status === 200 ? 'Auto (owner)' : 'Auto (colleague)';
    expect(readFileSync(join(repo, AUTO), 'utf8')).toBe(autoText(kept));
  });
});

describe('the history and undo', () => {
  let owner: string;
  let colleague: string;
  beforeAll(async () => {
    [owner, colleague] = [await signIn(OFFICE), await signIn(COLLEAGUE)];
  }, 60_000);

  it('lists the newest changes of the editor’s places with who, when, and the pages by name in both languages', async () => {
    await open(colleague, ARTICLE_ES);
    expect((await publish(colleague, ARTICLE_ES, '---\nid: primer-articulo\ntitle: "Cómo elegir: un seguro"\n---\nOtro texto.\n', 'Update Blog articles “primer-articulo”')).status).toBe(200);
    // A developer's commit outside the places is not the office's history.
    write('package.json', '{ "name": "site", "private": true }\n');
    developerCommit('Tooling');

    const changes = await history(owner);
    const newest = changes[0];
    expect(newest).toEqual({
      commit: gitIn('rev-parse', 'HEAD~1'),
      who: COLLEAGUE.email,
      at: new Date(gitIn('log', '-1', '--format=%aI', 'HEAD~1')).toISOString(),
      when: timeText(gitIn('log', '-1', '--format=%aI', 'HEAD~1')),
      message: 'Update Blog articles “primer-articulo”',
      pages: ['Cómo elegir: un seguro (article, Spanish)'],
      undoable: true,
    });
    expect(changes.map((change) => change.message)).not.toContain('Tooling');
    expect(changes.find((change) => change.message === 'Colleague’s about')).toMatchObject({ who: COLLEAGUE.email, pages: [ABOUT_NAME], undoable: false });
    expect(changes.find((change) => change.message === 'Race owner' || change.message === 'Race colleague')?.pages).toEqual([expect.stringMatching(/^Auto \((owner|colleague)\) \/ Seguro de auto \(coverage page\)$/)]);
    // The first commit touched the site's code too: listed, not undoable from the office.
    expect(changes.at(-1)).toMatchObject({ message: 'The site', who: 'dev@example.test', undoable: false });

    // Never more than the newest 20 (made here by commits in the copy: what is counted is commits, not who made them;
    // git run without blocking, the server being in this process).
    for (let count = 0; count < HISTORY_LENGTH; count++) {
      write(EDITOR_PLACES.facts.path, `{ "name": "Agency ${count}" }\n`);
      await promisify(execFile)('git', ['-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', 'commit', '-q', '-a', '-m', `Facts ${count}`], { cwd: repo });
    }
    const long = await history(owner);
    expect(long.length).toBe(HISTORY_LENGTH);
    expect(long[0]).toMatchObject({ message: `Facts ${HISTORY_LENGTH - 1}`, who: 'dev@example.test', pages: ['the agency facts'], undoable: true });
    expect(long.slice(1).every((change) => !change.undoable)).toBe(true);
  }, 120_000);

  it('undoes one change: the files’ bytes as they were, one commit by the person undoing; a page the change added is removed', async () => {
    const before = readFileSync(join(repo, ABOUT));
    await open(colleague, ABOUT);
    expect((await publish(colleague, ABOUT, aboutText('About: a mistake'), 'Colleague’s mistake')).status).toBe(200);
    const mistake = gitIn('rev-parse', 'HEAD');
    const count = commits();

    const undone = await undo(owner, mistake);
    expect(undone).toEqual({ status: 200, body: { commit: gitIn('rev-parse', 'HEAD'), message: editorWords.undone('Colleague’s mistake') } });
    expect(readFileSync(join(repo, ABOUT)).equals(before)).toBe(true);
    expect(commits()).toBe(count + 1);
    expect(gitIn('log', '-1', '--format=%an|%ae|%cn|%ce|%s|%P')).toBe(`${OFFICE.email}|${OFFICE.email}|${OFFICE.email}|${OFFICE.email}|Undo “Colleague’s mistake”|${mistake}`);
    expect(gitIn('diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD')).toBe(ABOUT);
    expect(gitIn('rev-parse', `HEAD:${ABOUT}`)).toBe(gitIn('rev-parse', `${mistake}~1:${ABOUT}`));
    expect(gitIn('status', '--porcelain')).toBe('');
    expect((await history(owner))[0]).toMatchObject({ who: OFFICE.email, message: 'Undo “Colleague’s mistake”', pages: [ABOUT_NAME], undoable: true });

    // A new page undone is gone again.
    const claims = `${EDITOR_PLACES.pages.path}/claims.yaml`;
    expect((await publish(colleague, claims, aboutText('Claims'), 'New claims page')).status).toBe(200);
    expect((await undo(colleague, gitIn('rev-parse', 'HEAD'))).status).toBe(200);
    expect(existsSync(join(repo, claims))).toBe(false);
    expect(gitIn('ls-tree', '--name-only', 'HEAD', '--', claims)).toBe('');
    expect(gitIn('status', '--porcelain')).toBe('');
  });

  it('refuses to undo a change whose file changed again later, an unknown change, the first commit and a commit of the site’s code; nothing written', async () => {
    await open(owner, AUTO);
    expect((await publish(owner, AUTO, autoText('Auto, first'), 'First auto change')).status).toBe(200);
    const first = gitIn('rev-parse', 'HEAD');
    expect((await publish(owner, AUTO, autoText('Auto, second'), 'Second auto change')).status).toBe(200);
    const head = gitIn('rev-parse', 'HEAD');
    const when = timeText(gitIn('log', '-1', '--format=%aI'));

    const later = await undo(colleague, first);
    expect(later).toEqual({ status: 409, body: { error: editorWords.changedLater('Auto, second / Seguro de auto (coverage page)', `by ${OFFICE.email} on ${when}`) } });
    expect(later.body.error).toBe(`Not undone: Auto, second / Seguro de auto (coverage page) was changed again by ${OFFICE.email} on ${when} after that change. Undo the later change first.`);
    expect((await history(owner)).find((change) => change.commit === first)?.undoable).toBe(false);

    const root = gitIn('rev-list', '--max-parents=0', 'HEAD');
    const tooling = gitIn('rev-list', '-n', '1', '--grep=Tooling', 'HEAD');
    const refusals = [
      [undefined, 400],
      ['HEAD', 400],
      ['0'.repeat(40), 400],
      ['f'.repeat(40), 400],
      [root, 400],
      [tooling, 400],
      [first, 409],
    ] as const;
    for (const [commit, status] of refusals) expect((await undo(colleague, commit as string)).status, String(commit)).toBe(status);
    expect((await undo(colleague, root)).body.error).toBe('The site’s first version cannot be undone.');
    expect((await undo(colleague, tooling)).body.error).toBe('That change also changed the site’s code, so it cannot be undone from the office: ask whoever runs the server.');
    expect((await undo(colleague, 'f'.repeat(40))).body.error).toBe('That change is not in the site’s history.');
    expect([gitIn('rev-parse', 'HEAD'), readFileSync(join(repo, AUTO), 'utf8'), gitIn('status', '--porcelain')]).toEqual([head, autoText('Auto, second'), '']);

    // The later change undone, the file is as the first change left it; that undo is itself a later change of the file.
    expect((await undo(colleague, head)).status).toBe(200);
    expect(readFileSync(join(repo, AUTO), 'utf8')).toBe(autoText('Auto, first'));
    expect((await undo(colleague, first)).status).toBe(409);
    expect(readFileSync(join(repo, AUTO), 'utf8')).toBe(autoText('Auto, first'));
  });

  it('answers none of it without a session, nor to another site', async () => {
    const head = gitIn('rev-parse', 'HEAD');
    for (const cookie of [undefined, `${SESSION_COOKIE}=${'A'.repeat(43)}`]) {
      const listed = await site('/office/api/editor/history', { headers: cookie ? { Cookie: cookie } : {} });
      expect([listed.status, await listed.json()]).toEqual([401, { error: 'Sign in' }]);
      expect(await post(cookie, '/office/api/editor/undo', { commit: head })).toEqual({ status: 401, body: { error: 'Sign in' } });
    }
    expect((await post(owner, '/office/api/editor/undo', { commit: head }, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(gitIn('rev-parse', 'HEAD')).toBe(head);
  });
});
