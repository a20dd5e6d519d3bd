import PDFDocument from 'pdfkit';
import { LEAVE_STATUSES } from '../../../../src/contracts/leave';
import { winAnsiText } from '../../../../src/reports/pdf-text';
import type { LeaveReport, ReportPerson } from './leave-report-data';
import { entryText, fmtDay, fmtMonth, fmtNumber, personLine, signedDays } from './leave-report-text';

const INK = '#14212b';
const MUTED = '#5b6b78';
const LINE = '#c9d3db';
const HEAD_FILL = '#e8eef3';
const MARGIN = 36;
const FOOTER = 22;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A leave report laid out for printing: A4 (the summary's twelve figures landscape), the vessel,
 * the report and the period at the top of every page, tables whose header row comes again after
 * each page break, and 'Page n of m' at the foot.
 */
export function renderLeaveReportPdf(report: LeaveReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.kind === 'summary' ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${report.title}, ${report.vessel.name}`, Author: 'Seaworthy' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const page = new Page(doc, report);
  for (const note of report.notes ?? []) page.note(note);
  if (report.kind === 'history') drawHistory(page, report);
  else if (report.kind === 'summary') drawSummary(page, report);
  else drawFlights(page, report);
  page.footers();
  doc.end();
  return done;
}

/** The page being written: its header, where the next line goes, and the page breaks. */
class Page {
  y = 0;
  readonly width: number;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly report: LeaveReport,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.header();
  }
  get bottom() {
    return this.doc.page.height - MARGIN - FOOTER;
  }
  private header() {
    const { doc, report } = this;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(winAnsiText(report.title), MARGIN, MARGIN, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    const period = `${report.vessel.name}  ·  ${fmtDay(report.from)} to ${fmtDay(report.to)}`;
    doc.text(winAnsiText(period), MARGIN, MARGIN + 19, { lineBreak: false });
    const made = `Made ${fmtDay(report.generatedOn)}${report.kind === 'summary' ? `, counted to ${fmtDay(report.asOf)}` : ''}`;
    doc.text(winAnsiText(made), MARGIN, MARGIN + 19, { width: this.width, align: 'right', lineBreak: false });
    doc
      .moveTo(MARGIN, MARGIN + 33)
      .lineTo(MARGIN + this.width, MARGIN + 33)
      .lineWidth(0.6)
      .strokeColor(LINE)
      .stroke();
    this.y = MARGIN + 42;
  }
  newPage() {
    this.doc.addPage();
    this.header();
  }
  /** Room for `height` more, on a new page if need be; true when a page was added. */
  room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }
  note(raw: string) {
    const text = winAnsiText(raw);
    this.doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    const h = this.doc.heightOfString(text, { width: this.width });
    this.room(h);
    this.doc.text(text, MARGIN, this.y, { width: this.width });
    this.y += h + 8;
  }
  footers() {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Below the bottom margin: PDFKit would start a new page for text there otherwise.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      const y = doc.page.height - MARGIN - 10;
      doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.text(winAnsiText(`${this.report.title}, ${this.report.vessel.name}`), MARGIN, y, {
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}

const PAD = 3;
const FONT_SIZE = 8.5;

function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold: boolean) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  return (
    Math.max(
      ...columns.map((c, i) => doc.heightOfString(winAnsiText(cells[i] ?? ''), { width: c.width - 2 * PAD })),
    ) +
    2 * PAD
  );
}

function drawRow(page: Page, columns: Column[], cells: string[], kind: 'head' | 'body', zebra: boolean) {
  const { doc } = page;
  const h = rowHeight(doc, columns, cells, kind === 'head');
  const fill = kind === 'head' ? HEAD_FILL : zebra ? '#f7f9fb' : null;
  if (fill) doc.rect(MARGIN, page.y, page.width, h).fill(fill);
  doc
    .fillColor(INK)
    .font(kind === 'head' ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE);
  let x = MARGIN;
  for (const [i, c] of columns.entries()) {
    doc.text(winAnsiText(cells[i] ?? ''), x + PAD, page.y + PAD, {
      width: c.width - 2 * PAD,
      align: c.align ?? 'left',
    });
    x += c.width;
  }
  doc
    .moveTo(MARGIN, page.y + h)
    .lineTo(MARGIN + page.width, page.y + h)
    .lineWidth(0.4)
    .strokeColor(LINE)
    .stroke();
  page.y += h;
}

/**
 * A table that goes on over pages: a page break comes before a row that does not fit, and the
 * new page starts with `again` (what the rows are of) and the header row.
 */
function drawTable(page: Page, columns: Column[], rows: string[][], again: string | null) {
  const head = columns.map((c) => c.header);
  const headH = rowHeight(page.doc, columns, head, true);
  const firstH = rows[0] ? rowHeight(page.doc, columns, rows[0], false) : 0;
  page.room(headH + firstH);
  drawRow(page, columns, head, 'head', false);
  rows.forEach((cells, i) => {
    const h = rowHeight(page.doc, columns, cells, false);
    // A new page has room for the 'continued' line and the header above the row.
    if (page.room(h)) {
      if (again) {
        page.doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED);
        page.doc.text(winAnsiText(`${again} (continued)`), MARGIN, page.y, { lineBreak: false });
        page.y += 14;
      }
      drawRow(page, columns, head, 'head', false);
    }
    drawRow(page, columns, cells, 'body', i % 2 === 1);
  });
  page.y += 10;
}

/** A person's name and profile, kept on the page with the start of their table. */
function personHead(page: Page, person: ReportPerson) {
  const { doc } = page;
  // The name, the profile line, the header row and a first row stay together.
  page.room(75);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(winAnsiText(person.name), MARGIN, page.y, { lineBreak: false });
  page.y += 15;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(winAnsiText(personLine(person)), MARGIN, page.y, {
      width: page.width,
    });
  page.y = doc.y + 5;
}

/** Fits the columns to the page: the last one (the widest text) takes what is left. */
const fitColumns = (page: Page, columns: Column[]): Column[] => {
  const fixed = columns.slice(0, -1).reduce((n, c) => n + c.width, 0);
  const last = columns[columns.length - 1]!;
  return [...columns.slice(0, -1), { ...last, width: page.width - fixed }];
};

function drawHistory(page: Page, report: Extract<LeaveReport, { kind: 'history' }>) {
  if (report.people.length === 0) return page.note('No leave profiles in this report.');
  // Amount is leave days only; Available is the balance after the entry (leave is earned day by day).
  const columns = fitColumns(page, [
    { header: 'Date', width: 56 },
    { header: 'Entry', width: 168 },
    { header: 'Amount', width: 48, align: 'right' },
    { header: 'Available', width: 52, align: 'right' },
    { header: 'Comments', width: 0 },
  ]);
  for (const { person, rows } of report.people) {
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
    ]);
    drawTable(page, columns, cells, person.name);
  }
}

const FIGURES = ['accrued', 'worked', 'taken', 'additional', 'forfeited'] as const;
const FIGURE_TITLES = ['Accrued', 'Worked', 'Taken', 'Additional', 'Forfeited'];

function drawSummary(page: Page, report: Extract<LeaveReport, { kind: 'summary' }>) {
  if (report.people.length === 0) return page.note('No leave profiles in this report.');
  // Eleven figures share the width after the month equally.
  const month = 62;
  const n = (header: string): Column => ({ header, width: (page.width - month) / 11, align: 'right' });
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
    drawTable(page, columns, cells, person.name);
  }
}

const statusText = (s: string) => (LEAVE_STATUSES.includes(s as never) ? s : '');

function drawFlights(page: Page, report: Extract<LeaveReport, { kind: 'flights' }>) {
  if (report.rows.length === 0) return page.note('No flights booked on leave requests in this period.');
  const columns = fitColumns(page, [
    { header: 'Crew member', width: 120 },
    { header: 'Flight', width: 56 },
    { header: 'Date', width: 62 },
    { header: 'Leave request', width: 124 },
    { header: 'Status', width: 58 },
    { header: 'Destination', width: 0 },
  ]);
  const cells = report.rows.map((r) => [
    r.name,
    r.kind === 'outbound' ? 'Outbound' : 'Return',
    fmtDay(r.date),
    `${fmtDay(r.requestFrom)} to ${fmtDay(r.requestTo)}`,
    statusText(r.status),
    r.destination,
  ]);
  drawTable(page, columns, cells, 'Flights');
}
