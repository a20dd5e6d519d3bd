import {
  LEAVE_REPORT_EMAILS_PER_DAY,
  LEAVE_REPORT_TEXT,
  type LeaveReportEmail,
  leaveReportFileName,
  type ReportFormat,
} from '@contracts/leave-reports';
import type { SyncOutcome } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { JobDeps } from '../../deps';
import { type Actor, loadActor } from '../../kernel/actors';
import { holdDailyCap } from '../../kernel/daily-cap';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { buildLeaveReport, type LeaveReport, reportAccess } from './leave-report-data';
import { renderLeaveReportPdf } from './leave-report-pdf';
import { renderLeaveReportXlsx } from './leave-report-xlsx';

export const REPORT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const renderLeaveReport = (report: LeaveReport, format: ReportFormat) =>
  format === 'pdf' ? renderLeaveReportPdf(report) : renderLeaveReportXlsx(report);

/** The file's name: the person's when the report is of one person, else the vessel's. */
export function reportFileName(report: LeaveReport, format: ReportFormat) {
  const people = report.kind === 'flights' ? report.people : report.people.map((p) => p.person);
  const who = people.length === 1 ? people[0]!.name : report.vessel.codename;
  return leaveReportFileName(report.kind, who, report, format);
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * 'leave/report/email', when the device sends it: the caller may have the report (the same
 * rules as the download, so a queued e-mail is no side door), and has not e-mailed
 * LEAVE_REPORT_EMAILS_PER_DAY reports in the last day, so the server is no one's mass mailer.
 * The e-mail itself goes out from the job queue once the operation is applied.
 */
export async function checkLeaveReportEmail(
  tx: Queryable,
  actor: Actor,
  body: LeaveReportEmail,
  now: Date,
): Promise<SyncOutcome> {
  await holdDailyCap(tx, 'reportEmails', actor.id);
  const access = await reportAccess(tx, actor, body, dayOf(now));
  if (!access.ok) return { status: 'rejected', message: access.message };
  const [sent] = await tx.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM idempotency_keys
      WHERE user_id = $1 AND op = 'leave/report/email' AND created_at > $2 AND result->>'status' = 'applied'`,
    [actor.id, new Date(now.getTime() - 86_400_000).toISOString()],
  );
  if (Number(sent?.n ?? 0) >= LEAVE_REPORT_EMAILS_PER_DAY)
    return { status: 'rejected', message: LEAVE_REPORT_TEXT.tooManyEmails };
  return { status: 'applied', version: 0 };
}

/**
 * Renders the report as the caller may see it when the job runs (a role ended meanwhile sends
 * nothing) and sends it, one e-mail to all the addresses.
 */
export async function mailLeaveReport(
  deps: Pick<JobDeps, 'db' | 'mail' | 'clock' | 'log'>,
  actorId: number,
  body: LeaveReportEmail,
) {
  const today = dayOf(deps.clock());
  const actor = await loadActor(deps.db, actorId, today);
  if (!actor) return;
  const built = await buildLeaveReport(deps.db, actor, body, today);
  if (!built.ok) {
    deps.log(new Error(`leave report e-mail of user ${actorId} not sent: ${built.message}`));
    return;
  }
  const name = reportFileName(built.report, body.format);
  await deps.mail.send({
    to: body.recipients.join(', '),
    subject: `${built.report.title}, ${built.report.vessel.name}: ${name}`,
    text: `The ${built.report.title.toLowerCase()} report you asked for is attached (sent at the request of ${actor.name}).`,
    attachments: [
      {
        filename: name,
        content: await renderLeaveReport(built.report, body.format),
        contentType: REPORT_TYPES[body.format],
      },
    ],
  });
}

/** The queued e-mail, refused like every leave operation on a vessel where leave is off. */
export const leaveReportOps = gatedOps(
  'leave',
  {
    'leave/report/email': {
      apply: (tx, b, { actor, now }) => checkLeaveReportEmail(tx, actor, b, now),
    },
  } satisfies OpHandlers,
  [],
);
