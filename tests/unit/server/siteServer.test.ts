// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEADER_BYTES } from '../../../src/buildSteps/prerender/criticalCssInliner';
import { relayEndpoint, relayFormAction } from '../../../src/config/relay';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';
import { fixtureSite, SECRET } from '../../support/siteFixture';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createSiteServer({ dist: fixtureSite().dist, site: { relayEndpoint: 'https://relay.example/ajax/x' } });
  ({ port } = await listenOnLoopback(server));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path sent exactly as given (no URL normalisation). */
function send(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes on a socket, for requests an HTTP client refuses to send. */
function raw(text: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    setTimeout(() => socket.destroy(), 2000);
  });
}

describe('pages', () => {
  it('serves prerendered pages at clean URLs, nested ones included', async () => {
    expect((await send('/')).body).toContain('Home');
    expect((await send('/about')).body).toContain('About');
    expect((await send('/services')).body).toContain('Services');
    expect((await send('/services/auto')).body).toContain('Auto');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await send('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('redirects a trailing slash to the canonical URL', async () => {
    const res = await send('/about/?x=1');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/about?x=1');
  });

  it('does not serve host configuration files, however their name is encoded', async () => {
    for (const path of ['/_redirects', '/_headers', '/%5fheaders', '/%5Fheaders', '/%5Fredirects']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('X-Test');
    }
  });

  it('never redirects off the site', async () => {
    for (const path of ['//evil.com/', '/\\evil.com/', '/%2F%2Fevil.com/', '/%5Cevil.com/', '/%2f%2fevil.com/', '///evil.com//', '/%09/evil.com/']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
    }
    // A redirect keeps to a path of the site, its query as sent.
    expect((await send('/about/?next=//evil.com')).headers.location).toBe('/about?next=//evil.com');
  });

  it('answers a malformed percent-encoding with 400', async () => {
    expect((await send('/%E0%A4%A')).status).toBe(400);
  });
});

describe('Spanish pages (/es)', () => {
  it('serves them at clean URLs, the Spanish home at /es', async () => {
    expect((await send('/es')).body).toContain('Inicio');
    expect((await send('/es/about')).body).toContain('Nosotros');
    expect((await send('/es/services/auto')).body).toContain('Seguro de auto');
  });

  it('answers an unknown path under /es/ with the Spanish 404 page and status 404', async () => {
    for (const path of ['/es/nope', '/es/services/nope', '/es/assets/nope.js', '/es/_headers', '/es/nope?x=1']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(Buffer.from(res.body, 'latin1').toString('utf8'), path).toContain('¡Ups! Página no encontrada');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    }
  });

  it('keeps the English 404 page for every other unknown path, /es-lookalikes included', async () => {
    for (const path of ['/nope', '/espanol', '/esx/about', '/about/es']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('Oops! Page not found');
    }
  });

  it('redirects a trailing slash like every other, /es/ to /es', async () => {
    for (const [path, location] of [
      ['/es/', '/es'],
      ['/es/about/', '/es/about'],
      ['/es/about/?x=1', '/es/about?x=1'],
      ['/es/nope/', '/es/nope'],
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(308);
      expect(res.headers.location, path).toBe(location);
    }
  });

  it('answers HEAD on an unknown Spanish path with 404 and no body', async () => {
    const res = await send('/es/nope', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body).toBe('');
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy and the other security headers on every response', async () => {
    for (const path of ['/', '/no-such-page', '/assets/app-abc123.js']) {
      const { headers } = await send(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("connect-src 'self' https://relay.example");
      // A form posted without script goes to the relay's HTML endpoint.
      expect(csp).toContain("form-action 'self' https://relay.example");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).not.toContain('interest-cohort');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-permitted-cross-domain-policies']).toBe('none');
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    expect((await send('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send('/about')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed file to clients that accept it', async () => {
    const res = await send('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });

  it('answers HEAD without a body and conditional requests with 304', async () => {
    const head = await send('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const etag = String(head.headers.etag);
    expect((await send('/about', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe("a page's headers, counted against its first round trip", () => {
  /** The bytes before a response's body, as they go on the wire to a browser asking for brotli over a kept-alive connection. */
  function headerBytes(serverPort: number, path: string) {
    return new Promise<number>((resolve, reject) => {
      const socket = connect(serverPort, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n\r\n`),
      );
      let answer = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        answer = Buffer.concat([answer, chunk]);
        const end = answer.indexOf('\r\n\r\n');
        if (end >= 0) {
          socket.destroy();
          resolve(end + 4);
        }
      });
      socket.on('error', reject);
    });
  }

  it('stay within PAGE_HEADER_BYTES, which the build subtracts from the first window (src/buildSteps/prerender/criticalCssInliner.ts)', async () => {
    // A page the size of the largest that inline their stylesheet, served as the build serves it: with
    // the configured relay and an inline script's hash in its policy, and a brotli twin.
    // Only the twin's length reaches the headers (Content-Length, ETag).
    const { dist } = fixtureSite();
    writeFileSync(join(dist, 'services', 'home.html'), '<h1>Home insurance</h1>');
    writeFileSync(join(dist, 'services', 'home.html.br'), Buffer.alloc(13_500));
    const site = { relayEndpoint, relayFormAction, scriptHashes: [`sha256-${'A'.repeat(43)}=`] };
    const pageServer = createSiteServer({ dist, site });
    const { port: pagePort } = await listenOnLoopback(pageServer);
    try {
      const bytes = await headerBytes(pagePort, '/services/home');
      expect(bytes).toBeGreaterThan(800);
      expect(bytes, `a page's headers take ${bytes} bytes; raise PAGE_HEADER_BYTES (and so lower the inlining threshold) or trim them`).toBeLessThanOrEqual(
        PAGE_HEADER_BYTES,
      );
    } finally {
      await new Promise<void>((resolve) => pageServer.close(() => resolve()));
    }
  });
});

describe('the content editor (/admin/)', () => {
  it('is served at /admin/ (its one URL), not redirected like a page', async () => {
    const res = await send('/admin/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Content editor');
    const bare = await send('/admin?x=1');
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe('/admin/?x=1');
  });

  it("has its own policy: Decap's eval and the Git host's API, noindex, pop-ups keep their opener", async () => {
    for (const path of ['/admin/', '/admin/assets/admin-def456.js']) {
      const { headers } = await send(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'unsafe-eval';");
      expect(csp).toContain("connect-src 'self' https://api.github.com;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['x-frame-options']).toBe('DENY');
    }
    expect((await send('/admin/assets/admin-def456.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("leaves every other path the site's strict policy", async () => {
    for (const path of ['/', '/administration', '/about/admin']) {
      const { headers } = await send(path);
      expect(String(headers['content-security-policy'])).toContain("script-src 'self';");
      expect(headers['x-robots-tag']).toBeUndefined();
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('hostile requests', () => {
  const traversals = [
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '//secret.txt',
  ];
  it.each(traversals)('never serves a file outside dist/: %s', async (path) => {
    const res = await send(path);
    expect(res.body).not.toContain(SECRET);
    expect([400, 404]).toContain(res.status);
  });

  it('rejects NUL bytes', async () => {
    expect((await send('/about%00.html')).status).toBe(400);
    expect((await send('/%00')).status).toBe(400);
  });

  it('rejects over-long URLs and over-large headers', async () => {
    expect((await send('/' + 'a'.repeat(5000))).status).toBe(414);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431/);
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const res = await send('/about', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('answers a connection left idle past the header time-out with 408, which a browser retries on a new one', async () => {
    // A connection the browser opened ahead of time and never used: nothing is sent on it.
    server.headersTimeout = 300;
    try {
      expect(await raw('')).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\nConnection: close/);
    } finally {
      server.headersTimeout = 10_000;
    }
  });

  it('answers malformed requests with 400 and keeps running', async () => {
    expect(await raw('THIS IS NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await send('/about')).status).toBe(200);
  });
});
