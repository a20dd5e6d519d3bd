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
const preparedCount = async (tx: { query: Db['query'] }, sql = SQL) => {
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
    [sql],
  );
  return row!.n;
};

describe('statements with parameters on PostgreSQL', () => {
  it('are prepared once on a connection, answer each call with its own parameters', async () => {
    const answers = await db.transaction(async (tx) => {
      const seen = [];
      for (const n of [1, 2, 3]) seen.push((await tx.query<{ next: number }>(SQL, [n]))[0]!.next);
      return { seen, prepared: await preparedCount(tx) };
    });
    expect(answers).toEqual({ seen: [2, 3, 4], prepared: 1 });
  });

  it('a text sent once (a value written into it) is not kept prepared on the connection', async () => {
    const once = `SELECT $1::int + ${process.pid} AS sum`;
    const kept = await db.transaction(async (tx) => {
      expect(await tx.query<{ sum: number }>(once, [1])).toEqual([{ sum: process.pid + 1 }]);
      return preparedCount(tx, once);
    });
    expect(kept).toBe(0);
  });
});
