import {
  REPORT_TYPES,
  type ReportFileFormat,
  type ReportRun,
  type ReportRunKind,
  type ReportsLastGenerated,
  type ReportType,
} from '@contracts/reports';
import type { Queryable } from '../../db/client';

/** Reports generated on a vessel (table report_runs): recorded on every success, read per type. */

export interface RunRecord {
  vesselId: number;
  reportType: ReportType;
  userId: number;
  how: ReportRunKind;
  format: ReportFileFormat;
}

export async function recordRun(db: Queryable, run: RunRecord, at: Date) {
  await db.query(
    `INSERT INTO report_runs (vessel_id, report_type, user_id, how, format, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [run.vesselId, run.reportType, run.userId, run.how, run.format, at.toISOString()],
  );
}

/** Reports the user has e-mailed since `since` (asked for by POST /emailreport or queued). */
export async function emailsSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM report_runs WHERE user_id = $1 AND how = 'email' AND created_at > $2`,
    [userId, since.toISOString()],
  );
  return Number(row?.n ?? 0);
}

/** Per report type the last run on the vessel and who made it, and the newest of them all. */
export async function lastGenerated(db: Queryable, vesselId: number): Promise<ReportsLastGenerated> {
  const rows = await db.query<{
    report_type: string;
    created_at: Date | string;
    user_id: number;
    first_name: string;
    last_name: string;
    how: ReportRunKind;
  }>(
    `SELECT DISTINCT ON (r.report_type) r.report_type, r.created_at, r.user_id, u.first_name, u.last_name, r.how
       FROM report_runs r JOIN users u ON u.id = r.user_id
      WHERE r.vessel_id = $1
      ORDER BY r.report_type, r.created_at DESC, r.id DESC`,
    [vesselId],
  );
  const reports: ReportRun[] = rows
    // A type no longer offered is history, not something the page can show.
    .filter((r) => (REPORT_TYPES as readonly string[]).includes(r.report_type))
    .map((r) => ({
      reportType: r.report_type as ReportType,
      generatedAt: new Date(r.created_at).toISOString(),
      userId: Number(r.user_id),
      generatedBy: `${r.first_name} ${r.last_name}`,
      how: r.how,
    }))
    .sort((a, b) => REPORT_TYPES.indexOf(a.reportType) - REPORT_TYPES.indexOf(b.reportType));
  const newest = reports.reduce<ReportRun | null>(
    (n, r) => (!n || r.generatedAt > n.generatedAt ? r : n),
    null,
  );
  return { reports, newest };
}
