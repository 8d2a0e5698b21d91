// @vitest-environment node
/**
 * Each host's configuration on that host's own server (docs/deploy.md,
 * "What each host serves"): the same host checks (tests/support/hostChecks.ts)
 * run against one build served by
 * - the bundled server (src/server/siteServer.ts);
 * - nginx with the snippet printed from that build (Debian's nginx, installed
 *   by the test setup as root where it is missing);
 * - Cloudflare's runtime serving dist/ with its _headers and _redirects
 *   (`wrangler pages dev`, offline).
 * Where a host cannot express a rule, its limits say what it answers instead.
 *
 * The build: HOSTS_DIST names one already made (`npm test` passes the
 * browser tier's, built before this tier: tests/run.ts); run alone, this file
 * builds into a temporary folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { nginxSnippet } from '../../src/buildSteps/prerender/hostingHeaders';
import { readBuiltSite } from '../../src/distContract/builtSite';
import { createSiteServer } from '../../src/server/siteServer';
import { hostChecks, type HostLimits } from '../support/hostChecks';
import { findNginx, startNginx, startPagesDev, type RunningHost } from '../support/hostServers';
import { listenOnLoopback } from '../support/loopback';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'hosts-'));
const dist = process.env.HOSTS_DIST ? resolve(process.env.HOSTS_DIST) : join(work, 'dist');
const nginx = findNginx({ install: true });

/** `npm run build` into the temporary folder, as `npm run build` runs (vitest's NODE_ENV=test would give React's development bundle). */
function build(): Promise<void> {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return new Promise((done, fail) =>
    execFile('npm', ['run', 'build'], { cwd: root, env: { ...env, SITE_DIST: dist }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? fail(new Error(`${stdout}\n${stderr}`)) : done(),
    ),
  );
}

beforeAll(async () => {
  if (!process.env.HOSTS_DIST) await build();
  else if (!existsSync(dist)) throw new Error(`HOSTS_DIST=${dist}: no build there`);
}, 400_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One host's checks, its server started before them and stopped after. */
function checksOn(name: string, start: () => Promise<RunningHost>, limits: HostLimits = {}, { skip = false } = {}) {
  describe.skipIf(skip)(name, () => {
    let host: RunningHost | undefined;
    beforeAll(async () => {
      host = await start();
    }, 120_000);
    afterAll(() => host?.stop());
    for (const [title, run] of hostChecks(dist, limits)) it(title, () => run(host!.origin), 30_000);
  });
}

checksOn('the bundled server', async () => {
  const server: Server = createSiteServer({ dist });
  const { port } = await listenOnLoopback(server);
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) };
});

// Skipped only where nginx is missing and cannot be installed (not root, or no apt-get).
checksOn('nginx with the generated snippet', () => startNginx(nginx!, dist, nginxSnippet(readBuiltSite(dist))), {}, { skip: !nginx });

checksOn("Cloudflare Pages' runtime (wrangler pages dev) with _headers and _redirects", () => startPagesDev(dist), {
  // Pages sets its own Cache-Control on pages, to the same effect as no-cache: revalidate every time.
  pageCacheControl: 'public, max-age=0, must-revalidate',
  // wrangler's development asset server looks for "_headers/index.html" once it has set the host files
  // aside, and answers that lookup's ENOTDIR with 502; Cloudflare Pages does not upload them (docs/deploy.md).
  hostFileStatus: 502,
});
