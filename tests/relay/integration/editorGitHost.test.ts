// @vitest-environment node
/**
 * The editor on Cloudflare (docs/deploy.md, "The editor on Cloudflare"):
 * the real Worker in workerd, its editor's gateway committing through
 * GitHub's REST API (src/relay/worker/githubStorage.ts) to the one
 * stand-in the tests allow, a GitHub API on 127.0.0.1 over an in-memory
 * repository that records every request (tests/support/gitHostStandIn.ts).
 * The contract: an entry read, folders listed, a Publish exactly one new
 * commit (one blob, one tree, one commit, one ref update with force false)
 * authored by the signed-in person, a photo uploaded (and one over the
 * contents API's 1 MB read back through the blob API), every request with
 * the token as a bearer and naming only the editor's places; a path
 * outside them refused before any request reaches the host; nothing
 * answered without a session; the host's refusals told in the office's
 * words, the token never echoed; Pages, the built editor's page, answered
 * from the Worker's assets with a session only. (Node's side of the same gateway:
 * tests/relay/integration/editorGateway.test.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_PLACES } from '../../../src/config/editorPlaces';
import { editorWords } from '../../../src/relay/editorGateway/editorGateway';
import { EDITOR_PAGE_POLICY } from '../../../src/relay/editorGateway/editorPage';
import { editorFile, editorFolder, outsideWords } from '../../../src/relay/editorGateway/editorPaths';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { gitHostWords } from '../../../src/relay/worker/githubStorage';
import { startGitHostStandIn, type GitHostStandIn } from '../../support/gitHostStandIn';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
const REPO = 'prairie-point/site';
const BRANCH = 'main';
const TOKEN = 'github_pat_11STANDIN0000000000000_onlyForTheTestsAndNeverEchoed';
const COLLEAGUE = { email: 'colleague@prairiepoint.example', password: 'a colleague chose this long one' };
const PAGES = EDITOR_PLACES.pages.path;
const ABOUT = `${PAGES}/about.yaml`;
const HOME = `${PAGES}/home.yaml`;
const AUTO = `${EDITOR_PLACES.coverage.path}/auto.yaml`;
const ARTICLE = `${EDITOR_PLACES.articles.path}/en/first-article.md`;
const MEDIA = EDITOR_PLACES.media.path;
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every action Decap's proxy backend sends, with parameters that would be valid. */
const ACTIONS: Record<string, Record<string, unknown>> = {
  info: {},
  entriesByFolder: { branch: BRANCH, folder: PAGES, extension: 'yaml', depth: 1 },
  entriesByFiles: { branch: BRANCH, files: [{ path: ABOUT }] },
  getEntry: { branch: BRANCH, path: ABOUT },
  persistEntry: { branch: BRANCH, dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: changed\n' }], assets: [], options: { commitMessage: 'Update about' } },
  getMedia: { branch: BRANCH, mediaFolder: MEDIA },
  getMediaFile: { branch: BRANCH, path: `${MEDIA}/photo.png` },
  persistMedia: { branch: BRANCH, asset: { path: `${MEDIA}/photo.png`, content: PNG, encoding: 'base64' }, options: { commitMessage: 'Upload' } },
  deleteFile: { branch: BRANCH, path: AUTO, options: { commitMessage: 'Delete' } },
  deleteFiles: { branch: BRANCH, paths: [AUTO], options: { commitMessage: 'Delete' } },
  getDeployPreview: { branch: BRANCH, collection: 'pages', slug: 'about' },
};

let host: GitHostStandIn;
let worker: WorkerRelay<RelayDatabase>;
/** The Worker's static assets as the office's build leaves them: the built editor's page copied to editor/index.html. */
let assetsDir: string;
const EDITOR_HTML = '<!doctype html><html lang="en"><head><meta name="robots" content="noindex"><title>Content editor</title><script type="module" src="/admin/assets/admin-test.js"></script></head><body></body></html>';

beforeAll(async () => {
  host = await startGitHostStandIn({
    repo: REPO,
    branch: BRANCH,
    token: TOKEN,
    files: {
      'package.json': '{ "name": "site" }\n',
      '.github/workflows/deploy.yml': 'on: push\n',
      [ABOUT]: 'title: About us\n',
      [HOME]: 'title: Home\n',
      [AUTO]: 'name: Auto\n',
      [ARTICLE]: '---\ntitle: First\n---\nBody.\n',
      [EDITOR_PLACES.site.path]: 'name: Site\n',
      [EDITOR_PLACES.facts.path]: '{ "name": "Agency" }\n',
      [`${MEDIA}/.gitkeep`]: '',
      // A link committed into a content folder, to a file outside it: GitHub answers it with package.json itself.
      [`${PAGES}/linked.yaml`]: { link: '../../../package.json' },
    },
  });
  assetsDir = mkdtempSync(join(tmpdir(), 'editor-git-host-assets-'));
  mkdirSync(join(assetsDir, 'editor'));
  writeFileSync(join(assetsDir, 'editor', 'index.html'), EDITOR_HTML);
  worker = await startWorkerRelay<RelayDatabase>({
    assetsDir,
    vars: {
      MAIL_API_URL: 'http://127.0.0.1:9/unused',
      OFFICE_EMAIL: OFFICE.email,
      OFFICE_PASSWORD: OFFICE.password,
      EDITOR_GITHUB_TOKEN: TOKEN,
      EDITOR_GITHUB_REPO: REPO,
      EDITOR_GITHUB_BRANCH: BRANCH,
      EDITOR_GITHUB_API_URL: host.apiUrl,
    },
  });
  const at = new Date().toISOString();
  await worker.db
    .insertInto('accounts')
    .values({ id: crypto.randomUUID(), email: COLLEAGUE.email, password_hash: await hashPassword(COLLEAGUE.password, {}, TRIES_COST), created_at: at, updated_at: at, role: 'staff' })
    .execute();
}, 180_000);

afterAll(async () => {
  await stopAll(worker, host);
  rmSync(assetsDir, { recursive: true, force: true });
});

const fetchWorker = (path: string, init?: RequestInit) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init });

async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const answer = await fetchWorker('/office/sign-in', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(answer.status, `sign-in of ${email}`).toBe(303);
  return answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
}

/** Every answer's text, to prove the token never comes back. */
const answered: string[] = [];
async function call(cookie: string | undefined, action: string, params: unknown) {
  const answer = await fetchWorker('/office/api/editor', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ action, params }),
  });
  const text = await answer.text();
  answered.push(text);
  return { status: answer.status, body: JSON.parse(text) as unknown };
}

/** The repository path a request to the contents API named (undefined for the Git data API's calls). */
const contentsPath = (path: string) => /^\/repos\/[^/]+\/[^/]+\/contents\/([^?]+)\?ref=main$/.exec(path)?.[1];
/** Calls as `METHOD /path-after-the-repository`, the query dropped. */
const callsSince = (count: number) => host.requests.slice(count).map(({ method, path }) => `${method} ${path.replace(`/repos/${REPO}`, '').replace(/\?.*$/, '')}`);

describe('the editor on the Worker without a session', () => {
  it('answers 401 to every action and to a made-up session, sends Pages to the sign-in, and never calls the Git host', async () => {
    const before = host.requests.length;
    for (const cookie of [undefined, `${SESSION_COOKIE}=${'A'.repeat(43)}`]) {
      for (const [action, params] of Object.entries(ACTIONS)) {
        const answer = await call(cookie, action, params);
        expect(answer, `${action} with ${cookie ?? 'no cookie'}`).toEqual({ status: 401, body: { error: 'Sign in' } });
      }
    }
    for (const path of ['/office/pages/', '/office/pages', '/office/pages/index.html']) {
      const answer = await fetchWorker(path);
      expect([answer.status, answer.headers.get('location')], path).toEqual([303, '/office/sign-in']);
    }
    expect(host.requests.length).toBe(before);
  });
});

describe('the editor on the Worker, signed in, against the Git host stand-in', () => {
  let owner: string;
  let colleague: string;

  beforeAll(async () => {
    [owner, colleague] = [await signIn(OFFICE), await signIn(COLLEAGUE)];
  });

  it('answers Pages with the built editor’s page from the Worker’s assets, under the editor’s policy, never cached; the page is not served by its name', async () => {
    const page = await fetchWorker('/office/pages/', { headers: { Cookie: colleague } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(EDITOR_HTML);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(EDITOR_PAGE_POLICY);
    expect(page.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/editor/index.html', '/office/editor/index.html', '/office/../editor/index.html']) {
      const answer = await fetchWorker(path, { headers: { Cookie: colleague } });
      expect(await answer.text(), path).not.toContain('Content editor');
    }
  });

  it('reads entries and lists folders through the contents API, with the token as a bearer; a link is never followed', async () => {
    const before = host.requests.length;
    const pages = await call(owner, 'entriesByFolder', ACTIONS.entriesByFolder);
    expect(pages.status).toBe(200);
    expect(pages.body).toMatchObject([
      { data: 'title: About us\n', file: { path: ABOUT } },
      { data: 'title: Home\n', file: { path: HOME } },
    ]);
    const articles = await call(owner, 'entriesByFolder', { folder: EDITOR_PLACES.articles.path, extension: 'md', depth: 2 });
    expect(articles.body).toMatchObject([{ data: '---\ntitle: First\n---\nBody.\n', file: { path: ARTICLE } }]);
    expect((await call(owner, 'getEntry', { path: ABOUT })).body).toMatchObject({ data: 'title: About us\n', file: { path: ABOUT } });
    const files = await call(owner, 'entriesByFiles', { files: [{ path: EDITOR_PLACES.site.path, label: 'Site' }, { path: EDITOR_PLACES.facts.path }] });
    expect((files.body as { data: string }[]).map((entry) => entry.data)).toEqual(['name: Site\n', '{ "name": "Agency" }\n']);
    // A missing file is no error (Decap asks before it creates one); the link, answered by GitHub with package.json, reads as missing.
    expect((await call(owner, 'getEntry', { path: `${PAGES}/claims.yaml` })).body).toMatchObject({ data: null });
    const linked = await call(owner, 'getEntry', { path: `${PAGES}/linked.yaml` });
    expect(linked).toMatchObject({ status: 200, body: { data: null } });
    expect(JSON.stringify(linked.body)).not.toContain('"name": "site"');

    const calls = host.requests.slice(before);
    expect(calls.every((request) => request.method === 'GET' && request.bearer)).toBe(true);
    // The contents API only (no whole-repository tree), each call naming one of the editor's files or folders.
    for (const { path } of calls) {
      const named = contentsPath(path);
      expect(named, path).toBeDefined();
      expect('refused' in editorFile(named) && 'refused' in editorFolder(named), path).toBe(false);
    }
    console.log(`[contract] reads: ${calls.length} GET requests to the contents API, all with the bearer token, none outside the editor's places`);
  });

  it('makes a Publish exactly one new commit by the signed-in person: one blob, one tree, one commit, one ref update with force false', async () => {
    const before = host.requests.length;
    const head = host.head().sha;
    const persisted = await call(colleague, 'persistEntry', {
      ...ACTIONS.persistEntry,
      dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: About the agency\n' }],
      options: { commitMessage: 'Update Pages “about”', useWorkflow: false, status: '' },
    });
    expect(persisted).toEqual({ status: 200, body: { message: 'entry persisted' } });
    const [commit] = host.log();
    expect(commit.parents).toEqual([head]);
    expect(host.log()[1].sha).toBe(head);
    expect(commit.message).toBe('Update Pages “about”');
    expect([commit.author.email, commit.author.name, commit.committer.email]).toEqual([COLLEAGUE.email, COLLEAGUE.email, COLLEAGUE.email]);
    expect(host.changed(commit.sha)).toEqual([ABOUT]);
    expect(host.file(ABOUT)?.toString()).toBe('title: About the agency\n');
    expect(callsSince(before)).toEqual([`GET /git/ref/heads/${BRANCH}`, `GET /git/commits/${head}`, 'POST /git/blobs', 'POST /git/trees', 'POST /git/commits', `PATCH /git/refs/heads/${BRANCH}`]);
    const sent = host.requests.slice(before);
    expect(sent.every((request) => request.bearer)).toBe(true);
    expect(sent[3].body).toMatchObject({ tree: [{ path: ABOUT, mode: '100644', type: 'blob' }] });
    expect(sent[5].body).toEqual({ sha: commit.sha, force: false });

    // A Publish that changes nothing makes no commit and moves no ref.
    const again = host.requests.length;
    expect((await call(owner, 'persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: About the agency\n' }] })).status).toBe(200);
    expect(host.head().sha).toBe(commit.sha);
    expect(callsSince(again).filter((line) => line.startsWith('PATCH') || line === 'POST /git/commits')).toEqual([]);
  });

  it('uploads a photo as one commit and answers it; one over the contents API’s 1 MB is read back through the blob API', async () => {
    const uploaded = await call(owner, 'persistMedia', ACTIONS.persistMedia);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ path: `${MEDIA}/photo.png`, name: 'photo.png', encoding: 'base64', content: PNG });
    expect(host.changed(host.head().sha)).toEqual([`${MEDIA}/photo.png`]);
    expect(host.head().author.email).toBe(OFFICE.email);
    expect(host.file(`${MEDIA}/photo.png`)).toEqual(Buffer.from(PNG, 'base64'));

    const big = Buffer.alloc(1536 * 1024, 7);
    const before = host.requests.length;
    const large = await call(owner, 'persistMedia', { ...ACTIONS.persistMedia, asset: { path: `${MEDIA}/large.jpg`, content: big.toString('base64'), encoding: 'base64' } });
    expect(large.status).toBe(200);
    expect((large.body as { content: string }).content).toBe(big.toString('base64'));
    expect(callsSince(before).at(-1)).toMatch(/^GET \/git\/blobs\/[0-9a-f]{40}$/);
    expect(((await call(owner, 'getMedia', { mediaFolder: MEDIA })).body as { name: string }[]).map((file) => file.name)).toEqual(['large.jpg', 'photo.png']);
  });

  it('renames an entry and deletes files, each one commit', async () => {
    const renamed = await call(owner, 'persistEntry', {
      ...ACTIONS.persistEntry,
      dataFiles: [{ slug: 'auto-insurance', path: AUTO, newPath: `${EDITOR_PLACES.coverage.path}/auto-insurance.yaml`, raw: 'name: Auto insurance\n' }],
      options: { commitMessage: 'Rename auto' },
    });
    expect(renamed.status).toBe(200);
    expect(host.changed(host.head().sha)).toEqual([`${EDITOR_PLACES.coverage.path}/auto-insurance.yaml`, AUTO]);
    expect(host.file(AUTO)).toBeUndefined();
    expect((await call(colleague, 'deleteFiles', { paths: [`${MEDIA}/photo.png`, `${MEDIA}/large.jpg`], options: { commitMessage: 'Remove the photos' } })).status).toBe(200);
    expect(host.changed(host.head().sha)).toEqual([`${MEDIA}/large.jpg`, `${MEDIA}/photo.png`]);
    expect(host.log().slice(0, 5).map((commit) => `${commit.author.email} ${commit.message}`)).toEqual([
      `${COLLEAGUE.email} Remove the photos`,
      `${OFFICE.email} Rename auto`,
      `${OFFICE.email} Upload`,
      `${OFFICE.email} Upload`,
      `${COLLEAGUE.email} Update Pages “about”`,
    ]);
  });

  it('refuses every path outside the content and media folders before any request reaches the Git host', async () => {
    const before = host.requests.length;
    const head = host.head().sha;
    const paths = [
      'package.json',
      '.github/workflows/deploy.yml',
      '.git/config',
      '../package.json',
      `${PAGES}/../../../package.json`,
      '/etc/passwd',
      `./${ABOUT}`,
      `${PAGES}//about.yaml`,
      `${PAGES}/%2e%2e/%2e%2e/%2e%2e/package.json`,
      `${PAGES}/..%2f..%2fpackage.json`,
      `${PAGES}\\..\\..\\package.json`,
      `${PAGES}/about.yaml\u0000.png`,
      `${PAGES}/.hidden.yaml`,
      `${PAGES}/deeper/about.yaml`,
      `${PAGES}/about.js`,
      `${MEDIA}/page.html`,
      `${MEDIA}/photo.svg`,
      `${EDITOR_PLACES.site.path}.bak`,
      'src/relay/worker/entry.ts',
      `${PAGES}/${'a'.repeat(400)}.yaml`,
    ];
    const attempts: [string, unknown][] = paths.flatMap((path): [string, unknown][] => [
      ['getEntry', { path }],
      ['getMediaFile', { path }],
      ['entriesByFiles', { files: [{ path: ABOUT }, { path }] }],
      ['persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'x', path, raw: 'pwned: true\n' }] }],
      ['persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'x', path: ABOUT, newPath: path, raw: 'pwned: true\n' }] }],
      ['persistEntry', { ...ACTIONS.persistEntry, assets: [{ path, content: PNG, encoding: 'base64' }] }],
      ['persistMedia', { ...ACTIONS.persistMedia, asset: { path, content: PNG, encoding: 'base64' } }],
      ['deleteFile', { path }],
      ['deleteFiles', { paths: [HOME, path] }],
    ]);
    for (const folder of ['..', '.', '/', '', 'src', 'src/content', '.git', '.github', `${PAGES}/..`, '/etc', `${PAGES}/%2e%2e`]) {
      attempts.push(['entriesByFolder', { folder, extension: 'yaml', depth: 1 }], ['getMedia', { mediaFolder: folder }]);
    }
    let refused = 0;
    for (const [action, params] of attempts) {
      const answer = await call(owner, action, params);
      expect(answer.status, `${action} ${JSON.stringify(params).slice(0, 160)}`).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/^The editor may not change /);
      refused++;
    }
    expect((await call(owner, 'getEntry', { path: 'package.json' })).body).toEqual({ error: outsideWords('package.json') });
    console.log(`[attack] editor on the Worker: ${refused} attempts outside the content and media folders, ${refused} refused, ${host.requests.length - before} requests reached the Git host`);
    expect(host.requests.length).toBe(before);
    expect(host.head().sha).toBe(head);
  }, 60_000);

  it('tells the office in its words when the host refuses the key, does not know the branch, is busy or fails; the token is never echoed', async () => {
    const head = host.head().sha;
    host.state.token = 'a token the host no longer takes';
    expect(await call(owner, 'persistEntry', ACTIONS.persistEntry)).toEqual({ status: 502, body: { error: gitHostWords.refused } });
    expect(await call(owner, 'getEntry', { path: ABOUT })).toEqual({ status: 502, body: { error: gitHostWords.refused } });
    host.state.token = TOKEN;

    host.state.failNext = [404];
    expect(await call(owner, 'persistEntry', ACTIONS.persistEntry)).toEqual({ status: 502, body: { error: gitHostWords.unknown } });
    host.state.failNext = [403];
    expect(await call(owner, 'getEntry', { path: ABOUT })).toEqual({ status: 503, body: { error: gitHostWords.busy } });
    host.state.failNext = [500];
    expect(await call(owner, 'persistEntry', ACTIONS.persistEntry)).toEqual({ status: 500, body: { error: editorWords.failed } });
    expect(host.head().sha).toBe(head);

    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter((text) => text.includes(TOKEN) || text.includes('github_pat_'))).toEqual([]);
    expect(worker.output.filter((line) => line.includes(TOKEN) || line.includes('github_pat_'))).toEqual([]);
    // What the Worker logged of the failure names the call and the status, for whoever runs the site.
    expect(worker.output.some((line) => line.includes('the Git host answered 500 to GET /git/ref/heads/main'))).toBe(true);
  });

  it('makes a Publish again on a branch that moved under it (another Publish landed first), and refuses it in plain words when it keeps moving', async () => {
    host.state.interleave = 1;
    const landed = await call(colleague, 'persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'home', path: HOME, raw: 'title: Welcome\n' }], options: { commitMessage: 'Update home' } });
    expect(landed).toEqual({ status: 200, body: { message: 'entry persisted' } });
    const [ours, theirs] = host.log();
    expect([ours.message, theirs.message]).toEqual(['Update home', `Elsewhere: ${PAGES}/elsewhere-0.yaml`]);
    expect(ours.parents).toEqual([theirs.sha]);
    expect(host.changed(ours.sha)).toEqual([HOME]);
    // Both kept: nothing was overwritten by a forced move.
    expect(host.file(`${PAGES}/elsewhere-0.yaml`)?.toString()).toBe('title: Elsewhere\n');

    host.state.interleave = 3;
    const before = host.requests.length;
    expect(await call(owner, 'persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'home', path: HOME, raw: 'title: Lost\n' }] })).toEqual({ status: 409, body: { error: gitHostWords.moved } });
    expect(callsSince(before).filter((line) => line.startsWith('PATCH'))).toHaveLength(3);
    expect(host.requests.slice(before).every((request) => request.method !== 'PATCH' || (request.body as { force?: unknown }).force === false)).toBe(true);
    expect(host.log()[0].author.email).toBe('someone@example.test');
    expect(host.file(HOME)?.toString()).toBe('title: Welcome\n');
  });
});
