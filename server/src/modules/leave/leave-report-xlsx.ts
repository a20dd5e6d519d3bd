import type ExcelJS from 'exceljs';
import { DAY, MONTH, newBook, addTable as table, type XlsxColumn, xmlSafe } from '../../render/report-xlsx';
import type { LeaveReport, ReportPerson } from './leave-report-data';
import { asDate, entryText, rateText, typeText } from './leave-report-text';

const DAYS = '0.00';

const profileRows = (people: ReportPerson[], note: (p: ReportPerson) => string | null = () => null) =>
  people.map((p) => [
    p.name,
    // The type of the rate period in force at the report's end (issue 30: a period's own).
    typeText(p.rate?.type ?? p.profile.type),
    rateText(p.rate?.type ?? p.profile.type, p.rate),
    asDate(p.profile.startDate),
    p.profile.endDate ? asDate(p.profile.endDate) : null,
    p.profile.initialLeave,
    note(p),
  ]);

function profilesSheet(
  book: ExcelJS.Workbook,
  people: ReportPerson[],
  note?: (p: ReportPerson) => string | null,
) {
  table(
    book,
    'Profiles',
    [
      { header: 'Name', width: 26 },
      { header: 'Type', width: 12 },
      { header: 'Rate', width: 30 },
      { header: 'Start date', width: 13, format: DAY },
      { header: 'End date', width: 13, format: DAY },
      { header: 'Initial leave', width: 12, format: DAYS },
      { header: 'Note', width: 40 },
    ],
    profileRows(people, note),
  );
}

const FIGURES = ['accrued', 'worked', 'taken', 'additional', 'forfeited'] as const;
const TITLES = ['Accrued', 'Worked', 'Taken', 'Additional', 'Forfeited'];

/** The report as a workbook: its table first, then the profiles, then what the report is. */
export async function renderLeaveReportXlsx(report: LeaveReport): Promise<Buffer> {
  const book = newBook(report.title, report.vessel.name);
  if (report.kind === 'history') {
    table(
      book,
      // 'History' is a name Excel keeps for itself.
      'Leave history',
      [
        { header: 'Name', width: 26 },
        { header: 'Date', width: 13, format: DAY },
        { header: 'Entry', width: 30 },
        { header: 'Amount', width: 10, format: DAYS },
        { header: 'Available', width: 10, format: DAYS },
        { header: 'Comments', width: 50 },
        { header: 'Decision comments', width: 40 },
      ],
      report.people.flatMap(({ person, rows }) =>
        rows.map((r) => [
          person.name,
          asDate(r.date),
          entryText(r),
          r.amount,
          r.balance,
          r.comment,
          r.decisionComment,
        ]),
      ),
    );
    profilesSheet(
      book,
      report.people.map((p) => p.person),
    );
  } else if (report.kind === 'summary') {
    const n = (header: string): XlsxColumn => ({ header, width: 11, format: DAYS });
    table(
      book,
      'Summary',
      [
        { header: 'Name', width: 26 },
        { header: 'Month', width: 11, format: MONTH },
        ...TITLES.map(n),
        n('Available'),
        ...TITLES.map((t) => ({ ...n(`${t} since start`), width: 13 })),
      ],
      report.people.flatMap(({ person, months }) =>
        months.map((m) => [
          person.name,
          asDate(`${m.month}-01`),
          ...FIGURES.map((f) => m[f]),
          m.available,
          ...FIGURES.map((f) => m[`${f}Plus`]),
        ]),
      ),
    );
    const errors = new Map(report.people.map((p) => [p.person.profileId, p.error]));
    profilesSheet(
      book,
      report.people.map((p) => p.person),
      (p) => {
        const error = errors.get(p.profileId);
        return error ? `The calculations cannot be worked out: ${error}` : null;
      },
    );
  } else {
    table(
      book,
      'Flights',
      [
        { header: 'Name', width: 26 },
        { header: 'Flight', width: 10 },
        { header: 'Destination', width: 26 },
        { header: 'Date', width: 13, format: DAY },
        { header: 'Request from', width: 13, format: DAY },
        { header: 'Request to', width: 13, format: DAY },
        { header: 'Status', width: 10 },
      ],
      report.rows.map((r) => [
        r.name,
        r.kind === 'outbound' ? 'Outbound' : 'Return',
        r.destination,
        asDate(r.date),
        asDate(r.requestFrom),
        asDate(r.requestTo),
        r.status,
      ]),
    );
    profilesSheet(book, report.people);
  }
  const about = book.addWorksheet('Report');
  about.columns = [{ width: 16 }, { width: 40 }];
  about.addRows([
    ['Report', report.title],
    ['Vessel', xmlSafe(report.vessel.name)],
    ['From', asDate(report.from)],
    ['To', asDate(report.to)],
    ...(report.kind === 'summary' ? [['Counted to', asDate(report.asOf)]] : []),
    ['Made', asDate(report.generatedOn)],
    ...(report.notes ?? []).map((note) => ['Note', xmlSafe(note)]),
  ]);
  about.getColumn(1).font = { bold: true };
  about.getColumn(2).numFmt = DAY;
  about.getColumn(2).alignment = { horizontal: 'left' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
