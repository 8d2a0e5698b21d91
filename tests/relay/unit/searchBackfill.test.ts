// @vitest-environment node
/**
 * The search text of leads stored before it was computed
 * (src/relay/searchBackfill.ts): filled in chunks by the same code as a new
 * lead's, a bounded run leaving the rest for the next, a lead whose fields
 * are not JSON still filled from its columns.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openRelayDatabase, type RelayStore } from '../../../src/relay/node/database';
import { BACKFILL_CHUNK, backfillSearchText } from '../../../src/relay/searchBackfill';
import { insertLeadsKysely, realisticLead } from '../../support/storedLeads';

let store: RelayStore;
beforeEach(async () => {
  store = await openRelayDatabase(':memory:');
});
afterEach(() => store.close());

const unfilled = async () => Number((await store.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('count')).where('search_text', 'is', null).executeTakeFirstOrThrow()).count);

it('fills every lead without its text, a chunk at a time, the same text a new lead gets', async () => {
  const count = 2 * BACKFILL_CHUNK + 50;
  const leads = Array.from({ length: count }, (_, n) => realisticLead(n, Date.now(), count, n % 2 ? 'Peña' : 'Wiśniewski'));
  await insertLeadsKysely(store.db, [...leads.map((lead) => ({ ...lead, search_text: null })), { ...realisticLead(count), id: 'not-json', fields: '{oops', search_text: null }]);

  expect(await backfillSearchText(store.db, store.batch, { maxChunks: 1 })).toBe(BACKFILL_CHUNK);
  expect(await unfilled()).toBe(count + 1 - BACKFILL_CHUNK);
  let pauses = 0;
  expect(await backfillSearchText(store.db, store.batch, { pause: async () => void pauses++ })).toBe(count + 1 - BACKFILL_CHUNK);
  expect(pauses).toBe(1);
  expect(await unfilled()).toBe(0);

  const stored = new Map((await store.db.selectFrom('leads').select(['id', 'search_text']).execute()).map((row) => [row.id, row.search_text]));
  for (const lead of leads) expect(stored.get(lead.id), lead.id).toBe(lead.search_text);
  expect(stored.get('not-json')!.split('\n')).toContain(realisticLead(count).visitor_email);
  expect(await backfillSearchText(store.db, store.batch)).toBe(0);
});

it('stops before the next chunk when asked (the Node relay closing)', async () => {
  await insertLeadsKysely(store.db, Array.from({ length: BACKFILL_CHUNK + 1 }, (_, n) => ({ ...realisticLead(n), search_text: null })));
  let chunks = 0;
  expect(await backfillSearchText(store.db, store.batch, { stopped: () => chunks++ > 0 })).toBe(BACKFILL_CHUNK);
  expect(await unfilled()).toBe(1);
});
