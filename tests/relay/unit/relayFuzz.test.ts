// @vitest-environment node
/**
 * The lead relay's doors (src/relay/node/), fuzzed with the shared relay fuzz
 * (tests/support/relayFuzz.ts, docs/testing.md "Fuzzing the two doors"),
 * mounted on the bundled server as `npm start` mounts them: no 5xx, no
 * redirect off the site, whatever the body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { MAX_BODY_BYTES } from '../../../src/relay/body';
import { startNodeRelay, type NodeRelay } from '../../../src/relay/node/nodeRelay';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';
import { fuzzRelayBodies, RELAY_FUZZ } from '../../support/relayFuzz';
import { fixtureSite } from '../../support/siteFixture';

const dataDir = mkdtempSync(join(tmpdir(), 'relay-fuzz-'));
let server: Server;
let origin: string;
let relay: NodeRelay;

beforeAll(async () => {
  relay = await startNodeRelay({ dataDir, log: () => {} });
  server = createSiteServer({
    dist: fixtureSite().dist,
    site: { relayEndpoint: RELAY_AJAX_PATH },
    routes: { [RELAY_AJAX_PATH]: relay.listener, [RELAY_FORM_PATH]: relay.listener },
  });
  ({ origin } = await listenOnLoopback(server));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await relay.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the lead relay, on a generated corpus of hostile bodies', () => {
  it(`answers every one without a 5xx or a redirect off the site (seed ${RELAY_FUZZ.seed}, ${RELAY_FUZZ.numRuns} bodies)`, async () => {
    const { posted, statuses } = await fuzzRelayBodies({ baseUrl: origin, doors: [RELAY_AJAX_PATH, RELAY_FORM_PATH], maxBodyBytes: MAX_BODY_BYTES, ...RELAY_FUZZ });
    expect(posted).toBe(RELAY_FUZZ.numRuns);
    // The corpus reaches every kind of answer: recorded, redirected, refused, too large, wrong method.
    for (const status of [200, 303, 400, 413, 405]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 90_000);
});
