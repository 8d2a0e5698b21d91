import { describe, expect, it } from 'vitest';
import { openRelayDatabase } from '../../../src/relay/node/database';
import { preparedQuery } from '../../../src/relay/preparedQuery';

describe('a query built once and bound per call', () => {
  it('runs the SQL Kysely builds for the same values, each argument at its places, constants kept', async () => {
    const { db, close } = await openRelayDatabase(':memory:');
    const build = ({ email, since }: { email: string; since: string }) =>
      db.selectFrom('leads').select('id').where('visitor_email', '=', email).where('received_at', '>', since).where('spam', '=', 0).limit(5);
    const prepared = preparedQuery(['email', 'since'], build);
    const args = { email: 'maria.lopez@example.com', since: '2026-11-29T10:00:00.000Z' };
    const direct = build(args).compile();
    expect(prepared(args)).toMatchObject({ sql: direct.sql, parameters: direct.parameters });
    expect((await db.executeQuery(prepared(args))).rows).toEqual([]);
    await close();
  });

  it('refuses an argument the query does not use as a value', async () => {
    const { db, close } = await openRelayDatabase(':memory:');
    expect(() => preparedQuery<{ email: string; page: string }>(['email', 'page'], ({ email }) => db.selectFrom('leads').select('id').where('visitor_email', '=', email))).toThrow(
      /page not used as a value/,
    );
    await close();
  });
});
