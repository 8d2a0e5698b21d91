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
});
