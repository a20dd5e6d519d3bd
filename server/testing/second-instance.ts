import { createApp } from '../src/app';
import { openPostgres } from '../src/db/client';
import { jobHandlers } from '../src/jobs/job-handlers';
import { startJobQueue } from '../src/jobs/job-queue';
import type { TestServer } from './test-server';

/**
 * A second server process on the test server's database, as when one machine is not enough:
 * its own connections (on PostgreSQL), its own job queue and mailer view, the same signing key.
 * The embedded database has one connection, so there both instances share it.
 */
export async function secondInstance(s: TestServer) {
  const db = s.pgUrl ? await openPostgres(s.pgUrl, s.schema, true) : s.db;
  const sent: { to: string; subject: string }[] = [];
  const mail = { send: async (m: { to: string; subject: string }) => void sent.push(m) };
  const { clock, log } = s.deps;
  const jobs = await startJobQueue(
    db,
    jobHandlers({ db, clock, log, mail, files: s.deps.files, publicUrl: s.deps.config.publicUrl }),
    {
      work: false,
      schema: s.schema,
      log,
    },
  );
  const app = createApp({ ...s.deps, db, mail, jobs });
  return {
    app,
    sent,
    drainJobs: () => jobs.drain(),
    close: async () => {
      await jobs.stop();
      if (db !== s.db) await db.close();
    },
  };
}
