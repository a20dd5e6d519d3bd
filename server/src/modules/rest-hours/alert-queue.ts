import type { SyncOp } from '@contracts/sync';
import { ulid } from 'ulidx';
import type { Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { FollowUp } from '../../kernel/server-module';
import { mayAlertIn } from './alerts';

/** The job that tells the vessel's alert recipients (and chosen supervisors) about a write. */
export const HOR_ALERTS_JOB = 'hor-alerts';

type BodyOf<N extends SyncOp['op']> = Extract<SyncOp, { op: N }>['body'];
/** A sign-off's alert reads whose month it is, no more: the signature stays out of the job. */
type Told =
  | { op: 'hor/day/save'; body: BodyOf<'hor/day/save'> }
  | { op: 'hor/month/sign'; body: Pick<BodyOf<'hor/month/sign'>, 'yachtId' | 'userId' | 'month'> };

/**
 * Queues, in a REST write's transaction, the alerts the same write sent through /sync queues:
 * the vessel's alert settings once applied to queued operations only, so a day saved or a month
 * signed through the spec's calls told no one. Queued before the write runs, under its
 * transaction (or savepoint), so a refused write queues nothing.
 */
export async function queueRestAlert(
  jobs: JobQueue,
  tx: Queryable,
  actorId: number,
  write: Told & { key?: string },
): Promise<void> {
  const { op: name, body, key } = write;
  // Shaped as the queued operation alertsAfter reads (a sign-off's: only the fields above).
  const op = { id: key ?? ulid(), op: name, body, baseVersion: 0 } as SyncOp;
  // As through /sync (the job's `wanted`): a day save on a vessel whose alert is off queues none.
  if (await mayAlertIn(tx, op)) await jobs.send(tx, HOR_ALERTS_JOB, { actorId, op } satisfies FollowUp);
}
