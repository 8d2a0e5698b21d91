// @vitest-environment node
/**
 * Retention (src/relay/retention.ts; docs/relay.md, "The lead
 * relay"): the cutoff in calendar months, the deletion in chunks with the
 * lead's deliveries and attempts going along (SQLite's foreign keys on, as
 * the Node relay opens its database), and the period's setting: the
 * agency's stated one, or a shorter one, never a longer one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { leadOf, storeQueries } from '../../../src/relay/lead';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { deleteExpiredLeads, RETENTION_CHUNK, retentionCutoff } from '../../../src/relay/retention';
import { retentionMonthsOf } from '../../../src/relay/settings';

describe('the cutoff', () => {
  it('is the same day and time whole months back, or the shorter month\'s last day', () => {
    expect(retentionCutoff(new Date('2026-11-28T21:00:00.000Z'), 24).toISOString()).toBe('2024-11-28T21:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T08:30:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(retentionCutoff(new Date('2026-02-28T00:00:00.000Z'), 24).toISOString()).toBe('2024-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});

describe('deleting expired leads', () => {
  let store: RelayStore;
  beforeEach(async () => {
    store = await openRelayDatabase(':memory:');
  });
  afterEach(() => store.close());

  it('deletes every lead before the cutoff, in chunks, with its deliveries and their attempts; keeps the rest', async () => {
    const count = RETENTION_CHUNK + 20;
    const old = new Date('2024-01-10T12:00:00.000Z');
    const young = new Date('2025-06-01T12:00:00.000Z');
    const queries = [];
    for (let n = 0; n < count; n++) {
      queries.push(...storeQueries(store.db, leadOf(`old-${n}`, { door: 'ajax', fields: [['email', `v${n}@example.com`]], receivedAt: old }), ['office']));
    }
    queries.push(...storeQueries(store.db, leadOf('young', { door: 'ajax', fields: [], receivedAt: young }), ['office']));
    await store.batch(queries);
    await store.db
      .insertInto('attempts')
      .expression((eb) => eb.selectFrom('deliveries').select((inner) => ['id', inner.val(old.toISOString()).as('started_at')]))
      .columns(['delivery_id', 'started_at'])
      .execute();

    expect(await deleteExpiredLeads(store.db, new Date('2026-03-01T00:00:00.000Z'), 24)).toBe(count);
    expect(await store.db.selectFrom('leads').select('id').execute()).toEqual([{ id: 'young' }]);
    const deliveries = await store.db.selectFrom('deliveries').select(['id', 'lead_id']).execute();
    expect(deliveries.map(({ lead_id: id }) => id)).toEqual(['young']);
    expect(await store.db.selectFrom('attempts').select('delivery_id').execute()).toEqual([{ delivery_id: deliveries[0].id }]);
    expect(await deleteExpiredLeads(store.db, new Date('2026-03-01T00:00:00.000Z'), 24)).toBe(0);
  });

});

describe('the retention period', () => {
  const stated = Number(agency.leadRetentionMonths);

  it('is the agency\'s stated period (agency.json, which the privacy page states), or a shorter LEAD_RETENTION_MONTHS', () => {
    expect(retentionMonthsOf({})).toBe(stated);
    expect(retentionMonthsOf({ LEAD_RETENTION_MONTHS: '' })).toBe(stated);
    expect(retentionMonthsOf({ LEAD_RETENTION_MONTHS: '6' })).toBe(6);
    expect(retentionMonthsOf({ LEAD_RETENTION_MONTHS: String(stated) })).toBe(stated);
  });

  it('refuses a longer period, or anything but whole months, saying where the period is set', () => {
    for (const value of [String(stated + 1), '0', '-3', '1.5', 'two years', '12 months']) {
      expect(() => retentionMonthsOf({ LEAD_RETENTION_MONTHS: value }), value).toThrow(
        `LEAD_RETENTION_MONTHS must be a whole number of months from 1 to ${stated} (got "${value}"): the privacy page states ${stated} months, from leadRetentionMonths in src/config/agency.json; a longer period is set there`,
      );
    }
  });
});
