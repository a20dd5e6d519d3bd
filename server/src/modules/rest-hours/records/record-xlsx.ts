import { recordHeadingsIn } from '@reports/record-headings';
import { excel } from '../../../render/report-libs';
import { type SeafarerRecord, SIGNED_HOW_TEXT, type SignedHow } from './load-record';

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
      `Flag ${r.vessel.flagState ?? '-'}`,
    ]).font = { bold: true };
    const halfHours = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    sheet.addRow([h.date, ...halfHours, h.rest24, h.rest7, h.nonCompliances, h.comments]).font = {
      bold: true,
    };
    for (const l of r.lines) {
      // X for work, N for neutral time, blank for rest.
      const cells = Array.from({ length: 48 }, (_, i) =>
        l.work?.[i] === '1' ? 'X' : l.work?.[i] === 'n' ? 'N' : '',
      );
      sheet.addRow([
        l.date,
        ...cells,
        l.restHours ?? 'blank',
        l.rest7Days ?? '',
        l.rules.join(', '),
        // The day's clock change as its first note: the totals are elapsed hours.
        [l.clockChange, ...l.comments].filter(Boolean).join('; '),
      ]);
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
