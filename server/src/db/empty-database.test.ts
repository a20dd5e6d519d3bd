import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client';
import { emptyDatabaseFor, writeEmptyDatabase } from './empty-database';
import { migrate } from './migrate';

const dir = mkdtempSync(join(tmpdir(), 'empty-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a first start from the built empty database has every migration and the job queue, and keeps what it writes', async () => {
  const built = join(dir, 'empty-database.tar.gz');
  await writeEmptyDatabase(built);
  const dataDir = join(dir, 'data');
  mkdirSync(join(dataDir, 'files'), { recursive: true }); // the server's file folder may be there first
  const from = emptyDatabaseFor(dataDir, built);
  expect(from).toBeDefined();

  const db = await openPglite(dataDir, from);
  expect(await migrate(db)).toEqual([]);
  const [queue] = await db.query<{ t: string | null }>(`SELECT to_regclass('pgboss.job') AS t`);
  expect(queue?.t).toBe('pgboss.job'); // the job queue's tables are there: its start installs nothing
  await db.query(`INSERT INTO schema_migrations (name) VALUES ('written-after-start')`);
  await db.close();

  // A restart opens the folder as it is: the database it holds, never the empty one again.
  expect(emptyDatabaseFor(dataDir, built)).toBeUndefined();
  const again = await openPglite(dataDir, emptyDatabaseFor(dataDir, built));
  const rows = await again.query<{ name: string }>(
    `SELECT name FROM schema_migrations WHERE name = 'written-after-start'`,
  );
  expect(rows).toHaveLength(1);
  await again.close();
}, 120_000);

it('without a built empty database, a new folder is made by initdb as before', () => {
  const dataDir = join(dir, 'other');
  mkdirSync(dataDir);
  expect(emptyDatabaseFor(dataDir, join(dir, 'missing.tar.gz'))).toBeUndefined();
});
