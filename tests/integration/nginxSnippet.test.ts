// @vitest-environment node
/**
 * The nginx snippet, run by a real nginx over a fixture dist/ in both
 * languages: the same answers as the bundled server (tests/unit/server/
 * siteServer.test.ts) for pages, unknown paths of each language and trailing
 * slashes. Skipped where nginx is not installed (`apt-get install nginx-light`);
 * the snippet's text is checked in tests/unit/server/hostingHeaders.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxSnippet } from '../../src/build/hostingHeaders';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);

const pages: Record<string, string> = {
  'index.html': 'Home',
  'about.html': 'About',
  'services.html': 'Services',
  'services/auto.html': 'Auto',
  '404.html': 'Oops! Page not found',
  'es.html': 'Inicio',
  'es/about.html': 'Nosotros',
  'es/services.html': 'Servicios',
  'es/services/auto.html': 'Seguro de auto',
  'es/404.html': '¡Ups! Página no encontrada',
  'admin/index.html': 'Content editor',
};

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!nginx)('the nginx snippet, served by nginx', () => {
  let root: string;
  let origin: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nginx-snippet-'));
    // nginx started as root reads the files as an unprivileged worker.
    chmodSync(root, 0o755);
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
      writeFileSync(join(root, 'dist', file), `<h1>${text}</h1>`);
    }
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${root};`).join(' ');
    writeFileSync(
      join(root, 'nginx.conf'),
      `pid ${root}/nginx.pid; error_log ${root}/error.log; daemon on;
events {}
http {
  access_log off; ${temp}
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root}/dist;
${nginxSnippet()}
  }
}
`,
    );
    execFileSync(nginx!, ['-c', join(root, 'nginx.conf'), '-p', root], { stdio: 'pipe' });
  });

  afterAll(() => {
    try {
      process.kill(Number(readFileSync(join(root, 'nginx.pid'), 'utf8')));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

  it('serves the pages of both languages at clean URLs', async () => {
    for (const [path, text] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services/auto', 'Auto'],
      ['/es', 'Inicio'],
      ['/es/about', 'Nosotros'],
      ['/es/services', 'Servicios'],
      ['/es/services/auto', 'Seguro de auto'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
  });

  it('answers an unknown path under /es/ with the Spanish 404 page, any other with the English one', async () => {
    for (const [path, text] of [
      ['/es/nope', '¡Ups! Página no encontrada'],
      ['/es/services/nope', '¡Ups! Página no encontrada'],
      ['/nope', 'Oops! Page not found'],
      ['/espanol', 'Oops! Page not found'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(text);
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self';");
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('redirects a trailing slash to the page, /es/ to /es, and leaves the editor at /admin/', async () => {
    for (const [path, location] of [
      ['/es/', '/es'],
      ['/es/about/', '/es/about'],
      ['/es/services/?x=1', '/es/services?x=1'],
      ['/about/', '/about'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(308);
      const target = new URL(res.headers.get('location')!);
      expect(target.pathname + target.search, path).toBe(location);
    }
    const editor = await get('/admin/');
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('Content editor');
  });
});
