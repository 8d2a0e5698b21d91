// @vitest-environment node
/**
 * Group commit (src/relay/node/groupCommitBatch.ts): batches that arrive while a commit runs
 * go together in the next transaction, each caller hears back after its own
 * writes are committed, and a batch that fails fails alone.
 */
import { describe, expect, it } from 'vitest';
import { openRelayDatabase } from '../../../src/relay/node/database';
import { leadOf, storeQueries } from '../../../src/relay/lead';

describe('groupCommitBatch', () => {
  it('commits concurrent batches, together, and fails only the bad one', async () => {
    const store = await openRelayDatabase(':memory:');
    const lead = (id: string) => storeQueries(store.db, leadOf(id, { door: 'ajax', fields: [['email', `${id}@example.com`]], receivedAt: new Date() }), ['office']);
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'b', 'd'].map(async (id) => {
        await store.batch(lead(id));
        // Heard back only once committed: the row is there.
        expect(await store.db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
      }),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[3] as PromiseRejectedResult).reason.message).toMatch(/UNIQUE constraint failed: leads.id/);
    expect((await store.db.selectFrom('leads').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(await store.db.selectFrom('deliveries').select('lead_id').execute()).toHaveLength(4);
    await store.close();
  });
});
