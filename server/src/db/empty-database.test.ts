import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client';
import { copyEmptyDatabase, holdsDatabase } from './empty-database';
import { migrate } from './migrate';
import { writeEmptyDatabase } from './write-empty-database';

const dir = mkdtempSync(join(tmpdir(), 'empty-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each folder's and file's mode and owner under `root` (not `root` itself), but what `skip` names. */
const modes = (root: string, skip = '') =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => !skip || !name.startsWith(skip))
    .map((name) => {
      const st = statSync(join(root, name));
      return { kind: st.isDirectory() ? 'folder' : 'file', mode: (st.mode & 0o777).toString(8), uid: st.uid };
    });
/** The kinds of mode found: 'file 600', 'folder 700'. */
const kinds = (list: ReturnType<typeof modes>) => [...new Set(list.map((m) => `${m.kind} ${m.mode}`))].sort();

it('a first start from the built empty database has every migration and the job queue, and keeps what it writes', async () => {
  const built = join(dir, 'empty-database');
  await writeEmptyDatabase(built, ['alerts']);
  const dataDir = join(dir, 'data');
  mkdirSync(join(dataDir, 'files'), { recursive: true }); // the server's file folder may be there first
  expect(holdsDatabase(dataDir)).toBe(false);
  expect(copyEmptyDatabase(dataDir, built)).toBe(true);
  expect(existsSync(join(dataDir, 'files'))).toBe(true);

  // The build's folder is no one's to change but its builder's; the copy is the server user's
  // alone, 0700 and 0600 as initdb leaves a PostgreSQL folder (the build's modes are not kept).
  expect(kinds(modes(built))).toEqual(['file 644', 'folder 755']);
  const copied = modes(dataDir, 'files');
  expect(kinds(copied)).toEqual(['file 600', 'folder 700']);
  expect(new Set(copied.map((m) => m.uid))).toEqual(new Set([process.getuid?.()]));
  expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');

  const db = await openPglite(dataDir);
  expect(await migrate(db)).toEqual([]);
  const [queue] = await db.query<{ t: string | null }>(`SELECT to_regclass('pgboss.job') AS t`);
  expect(queue?.t).toBe('pgboss.job'); // the job queue's tables are there: its start installs nothing
  const queues = await db.query<{ name: string }>('SELECT name FROM pgboss.queue');
  expect(queues.map((q) => q.name)).toEqual(['alerts']); // and the server's queues
  await db.query(`INSERT INTO schema_migrations (name) VALUES ('written-after-start')`);
  await db.close();

  // A restart opens the folder as it is: the database it holds, never the empty one again.
  expect(copyEmptyDatabase(dataDir, built)).toBe(false);
  const again = await openPglite(dataDir);
  const rows = await again.query<{ name: string }>(
    `SELECT name FROM schema_migrations WHERE name = 'written-after-start'`,
  );
  expect(rows).toHaveLength(1);
  await again.close();

  // The built database itself was never written by the start.
  const pristine = await openPglite(built);
  expect(await pristine.query(`SELECT 1 FROM schema_migrations WHERE name = 'written-after-start'`)).toEqual(
    [],
  );
  await pristine.close();
}, 120_000);

it('a copy cut short before PG_VERSION is copied again, not opened half-made', async () => {
  const dataDir = join(dir, 'cut-short');
  mkdirSync(join(dataDir, 'base'), { recursive: true }); // some of the copy, no PG_VERSION
  expect(copyEmptyDatabase(dataDir, join(dir, 'empty-database'))).toBe(true);
  const db = await openPglite(dataDir);
  expect(await migrate(db)).toEqual([]);
  await db.close();
}, 120_000);

it('without a built empty database, a new folder is made by initdb as before', () => {
  const dataDir = join(dir, 'other');
  mkdirSync(dataDir);
  expect(copyEmptyDatabase(dataDir, join(dir, 'missing'))).toBe(false);
  expect(holdsDatabase(dataDir)).toBe(false);
});
