// @vitest-environment node
/**
 * The headers written for static hosts (_headers, the nginx snippet) carry
 * the same Content-Security-Policy as the bundled server, including the
 * relay's origin in `form-action`, and follow the build's relay settings.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshHeaders() {
  vi.resetModules();
  return import('../../../src/build/hostingHeaders');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('headers for static hosts', () => {
  it("allows the default relay's HTML endpoint as a form action, in _headers and the nginx snippet", async () => {
    const { netlifyHeaders, nginxSnippet } = await freshHeaders();
    expect(netlifyHeaders()).toMatch(/Content-Security-Policy: [^\n]*form-action 'self' https:\/\/formsubmit\.co;/);
    expect(nginxSnippet()).toContain("form-action 'self' https://formsubmit.co;");
  });

  it('follows VITE_RELAY_ENDPOINT and VITE_RELAY_FORM_ACTION', async () => {
    vi.stubEnv('VITE_RELAY_ENDPOINT', 'https://api.crm.example/ajax/leads');
    vi.stubEnv('VITE_RELAY_FORM_ACTION', 'https://forms.crm.example/leads');
    const { netlifyHeaders } = await freshHeaders();
    const csp = /Content-Security-Policy: ([^\n]*)/.exec(netlifyHeaders())![1];
    expect(csp).toContain("connect-src 'self' https://api.crm.example;");
    expect(csp).toContain("form-action 'self' https://forms.crm.example;");
  });

  it('needs no extra origin for a same-site relay (npm start)', async () => {
    vi.stubEnv('VITE_RELAY_ENDPOINT', '/relay/ajax/submit');
    const { netlifyHeaders } = await freshHeaders();
    expect(netlifyHeaders()).toContain("form-action 'self';");
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
