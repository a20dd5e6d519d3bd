import { SERVER_JOBS } from '../composition';
import type { Db } from '../db/client';
import type { DailyRun } from '../kernel/server-module';
import type { JobQueue } from './job-queue';

/** The jobs that run once a day, by queue name, as the modules declare them. */
export const DAILY_JOBS = Object.keys(SERVER_JOBS).filter((name) => 'daily' in SERVER_JOBS[name]!);

/** How often each process looks whether today's runs are queued yet. */
const TICK_MS = 15 * 60 * 1000;

/**
 * Queues today's run of each daily job once across every server process: the first process to
 * claim (job, day) in daily_job_runs queues it in the same transaction, the others find it
 * claimed. pg-boss then hands the job to one worker. Returns the jobs queued by this call.
 */
export async function queueDailyRuns(db: Db, jobs: JobQueue, day: string): Promise<string[]> {
  const queued: string[] = [];
  for (const name of DAILY_JOBS) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx.query(
        'INSERT INTO daily_job_runs (name, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name',
        [name, day],
      );
      if (rows.length) await jobs.send(tx, name, { day } satisfies DailyRun);
      return rows.length > 0;
    });
    if (claimed) queued.push(name);
  }
  return queued;
}

/**
 * Every process ticks (no scheduler of pg-boss's: it is off, see job-queue.ts); a tick after
 * midnight UTC queues the new day's runs. Returns a stop function.
 */
export function startDailyJobs(deps: {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
  log: (e: unknown) => void;
}) {
  const tick = () => {
    queueDailyRuns(deps.db, deps.jobs, deps.clock().toISOString().slice(0, 10)).catch(deps.log);
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
