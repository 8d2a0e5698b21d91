// @vitest-environment node
/**
 * The relay's Kysely dialect for D1 (src/relay/worker/d1Dialect.ts) against a
 * real D1: workerd's, through miniflare, in memory. Queries answer with their
 * rows and counts; a transaction is one batch, written whole at commit or not
 * at all (a failing statement, a throwing callback), and refuses a read it
 * could not answer yet.
 */
import { Kysely, sql } from 'kysely';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { D1Database } from '../../../src/relay/worker/d1';
import { D1Dialect, ReadInsideBatchError } from '../../../src/relay/worker/d1Dialect';

interface Schema {
  lead: { id: string; subject: string; seq: number | null };
  delivery: { id: string; lead_id: string; channel: string };
}

let mf: Miniflare;
let d1: D1Database;
let db: Kysely<Schema>;

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: 'export default { fetch: () => new Response(null, { status: 404 }) }', d1Databases: { DB: 'dialect-test' }, compatibilityDate: '2026-04-01' });
  d1 = (await mf.getD1Database('DB')) as unknown as D1Database;
  db = new Kysely<Schema>({ dialect: new D1Dialect({ database: d1 }) });
  await d1.exec('CREATE TABLE lead (id TEXT PRIMARY KEY, subject TEXT NOT NULL, seq INTEGER)');
  await d1.exec('CREATE TABLE delivery (id TEXT PRIMARY KEY, lead_id TEXT NOT NULL REFERENCES lead(id), channel TEXT NOT NULL)');
});

afterAll(async () => {
  await db?.destroy();
  await mf?.dispose();
});

beforeEach(async () => {
  await db.deleteFrom('delivery').execute();
  await db.deleteFrom('lead').execute();
});

const leads = () => db.selectFrom('lead').select(['id', 'subject']).orderBy('id').execute();
const deliveries = () => db.selectFrom('delivery').select(['id', 'lead_id', 'channel']).orderBy('id').execute();

describe('queries outside a transaction', () => {
  it('writes, counts and reads rows, with the parameters bound', async () => {
    const inserted = await db.insertInto('lead').values([{ id: 'a', subject: "O'Hare \"quote\"", seq: 1 }, { id: 'b', subject: 'Contact Form', seq: null }]).executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('lead').set({ seq: 7 }).where('id', '=', 'b').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom('lead').selectAll().orderBy('id').execute()).toEqual([
      { id: 'a', subject: "O'Hare \"quote\"", seq: 1 },
      { id: 'b', subject: 'Contact Form', seq: 7 },
    ]);
    const { count } = await db.selectFrom('lead').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(count).toBe(2);
  });

  it('answers `returning` and raw SQL', async () => {
    const row = await db.insertInto('lead').values({ id: 'r', subject: 'Auto - Quote Request', seq: 3 }).returning(['id', 'seq']).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 'r', seq: 3 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from lead where subject like ${'Auto%'}`.execute(db);
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe('a transaction is one D1 batch', () => {
  it('writes every statement at commit, and none before it', async () => {
    let seenBeforeCommit: unknown[] = [];
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('lead').values({ id: 'L1', subject: 'Contact Form', seq: null }).execute();
      await trx.insertInto('delivery').values([{ id: 'D1', lead_id: 'L1', channel: 'office' }, { id: 'D2', lead_id: 'L1', channel: 'visitor' }]).execute();
      seenBeforeCommit = await leads();
    });
    expect(seenBeforeCommit).toEqual([]);
    expect(await leads()).toEqual([{ id: 'L1', subject: 'Contact Form' }]);
    expect(await deliveries()).toEqual([
      { id: 'D1', lead_id: 'L1', channel: 'office' },
      { id: 'D2', lead_id: 'L1', channel: 'visitor' },
    ]);
  });

  it('writes nothing when a statement of the batch fails', async () => {
    await db.insertInto('lead').values({ id: 'x', subject: 'first', seq: null }).execute();
    await db.insertInto('delivery').values({ id: 'taken', lead_id: 'x', channel: 'office' }).execute();
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('lead').values({ id: 'L2', subject: 'Claims', seq: null }).execute();
      // The same id as an existing row: the database refuses it at commit.
      await trx.insertInto('delivery').values({ id: 'taken', lead_id: 'L2', channel: 'office' }).execute();
    });
    await expect(attempt).rejects.toThrow(/UNIQUE constraint failed: delivery\.id/);
    expect(await leads()).toEqual([{ id: 'x', subject: 'first' }]);
  });

  it('writes nothing when the callback throws', async () => {
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('lead').values({ id: 'L3', subject: 'Contact Form', seq: null }).execute();
      throw new Error('the relay gave up');
    });
    await expect(attempt).rejects.toThrow('the relay gave up');
    expect(await leads()).toEqual([]);
  });

  it('refuses a read it could not answer yet, and writes nothing', async () => {
    const select = db.transaction().execute(async (trx) => {
      await trx.insertInto('lead').values({ id: 'L4', subject: 'Contact Form', seq: null }).execute();
      return trx.selectFrom('lead').selectAll().execute();
    });
    await expect(select).rejects.toBeInstanceOf(ReadInsideBatchError);
    const returning = db.transaction().execute((trx) => trx.insertInto('lead').values({ id: 'L5', subject: 'x', seq: null }).returning('id').execute());
    await expect(returning).rejects.toBeInstanceOf(ReadInsideBatchError);
    expect(await leads()).toEqual([]);
  });

  it('keeps concurrent transactions apart', async () => {
    await Promise.all(
      ['A', 'B', 'C'].map((id) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('lead').values({ id, subject: `lead ${id}`, seq: null }).execute();
          await trx.insertInto('delivery').values({ id: `${id}-office`, lead_id: id, channel: 'office' }).execute();
        }),
      ),
    );
    expect((await leads()).map((row) => row.id)).toEqual(['A', 'B', 'C']);
    expect((await deliveries()).map((row) => row.lead_id)).toEqual(['A', 'B', 'C']);
  });
});
