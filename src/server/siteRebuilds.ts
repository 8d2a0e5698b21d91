/**
 * The site rebuilt in the background after the office publishes (docs/editor.md,
 * "After Publish: the site rebuilt"; docs/deploy.md, "The editor on your own
 * server"). Each build is the project's own (`npm run build`, as `npm start`
 * runs it, with the forms and origin of the build being served) run in the
 * server's copy of the repository, into a fresh folder (SITE_DIST moves its
 * output: src/distContract/outDirs.ts), never the one being served. Only when
 * it passes, and the folder can be served, is it put live, in one step
 * (./liveSite.ts); a failed build changes nothing live, and its reason (the
 * lines naming the file and field: ./buildProblems.ts) is kept for the office.
 *
 * One build at a time, without blocking the server (a child process). Asks
 * that come while a build runs make one more build after it, however many
 * they are: it reads every commit made until it starts.
 *
 * The folder live before stays on disk until the next build goes live
 * (a request that began on it finishes on it: requests time out after 30 s,
 * a build takes a minute or more); older ones, a failed build's and the
 * build's own scratch (its .ssr and office output) are removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteBuilds, SiteBuildStatus } from '../relay/index';
import { buildProblems } from './buildProblems';

/** Until a build's time is measured (`npm run serve`, which does not build): about this long. */
export const UNMEASURED_BUILD_MS = 2 * 60_000;
/** The project's build, as `npm start` runs it (./start.ts). */
export const SITE_BUILD_COMMAND = { command: 'npm', args: ['run', 'build'] };
/** The builds' folders are named build-<n> (SITE_DIST), their scratch build-<n>.ssr and build-<n>-office beside them. */
const BUILD_NAME = /^build-(\d+)(?:\.ssr|-office)?$/;
export const LAST_BUILD_LOG = 'last-build.log';

export interface SiteRebuildOptions {
  /** The copy the build runs in: the server's own copy of the repository, where the editor commits. */
  repo: string;
  /** Where the builds' folders go (DATA_DIR/site-builds), the last build's log with them. */
  buildsDir: string;
  /** The build's environment: the one the served build was made with (its relay endpoint and origin). */
  env: NodeJS.ProcessEnv;
  /** Puts a passed build's folder live; throws if it cannot be served (the build then counts as failed). */
  swap: (dist: string) => void;
  /** What builds (default SITE_BUILD_COMMAND): tests give a small real command; it writes its site into SITE_DIST. */
  command?: { command: string; args: string[] };
  /** How long the last build took, when it was measured before this process rebuilt (`npm start`'s own build). */
  lastBuildMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface SiteRebuilds extends SiteBuilds {
  /** Resolves when no build runs and none is waiting. */
  idle(): Promise<void>;
  /** Stops: no further build; the running one is ended (its folder removed). */
  close(): Promise<void>;
}

/** Builds vary with the machine's load: the office is told a quarter more than the last one took, so that "about" errs late, not early. */
export const BUILD_TIME_MARGIN = 1.25;
/** The minutes the office is told: from milliseconds, with the margin, rounded up, at least 1. */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil((ms * BUILD_TIME_MARGIN) / 60_000));

export function siteRebuilds(options: SiteRebuildOptions): SiteRebuilds {
  const { repo, buildsDir, env, swap, command = SITE_BUILD_COMMAND, now = () => new Date(), log = console.log } = options;
  let lastBuildMs = options.lastBuildMs;
  let state: { state: 'live' | 'failed'; since: Date; problem?: string[] } = { state: 'live', since: now() };
  let running: { started: Date; child?: ChildProcess; done?: Promise<void> } | undefined;
  let waiting = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  mkdirSync(buildsDir, { recursive: true });
  let next = Math.max(0, ...readdirSync(buildsDir).map((name) => Number(BUILD_NAME.exec(name)?.[1] ?? 0))) + 1;
  /** The build's folder live now, and the one before it (kept for the requests it is still answering). */
  let live: string | undefined;
  let previous: string | undefined;
  // A previous process's builds are not served by this one.
  removeBuildsExcept([]);

  function removeBuildsExcept(kept: (string | undefined)[]) {
    for (const name of readdirSync(buildsDir)) {
      if (BUILD_NAME.test(name) && !kept.some((folder) => folder && join(buildsDir, name) === folder)) rmSync(join(buildsDir, name), { recursive: true, force: true });
    }
  }

  function start() {
    const folder = join(buildsDir, `build-${next++}`);
    const started = now();
    const logFile = join(buildsDir, LAST_BUILD_LOG);
    const fd = openSync(logFile, 'w');
    const build: NonNullable<typeof running> = { started };
    running = build;
    log(`[site] rebuilding the site after the office's change (into ${folder}; its output: ${logFile})`);
    build.done = new Promise<void>((resolve) => {
      let child: ChildProcess;
      try {
        // Its own process group, so that close() ends the build's whole tree (npm, then vite's).
        child = spawn(command.command, command.args, { cwd: repo, env: { ...env, SITE_DIST: folder }, stdio: ['ignore', fd, fd], detached: true });
      } catch (error) {
        closeSync(fd);
        finish(folder, started, error instanceof Error ? error.message : String(error));
        return resolve();
      }
      build.child = child;
      let ended = false;
      const end = (exit: string | undefined) => {
        if (ended) return;
        ended = true;
        closeSync(fd);
        finish(folder, started, exit);
        resolve();
      };
      child.on('error', (error) => end(error.message));
      child.on('close', (code, signal) => end(code === 0 ? undefined : signal ? `signal ${signal}` : `exit ${code}`));
    });
    void build.done.then(afterBuild);
  }

  function finish(folder: string, started: Date, exit: string | undefined) {
    const ended = now();
    const seconds = ((ended.getTime() - started.getTime()) / 1000).toFixed(1);
    // The build's scratch is never served.
    for (const scratch of [`${folder}.ssr`, `${folder}-office`]) rmSync(scratch, { recursive: true, force: true });
    let problem: string[] | undefined;
    if (exit !== undefined) {
      const output = readLog();
      problem = closed ? ['The server stopped during the build.'] : buildProblems(output);
      log(`[site] the rebuild failed (${exit}) after ${seconds} s; the site live is unchanged. ${problem.join(' | ')}`);
    } else if (closed) {
      problem = ['The server stopped during the build.'];
    } else {
      try {
        swap(folder);
      } catch (error) {
        problem = [error instanceof Error ? error.message : String(error)];
        log(`[site] the rebuild passed but cannot be served; the site live is unchanged. ${problem[0]}`);
      }
    }
    if (problem) {
      rmSync(folder, { recursive: true, force: true });
      state = { state: 'failed', since: ended, problem };
      return;
    }
    lastBuildMs = ended.getTime() - started.getTime();
    previous = live;
    live = folder;
    removeBuildsExcept([live, previous]);
    state = { state: 'live', since: ended };
    log(`[site] the rebuilt site is live (built in ${seconds} s)`);
  }

  function readLog() {
    try {
      return readFileSync(join(buildsDir, LAST_BUILD_LOG), 'utf8');
    } catch {
      return '';
    }
  }

  function afterBuild() {
    running = undefined;
    if (waiting && !closed) {
      waiting = false;
      start();
      return;
    }
    waiting = false;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  }

  return {
    request() {
      if (closed) return;
      if (running) waiting = true;
      else start();
    },
    status(): SiteBuildStatus {
      const buildMs = lastBuildMs ?? UNMEASURED_BUILD_MS;
      if (!running) return { ...state, since: state.since.toISOString(), expectedMinutes: minutesOf(buildMs), ...(state.problem ? { problem: state.problem } : {}) };
      // What is committed now is live when the running build ends, or, when a build waits behind it, when that one does.
      const left = Math.max(0, buildMs - (now().getTime() - running.started.getTime()));
      return { state: 'building', since: running.started.toISOString(), expectedMinutes: minutesOf(left + (waiting ? buildMs : 0)) };
    },
    idle: () => (running ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async close() {
      closed = true;
      waiting = false;
      const current = running;
      if (!current) return;
      const pid = current.child?.pid;
      if (pid) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // Already ended.
        }
      }
      await current.done;
    },
  };
}
