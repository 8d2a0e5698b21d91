// @vitest-environment node
/**
 * The nginx snippet, run by a real nginx over a fixture dist/ in both
 * languages: the same answers as the bundled server (tests/unit/server/
 * siteServer.test.ts) for pages, unknown paths of each language and trailing
 * slashes. nginx is installed by the test setup where it is missing (as root
 * with apt-get: tests/support/hostServers.ts), and the test is skipped only
 * where it cannot be; the snippet's text is checked in
 * tests/unit/server/hostingHeaders.test.ts, and the whole build is served by
 * nginx in tests/integration/hosts.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxSnippet } from '../../src/buildSteps/prerender/hostingHeaders';
import { get as rawGet, OFF_SITE_PROBES } from '../support/hostChecks';
import { findNginx, startNginx, type RunningHost } from '../support/hostServers';

const nginx = findNginx({ install: true });

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

describe.skipIf(!nginx)('the nginx snippet, served by nginx', () => {
  let root: string;
  let host: RunningHost;
  let origin: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nginx-snippet-'));
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
      writeFileSync(join(root, 'dist', file), `<h1>${text}</h1>`);
    }
    host = await startNginx(nginx!, join(root, 'dist'), nginxSnippet());
    ({ origin } = host);
  });

  afterAll(async () => {
    try {
      await host?.stop();
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

  it('never redirects off the site, even where nginx keeps double slashes and writes relative redirects', async () => {
    // The worst a host's own configuration could add around the snippet: a "//evil.com" in Location would leave.
    const loose = await startNginx(nginx!, join(root, 'dist'), `merge_slashes off; absolute_redirect off;\n${nginxSnippet()}`);
    try {
      for (const path of OFF_SITE_PROBES) {
        const res = await rawGet(loose.origin, path);
        expect(res.headers.location, path).toBeUndefined();
        expect(res.status, path).toBe(404);
      }
      // Its own redirects still work, as paths.
      expect((await rawGet(loose.origin, '/es/about/')).headers.location).toBe('/es/about');
    } finally {
      await loose.stop();
    }
  });
});
