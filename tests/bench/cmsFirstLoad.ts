/**
 * `npx tsx tests/bench/cmsFirstLoad.ts`: the content editor's first load on
 * `npm run cms` (docs/editor.md, "Try it locally"): `npm run cms` started
 * with its dependency cache emptied (a first visit on a fresh clone, or after
 * a dependency changed), then /admin/ opened in a fresh browser: the time
 * from the command to the server's line, from the navigation to the *Login*
 * button, the requests the page made and the slowest of them; then the same
 * page reloaded (the cache warm). CMS_BENCH_RUNS (default 1) runs in a row.
 * Two runs compared: one after the other in one command, as the machine is
 * shared.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../support/browser';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function toLogin(page: Page, navigate: () => Promise<unknown>) {
  const requests: { url: string; ms: number }[] = [];
  const started = new Map<unknown, number>();
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('requestfinished', (request) => requests.push({ url: new URL(request.url()).pathname, ms: Date.now() - (started.get(request) ?? Date.now()) }));
  const at = Date.now();
  await navigate();
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 180_000 });
  const ms = Date.now() - at;
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  return { ms, requests: requests.length, slowest: requests.sort((a, b) => b.ms - a.ms).slice(0, 5).map(({ url, ms: took }) => `${took} ms ${url.slice(0, 90)}`) };
}

const runs = Number(process.env.CMS_BENCH_RUNS ?? 1);
const browser = await chromium.launch({ executablePath: findChromium({ install: true }), args: CHROMIUM_ARGS });
for (let run = 1; run <= runs; run++) {
  const port = await freePort();
  const backendPort = await freePort();
  // devServer.ts's own cache: emptied, as on a first visit.
  rmSync(resolve(root, `node_modules/.vite/cms-${port}`), { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', 'cms'], { cwd: root, env: { ...process.env, CMS_PORT: String(port), CMS_BACKEND_PORT: String(backendPort) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<number>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Content editor: http')) done(Date.now() - started);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => fail(new Error(`npm run cms exited with ${code}:\n${output}`)));
  });
  try {
    const serverMs = await ready;
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await toLogin(page, () => page.goto(`http://127.0.0.1:${port}/admin/`, { timeout: 180_000 }));
    const commandToLoginMs = Date.now() - started;
    const again = await toLogin(page, () => page.reload());
    console.log(JSON.stringify({ run, serverReadyMs: serverMs, firstVisit: first, commandToLoginMs, reload: again }, null, 2));
    await context.close();
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((done) => child.on('exit', done));
    rmSync(resolve(root, `node_modules/.vite/cms-${port}`), { recursive: true, force: true });
  }
}
await browser.close();
