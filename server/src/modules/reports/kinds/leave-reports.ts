import { MAX_REPORT_YEARS } from '@contracts/leave-reports';
import { answered, refused } from '../../../kernel/outcome';
import { moduleOffMessage, vesselHasModule } from '../../../kernel/vessel-modules';
import { buildLeaveReport } from '../../leave/leave-report-data';
import { renderLeaveReportPdf } from '../../leave/leave-report-pdf';
import { renderLeaveReportXlsx } from '../../leave/leave-report-xlsx';
import type { ReportBuilder, ReportContext } from '../report-kind';
import { chosenCrew, namesOf, type ReportCrew, reportFile } from './report-crew';

/**
 * LM-LeaveHistory and LM-LeaveIndividualSummary: the leave reports (leave-report-data and its
 * renderers) of the chosen crew's leave profiles on the vessel, under the leave reports' own
 * rules (the leave module on, full leave access for anyone else's profile, no former crew).
 */

export const NO_LEAVE_PROFILE = 'No leave profile: ';

/**
 * Each chosen crew member's leave profile on the vessel: the active one, else the one they left
 * behind when they left (a former crew member's), newest first.
 */
async function profilesOf(ctx: ReportContext, crew: readonly ReportCrew[]) {
  const rows = await ctx.db.query<{ id: string; crew_id: number; start_date: string }>(
    `SELECT DISTINCT ON (crew_id) id, crew_id, start_date::text AS start_date FROM leave_profiles
      WHERE vessel_id = $1 AND crew_id = ANY($2::int[]) AND NOT deleted
      ORDER BY crew_id, active DESC, start_date DESC, id DESC`,
    [ctx.choice.yachtId, crew.map((c) => c.crewId)],
  );
  return new Map(
    rows.map((r) => [Number(r.crew_id), { id: r.id, startDate: String(r.start_date).slice(0, 10) }]),
  );
}

/**
 * The period: from the earliest start of the profiles (a history is read from its beginning) but
 * not before the first of this month ten years ago (a leave report covers ten years at most),
 * up to today.
 */
function periodOf(starts: string[], today: string) {
  const floor = `${String(Number(today.slice(0, 4)) - MAX_REPORT_YEARS).padStart(4, '0')}${today.slice(4, 7)}-01`;
  const earliest = starts.sort()[0] ?? today;
  const from = earliest < floor ? floor : earliest > today ? today : earliest;
  return { from, to: today };
}

function leaveBuilder(kind: 'history' | 'summary'): ReportBuilder {
  return async (ctx, format) => {
    if (!(await vesselHasModule(ctx.db, ctx.choice.yachtId, 'leave')))
      return refused(moduleOffMessage('leave'), 403);
    const picked = await chosenCrew(ctx);
    if (picked.status !== 'applied') return picked;
    const crew = picked.value;
    const profiles = await profilesOf(ctx, crew);
    const chosen = crew.flatMap((c) => profiles.get(c.crewId) ?? []);
    const without = crew.filter((c) => !profiles.has(c.crewId));
    const built = await buildLeaveReport(
      ctx.db,
      ctx.actor,
      {
        yachtId: ctx.choice.yachtId,
        report: kind,
        profileIds: chosen.map((p) => p.id),
        ...periodOf(
          chosen.map((p) => p.startDate),
          ctx.today,
        ),
      },
      ctx.today,
    );
    if (!built.ok) return refused(built.message, built.status);
    const report = {
      ...built.report,
      ...(without.length ? { notes: [`${NO_LEAVE_PROFILE}${namesOf(without)}.`] } : {}),
    };
    const body = format === 'pdf' ? await renderLeaveReportPdf(report) : await renderLeaveReportXlsx(report);
    return answered(reportFile(report.vessel.name, report.title, ctx.today, format, new Uint8Array(body)));
  };
}

export const leaveHistoryReport = leaveBuilder('history');
export const leaveSummaryReport = leaveBuilder('summary');
