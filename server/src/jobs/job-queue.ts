import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/client';

const BATCH = 20;

/** What a job does with its data; a throw is a failure that pg-boss retries later. */
export type JobHandler = (data: never) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobQueue {
  /** Queues a job inside the caller's transaction: it exists only if that transaction commits. */
  send(tx: Queryable, name: string, data: object): Promise<void>;
  /** Runs the waiting jobs of every queue now, until none is left (tests; a clean shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** pg-boss keeps its tables in this schema (a test on PostgreSQL uses its own). */
  schema?: string;
  /** Poll and run jobs in this process (a process may only send, e.g. a test of two servers). */
  work: boolean;
  pollingSeconds?: number;
  /**
   * The workers begin when this settles (the server: once it listens), so their first polls of
   * the job table do not stand in the embedded database's queue before the first answer (issue
   * 34: a restart under 1 s). Jobs sent meanwhile wait in the table, as between two polls.
   */
  workAfter?: Promise<unknown>;
  log: (error: unknown) => void;
}

/** pg-boss's seam onto our database: statements with parameters go one by one, scripts whole. */
function executorOf(q: Queryable | Pick<Db, 'query' | 'script'>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && 'script' in q) return { rows: await q.script(text) };
      return { rows: await q.query(text, values ?? []) };
    },
  };
}

/**
 * Background work (e-mails, alerts) kept in PostgreSQL by pg-boss, so that with several server
 * processes on one database each job runs once: a worker takes a job with SKIP LOCKED. pg-boss
 * 10 is the last line that runs on Node 20; it talks to the database through our `Db`, so the
 * embedded database works as well as PostgreSQL.
 */
export async function startJobQueue(db: Db, handlers: JobHandlers, opts: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    // Its polls of the job table every few seconds would otherwise end every answer from memory.
    db: executorOf(db.soleWriter?.jobQueue ?? db) as PgBoss.Db,
    schema: opts.schema ?? 'pgboss',
    // No cron, no monitoring timers: only the queues, the workers and the clean-up of old jobs.
    schedule: false,
    supervise: opts.work,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
  boss.on('error', opts.log);
  await boss.start();
  const names = Object.keys(handlers);
  // One read of the queues there are, not one per queue: each is a statement of every start.
  const known = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of names) if (!known.has(name)) await boss.createQueue(name);

  const startWorkers = async () => {
    for (const name of names) {
      // Jobs are taken BATCH at a time and, while the queue is full, without waiting for
      // the next poll: one job per poll let a phone back online with a week of saves hold
      // everyone's e-mails back by minutes. Each job succeeds or fails on its own, so a
      // failure retries that job only and the others' e-mails are not sent twice.
      let worker = '';
      worker = await boss.work(
        name,
        { pollingIntervalSeconds: opts.pollingSeconds ?? 2, batchSize: BATCH },
        async (jobs: PgBoss.Job<object>[]) => {
          for (const job of jobs) {
            try {
              await handlers[name]!(job.data as never);
            } catch (error) {
              opts.log(error);
              await boss.fail(name, job.id, { message: String(error) });
            }
          }
          if (jobs.length === BATCH && worker) boss.notifyWorker(worker);
        },
      );
    }
  };
  if (opts.work && opts.workAfter) void opts.workAfter.then(startWorkers).catch(opts.log);
  else if (opts.work) await startWorkers();

  return {
    async send(tx, name, data) {
      if (!handlers[name]) throw new Error(`No job handler named ${name}`);
      await boss.send(name, data, { db: executorOf(tx) as PgBoss.Db });
    },
    async drain() {
      let done = 0;
      for (;;) {
        let found = 0;
        for (const name of names) {
          const jobs = await boss.fetch<object>(name, { batchSize: 10 });
          for (const job of jobs ?? []) {
            found++;
            try {
              await handlers[name]!(job.data as never);
              await boss.complete(name, job.id);
            } catch (error) {
              opts.log(error);
              await boss.fail(name, job.id, { message: String(error) });
            }
          }
        }
        done += found;
        if (found === 0) return done;
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, close: false }),
  };
}
