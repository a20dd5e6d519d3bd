import type { SyncOp } from '@contracts/sync';
import type { Queryable } from '../db/client';
import type { JobDeps, ServerDeps } from '../deps';
import { loadActor } from '../kernel/actors';
import { sendCertExpiryAlerts } from '../modules/certificates/cert-expiry-alerts';
import { mailLeaveReport } from '../modules/leave/leave-report-email';
import { mailQueuedReport } from '../modules/reports/report-email';
import { alertsAfter } from '../modules/rest-hours/alerts';
import { eraseExpiredCrewData } from '../modules/retention/crew-data-retention';
import type { DailyRun } from './daily-jobs';
import type { JobHandlers } from './job-queue';

/** The operations whose application may e-mail someone (alert recipients, chosen supervisors). */
const ALERTING_OPS = new Set<SyncOp['op']>([
  'hor/month/notify',
  'hor/month/sign',
  'hor/day/save',
  'hor/reopen/request',
  'hor/records/email',
]);
const ALERTS_JOB = 'hor-alerts';
/** A leave report to render and e-mail ('leave/report/email'). */
const LEAVE_REPORT_JOB = 'leave-report-email';
/** A report to build and e-mail to its asker ('report/email'). */
const REPORT_EMAIL_JOB = 'report-email';

interface AlertsJob {
  actorId: number;
  op: SyncOp;
}

/** Every background job the server runs, by queue name. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    [ALERTS_JOB]: async ({ actorId, op }: AlertsJob) => {
      const actor = await loadActor(deps.db, actorId, deps.clock().toISOString().slice(0, 10));
      if (actor) await alertsAfter(deps, actor, op);
    },
    [LEAVE_REPORT_JOB]: async ({ actorId, op }: AlertsJob) => {
      if (op.op === 'leave/report/email') await mailLeaveReport(deps, actorId, op.body);
    },
    [REPORT_EMAIL_JOB]: async ({ actorId, op }: AlertsJob) => {
      if (op.op === 'report/email') await mailQueuedReport(deps, actorId, op.body);
    },
    // Daily (daily-jobs.ts): vessel certificates expiring or expired, to the inbox.
    'cert-expiry-alerts': async ({ day }: DailyRun) => {
      await sendCertExpiryAlerts(deps.db, day, deps.clock());
    },
    // Daily: personal records five years after the end of employment (README, Data retention).
    'crew-data-retention': async ({ day }: DailyRun) => {
      await eraseExpiredCrewData(deps, day, deps.clock());
    },
  };
}

/** Queues what an applied sync operation tells others, in the operation's transaction. */
export async function queueFollowUps(deps: ServerDeps, tx: Queryable, actorId: number, op: SyncOp) {
  if (ALERTING_OPS.has(op.op)) await deps.jobs.send(tx, ALERTS_JOB, { actorId, op } satisfies AlertsJob);
  if (op.op === 'leave/report/email')
    await deps.jobs.send(tx, LEAVE_REPORT_JOB, { actorId, op } satisfies AlertsJob);
  if (op.op === 'report/email')
    await deps.jobs.send(tx, REPORT_EMAIL_JOB, { actorId, op } satisfies AlertsJob);
}
