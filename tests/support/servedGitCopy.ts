/**
 * `npm start` as an agency runs it, in a Git copy of its own (docs/editor.md,
 * "After Publish: the site rebuilt"): this repository's tracked files as they
 * are in this checkout, committed in a fresh repository, this checkout's
 * node_modules hard-linked in; then `npm start` there (the project's own
 * build, measured, then the server with the lead relay and the office's
 * editor committing to that copy), on 127.0.0.1 and a free port, its data
 * folder beside the copy. Nothing of the caller's relay, origin or build
 * folder settings reaches it: npm start's defaults, as a newcomer's.
 * Restarted without a build (`restart`), stopped as a whole (npm, tsx, the
 * server and a rebuild it may be running) and removed in one call.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { OFFICE } from './officeAccount';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServedGitCopy {
  /** The Git copy the server serves and its editor commits to. */
  copy: string;
  /** The server's DATA_DIR (its database, its outbox of .eml files, its builds). */
  dataDir: string;
  origin: string;
  /** Everything npm start and the server printed so far (a failed test's report). */
  output(): string;
  /** The copy's commits after the first (the site as copied): `git log --numstat` in the copy, newest first, each file with its lines added and removed. */
  commits(): { hash: string; author: string; subject: string; files: { path: string; added: number; removed: number }[] }[];
  /** A file as the copy's first commit holds it (the site as copied). */
  original(path: string): string;
  /**
   * The server stopped as a whole and started again without a build, as the
   * agency restarts it (`npm run serve`: src/server/main.ts, the same data
   * folder and build); resolves once the site answers.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The copy made and `npm start` run in it; resolves once the site answers (its build first: minutes on a loaded machine). */
export async function serveGitCopy({ comeUpMs }: { comeUpMs: number }): Promise<ServedGitCopy> {
  const scratch = mkdtempSync(join(tmpdir(), 'served-git-copy-'));
  const copy = join(scratch, 'copy');
  const dataDir = join(scratch, 'data');
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
  const first = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: copy, encoding: 'utf8' }).trim();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(scratch, 'server.log');
  // Where the build goes, which copy the editor uses, where forms post and mail goes: npm start's defaults, whatever this process was given.
  const env = { ...process.env };
  for (const name of ['SITE_DIST', 'EDITOR_REPO', 'VITE_RELAY_ENDPOINT', 'VITE_RELAY_FORM_ACTION', 'SITE_ORIGIN', 'SMTP_URL', 'RELAY_WEBHOOK_URL']) delete env[name];
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password });
  /** Runs the command in the copy, its output added to the log; in its own process group, stopped as a whole. */
  const launch = (command: string, args: string[]) => {
    const out = openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: copy, env, stdio: ['ignore', out, out], detached: true });
    closeSync(out);
    return child;
  };
  let server = launch('npm', ['start']);
  const output = () => readFileSync(logFile, 'utf8');

  /** Ends the server's whole process group (npm, tsx, the server and a rebuild it may be running). */
  async function end() {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      const ended = new Promise((done) => server.once('exit', done));
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
      // Whatever lingers (a build's child) ended too.
      signal('SIGKILL');
      await ended;
    }
  }

  async function stop() {
    await end();
    rmSync(scratch, { recursive: true, force: true });
  }

  /** Waits until the server started as `what` serves the site; stops everything and throws if it ends or takes longer than `withinMs`. */
  async function servingBy(what: string, withinMs: number) {
    const until = Date.now() + withinMs;
    for (;;) {
      if (server.exitCode !== null) {
        const printed = output();
        await stop();
        throw new Error(`${what} ended:\n${printed}`);
      }
      if (await fetch(`${origin}/`).then((answer) => answer.ok, () => false)) return;
      if (Date.now() > until) {
        const printed = output();
        await stop();
        throw new Error(`${what} did not serve within ${withinMs / 1000} s:\n${printed}`);
      }
      await sleep(1_000);
    }
  }
  await servingBy('npm start', comeUpMs);

  return {
    copy,
    dataDir,
    origin,
    output,
    commits: () =>
      execFileSync('git', ['log', '--format=%x00%H%x01%ae%x01%s', '--numstat', `${first}..HEAD`], { cwd: copy, encoding: 'utf8' })
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
          const [head, ...lines] = entry.trim().split('\n');
          const [hash, author, subject] = head!.split('\x01');
          const files = lines.filter(Boolean).map((line) => {
            const [added, removed, path] = line.split('\t');
            return { path: path!, added: Number(added), removed: Number(removed) };
          });
          return { hash: hash!, author: author!, subject: subject!, files };
        }),
    original: (path) => execFileSync('git', ['show', `${first}:${path}`], { cwd: copy, encoding: 'utf8' }),
    async restart() {
      await end();
      server = launch('npm', ['run', 'serve']);
      await servingBy('the restarted server', 60_000);
    },
    stop,
  };
}
