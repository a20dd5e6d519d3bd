import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from './client';

/**
 * On PostgreSQL a statement with parameters is prepared once per connection and its text is not
 * parsed again on each call (issue 34: PostgreSQL's CPU per sync). This file runs in the
 * PostgreSQL pass only (TEST_DB=postgres).
 */
let db: Db;
const schema = `prepared_${process.pid}`;

beforeAll(async () => {
  db = await openPostgres(process.env.TEST_DATABASE_URL!, schema);
});
afterAll(() => db.close());

const SQL = 'SELECT $1::int + 1 AS next';
const preparedCount = (tx: { query: Db['query'] }) =>
  tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [
    SQL,
  ]);

describe('statements with parameters on PostgreSQL', () => {
  it('are prepared once on a connection, answer each call with its own parameters', async () => {
    const answers = await db.transaction(async (tx) => {
      const seen = [];
      for (const n of [1, 2, 3]) seen.push((await tx.query<{ next: number }>(SQL, [n]))[0]!.next);
      return { seen, prepared: (await preparedCount(tx))[0]!.n };
    });
    expect(answers).toEqual({ seen: [2, 3, 4], prepared: 1 });
  });
});
