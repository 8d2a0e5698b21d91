// @vitest-environment node
/**
 * The office's change live on the same server, end to end (docs/editor.md,
 * "After Publish: the site rebuilt"): a real Git copy of this repository
 * (its tracked files, this checkout's node_modules hard-linked in) run with
 * `npm start` as the agency runs it (the project's own build, then the
 * server, the office's editor committing to that copy), on 127.0.0.1 and a
 * free port. The office publishes an About page whose English title is
 * empty: the real build fails, the site stays as it was, and the status
 * names the file and field. Then it changes the About page's first heading
 * in both languages and publishes: the status says "live in about N
 * minutes" (N from `npm start`'s measured build), and within N minutes
 * /about and /es/about on that server show the new heading.
 * Two full builds and a failed one: a few minutes on a loaded machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteBuildStatus } from '../../src/relay/office/editor/siteBuilds';
import { SESSION_COOKIE } from '../../src/relay/office/session';
import { OFFICE } from '../support/officeAccount';
import { ABOUT, publishAbout } from './support/publishAbout';

const ROOT = resolve(import.meta.dirname, '../..');
const [EN, ES] = ['Your Independent Insurance Agency', 'Su agencia de seguros independiente'];
const [NEW_EN, NEW_ES] = ['Your Neighborhood Insurance Agency', 'Su agencia de seguros del barrio'];
const MINUTE = 60_000;

let scratch: string;
let copy: string;
let server: ChildProcess | undefined;
let origin: string;
let cookie: string;
let logFile: string;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const page = async (path: string) => (await fetch(`${origin}${path}`)).text();
const status = async () => (await (await fetch(`${origin}/office/api/editor/status`, { headers: { Cookie: cookie } })).json()) as SiteBuildStatus;
const publish = (raw: string) => publishAbout(origin, cookie, raw);
/** Asks the status every second until the build has ended; answers it. */
async function settled(limitMs: number): Promise<SiteBuildStatus> {
  const until = Date.now() + limitMs;
  for (;;) {
    const now = await status();
    if (now.state !== 'building' || Date.now() > until) return now;
    await sleep(1_000);
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'site-rebuild-live-'));
  copy = join(scratch, 'copy');
  // The repository's tracked files as they are here, in a Git copy of their own.
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // Hard links, as the worktrees have theirs: the build names its modules by their path under the project (a link out would not do).
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(copy, 'node_modules')]);
  execFileSync('git', ['init', '-q', '-b', 'main', copy]);
  execFileSync('git', ['add', '-A'], { cwd: copy });
  execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.test', 'commit', '-q', '-m', 'The site'], { cwd: copy });

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  logFile = join(scratch, 'server.log');
  const out = openSync(logFile, 'w');
  // Where the build goes and which copy the editor uses: npm start's defaults (the copy itself), whatever this process was given.
  const { SITE_DIST: _dist, EDITOR_REPO: _repo, VITE_RELAY_ENDPOINT: _relay, SITE_ORIGIN: _origin, ...env } = process.env;
  // `npm start` in the copy: the build (measured), then the server with the office's editor on the copy itself.
  server = spawn('npm', ['start'], {
    cwd: copy,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(scratch, 'data'), OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  const until = Date.now() + 8 * MINUTE;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start ended:\n${readFileSync(logFile, 'utf8')}`);
    const up = await fetch(`${origin}/`).then((answer) => answer.ok, () => false);
    if (up) break;
    if (Date.now() > until) throw new Error(`npm start did not serve within 8 minutes:\n${readFileSync(logFile, 'utf8')}`);
    await sleep(1_000);
  }
  const signIn = await fetch(`${origin}/office/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(OFFICE).toString(),
  });
  expect(signIn.status).toBe(303);
  cookie = signIn.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
}, 9 * MINUTE);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const ended = new Promise((done) => server!.once('exit', done));
    // The server and its build stopped as a whole (npm, tsx, the server, a build it may be running); killed if they linger.
    const group = -server.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
      } catch {
        // Already ended.
      }
    };
    signal('SIGTERM');
    await Promise.race([ended, sleep(15_000)]);
    signal('SIGKILL');
    await ended;
  }
  rmSync(scratch, { recursive: true, force: true });
}, 2 * MINUTE);

it('shows the office’s About change in both languages on the same server within the stated time; a failed build first changes nothing and names the field', async () => {
  const original = readFileSync(join(copy, ABOUT), 'utf8');
  expect(await page('/about')).toContain(EN);
  expect(await page('/es/about')).toContain(ES);
  const before = await status();
  expect(before.state).toBe('live');

  // The English title emptied: the project's build refuses it, and the office is told where.
  await publish(original.replace(/(hero:\n(?:.*\n)*? {2}title:\n) {4}en: .*\n/, '$1'));
  const failed = await settled(10 * MINUTE);
  console.log(`[rebuild] real build refused the empty title: ${JSON.stringify(failed.problem)}`);
  expect(failed.state).toBe('failed');
  expect(failed.problem).toEqual([`${ABOUT}: hero.title.en is empty: write the English text (Title)`]);
  expect(await page('/about')).toContain(EN);

  // The colleague's change, both languages, one Publish.
  await publish(original.replace(`en: ${EN}\n`, `en: ${NEW_EN}\n`).replace(`es: ${ES}\n`, `es: ${NEW_ES}\n`));
  const published = Date.now();
  const building = await status();
  expect(building.state).toBe('building');
  const stated = building.expectedMinutes;
  expect(stated).toBe(before.expectedMinutes);
  const live = await settled(stated * MINUTE + 5 * MINUTE);
  const took = Date.now() - published;
  console.log(`[rebuild] real build: told "live in about ${stated} minute(s)" (npm start's build measured), live after ${(took / 1000).toFixed(1)} s`);
  expect(live.state, readFileSync(logFile, 'utf8').slice(-3000)).toBe('live');
  expect(took).toBeLessThanOrEqual(stated * MINUTE);
  const [english, spanish] = [await page('/about'), await page('/es/about')];
  expect(english).toContain(NEW_EN);
  expect(english).not.toContain(EN);
  expect(spanish).toContain(NEW_ES);
  expect(spanish).not.toContain(ES);
}, 25 * MINUTE);
