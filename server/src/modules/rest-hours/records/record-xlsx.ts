import { againLabel, isSkippedDate, type RecordCell } from '@domain/rest-hours/record-grid';
import { recordHeadingsIn } from '@reports/record-headings';
import type ExcelJS from 'exceljs';
import { excel } from '../../../render/report-libs';
import { type SeafarerRecord, SIGNED_HOW_TEXT, type SignedHow } from './load-record';

/** X for work, N for neutral time, blank for rest, a dash for time skipped when the clocks were advanced. */
const cellText = (c: RecordCell) =>
  c === 'work' ? 'X' : c === 'neutral' ? 'N' : c === 'skipped' ? '–' : c === 'none' ? null : '';

/**
 * As the PDF draws them: the skipped half hours greyed; on a row of time lived again, only the
 * repeated half hours boxed (the others are no time of that row).
 */
function markCells(row: ExcelJS.Row, cells: RecordCell[], again: boolean) {
  const thin = { style: 'thin' as const, color: { argb: 'FFC9D3DB' } };
  for (const [i, c] of cells.entries()) {
    const cell = row.getCell(i + 2);
    if (c === 'skipped') cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F4' } };
    else if (again && c !== 'none') cell.border = { top: thin, left: thin, bottom: thin, right: thin };
  }
}

/** The same record as a workbook: one sheet per seafarer, one row per day, X for work. */
export async function renderRecordsXlsx(records: SeafarerRecord[]): Promise<Buffer> {
  const book = new (excel().Workbook)();
  book.creator = 'Seaworthy';
  for (const r of records) {
    const sheet = book.addWorksheet(r.seafarer.name.slice(0, 31));
    const h = recordHeadingsIn(r.language);
    sheet.addRow([
      h.title,
      r.vessel.name,
      r.seafarer.name,
      r.seafarer.position ?? '',
      r.month,
      `IMO ${r.vessel.imoNumber ?? '-'}`,
      `${h.flag} ${r.vessel.flagState ?? '-'}`,
    ]).font = { bold: true };
    const halfHours = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    sheet.addRow([h.date, ...halfHours, h.rest24, h.rest7, h.nonCompliances, h.comments]).font = {
      bold: true,
    };
    for (const l of r.lines) {
      const [first, ...again] = l.grid;
      const row = sheet.addRow([
        l.date,
        ...(first?.cells ?? []).map(cellText),
        l.restHours ?? (isSkippedDate(l.grid) ? '' : 'blank'),
        l.rest7Days ?? '',
        l.rules.join(', '),
        // The day's clock change as its first note: the totals are elapsed hours.
        [l.clockChange, ...l.comments].filter(Boolean).join('; '),
      ]);
      markCells(row, first?.cells ?? [], false);
      // Time lived again after the clocks were retarded: a row of its own under its clock hours.
      for (const a of again)
        markCells(sheet.addRow([againLabel(l.date, a, h.again), ...a.cells.map(cellText)]), a.cells, true);
    }
    sheet.addRow([]);
    for (const e of r.exceptions) sheet.addRow([h.exceptionRegime, e]);
    const s = r.signatures;
    const how = (h: SignedHow | null) => (h ? SIGNED_HOW_TEXT[h] : '');
    sheet.addRow([h.seafarer, s?.signedByName ?? 'not signed', s?.signedAt ?? '', how(r.signedHow.signed)]);
    sheet.addRow([
      h.master,
      s?.counterSignedByName ?? 'not countersigned',
      s?.counterSignedAt ?? '',
      how(r.signedHow.countersigned),
    ]);
    if (r.watchkeeper !== null) sheet.addRow([h.watchkeeper, r.watchkeeper ? 'yes' : 'no']);
    if (r.hash) sheet.addRow(['Signed record hash (SHA-256)', r.hash]);
    sheet.getColumn(1).width = 12;
    for (let c = 2; c <= 49; c++) sheet.getColumn(c).width = 3.2;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
