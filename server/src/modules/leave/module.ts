import { defineServerModule, followUp, mountedAt } from '../../kernel/server-module';
import { leaveFileRefusal } from './leave-attachments';
import { leaveFeeds } from './leave-feeds';
import { leaveHistoryOps } from './leave-history-ops';
import { leaveReportOps, mailLeaveReport } from './leave-report-email';
import { leaveRequestExtraOps } from './leave-request-extra-ops';
import { fullLeaveAccessOn, LEAVE_GROUP } from './leave-setup';
import { leaveOps } from './leave-sync-ops';
import { leaveRoutes } from './routes/leave';
import { leaveReadRoutes } from './routes/leave-reads';
import { leaveReportRoutes } from './routes/leave-reports';
import { leaveRequestExtraRoutes } from './routes/leave-request-extras';
import { leaveSpecProfileRoutes } from './routes/leave-spec-profile-reads';
import { leaveSpecVesselRoutes } from './routes/leave-spec-vessel-reads';
import { leaveSpecWriteRoutes } from './routes/leave-spec-writes';

/** Leave: profiles, balances, requests and their decisions, history and reports (the leave module). */
export const leaveModule = defineServerModule({
  name: 'leave',
  routes: mountedAt(
    '/',
    leaveRoutes,
    leaveReadRoutes,
    leaveReportRoutes,
    leaveRequestExtraRoutes,
    leaveSpecWriteRoutes,
    leaveSpecVesselRoutes,
    leaveSpecProfileRoutes,
  ),
  ops: { ...leaveOps, ...leaveHistoryOps, ...leaveReportOps, ...leaveRequestExtraOps },
  feeds: leaveFeeds,
  files: {
    leaveAttachment: {
      // A leave attachment follows its request: its owner, or full leave access on the vessel.
      othersMay: { group: LEAVE_GROUP, check: fullLeaveAccessOn },
      hidden: async (db, actor, row) => !!(await leaveFileRefusal(db, actor, row)),
    },
  },
  jobs: {
    // A leave report to render and e-mail ('leave/report/email').
    'leave-report-email': followUp(['leave/report/email'], async (deps, { actorId, op }) => {
      if (op.op === 'leave/report/email') await mailLeaveReport(deps, actorId, op.body);
    }),
  },
});
