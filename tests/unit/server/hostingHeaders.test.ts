// @vitest-environment node
/**
 * The headers written for static hosts (_headers, the nginx snippet) carry
 * the same Content-Security-Policy as the bundled server, including the
 * relay's origin in `form-action`, and follow the build's relay settings;
 * like the bundled server, each host answers an unknown path under /es/
 * with the Spanish not-found page and status 404 (_redirects, nginx).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshHeaders() {
  vi.resetModules();
  return import('../../../src/buildSteps/prerender/hostingHeaders');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('headers for static hosts', () => {
  it("allows the default relay, the lead relay on the site's own origin, and nothing else as a form action or connection", async () => {
    const { netlifyHeaders, nginxSnippet } = await freshHeaders();
    expect(netlifyHeaders()).toMatch(/Content-Security-Policy: [^\n]*connect-src 'self';[^\n]*form-action 'self'$/m);
    expect(nginxSnippet()).toContain(`form-action 'self'" always;`);
  });

  it("allows FormSubmit's origin for a build posting there (a host that serves files only)", async () => {
    vi.stubEnv('VITE_RELAY_ENDPOINT', 'https://formsubmit.co/ajax/office@prairiepoint.example');
    const { netlifyHeaders, nginxSnippet } = await freshHeaders();
    expect(netlifyHeaders()).toMatch(/Content-Security-Policy: [^\n]*form-action 'self' https:\/\/formsubmit\.co$/m);
    expect(nginxSnippet()).toContain(`form-action 'self' https://formsubmit.co" always;`);
  });

  it("allows the build's inline boot script by its hash and nothing inline else, on the site and not in the editor", async () => {
    const { netlifyHeaders, nginxSnippet } = await freshHeaders();
    const build = { relayEndpoint: '/relay/ajax/submit', scriptHashes: ['sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg='] };
    const [site, editor] = netlifyHeaders(build).split('/admin/*');
    expect(site).toContain("script-src 'self' 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';");
    expect(editor).toContain("script-src 'self' 'unsafe-eval';");
    expect(nginxSnippet(build)).toContain("script-src 'self' 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';");
  });

  it('follows VITE_RELAY_ENDPOINT and VITE_RELAY_FORM_ACTION', async () => {
    vi.stubEnv('VITE_RELAY_ENDPOINT', 'https://api.crm.example/ajax/leads');
    vi.stubEnv('VITE_RELAY_FORM_ACTION', 'https://forms.crm.example/leads');
    const { netlifyHeaders } = await freshHeaders();
    const csp = /Content-Security-Policy: ([^\n]*)/.exec(netlifyHeaders())![1];
    expect(csp).toContain("connect-src 'self' https://api.crm.example;");
    expect(csp).toMatch(/form-action 'self' https:\/\/forms\.crm\.example$/);
  });

  it('needs no extra origin for a same-site relay (npm start)', async () => {
    vi.stubEnv('VITE_RELAY_ENDPOINT', '/relay/ajax/submit');
    const { netlifyHeaders } = await freshHeaders();
    expect(netlifyHeaders()).toMatch(/form-action 'self'$/m);
  });

  it("gives the content editor its own policy in _headers, detaching the site's where a host would join them", async () => {
    const { netlifyHeaders } = await freshHeaders();
    const rules = netlifyHeaders().split(/\n(?=\/)/);
    const site = rules.find((rule) => rule.startsWith('/*\n'))!;
    const editor = rules.find((rule) => rule.startsWith('/admin/*\n'))!;
    expect(site).toMatch(/Content-Security-Policy: [^\n]*script-src 'self';/);
    expect(editor.split('\n').slice(1)).toEqual([
      '  ! Content-Security-Policy',
      '  ! Cross-Origin-Opener-Policy',
      expect.stringMatching(/^ {2}Content-Security-Policy: [^\n]*script-src 'self' 'unsafe-eval';[^\n]*connect-src 'self' https:\/\/api\.github\.com;/),
      '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
      '  X-Robots-Tag: noindex',
    ]);
    // The site-wide rule comes first: on Netlify the later rule's value wins.
    expect(rules.indexOf(site)).toBeLessThan(rules.indexOf(editor));
  });

  it('gives the content editor its own location in the nginx snippet', async () => {
    const { nginxSnippet } = await freshHeaders();
    const editor = /location \/admin\/ \{\n([\s\S]*?)\n\}/.exec(nginxSnippet())![1];
    expect(editor).toContain('try_files $uri $uri/ =404;');
    expect(editor).toMatch(/add_header Content-Security-Policy "[^"]*script-src 'self' 'unsafe-eval';/);
    expect(editor).toContain('add_header X-Robots-Tag "noindex" always;');
    // Inside a location, add_header replaces every outer one: the editor's block lists them all.
    expect(editor).toContain('add_header Strict-Transport-Security');
  });
});

describe('not-found pages and trailing slashes for static hosts', () => {
  it('_redirects sends an unknown path under /es/ to es/404.html with status 404, and nothing else', async () => {
    const { netlifyRedirects } = await freshHeaders();
    const rules = netlifyRedirects()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['/es/* /es/404.html 404']);
    expect(netlifyRedirects().endsWith('\n')).toBe(true);
  });

  it('gives nginx a /es/ location whose unknown paths get es/404.html, with every security header', async () => {
    const { nginxSnippet } = await freshHeaders();
    const spanish = /\nlocation \/es\/ \{\n([\s\S]*?)\n\}/.exec(nginxSnippet())![1];
    expect(spanish).toContain('try_files $uri $uri.html =404;');
    expect(spanish).toContain('error_page 404 /es/404.html;');
    expect(spanish).toContain('add_header Cache-Control "no-cache" always;');
    // Inside a location, add_header replaces every outer one: the Spanish block lists them all.
    expect(spanish).toMatch(/add_header Content-Security-Policy "[^"]*script-src 'self';/);
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options']) {
      expect(spanish).toContain(`add_header ${name} `);
    }
    // Every other unknown path keeps the English page.
    expect(nginxSnippet()).toMatch(/^error_page 404 \/404\.html;$/m);
  });

  it("redirects a trailing slash in nginx by the bundled server's rule, the editor and the home page aside", async () => {
    const { nginxSnippet } = await freshHeaders();
    const { TRAILING_SLASH } = await import('../../../src/distContract/sitePaths');
    expect(nginxSnippet()).toContain(`location ~ "${TRAILING_SLASH}" {\n    return 308 $1$is_args$args;\n}`);
    // PCRE and JavaScript read this pattern alike (a lookahead, \w, lazy and greedy repeats).
    const target = (path: string) => new RegExp(TRAILING_SLASH).exec(path)?.[1];
    expect(target('/es/')).toBe('/es');
    expect(target('/es/about/')).toBe('/es/about');
    expect(target('/es/services/auto/')).toBe('/es/services/auto');
    expect(target('/about//')).toBe('/about');
    expect(target('/blog/auto-insurance-coverage-options/')).toBe('/blog/auto-insurance-coverage-options');
    expect(target('/')).toBeUndefined();
    expect(target('/admin/')).toBeUndefined();
    expect(target('/es')).toBeUndefined();
    // nginx matches the decoded path: a CR or LF in it must never reach the Location header.
    expect(target('/es/a\r\nSet-Cookie: x/')).toBeUndefined();
    // Never a target a browser reads as another host, whatever nginx's merge_slashes says.
    for (const path of ['//evil.com/', '/\\evil.com/', '/\t/evil.com/', '///evil.com//']) expect(target(path), path).toBeUndefined();
  });

  it('answers 404 in nginx for the host files, before any other regex location', async () => {
    const { nginxSnippet } = await freshHeaders();
    const { HOST_FILE } = await import('../../../src/distContract/sitePaths');
    const snippet = nginxSnippet();
    expect(snippet).toContain(`location ~ "${HOST_FILE}" {\n    return 404;\n}`);
    expect(snippet.indexOf('location ~ "^/_"')).toBeLessThan(snippet.indexOf('location ~ "^(/'));
  });
});
