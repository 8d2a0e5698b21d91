/**
 * Ports and folders of a browser-test run. Each can be moved with an env
 * variable so that several runs can share a machine:
 *   E2E_PORT (site, default 4173), E2E_RELAY_PORT (fake relay, default 4599),
 *   E2E_DIST (built site, default .e2e-dist), E2E_SKIP_BUILD=1 (serve the existing build).
 */
import { resolve } from 'node:path';
import { agency } from '../../../src/config/agency';

const root = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 4173);
const relayPort = Number(process.env.E2E_RELAY_PORT ?? 4599);

export const e2eEnv = {
  root,
  port,
  relayPort,
  dist: resolve(root, process.env.E2E_DIST ?? '.e2e-dist'),
  skipBuild: process.env.E2E_SKIP_BUILD === '1',
  baseURL: `http://127.0.0.1:${port}`,
  relayOrigin: `http://127.0.0.1:${relayPort}`,
  /** The relay URL baked into the test build, shaped like the real relay's. */
  relayEndpoint: `http://127.0.0.1:${relayPort}/ajax/${agency.email}`,
  /** Where a form posted without script goes: the same URL without /ajax, as on the real relay. */
  relayFormAction: `http://127.0.0.1:${relayPort}/${agency.email}`,
};

/**
 * The environment of the browser tests' build and server: a staging build whose
 * canonical URLs and forms' `_next` point at the test server and whose forms
 * post to the fake relay. `npm test` builds with it once (tests/run.ts); the
 * browser tier and the site checks share that build.
 */
export const browserTestSiteEnv = {
  SITE_DIST: e2eEnv.dist,
  PORT: String(e2eEnv.port),
  VITE_RELAY_ENDPOINT: e2eEnv.relayEndpoint,
  SITE_ORIGIN: e2eEnv.baseURL,
};
