import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

/**
 * Reading generated documents back in tests: a workbook's sheets as rows of typed cells, and a
 * PDF's text through poppler's pdftotext (Debian: poppler-utils; .ci/run installs it).
 */

/** The text of a PDF, or of one page of it (1-based), laid out as printed. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
    return execFileSync('pdftotext', ['-layout', ...pages, file, '-']).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages of a PDF (its page objects). */
export const pdfPages = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

export async function workbook(bytes: ArrayBuffer | Uint8Array) {
  const book = new ExcelJS.Workbook();
  // exceljs's types name an older Buffer than Node's; the bytes are what it reads.
  await book.xlsx.load(Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as never);
  return book;
}

/** A sheet's rows, each as its cells' values from the first column (dates as Date, figures as numbers). */
export function sheetRows(book: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined ? null : v)));
  });
  return rows;
}
