import type ExcelJS from 'exceljs';
import { excel } from './report-libs';

/**
 * Every report's workbook (the reports page's and the leave reports'): one sheet per table with a
 * frozen, filtered header row and one row per entry, cells typed (dates as dates, amounts as
 * numbers) so the office can sort and sum them, and a 'Report' sheet saying what the report is.
 */

export const DAY = 'dd mmm yyyy';
export const MONTH = 'mmm yyyy';
export const AMOUNT = '#,##0.00';

/**
 * Text XML 1.0 can hold (tab, line ends, U+0020 up less the surrogates, U+FFFE and U+FFFF): one
 * such character in a stored name or comment would make the whole workbook unreadable, and
 * exceljs drops only the C0 controls itself.
 */
const xmlChar = (c: string) => {
  const n = c.codePointAt(0)!;
  return (
    n === 0x9 ||
    n === 0xa ||
    n === 0xd ||
    (n >= 0x20 && n <= 0xd7ff) ||
    (n >= 0xe000 && n <= 0xfffd) ||
    n >= 0x10000
  );
};
export const xmlSafe = (v: unknown) => (typeof v === 'string' ? [...v].filter(xmlChar).join('') : v);

export interface XlsxColumn {
  header: string;
  width: number;
  /** The cells' number format (DAY, AMOUNT …). */
  format?: string;
}

/** A cell value of a workbook row: text, a number, a date, or empty. */
export type Cell = string | number | Date | boolean | null;

/** A day as the workbook holds it: midnight UTC, which a spreadsheet reads as that day. */
export const asDate = (iso: string | null) => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);

export function newBook(title: string, vessel: string) {
  const book = new (excel().Workbook)();
  book.creator = 'Seaworthy';
  book.title = String(xmlSafe(`${title}, ${vessel}`));
  return book;
}

/** One table: its header row frozen in view with a filter, then one row per entry. */
export function addTable(book: ExcelJS.Workbook, name: string, columns: XlsxColumn[], rows: Cell[][]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.format ? { numFmt: c.format } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF3' } };
  for (const r of rows) sheet.addRow(r.map(xmlSafe));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** The 'Report' sheet (what, which vessel, when) with any notes, and the file's bytes. */
export async function finishBook(
  book: ExcelJS.Workbook,
  head: { title: string; vessel: string; generatedOn: string },
  notes: readonly string[] = [],
): Promise<Uint8Array> {
  const about = book.addWorksheet('Report');
  about.columns = [{ width: 16 }, { width: 60 }];
  about.addRows([
    ['Report', head.title],
    ['Vessel', xmlSafe(head.vessel)],
    ['Made', asDate(head.generatedOn)],
    ...notes.map((n) => ['Note', xmlSafe(n)]),
  ]);
  about.getColumn(1).font = { bold: true };
  about.getCell('B3').numFmt = DAY;
  about.getColumn(2).alignment = { horizontal: 'left', wrapText: true };
  return new Uint8Array(await book.xlsx.writeBuffer());
}
