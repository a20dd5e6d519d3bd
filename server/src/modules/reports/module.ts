import { defineServerModule, followUp } from '../../kernel/server-module';
import { mailQueuedReport, reportOps } from './report-email';
import { reportRoutes } from './routes/reports';

/** Reports: built on the server as PDF or xlsx, downloaded or e-mailed to the asker. */
export const reportsModule = defineServerModule({
  name: 'reports',
  routes: [{ path: '/', routes: reportRoutes }],
  ops: reportOps,
  jobs: {
    // A report to build and e-mail to its asker ('report/email').
    'report-email': followUp(['report/email'], async (deps, { actorId, op }) => {
      if (op.op === 'report/email') await mailQueuedReport(deps, actorId, op.body);
    }),
  },
});
