import { rmSync } from 'node:fs';
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
}
