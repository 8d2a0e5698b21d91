/**
 * The office's two runtimes for browser tests (docs/testing.md, "The lead
 * relay and the office's inbox"): the Node relay on SQLite behind the bundled
 * server, as `npm start` mounts it, and the Worker in workerd (miniflare) on a
 * local D1 with the inbox as its static assets (tests/support/workerRelay.ts).
 * The inbox is the build's (dist-office beside the browser tier's build).
 * Each runtime says what it mailed: the Node relay's .eml files in its outbox
 * folder, the Worker's calls to a stand-in mail API on 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { toPayload } from '../../../src/forms/payload';
import { RELAY_AJAX_PATH } from '../../../src/relay/app';
import { startNodeRelay } from '../../../src/relay/node/nodeRelay';
import type { RelayDatabase } from '../../../src/relay/schema';
import { relayRoutesOf } from '../../../src/server/relayRoutes';
import { createSiteServer } from '../../../src/server/siteServer';
import { validValues } from '../../support/formFixtures';
import { listenOnLoopback } from '../../support/loopback';
import { startMailApiReceiver, type ReceivedMail } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { startWorkerRelay } from '../../support/workerRelay';
import { e2eEnv } from './env';
import { expect, test } from './fixtures';

/** The browser tier's build of the inbox, beside its site build (src/distContract/outDirs.ts). */
export const OFFICE_DIST = `${e2eEnv.dist}-office`;

export interface OfficeRuntime {
  origin: string;
  /** Node: the folder whose `outbox/` holds the .eml files; the Worker: undefined. */
  dataDir?: string;
  /** The Worker: every call its mail API received; Node: undefined. */
  mailApi?: ReceivedMail[];
  close: () => Promise<void>;
}

/** The bundled server with the Node relay, as src/server/main.ts mounts it, on a free port. */
async function startNode(): Promise<OfficeRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'office-e2e-'));
  const relay = await startNodeRelay({ dataDir, officeAccount: OFFICE, officeDir: join(OFFICE_DIST, 'office'), log: () => {} });
  const server: Server = createSiteServer({ dist: e2eEnv.dist, routes: relayRoutesOf(relay.listener) });
  const { origin } = await listenOnLoopback(server);
  return {
    origin,
    dataDir,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await relay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Worker in workerd on a local D1, its e-mail API a receiver on 127.0.0.1. */
async function startWorker(): Promise<OfficeRuntime> {
  const mailApi = await startMailApiReceiver();
  const worker = await startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'inbox-test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password }, assetsDir: OFFICE_DIST });
  return {
    origin: worker.origin,
    mailApi: mailApi.received,
    close: async () => {
      await worker.close();
      await mailApi.close();
    },
  };
}

export const officeRuntimes = { 'Node on SQLite': startNode, 'the Worker on D1': startWorker };

/**
 * `title`'s tests once on each runtime: one runtime started per describe and
 * its tests run in order on one worker (starting workerd takes seconds, a
 * minute on a loaded machine: past the config's 45 s, so its start has 120).
 * `runtime` is filled in before the first test runs.
 */
export function describeOnEachRuntime(title: string, tests: (runtime: OfficeRuntime) => void) {
  for (const [name, start] of Object.entries(officeRuntimes)) {
    test.describe(`${title}, ${name}`, () => {
      test.describe.configure({ mode: 'serial', timeout: 90_000 });
      const runtime = {} as OfficeRuntime;
      test.beforeAll(async () => {
        test.setTimeout(120_000);
        Object.assign(runtime, await start());
      });
      test.afterAll(async () => {
        await runtime.close?.();
      });
      tests(runtime);
    });
  }
}

/** A submission as the form's script posts it. */
export const contactLead = (overrides: Record<string, string>) => ({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), sourcePage: '/contact', ...overrides });
export const autoLead = (overrides: Record<string, string>) => ({ ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)), sourcePage: '/services/auto', sourceCampaign: 'spring / cpc', ...overrides });

/** Posts a lead to the relay's ajax door, as the forms' script does, and expects it taken. */
export async function postLead(page: Page, origin: string, fields: Record<string, string>) {
  const response = await page.request.post(`${origin}${RELAY_AJAX_PATH}`, { multipart: fields });
  expect(await response.json()).toMatchObject({ success: 'true' });
}

/** Signs in at /office/ with the office account (or `who`) and waits for the list. */
export async function signIn(page: Page, origin: string, who: { email: string; password: string } = OFFICE) {
  await page.goto(`${origin}/office/`);
  await expect(page).toHaveURL(`${origin}/office/sign-in`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}
