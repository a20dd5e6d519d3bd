import { chmodSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startJobQueue } from '../jobs/job-queue';
import { openPglite } from './client';
import { EMPTY_DATABASE } from './empty-database';
import { migrate } from './migrate';

/** Builds the empty database at `path`, with the job queues named in `queues`. */
export async function writeEmptyDatabase(path = EMPTY_DATABASE, queues: string[] = []): Promise<void> {
  rmSync(path, { recursive: true, force: true });
  const db = await openPglite(path);
  await migrate(db);
  const noop = async () => {};
  const handlers = Object.fromEntries(queues.map((name) => [name, noop]));
  const jobs = await startJobQueue(db, handlers, { work: false, log: (error) => console.error(error) });
  await jobs.stop();
  await db.close();
  readOnlyForOthers(path);
}

/**
 * The embedded database writes initdb's files as 0666: in the build they would be anyone's to
 * change before a first start copies them. Readable by all (the server may run as another user
 * than the build), writable by the build's user only; the copy is made 0600 (empty-database.ts).
 */
function readOnlyForOthers(folder: string): void {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) readOnlyForOthers(path);
    else chmodSync(path, 0o644);
  }
}
