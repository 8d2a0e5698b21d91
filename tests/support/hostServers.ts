/**
 * The hosts a build is served by in the host checks (tests/support/hostChecks.ts),
 * each started on 127.0.0.1 and stopped by the test: nginx with a snippet
 * (Debian's, installed with apt-get when the tests run as root on a machine
 * without it, as tests/support/browser.ts does for Chromium), and
 * Cloudflare's own runtime serving a folder with its _headers and _redirects
 * (`wrangler pages dev`, from npm, offline: no telemetry, no update check, no
 * fetch of Cloudflare's request metadata).
 */
import { execFileSync, execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A port nothing listens on, from the system (no fixed port: several runs share a machine). */
export function freePort() {
  return new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
const installedNginx = () => NGINX_PATHS.find((path) => spawnSync(path, ['-v']).status === 0);

/** nginx's executable; as root with apt and none installed, installs Debian's `nginx` package first. Undefined when there is none. */
export function findNginx({ install = false } = {}): string | undefined {
  const found = installedNginx();
  if (found || !install || process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) return found;
  console.log("No nginx found: installing Debian's nginx package (apt-get)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx', { stdio: 'inherit' });
  return installedNginx();
}

/** The media types of the files a build holds (nginx's own list may not be installed). */
const NGINX_TYPES = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/plain': 'txt',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg jpeg',
  'image/png': 'png',
  'font/woff2': 'woff2',
};

export interface RunningHost {
  origin: string;
  stop: () => Promise<void>;
}

/** nginx serving `dist` with `snippet` inside its server block, as docs/deploy.md says to include it. */
export async function startNginx(nginx: string, dist: string, snippet: string): Promise<RunningHost> {
  const work = mkdtempSync(join(tmpdir(), 'nginx-host-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${work};`).join(' ');
  const types = Object.entries(NGINX_TYPES)
    .map(([type, extensions]) => `${type} ${extensions};`)
    .join(' ');
  writeFileSync(
    join(work, 'nginx.conf'),
    // As root, the workers too: they read the build wherever it is (a checkout's folder need not be world-readable).
    `${process.getuid?.() === 0 ? 'user root;' : ''} pid ${work}/nginx.pid; error_log ${work}/error.log; daemon on;
events {}
http {
  access_log off; ${temp}
  types { ${types} }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
${snippet}
  }
}
`,
  );
  execFileSync(nginx, ['-c', join(work, 'nginx.conf'), '-p', work], { stdio: 'pipe' });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      try {
        process.kill(Number(readFileSync(join(work, 'nginx.pid'), 'utf8')));
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/** The newest Workers compatibility date the installed runtime supports is older than today: a fixed one. */
const COMPATIBILITY_DATE = '2026-04-01';

/** Cloudflare Pages' runtime (wrangler pages dev, workerd) serving `dist` with its _headers and _redirects; resolves once it answers. */
export async function startPagesDev(dist: string, { timeoutMs = 90_000 } = {}): Promise<RunningHost & { log: () => string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const home = mkdtempSync(join(tmpdir(), 'wrangler-home-'));
  mkdirSync(join(home, 'config'));
  let log = '';
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/wrangler'),
    ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort), `--compatibility-date=${COMPATIBILITY_DATE}`],
    {
      cwd: home,
      detached: true,
      env: {
        ...process.env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        XDG_CONFIG_HOME: join(home, 'config'),
        WRANGLER_LOG_PATH: join(home, 'logs'),
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      // wrangler and its workerd: the whole group it leads.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (exit ${child.exitCode}):\n${log}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
      return { origin, stop, log: () => log };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`wrangler pages dev did not answer within ${timeoutMs / 1000} s:\n${log}`);
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}
