import { LEAVE_STATUSES } from '@contracts/leave-records';
import { type PdfColumn, ReportPdf } from '../../render/report-pdf';
import type { LeaveReport, ReportPerson } from './leave-report-data';
import { entryText, fmtDay, fmtMonth, fmtNumber, personLine, signedDays } from './leave-report-text';

/**
 * A leave report laid out for printing on the reports' shared page (services/reports/report-pdf):
 * A4 (the summary's twelve figures landscape), the vessel, the report and the period at the top
 * of every page, tables whose header row comes again after each page break, 'Page n of m'.
 */
export async function renderLeaveReportPdf(report: LeaveReport): Promise<Buffer> {
  const page = new ReportPdf({
    title: report.title,
    vessel: report.vessel.name,
    generatedOn: report.generatedOn,
    landscape: report.kind === 'summary',
    subtitle: `${report.vessel.name}  ·  ${fmtDay(report.from)} to ${fmtDay(report.to)}`,
    made: `Made ${fmtDay(report.generatedOn)}${report.kind === 'summary' ? `, counted to ${fmtDay(report.asOf)}` : ''}`,
  });
  for (const note of report.notes ?? []) page.note(note);
  if (report.kind === 'history') drawHistory(page, report);
  else if (report.kind === 'summary') drawSummary(page, report);
  else drawFlights(page, report);
  return Buffer.from(await page.end());
}

/** A person's name and profile, kept on the page with the start of their table. */
const personHead = (page: ReportPdf, person: ReportPerson) => page.heading(person.name, personLine(person));

function drawHistory(page: ReportPdf, report: Extract<LeaveReport, { kind: 'history' }>) {
  if (report.people.length === 0) return page.note('No leave profiles in this report.');
  // Amount is leave days only; Available is the balance after the entry (leave is earned day by day).
  const columns: PdfColumn[] = [
    { header: 'Date', width: 56 },
    { header: 'Entry', width: 168 },
    { header: 'Amount', width: 48, align: 'right' },
    { header: 'Available', width: 52, align: 'right' },
    { header: 'Comments', width: 0 },
    // The approver's comment on leave taken, apart from the requester's (issue 30, 1.4).
    { header: 'Decision comments', width: 0 },
  ];
  for (const { person, rows, availableToday } of report.people) {
    personHead(page, person);
    if (rows.length === 0) {
      page.note('No entries in this period.');
      continue;
    }
    const cells = rows.map((r) => [
      fmtDay(r.date),
      entryText(r),
      signedDays(r.amount),
      r.balance === null ? '' : fmtNumber(r.balance),
      r.comment ?? '',
      r.decisionComment ?? '',
    ]);
    // The popup's closing line, in its words: the rows' Available is the balance after each entry,
    // and leave is earned day by day since, so the paper said less than the screen.
    if (availableToday !== null)
      cells.push([fmtDay(report.generatedOn), 'Available today', '', fmtNumber(availableToday), '', '']);
    page.table(columns, cells, person.name);
  }
}

const FIGURES = ['accrued', 'worked', 'taken', 'additional', 'forfeited'] as const;
const FIGURE_TITLES = ['Accrued', 'Worked', 'Taken', 'Additional', 'Forfeited'];

function drawSummary(page: ReportPdf, report: Extract<LeaveReport, { kind: 'summary' }>) {
  if (report.people.length === 0) return page.note('No leave profiles in this report.');
  // Eleven figures share the width after the month equally.
  const month = 62;
  const n = (header: string): PdfColumn => ({ header, width: (page.width - month) / 11, align: 'right' });
  const columns = [
    { header: 'Month', width: month },
    ...FIGURE_TITLES.map(n),
    n('Available'),
    ...FIGURE_TITLES.map((t) => n(`${t} since start`)),
  ];
  for (const { person, months, error } of report.people) {
    personHead(page, person);
    if (error) {
      page.note(`The calculations cannot be worked out: ${error}`);
      continue;
    }
    if (months.length === 0) {
      page.note('No months of this profile in this period.');
      continue;
    }
    const cells = months.map((m) => [
      fmtMonth(m.month),
      ...FIGURES.map((f) => fmtNumber(m[f])),
      fmtNumber(m.available),
      ...FIGURES.map((f) => fmtNumber(m[`${f}Plus`])),
    ]);
    page.table(columns, cells, person.name);
  }
}

const statusText = (s: string) => (LEAVE_STATUSES.includes(s as never) ? s : '');

function drawFlights(page: ReportPdf, report: Extract<LeaveReport, { kind: 'flights' }>) {
  if (report.rows.length === 0) return page.note('No flights booked on leave requests in this period.');
  const columns: PdfColumn[] = [
    { header: 'Crew member', width: 120 },
    { header: 'Flight', width: 56 },
    { header: 'Date', width: 62 },
    { header: 'Leave request', width: 124 },
    { header: 'Status', width: 58 },
    { header: 'Destination', width: 0 },
  ];
  const cells = report.rows.map((r) => [
    r.name,
    r.kind === 'outbound' ? 'Outbound' : 'Return',
    fmtDay(r.date),
    `${fmtDay(r.requestFrom)} to ${fmtDay(r.requestTo)}`,
    statusText(r.status),
    r.destination,
  ]);
  page.table(columns, cells, 'Flights');
}
