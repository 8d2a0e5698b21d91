// @vitest-environment node
/**
 * The capture relay's doors, fuzzed with the shared relay fuzz
 * (tests/support/relayFuzz.ts, docs/testing.md "Fuzzing the two doors"),
 * mounted on the bundled server as `npm start` mounts them: no 5xx, no
 * redirect off the site, whatever the body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_FORM_PATH, CAPTURE_RELAY_PATH, createCaptureRelay, MAX_BODY_BYTES } from '../../../src/server/captureRelay';
import { createSiteServer } from '../../../src/server/siteServer';
import { listenOnLoopback } from '../../support/loopback';
import { fuzzRelayBodies } from '../../support/relayFuzz';
import { fixtureSite } from '../../support/siteFixture';

/** The corpus's size and seed, and the time it may take (docs/testing.md gives the counts). */
export const RELAY_FUZZ = { seed: 54, numRuns: 300, timeLimitMs: 60_000 };

const dataDir = mkdtempSync(join(tmpdir(), 'relay-fuzz-'));
let server: Server;
let origin: string;

beforeAll(async () => {
  const quiet = () => {};
  server = createSiteServer({
    dist: fixtureSite().dist,
    site: { relayEndpoint: CAPTURE_RELAY_PATH },
    routes: {
      [CAPTURE_RELAY_PATH]: createCaptureRelay({ dataDir, log: quiet }),
      [CAPTURE_FORM_PATH]: createCaptureRelay({ dataDir, log: quiet, door: 'form' }),
    },
  });
  ({ origin } = await listenOnLoopback(server));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the capture relay, on a generated corpus of hostile bodies', () => {
  it(`answers every one without a 5xx or a redirect off the site (seed ${RELAY_FUZZ.seed}, ${RELAY_FUZZ.numRuns} bodies)`, async () => {
    const { posted, statuses } = await fuzzRelayBodies({ baseUrl: origin, doors: [CAPTURE_RELAY_PATH, CAPTURE_FORM_PATH], maxBodyBytes: MAX_BODY_BYTES, ...RELAY_FUZZ });
    expect(posted).toBe(RELAY_FUZZ.numRuns);
    // The corpus reaches every kind of answer: recorded, redirected, refused, too large, wrong method.
    for (const status of [200, 303, 400, 413, 405]) expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(0);
  }, 90_000);
});
