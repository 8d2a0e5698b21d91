// @vitest-environment node
/** The server follows the build it serves: what the build recorded, and what the server says first. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_SITE_FILE, builtSiteJson, readBuiltSite, type BuiltSite } from '../../../src/distContract/builtSite';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';
import { smtpServerOf, startupLines } from '../../../src/server/startupLines';

const BOOT_HASH = 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';
const leadRelayBuild: BuiltSite = { relayEndpoint: '/relay/ajax/submit', relayFormAction: '/relay/submit', siteOrigin: 'http://127.0.0.1:4173', scriptHashes: [BOOT_HASH] };
const formSubmitBuild: BuiltSite = {
  relayEndpoint: 'https://formsubmit.co/ajax/office@prairiepoint.example',
  relayFormAction: 'https://formsubmit.co/office@prairiepoint.example',
  siteOrigin: 'https://www.prairiepoint.example',
  scriptHashes: [BOOT_HASH],
};

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

describe('readBuiltSite', () => {
  it('reads back what the prerender step wrote', () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    writeFileSync(join(dist, BUILT_SITE_FILE), builtSiteJson(leadRelayBuild));
    expect(readBuiltSite(dist)).toEqual(leadRelayBuild);
  });

  it('stops with the command to run when the folder holds no build', () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    expect(() => readBuiltSite(dist!)).toThrow(`No site build in ${dist} (${BUILT_SITE_FILE} is missing): run npm run build first`);
  });

  it('names the missing setting of an older build', () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    writeFileSync(join(dist, BUILT_SITE_FILE), JSON.stringify({ relayEndpoint: '/relay/ajax/submit' }));
    expect(() => readBuiltSite(dist!)).toThrow('relayFormAction is missing');
  });

  it("names a build recorded without its inline scripts' hashes (its pages' boot module would be refused)", () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    const { scriptHashes: _none, ...older } = leadRelayBuild;
    writeFileSync(join(dist, BUILT_SITE_FILE), JSON.stringify(older));
    expect(() => readBuiltSite(dist!)).toThrow('scriptHashes is missing or not a list of "sha256-…" hashes');
    writeFileSync(join(dist, BUILT_SITE_FILE), builtSiteJson({ ...leadRelayBuild, scriptHashes: ["'unsafe-inline'"] }));
    expect(() => readBuiltSite(dist!)).toThrow('scriptHashes is missing');
  });
});

describe('startupLines', () => {
  it('a lead relay build: both doors on this server, where leads are stored and where messages go', () => {
    const relay = { databaseFile: '.data/relay.sqlite', outboxDir: '.data/outbox' };
    expect(startupLines({ url: 'http://127.0.0.1:4173/', site: leadRelayBuild, relay })).toEqual([
      'Site running at http://127.0.0.1:4173/',
      'Forms post to the lead relay on this server: /relay/ajax/submit (without script: /relay/submit)',
      'Leads are stored in .data/relay.sqlite',
      'SMTP_URL is not set: each message is written to .data/outbox/ as an .eml file',
    ]);
    expect(startupLines({ url: 'http://127.0.0.1:4173/', site: leadRelayBuild, relay: { databaseFile: '/srv/relay.sqlite', smtpServer: smtpServerOf('smtp://user:secret@mail.example.com:587') } })[3]).toBe(
      'Messages are sent through the SMTP server mail.example.com:587',
    );
  });

  it("the office's inbox and how to sign in: the account OFFICE_EMAIL made, the accounts there are, or that one is needed", () => {
    const lines = (office: { emails: string[]; fromEnv?: string }) =>
      startupLines({ url: 'http://127.0.0.1:4173/', site: leadRelayBuild, relay: { databaseFile: '.data/relay.sqlite', outboxDir: '.data/outbox', office } }).slice(4);
    expect(lines({ emails: [] })).toEqual([
      "The office's inbox: http://127.0.0.1:4173/office/",
      'No office account yet: set OFFICE_EMAIL and OFFICE_PASSWORD, or run npm run office:account -- <email>',
    ]);
    expect(lines({ emails: ['a@agency.example', 'b@agency.example'] })[1]).toBe(
      'Sign in with an office account (a@agency.example, b@agency.example); npm run office:account -- <email> makes or resets one',
    );
    expect(lines({ emails: ['office@agency.example'], fromEnv: 'office@agency.example' })[1]).toBe(
      'Sign in as office@agency.example with OFFICE_PASSWORD (OFFICE_EMAIL made or reset that account at start)',
    );
  });

  it("a production build: the relay it posts to, nothing of this server's, and the origin it was built for", () => {
    expect(startupLines({ url: 'http://127.0.0.1:4173/', site: formSubmitBuild })).toEqual([
      'Site running at http://127.0.0.1:4173/',
      'Forms post to https://formsubmit.co/ajax/office@prairiepoint.example (without script: https://formsubmit.co/office@prairiepoint.example)',
      "Built for https://www.prairiepoint.example: canonical URLs and the forms' return address (_next) point there",
    ]);
  });
});

describe('the bundled server given only a build', () => {
  it("sends the Content-Security-Policy of the relay that build posts to and of its inline script, and not the dotfile's content", async () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    writeFileSync(join(dist, '404.html'), '<h1>404</h1>');
    mkdirSync(join(dist, 'es'));
    writeFileSync(join(dist, 'es', '404.html'), '<h1>404</h1>');
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, BUILT_SITE_FILE), builtSiteJson({ ...formSubmitBuild, relayEndpoint: 'https://relay.example/ajax/office@prairiepoint.example' }));
    const server = createSiteServer({ dist });
    const { origin } = await listenOnLoopback(server);
    try {
      const page = await fetch(`${origin}/`);
      expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' https://relay.example;");
      expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self' https:\/\/formsubmit\.co$/);
      expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' '${BOOT_HASH}';`);
      expect((await fetch(`${origin}/${BUILT_SITE_FILE}`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops with the file to rebuild when the build has no Spanish not-found page', () => {
    dist = mkdtempSync(join(tmpdir(), 'built-site-'));
    writeFileSync(join(dist, '404.html'), '<h1>404</h1>');
    writeFileSync(join(dist, BUILT_SITE_FILE), builtSiteJson(formSubmitBuild));
    expect(() => createSiteServer({ dist: dist! })).toThrow(`${join(dist, 'es', '404.html')} is missing (the es not-found page): rebuild with npm run build`);
  });
});
