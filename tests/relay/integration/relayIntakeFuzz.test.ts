// @vitest-environment node
/**
 * The lead relay's intake fuzzed on both runtimes (tests/support/leadIntakeFuzz.ts,
 * docs/testing.md "Fuzzing the two doors"): the same seeded corpus of
 * field counts, name and value lengths, encodings and control characters
 * posted to both doors of the Node relay (SQLite) and of the Worker in
 * workerd (D1). No body gets a 5xx; every stored lead is read back from the
 * database and its largest figures printed; and none is over the caps
 * (src/relay/leadCaps.ts): fields, a name's length, each value's length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { MAX_BODY_BYTES } from '../../../src/relay/body';
import { FIELD_CHARS, LEAD_CAPS } from '../../../src/relay/leadCaps';
import type { RelayDatabase } from '../../../src/relay/schema';
import { fuzzLeadIntake, INTAKE_FUZZ, intakeLine, storedExtremes, type IntakeFuzzCounts } from '../../support/leadIntakeFuzz';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';
import { stopAll } from '../../support/stopAll';

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;

beforeAll(async () => {
  [node, worker] = await Promise.all([
    // Mail to a closed port: each delivery fails at once and waits (the .eml files of a megabyte each would cost the run its time).
    startServedNodeRelay('relay-intake-fuzz', { log: () => {}, outboxIntervalMs: 60_000, smtpUrl: 'smtp://127.0.0.1:9' }),
    // The e-mail API unreachable: each stored lead's delivery fails and waits, which the fuzz does not look at.
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused' } }),
  ]);
}, 120_000);
afterAll(() => stopAll(node, worker));

const answers = new Map<string, IntakeFuzzCounts['answers']>();

const runtimes = [
  { name: 'node', relay: () => ({ baseUrl: node.origin, db: node.store.db }) },
  { name: 'worker', relay: () => ({ baseUrl: worker.origin, db: worker.db }) },
];

describe.each(runtimes)('the intake fuzz on $name', ({ name, relay }) => {
  it(`answers every body without a 5xx (seed ${INTAKE_FUZZ.seed}, ${INTAKE_FUZZ.numRuns} bodies), and says what it stored`, async () => {
    const { baseUrl, db } = relay();
    const counts = await fuzzLeadIntake({ baseUrl, doors: [RELAY_AJAX_PATH, RELAY_FORM_PATH], maxBodyBytes: MAX_BODY_BYTES, ...INTAKE_FUZZ });
    const stored = await db.selectFrom('leads').select('fields').execute();
    const extremes = storedExtremes(stored);
    console.log(intakeLine(name, counts, extremes));
    expect(counts.posted).toBe(INTAKE_FUZZ.numRuns);
    expect(counts.failed).toBe(0);
    // The corpus reaches both outcomes, and every lead answered as stored is in the database.
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.stored).toBeGreaterThan(0);
    expect(extremes.leads).toBe(counts.stored);
    answers.set(name, counts.answers);
    // The same bytes, answered differently by the two runtimes' body parsers (undici on Node, workerd): printed, for the record.
    const [fromNode, fromWorker] = [answers.get('node'), answers.get('worker')];
    if (fromNode && fromWorker) {
      const differ = fromNode.map((answer, n) => ({ ...answer, worker: fromWorker[n]?.status })).filter(({ status, worker: other }) => status !== other);
      console.log(`[fuzz] node and worker answered ${differ.length} of ${fromNode.length} bodies differently${differ.slice(0, 4).map(({ shape, status, worker: other }) => `\n  ${status} vs ${other}: ${shape}`).join('')}`);
    }
  }, 180_000);

  it('stored no lead over the caps: its fields, each name, each value (LEAD_CAPS)', async () => {
    const { db } = relay();
    const stored = await db.selectFrom('leads').select(['id', 'fields']).execute();
    const over: string[] = [];
    for (const { id, fields: json } of stored) {
      const fields = JSON.parse(json) as [string, string][];
      if (fields.length > LEAD_CAPS.fields) over.push(`${id}: ${fields.length} fields`);
      for (const [field, value] of fields) {
        if (field.length > LEAD_CAPS.nameChars) over.push(`${id}: a name of ${field.length}`);
        const cap = FIELD_CHARS.get(field) ?? LEAD_CAPS.valueChars;
        if (value.length > cap) over.push(`${id}: ${field} of ${value.length} (its cap ${cap})`);
      }
    }
    const extremes = storedExtremes(stored);
    console.log(
      `[fuzz] ${name}: ${stored.length} stored leads, ${over.length} over the caps (${LEAD_CAPS.fields} fields, names of ${LEAD_CAPS.nameChars}, values of ${LEAD_CAPS.valueChars}): at most ${extremes.fields} fields, a name of ${extremes.nameLength}, a value of ${extremes.valueLength}`,
    );
    expect(stored.length, 'the fuzz stored leads to check').toBeGreaterThan(0);
    expect(over).toEqual([]);
  });
});

