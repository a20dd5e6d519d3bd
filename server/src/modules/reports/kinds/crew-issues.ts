import type { CrewIssue } from '@contracts/issues';
import { showFullDate, showMonth } from '@domain/dates/format';
import { issueTitle } from '@domain/issues/issue-text';
import { addTable, asDate, DAY, MONTH } from '../../../render/report-xlsx';
import { vesselIssues } from '../../issues/issues';
import type { ReportBuilder } from '../report-kind';
import { namesOf } from './report-crew';
import { crewAndVessel, drawReport } from './report-drawing';

/**
 * crewissues: the chosen crew's open issues, as the issues page shows them to the caller
 * (issues/issues.ts: hours of rest to sign off or countersign, documents expired, expiring or
 * missing; private documents only for those who may see them). Crew with none are named in a line.
 */

export const NO_OPEN_ISSUES_FOR = 'No open issues: ';

interface IssueLine {
  /** What the issue is about: the document or certificate, or the hours-of-rest month. */
  subject: string;
  status: string;
  /** The expiry of a document, or the first of the month for hours of rest. */
  date: string | null;
  dateFormat: string;
}

export function issueLine(issue: CrewIssue): IssueLine {
  switch (issue.kind) {
    case 'documentExpired':
      return { subject: issue.name, status: 'Expired', date: issue.date, dateFormat: DAY };
    case 'documentExpiring':
      return { subject: issue.name, status: 'Expiring', date: issue.date, dateFormat: DAY };
    case 'requirementMissing':
      return { subject: issue.name, status: 'Missing', date: null, dateFormat: DAY };
    default: {
      const month = showMonth(issue.month);
      return {
        subject: `Hours of rest, ${month}`,
        status: issue.kind === 'unsigned' ? 'Not signed off' : 'To countersign',
        date: `${issue.month}-01`,
        dateFormat: MONTH,
      };
    }
  }
}

/**
 * The status column of the PDF: an expiry with its four-digit date (never YY on an expiry), a
 * month by its name. No "in 30 days": a printed page outlives the count.
 */
const statusText = (l: IssueLine) =>
  l.dateFormat === DAY && l.date ? `${l.status} ${showFullDate(l.date)}` : l.status;

export const crewIssuesReport: ReportBuilder = async (ctx, format) => {
  const data = await crewAndVessel(ctx);
  if (data.status !== 'applied') return data;
  const { crew, vessel } = data.value;
  const open = new Map(
    (await vesselIssues(ctx.db, ctx.actor, ctx.choice.yachtId, ctx.today)).map((c) => [c.crewId, c.issues]),
  );
  const rows = crew.flatMap((c) =>
    (open.get(c.crewId) ?? []).map((issue) => ({ crew: c, issue, line: issueLine(issue) })),
  );
  const clear = crew.filter((c) => !open.get(c.crewId)?.length);
  const notes = clear.length ? [`${NO_OPEN_ISSUES_FOR}${namesOf(clear)}.`] : [];

  return drawReport(ctx, format, {
    title: 'Crew issues',
    vessel,
    notes,
    sheets: (book) => {
      const sheet = addTable(
        book,
        'Crew issues',
        [
          { header: 'Crew member', width: 26 },
          { header: 'Position', width: 22 },
          { header: 'Issue', width: 48 },
          { header: 'Document or certificate', width: 32 },
          { header: 'Status', width: 15 },
          { header: 'Expiry or month', width: 15, format: DAY },
        ],
        rows.map((r) => [
          r.crew.name,
          r.crew.position,
          issueTitle(r.issue),
          r.line.subject,
          r.line.status,
          asDate(r.line.date),
        ]),
      );
      // A month shows as a month, an expiry as a day, in the one date column.
      rows.forEach((r, i) => {
        sheet.getCell(i + 2, 6).numFmt = r.line.dateFormat;
      });
    },
    landscape: true,
    pages: (pdf) => {
      pdf.tableOr(
        'There are no open issues for the crew in this report.',
        [
          { header: 'Crew member', width: 120 },
          { header: 'Position', width: 100 },
          { header: 'Issue', width: 0 },
          { header: 'Document or certificate', width: 0 },
          { header: 'Expiry / status', width: 110 },
        ],
        rows.map((r) => [
          r.crew.name,
          r.crew.position ?? '',
          issueTitle(r.issue),
          r.line.subject,
          statusText(r.line),
        ]),
      );
      for (const n of notes) pdf.note(n);
    },
  });
};
