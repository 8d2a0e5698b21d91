// @vitest-environment node
/**
 * The Worker's bundle carries the agency's facts as strings and none of the
 * machinery that derives them (src/buildSteps/relayWorker.ts,
 * docs/performance.md, "The Worker's bundle"): the bundle `wrangler deploy`
 * would upload (the one every Worker test runs, ../../support/workerTemplate.ts)
 * holds the phones' writings the confirmations give, no part of
 * libphonenumber-js (the markers are proven to find it by
 * tests/integration/derivedFactsBundle.test.ts) and nothing that reads the
 * site build's environment, which the Worker has none of. And a wrong fact
 * stops the Worker's build with its file and field, as it stops the site's.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleRelayWorker } from '../../../src/buildSteps/relayWorker';
import { agencyFactsFile } from '../../../src/buildSteps/plugins/agencyFacts';
import { derivedFacts } from '../../../src/config/derivedFacts';
import { LIBPHONENUMBER_MARKERS } from '../../support/buildOnlyLibraries';
import { workerTemplate } from '../../support/workerTemplate';

const dir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Worker's bundle", () => {
  it('holds the derived writings, no part of libphonenumber-js and nothing of the build environment', { timeout: 120_000 }, async () => {
    const bundle = join((await workerTemplate()).bundleDir, 'entry.js');
    const code = readFileSync(bundle, 'utf8');
    // The confirmations' phones (src/formDefinitions/confirmation.ts), as the pages write them.
    for (const writing of [derivedFacts.phone.display, derivedFacts.claimsPhone.display, derivedFacts.hours.openDays, derivedFacts.hours.es.openDays]) expect(code).toContain(writing);
    expect(LIBPHONENUMBER_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
    expect(code).not.toContain('import.meta.env');
    expect(code).not.toContain('process.env');
    console.log(`[worker bundle] ${Math.round(statSync(bundle).size / 1024)} KiB as wrangler would upload it`);
  });

  it("stops on a wrong fact, naming the facts file and the field, as the site's build does", { timeout: 60_000 }, async () => {
    const broken = join(dir, 'agency.json');
    writeFileSync(broken, readFileSync(agencyFactsFile, 'utf8').replace(/"phone": "[^"]*"/, '"phone": "+1800"'));
    await expect(bundleRelayWorker({ outfile: join(dir, 'entry.js'), factsFile: broken })).rejects.toThrow(`${broken}: phone must be a valid phone number such as +18005550142 (was "+1800")`);
  });
});
