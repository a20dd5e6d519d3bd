import { leaveReportQuerySchema } from '@contracts/leave-report-query';
import type { LeaveReportKind } from '@contracts/leave-reports';
import { LEAVE_TEXT } from '@contracts/leave-text';
import { Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, HttpError, parseId, parseWith } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { fieldNames } from '../../../http/unknown-fields';
import { todayOf } from '../../../kernel/today';
import { buildLeaveReport } from '../leave-report-data';
import { REPORT_TYPES, renderLeaveReport, reportFileName } from '../leave-report-email';

/**
 * Leave reports downloaded (doc 3, section 7: 'leave history, individual summary ... take a
 * download flag or an e-mail flag'; the e-mail is the queued operation 'leave/report/email').
 * The policy lets in anyone on board of a vessel with leave; the service decides whose
 * profiles, the reports module and former crew.
 */
export function leaveReportRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });

  app.get(
    '/leave/:yachtId{[0-9]{1,10}}/reports/:report{history|summary|flights}',
    // The spec's flags: `email` is read to be refused with its reason (below); `download` is
    // what this call does. The profiles are a list: '?profileIds=a&profileIds=b' may repeat.
    policy
      .member(from.param('yachtId'))
      .taking('email', 'download', ...fieldNames(leaveReportQuerySchema))
      .takingLists('profileIds'),
    async (c) => {
      const yachtId = parseId('yachtId', c.req.param('yachtId'));
      const report = c.req.param('report') as LeaveReportKind;
      // The spec's e-mail flag: the e-mail is the queued 'leave/report/email' (POST /sync), which
      // holds the daily cap on report e-mails; a flag here would be a way around it, so it is
      // refused rather than ignored (the download flag is what this call does).
      if (['true', '1'].includes(c.req.query('email') ?? ''))
        throw badRequest([{ property: 'email', message: LEAVE_TEXT.reportEmailBySync }]);
      // '?profileIds=a,b' or '?profileIds=a&profileIds=b': the same list.
      const q = parseWith(leaveReportQuerySchema, {
        ...c.req.query(),
        profileIds: c.req.queries('profileIds')?.join(','),
      });
      const built = await buildLeaveReport(
        deps.db,
        c.get('actor'),
        { yachtId, report, profileIds: q.profileIds, from: q.from, to: q.to },
        todayOf(deps),
      );
      if (!built.ok) throw new HttpError(built.status, { message: built.message });
      const body = await renderLeaveReport(built.report, q.format);
      c.header('content-disposition', `attachment; filename="${reportFileName(built.report, q.format)}"`);
      return c.body(new Uint8Array(body), 200, { 'content-type': REPORT_TYPES[q.format] });
    },
  );
  return app;
}
