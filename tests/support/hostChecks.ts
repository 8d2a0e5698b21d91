/**
 * The host checks, written once (docs/deploy.md, "What each host serves"):
 * what any server of a build must answer, run against the bundled server,
 * nginx with the generated snippet and Cloudflare's runtime serving dist/
 * with its _headers and _redirects (tests/integration/hosts.test.ts). What
 * a host cannot express is stated in its HostLimits, never skipped.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readBuiltSite } from '../../src/distContract/builtSite';
import { adminSecurityHeaders, cacheControl, securityHeaders } from '../../src/distContract/securityHeaders';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with the path sent exactly as written (no URL normalisation: "/\evil.com/" stays as it is). */
export function get(origin: string, path: string): Promise<HostResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a host cannot express as the bundled server does, each with what it answers instead (docs/deploy.md says what to do there). */
export interface HostLimits {
  /** The Cache-Control of a page, when the host sets its own instead of "no-cache". */
  pageCacheControl?: string;
  /** What a host file (_headers, however encoded) is answered with, when not the not-found page's 404. */
  hostFileStatus?: number;
}

/** The probes of issue 54: paths a browser reads as another host once in a Location header. */
export const OFF_SITE_PROBES = ['//evil.com/', '/\\evil.com/', '/%2F%2Fevil.com/', '/%5Cevil.com/', '/%2f%2fevil.com/', '///evil.com//'];
/** The host files under every spelling of their first character. */
export const HOST_FILE_PROBES = ['/_headers', '/_redirects', '/%5fheaders', '/%5Fheaders', '/%5Fredirects'];

/** A check: its name, and what it asserts of the host at `origin`. */
export type HostCheck = [name: string, run: (origin: string) => Promise<void>];

/**
 * The checks of a build in `dist`, for a host with `limits`. Listed before
 * the build exists (a test file names its tests first): each reads the
 * build when it runs.
 */
export function hostChecks(dist: string, limits: HostLimits = {}): HostCheck[] {
  let read: { pageHeaders: Record<string, string>; editorHeaders: Record<string, string>; asset: string } | undefined;
  const built = () => {
    if (read) return read;
    const site = readBuiltSite(dist);
    return (read = {
      pageHeaders: securityHeaders(site),
      editorHeaders: adminSecurityHeaders(site),
      asset: `/assets/${readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'))!}`,
    });
  };
  const pageCache = limits.pageCacheControl ?? cacheControl('/');

  /** Every header of the one definition (src/distContract/securityHeaders.ts), each once, with its value. */
  const expectHeaders = (res: HostResponse, expected: 'page' | 'editor', where: string) => {
    const headers = expected === 'page' ? built().pageHeaders : built().editorHeaders;
    for (const [name, value] of Object.entries(headers)) expect(res.headers[name.toLowerCase()], `${name} on ${where}`).toBe(value);
  };
  const expectRedirect = (origin: string, res: HostResponse, to: string, path: string) => {
    expect(res.status, path).toBe(308);
    const target = new URL(String(res.headers.location), origin);
    expect(target.origin, path).toBe(origin);
    expect(target.pathname + target.search, path).toBe(to);
  };
  const lang = (body: string) => /<html[^>]* lang="([^"]+)"/.exec(body)?.[1];

  return [
    [
      'serves the home page and a clean URL with every security header of the site',
      async (origin) => {
        for (const path of ['/', '/about', '/services/auto']) {
          const res = await get(origin, path);
          expect(res.status, path).toBe(200);
          expect(res.headers['content-type'], path).toMatch(/^text\/html/);
          expect(lang(res.body), path).toBe('en');
          expect(res.body, path).toMatch(/<h1[^>]*>/);
          expectHeaders(res, 'page', path);
          expect(res.headers['cache-control'], path).toBe(pageCache);
          expect(String(res.headers['permissions-policy'])).not.toContain('interest-cohort');
        }
      },
    ],
    [
      'serves the Spanish pages at /es and under it',
      async (origin) => {
        for (const path of ['/es', '/es/about']) {
          const res = await get(origin, path);
          expect(res.status, path).toBe(200);
          expect(lang(res.body), path).toBe('es');
          expectHeaders(res, 'page', path);
        }
      },
    ],
    [
      "answers an unknown path with its language's not-found page and status 404, with the site's headers",
      async (origin) => {
        for (const [path, language] of [
          ['/no-such-page', 'en'],
          ['/services/no-such-page', 'en'],
          ['/espanol', 'en'],
          ['/es/no-such-page', 'es'],
          ['/es/services/no-such-page', 'es'],
        ] as const) {
          const res = await get(origin, path);
          expect(res.status, path).toBe(404);
          expect(lang(res.body), path).toBe(language);
          expect(res.body, path).toContain(language === 'es' ? 'Página no encontrada' : 'Page not found');
          expectHeaders(res, 'page', path);
        }
      },
    ],
    [
      'redirects a trailing slash to the page, /es/ to /es, keeping the query',
      async (origin) => {
        for (const [path, to] of [
          ['/about/', '/about'],
          ['/es/', '/es'],
          ['/es/about/', '/es/about'],
          ['/services/auto/?utm_source=x', '/services/auto?utm_source=x'],
        ]) {
          const res = await get(origin, path);
          expectRedirect(origin, res, to, path);
          expectHeaders(res, 'page', path);
        }
      },
    ],
    [
      "serves the content editor at /admin/ with its own policy and no other, noindex, its pop-ups keeping their opener",
      async (origin) => {
        const res = await get(origin, '/admin/');
        expect(res.status).toBe(200);
        expect(res.body).toContain('<script type="module"');
        expectHeaders(res, 'editor', '/admin/');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        // One policy, the editor's: a host that joined the site's would allow neither eval nor the Git host.
        expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'self';");
        // Its one URL: "/admin" redirects there (the page's relative addresses resolve under /admin/ only).
        const bare = await get(origin, '/admin?x=1');
        expect([301, 308], '/admin').toContain(bare.status);
        const target = new URL(String(bare.headers.location), origin);
        expect(target.origin + target.pathname + target.search).toBe(`${origin}/admin/?x=1`);
      },
    ],
    [
      'caches the hashed assets for a year, with the security headers',
      async (origin) => {
        const { asset } = built();
        const res = await get(origin, asset);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toBe(cacheControl('/assets/'));
        expectHeaders(res, 'page', asset);
      },
    ],
    [
      'never redirects off the site: //evil.com/, /\\evil.com/ and their encodings',
      async (origin) => {
        for (const path of OFF_SITE_PROBES) {
          const res = await get(origin, path);
          expect(res.status, path).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) expect(new URL(String(res.headers.location), origin).origin, path).toBe(origin);
          else expect(res.status, path).toBe(404);
        }
      },
    ],
    [
      `never serves the host's own files (_headers, _redirects), however encoded${limits.hostFileStatus ? ` (answered ${limits.hostFileStatus} here)` : ''}`,
      async (origin) => {
        for (const path of HOST_FILE_PROBES) {
          const res = await get(origin, path);
          expect(res.status, path).toBe(limits.hostFileStatus ?? 404);
          expect(res.body, path).not.toContain('Content-Security-Policy:');
          expect(res.body, path).not.toContain('/es/404.html 404');
        }
      },
    ],
  ];
}
