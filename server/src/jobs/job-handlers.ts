import type { SyncOp } from '@contracts/sync';
import { SERVER_JOBS } from '../composition';
import type { Queryable } from '../db/client';
import type { JobDeps, ServerDeps } from '../deps';
import type { DailyRun, FollowUp } from '../kernel/server-module';
import type { JobHandlers } from './job-queue';

/** Every background job the server runs, by queue name, as the modules declare them. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return Object.fromEntries(
    Object.entries(SERVER_JOBS).map(([name, job]) => [
      name,
      (payload: unknown) =>
        'daily' in job ? job.run(deps, payload as DailyRun) : job.run(deps, payload as FollowUp),
    ]),
  );
}

/**
 * Queues what an applied sync operation tells others, in the operation's transaction: `tx`
 * takes the jobs' writes, `read` answers whether a job is wanted (where the writes are held
 * to go with the COMMIT, `tx` answers no reads; apply-batch.ts).
 */
export async function queueFollowUps(
  deps: ServerDeps,
  tx: Queryable,
  actorId: number,
  op: SyncOp,
  read: Queryable = tx,
) {
  for (const [name, job] of Object.entries(SERVER_JOBS))
    if ('after' in job && job.after.includes(op.op) && (!job.wanted || (await job.wanted(read, op))))
      await deps.jobs.send(tx, name, { actorId, op } satisfies FollowUp);
}
