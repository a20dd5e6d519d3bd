import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startJobQueue } from '../jobs/job-queue';
import { openPglite } from './client';
import { migrate } from './migrate';

/**
 * A new embedded database, made once at build time (scripts/build-server.mjs): `initdb` and the
 * migrations already run, and the job queue's tables installed. A first start copies it into the
 * empty data folder instead of spending seconds on `initdb` (issue 34: a start under 3 s). It is
 * built with the server beside it, from the same package-lock and migrations (build-if-changed
 * hashes both); it holds no keys or secrets (the server makes those at its first start). A folder
 * that holds a database is opened as it is.
 */
export const EMPTY_DATABASE = fileURLToPath(new URL('./empty-database.tar.gz', import.meta.url));

export async function writeEmptyDatabase(path = EMPTY_DATABASE): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  const jobs = await startJobQueue(db, {}, { work: false, log: (error) => console.error(error) });
  await jobs.stop();
  writeFileSync(path, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  await db.close();
}

/** The empty database to start `dataDir` from, when the folder holds none and one was built. */
export function emptyDatabaseFor(dataDir: string, path = EMPTY_DATABASE): Blob | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(path)) return undefined;
  return new Blob([readFileSync(path)]);
}
