// @vitest-environment node
/**
 * The content editor's gateway (docs/editor.md, "The editor's gateway"):
 * Decap's proxy protocol at /office/api/editor, behind the office's
 * sign-in. On Node over real HTTP, committing to a Git repository made for
 * the test in a temporary folder (a few content files, a package.json, and
 * links out of the content folders committed as an attacker would leave
 * them); on the Worker in workerd without its Git host's token: refused
 * without a session there too, and answered 503 with one (the Worker with
 * its Git host: ./editorGitHost.test.ts).
 * Proven: no session, 401 for every action; with one, folders listed,
 * entries read, each Publish one commit authored by the signed-in person
 * (two people's told apart) touching only its files; cross-site posts 403;
 * the attack list refused, with the repository's tree and files, and the
 * folder outside it, unchanged after it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_PLACES } from '../../../src/config/editorPlaces';
import { nodePasswords } from '../../../src/relay/node/nodeRelay';
import { editorWords, MAX_EDITOR_BODY } from '../../../src/relay/editorGateway/editorGateway';
import { EDITOR_PAGE_POLICY } from '../../../src/relay/editorGateway/editorPage';
import { hashPassword } from '../../../src/relay/accounts/password';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import type { RelayDatabase } from '../../../src/relay/schema';
import { OFFICE, TRIES_COST } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
const COLLEAGUE = { email: 'colleague@prairiepoint.example', password: 'a colleague chose this long one' };
const ABOUT = `${EDITOR_PLACES.pages.path}/about.yaml`;
const AUTO = `${EDITOR_PLACES.coverage.path}/auto.yaml`;
const ARTICLE = `${EDITOR_PLACES.articles.path}/en/first-article.md`;
const MEDIA = EDITOR_PLACES.media.path;
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every action Decap's proxy backend sends, with parameters that would be valid. */
const ACTIONS: Record<string, Record<string, unknown>> = {
  info: {},
  entriesByFolder: { branch: 'main', folder: EDITOR_PLACES.pages.path, extension: 'yaml', depth: 1 },
  entriesByFiles: { branch: 'main', files: [{ path: ABOUT }] },
  getEntry: { branch: 'main', path: ABOUT },
  persistEntry: { branch: 'main', dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: changed\n' }], assets: [], options: { commitMessage: 'Update about' } },
  getMedia: { branch: 'main', mediaFolder: MEDIA },
  getMediaFile: { branch: 'main', path: `${MEDIA}/photo.png` },
  persistMedia: { branch: 'main', asset: { path: `${MEDIA}/photo.png`, content: PNG, encoding: 'base64' }, options: { commitMessage: 'Upload' } },
  deleteFile: { branch: 'main', path: AUTO, options: { commitMessage: 'Delete' } },
  deleteFiles: { branch: 'main', paths: [AUTO], options: { commitMessage: 'Delete' } },
  getDeployPreview: { branch: 'main', collection: 'pages', slug: 'about' },
};

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;
let scratch: string;
let repo: string;
let outside: string;
/** The built editor's folder as the build leaves it (dist/admin/): its page only, which is what the relay serves. */
let editorDir: string;
const EDITOR_HTML = '<!doctype html><html lang="en"><head><meta name="robots" content="noindex"><title>Content editor</title><script type="module" src="/admin/assets/admin-test.js"></script></head><body></body></html>';

const gitIn = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_DIR: join(repo, '.git') } }).trim();
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
/** Every file of the working tree (links as links), with its bytes' hash: what must not change under attack. */
function treeSnapshot(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = path.slice(base.length + 1);
    if (name === '.git') continue;
    if (entry.isDirectory()) Object.assign(files, treeSnapshot(path, base));
    else if (entry.isSymbolicLink()) files[name] = 'link';
    else files[name] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/** A repository as a server's copy is: content files in the editor's places, the rest of a project beside them, one commit. */
function makeRepository() {
  scratch = mkdtempSync(join(tmpdir(), 'editor-gateway-'));
  repo = join(scratch, 'site');
  outside = join(scratch, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), 'not for the editor\n');
  mkdirSync(repo);
  editorDir = join(scratch, 'dist-admin');
  mkdirSync(editorDir);
  writeFileSync(join(editorDir, 'index.html'), EDITOR_HTML);
  execFileSync('git', ['init', '-q', '-b', 'main', repo]);
  write('package.json', '{ "name": "site" }\n');
  write(ABOUT, 'title: About us\n');
  write(AUTO, 'name: Auto\n');
  write(`${EDITOR_PLACES.pages.path}/home.yaml`, 'title: Home\n');
  write(ARTICLE, '---\ntitle: First\n---\nBody.\n');
  write(EDITOR_PLACES.site.path, 'name: Site\n');
  write(EDITOR_PLACES.facts.path, '{ "name": "Agency" }\n');
  write(`${MEDIA}/.gitkeep`, '');
  // Links an attacker (or a careless commit) left in the editor's folders: one to a folder outside, one to package.json, one to .git.
  symlinkSync(outside, join(repo, EDITOR_PLACES.pages.path, 'escape'));
  symlinkSync('../../../package.json', join(repo, EDITOR_PLACES.pages.path, 'linked.yaml'));
  symlinkSync('../../../.git', join(repo, EDITOR_PLACES.coverage.path, 'git'));
  gitIn('add', '-A');
  execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.test', 'commit', '-q', '-m', 'The site'], { cwd: repo });
}

beforeAll(async () => {
  makeRepository();
  [node, worker] = await Promise.all([
    startServedNodeRelay('editor-gateway', { log: () => {}, outboxIntervalMs: 60_000, officeAccount: OFFICE, editorRepo: repo, editorDir }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
  // A second person, as an accepted invitation leaves them (staff), their hash at the tests' cost.
  const at = new Date().toISOString();
  await node.store.db
    .insertInto('accounts')
    .values({ id: crypto.randomUUID(), email: COLLEAGUE.email, password_hash: await hashPassword(COLLEAGUE.password, nodePasswords, TRIES_COST), created_at: at, updated_at: at, role: 'staff' })
    .execute();
}, 120_000);

afterAll(async () => {
  await stopAll(node, worker);
  rmSync(scratch, { recursive: true, force: true });
});

interface Runtime {
  name: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}
const nodeRuntime: Runtime = { name: 'Node', fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }) };
const workerRuntime: Runtime = { name: 'the Worker', fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }) };

async function signIn(runtime: Runtime, { email, password }: { email: string; password: string }): Promise<string> {
  const answer = await runtime.fetch('/office/sign-in', {
    method: 'POST',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(answer.status, `sign-in of ${email}`).toBe(303);
  return answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
}

const editor = (runtime: Runtime, cookie: string | undefined, action: string, params: unknown, extra: Record<string, string> = {}) =>
  runtime.fetch('/office/api/editor', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}), ...extra },
    body: JSON.stringify({ action, params }),
  });

describe.each([nodeRuntime, workerRuntime])('the editor gateway without a session, on $name', (runtime) => {
  it('answers 401 to every action, and to a made-up session', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=${'A'.repeat(43)}`]) {
      for (const [action, params] of Object.entries(ACTIONS)) {
        const answer = await editor(runtime, cookie, action, params);
        expect(answer.status, `${action} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect(await answer.json()).toEqual({ error: 'Sign in' });
      }
      const history = await runtime.fetch('/office/api/editor/history', { headers: cookie ? { Cookie: cookie } : {} });
      expect([history.status, await history.json()]).toEqual([401, { error: 'Sign in' }]);
      const undo = await runtime.fetch('/office/api/editor/undo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ commit: 'a'.repeat(40) }),
      });
      expect([undo.status, await undo.json()]).toEqual([401, { error: 'Sign in' }]);
    }
  });

  it('sends Pages, the editor’s page, to the sign-in', async () => {
    for (const path of ['/office/pages/', '/office/pages', '/office/pages/index.html']) {
      const answer = await runtime.fetch(path);
      expect(answer.status, path).toBe(303);
      expect(answer.headers.get('location')).toBe('/office/sign-in');
    }
  });
});

describe('the editor gateway on the Worker, signed in', () => {
  it('says the editor does not publish from this server yet, for every action; a cross-site post is refused first', async () => {
    const cookie = await signIn(workerRuntime, OFFICE);
    for (const [action, params] of Object.entries(ACTIONS)) {
      const answer = await editor(workerRuntime, cookie, action, params);
      expect(answer.status, action).toBe(503);
      expect(await answer.json()).toEqual({ error: editorWords.notHere });
    }
    const history = await workerRuntime.fetch('/office/api/editor/history', { headers: { Cookie: cookie } });
    expect([history.status, await history.json()]).toEqual([503, { error: editorWords.notHere }]);
    const undo = await workerRuntime.fetch('/office/api/editor/undo', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie }, body: JSON.stringify({ commit: 'a'.repeat(40) }) });
    expect([undo.status, await undo.json()]).toEqual([503, { error: editorWords.notHere }]);
    expect((await editor(workerRuntime, cookie, 'getEntry', ACTIONS.getEntry, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const page = await workerRuntime.fetch('/office/pages/', { headers: { Cookie: cookie } });
    expect(page.status).toBe(503);
    expect(await page.text()).toBe(editorWords.notHere);
  });
});

describe('the editor gateway on Node, signed in', () => {
  let owner: string;
  let colleague: string;
  const call = async (cookie: string, action: string, params: unknown) => {
    const answer = await editor(nodeRuntime, cookie, action, params);
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  const commits = () => Number(gitIn('rev-list', '--count', 'HEAD'));

  beforeAll(async () => {
    [owner, colleague] = [await signIn(nodeRuntime, OFFICE), await signIn(nodeRuntime, COLLEAGUE)];
  });

  it('answers Pages with the built editor’s page, under the editor’s own policy, never cached', async () => {
    const page = await nodeRuntime.fetch('/office/pages/', { headers: { Cookie: colleague } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(EDITOR_HTML);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toBe(EDITOR_PAGE_POLICY);
    // Talks to this origin only (no Git host's API), embedded by nobody.
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    const bare = await nodeRuntime.fetch('/office/pages', { headers: { Cookie: colleague } });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/office/pages/']);
  });

  it('lists a folder and reads its entries, as decap-server answers them; no link is listed or followed', async () => {
    const pages = await call(owner, 'entriesByFolder', ACTIONS.entriesByFolder);
    expect(pages.status).toBe(200);
    const listed = pages.body as { data: string; file: { path: string; id: string } }[];
    expect(listed.map((entry) => entry.file.path)).toEqual([ABOUT, `${EDITOR_PLACES.pages.path}/home.yaml`]);
    expect(listed[0]).toEqual({ data: 'title: About us\n', file: { path: ABOUT, id: createHash('sha256').update('title: About us\n').digest('hex') } });

    const articles = await call(owner, 'entriesByFolder', { folder: EDITOR_PLACES.articles.path, extension: 'md', depth: 2 });
    expect((articles.body as { file: { path: string } }[]).map((entry) => entry.file.path)).toEqual([ARTICLE]);

    const about = await call(owner, 'getEntry', { path: ABOUT });
    expect(about).toMatchObject({ status: 200, body: { data: 'title: About us\n', file: { path: ABOUT } } });
    const files = await call(owner, 'entriesByFiles', { files: [{ path: EDITOR_PLACES.site.path, label: 'Site' }, { path: EDITOR_PLACES.facts.path }] });
    expect((files.body as { data: string }[]).map((entry) => entry.data)).toEqual(['name: Site\n', '{ "name": "Agency" }\n']);
    // A missing file is no error (Decap asks before it creates one); a link is read as missing, never followed.
    expect((await call(owner, 'getEntry', { path: `${EDITOR_PLACES.pages.path}/claims.yaml` })).body).toMatchObject({ data: null });
    expect((await call(owner, 'getEntry', { path: `${EDITOR_PLACES.pages.path}/linked.yaml` })).body).toMatchObject({ data: null });
  });

  it('makes each Publish one commit authored by the person who signed in, touching only its files; two people are told apart', async () => {
    // Each opens what they publish, as the editor does (a Publish of a page not opened in the session is refused: tests/relay/integration/editorHistory.test.ts).
    await call(colleague, 'getEntry', { path: ABOUT });
    await call(owner, 'getEntry', { path: AUTO });
    const before = commits();
    const persisted = await call(colleague, 'persistEntry', {
      ...ACTIONS.persistEntry,
      dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: About the agency\n' }],
      options: { commitMessage: 'Update Pages “about”', useWorkflow: false, status: '' },
    });
    expect(persisted).toEqual({ status: 200, body: { message: 'entry persisted' } });
    expect(readFileSync(join(repo, ABOUT), 'utf8')).toBe('title: About the agency\n');
    expect(commits()).toBe(before + 1);
    expect(gitIn('log', '-1', '--format=%an|%ae|%cn|%s')).toBe(`${COLLEAGUE.email}|${COLLEAGUE.email}|${COLLEAGUE.email}|Update Pages “about”`);
    expect(gitIn('diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD')).toBe(ABOUT);
    expect(gitIn('status', '--porcelain')).toBe('');

    const uploaded = await call(owner, 'persistMedia', ACTIONS.persistMedia);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ path: `${MEDIA}/photo.png`, name: 'photo.png', encoding: 'base64', content: PNG });
    expect(readFileSync(join(repo, MEDIA, 'photo.png'))).toEqual(Buffer.from(PNG, 'base64'));
    expect(((await call(owner, 'getMedia', { mediaFolder: MEDIA })).body as { name: string }[]).map((file) => file.name)).toEqual(['photo.png']);

    const renamed = await call(owner, 'persistEntry', {
      ...ACTIONS.persistEntry,
      dataFiles: [{ slug: 'auto-insurance', path: AUTO, newPath: `${EDITOR_PLACES.coverage.path}/auto-insurance.yaml`, raw: 'name: Auto insurance\n' }],
      options: { commitMessage: 'Rename auto' },
    });
    expect(renamed.status).toBe(200);
    expect(gitIn('diff-tree', '--no-commit-id', '--name-status', '-r', 'HEAD').split('\n').sort()).toEqual([`A\t${EDITOR_PLACES.coverage.path}/auto-insurance.yaml`, `D\t${AUTO}`]);

    expect((await call(colleague, 'deleteFile', { path: `${MEDIA}/photo.png`, options: { commitMessage: 'Remove the photo' } })).status).toBe(200);
    expect(readdirSync(join(repo, MEDIA))).toEqual(['.gitkeep']);

    expect(commits()).toBe(before + 4);
    expect(gitIn('log', `-4`, '--format=%ae %s').split('\n')).toEqual([
      `${COLLEAGUE.email} Remove the photo`,
      `${OFFICE.email} Rename auto`,
      `${OFFICE.email} Upload`,
      `${COLLEAGUE.email} Update Pages “about”`,
    ]);
    expect(gitIn('status', '--porcelain')).toBe('');
    // A Publish that changes nothing makes no empty commit.
    await call(owner, 'getEntry', { path: ABOUT });
    expect((await call(owner, 'persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: About the agency\n' }] })).status).toBe(200);
    expect(commits()).toBe(before + 4);
  });

  it('refuses the attack list and writes nothing anywhere', async () => {
    const head = gitIn('rev-parse', 'HEAD');
    const tree = treeSnapshot(repo);
    const outsideBefore = treeSnapshot(outside);
    const packageJson = readFileSync(join(repo, 'package.json'), 'utf8');
    const gitConfig = readFileSync(join(repo, '.git/config'), 'utf8');

    const pages = EDITOR_PLACES.pages.path;
    const paths = [
      'package.json',
      '.git/config',
      '../package.json',
      `${pages}/../../../package.json`,
      `${pages}/../../../.git/config`,
      '/etc/passwd',
      join(repo, ABOUT),
      `./${ABOUT}`,
      `${pages}//about.yaml`,
      `${pages}/%2e%2e/%2e%2e/%2e%2e/package.json`,
      `${pages}/..%2f..%2f..%2fpackage.json`,
      `${pages}/%2E%2E%2F%2E%2E%2F%2E%2E%2Fpackage.json`,
      `${pages}\\..\\..\\..\\package.json`,
      `${pages}/about.yaml\u0000.png`,
      `${pages}/\u0000`,
      `${pages}/.hidden.yaml`,
      `${pages}/escape/secret.yaml`,
      `${pages}/linked.yaml`,
      `${EDITOR_PLACES.coverage.path}/git/config.yaml`,
      `${pages}/about.yaml/`,
      `${pages}/deeper/about.yaml`,
      `${pages}/about.js`,
      `${MEDIA}/page.html`,
      `${MEDIA}/photo.svg`,
      `${EDITOR_PLACES.site.path}.bak`,
      'src/content/site.yaml/../../package.json',
      `${pages}/${'a'.repeat(400)}.yaml`,
    ];
    const writes: [string, unknown][] = paths.flatMap((path) => [
      ['persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'x', path, raw: 'pwned: true\n' }] }],
      ['persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'x', path: ABOUT, newPath: path, raw: 'pwned: true\n' }] }],
      ['persistEntry', { ...ACTIONS.persistEntry, dataFiles: [{ slug: 'about', path: ABOUT, raw: 'title: ok\n' }], assets: [{ path, content: PNG, encoding: 'base64' }] }],
      ['persistMedia', { ...ACTIONS.persistMedia, asset: { path, content: PNG, encoding: 'base64' } }],
      ['deleteFile', { path, options: { commitMessage: 'x' } }],
      ['deleteFiles', { paths: [AUTO, path], options: { commitMessage: 'x' } }],
    ]);
    const reads: [string, unknown][] = [
      ...paths.flatMap((path): [string, unknown][] => [
        ['getEntry', { path }],
        ['getMediaFile', { path }],
        ['entriesByFiles', { files: [{ path: ABOUT }, { path }] }],
      ]),
      ...['..', '.', '/', '', 'src', 'src/content', '.git', `${pages}/escape`, `${pages}/..`, `${pages}/../../..`, '/etc', `${pages}/%2e%2e`, `${EDITOR_PLACES.coverage.path}/git`].flatMap((folder): [string, unknown][] => [
        ['entriesByFolder', { folder, extension: 'yaml', depth: 1 }],
        ['getMedia', { mediaFolder: folder }],
      ]),
      ['entriesByFolder', { folder: pages, extension: 'json', depth: 100 }],
      ['entriesByFolder', { folder: pages, extension: '../../package.json', depth: 1 }],
      ['getMedia', { mediaFolder: pages }],
    ];
    const odd: [string, unknown][] = [
      ['__proto__', {}],
      ['constructor', {}],
      ['toString', {}],
      ['unpublishedEntries', {}],
      ['persistEntry', { dataFiles: 'not a list', assets: [] }],
      ['persistEntry', { dataFiles: [{ path: ABOUT, raw: 42 }] }],
      ['persistMedia', { asset: { path: `${MEDIA}/x.png`, content: 'not base64!', encoding: 'base64' } }],
      ['persistMedia', { asset: { path: `${MEDIA}/x.png`, content: 'abcde', encoding: 'base64' } }],
      ['entriesByFiles', { files: Array.from({ length: 501 }, () => ({ path: ABOUT })) }],
    ];

    const statuses: Record<string, number> = {};
    let leaked = 0;
    for (const [action, params] of [...writes, ...reads, ...odd]) {
      const answer = await call(owner, action, params);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const text = JSON.stringify(answer.body);
      if (text.includes('"name": "site"') || text.includes('not for the editor') || text.includes('[core]')) leaked++;
      if (answer.status === 200) {
        // Only a read of a plain file inside the places may answer, and then with nothing of the attack's target.
        expect(['entriesByFolder', 'getMedia', 'getEntry', 'entriesByFiles'], `${action} ${JSON.stringify(params).slice(0, 200)}`).toContain(action);
      } else expect([400, 422], `${action} ${JSON.stringify(params).slice(0, 200)}`).toContain(answer.status);
    }

    // Cross-site, with a valid session: refused before anything is read.
    const crossSite = await editor(nodeRuntime, owner, 'persistEntry', ACTIONS.persistEntry, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // A body past the cap: 413, the connection closed, nothing read.
    const huge = await editor(nodeRuntime, owner, 'persistMedia', { ...ACTIONS.persistMedia, asset: { path: `${MEDIA}/huge.png`, content: 'A'.repeat(MAX_EDITOR_BODY), encoding: 'base64' } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: editorWords.tooLarge });

    const attempts = writes.length + reads.length + odd.length + 2;
    console.log(
      `[attack] editor gateway: ${attempts} attempts (${writes.length} writes, ${reads.length} reads, ${odd.length} malformed, 1 cross-site, 1 of ${MAX_EDITOR_BODY / 1024 / 1024} MB): answers ${JSON.stringify(statuses)} + 403 + 413, ${leaked} leaked, ${commits() - Number(gitIn('rev-list', '--count', head))} commits`,
    );
    expect(leaked).toBe(0);
    expect(gitIn('rev-parse', 'HEAD')).toBe(head);
    expect(treeSnapshot(repo)).toEqual(tree);
    expect(treeSnapshot(outside)).toEqual(outsideBefore);
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toBe(packageJson);
    expect(readFileSync(join(repo, '.git/config'), 'utf8')).toBe(gitConfig);
    expect(gitIn('status', '--porcelain')).toBe('');
  }, 120_000);
});
