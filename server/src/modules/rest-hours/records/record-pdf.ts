import { showDateTime, showMonth, showWeekdayDayMonth } from '@domain/dates/format';
import { recordHeadingsIn } from '@reports/record-headings';
import { pdfkit } from '../../../render/report-libs';
import { type SeafarerRecord, SIGNED_HOW_TEXT, type SignedHow } from './load-record';
import { drawGrid } from './record-pdf-grid';

const INK = '#14212b';
const BAD = '#c0392b';
const fmtDate = showWeekdayDayMonth;
const fmtMonth = showMonth;
const fmtStamp = (s: string | null) => (s ? showDateTime(s) : '');

/**
 * The record of hours of rest in the layout of the ILO/IMO model format: a grid of the
 * day's half hours, daily and 7-day rest, comments, non-compliances and signatures.
 * One seafarer's month per page (more when the notes run long).
 */
export function renderRecordsPdf(records: SeafarerRecord[]): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    layout: 'landscape',
    margin: 28,
    info: { Title: 'Record of hours of rest' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  records.forEach((r, i) => {
    if (i > 0) doc.addPage();
    drawRecord(doc, r);
  });
  if (records.length === 0) doc.fontSize(12).text('No records for this month.');
  doc.end();
  return done;
}

function drawRecord(doc: PDFKit.PDFDocument, r: SeafarerRecord) {
  const x0 = 28;
  const h = recordHeadingsIn(r.language);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(h.title, x0, 24);
  doc.font('Helvetica').fontSize(8.5);
  doc.text(
    `${h.vessel}: ${r.vessel.name}    IMO: ${r.vessel.imoNumber ?? '-'}    ${h.flag}: ${r.vessel.flagState ?? '-'}    ${h.seafarer}: ${r.seafarer.name}    ${h.position}: ${r.seafarer.position ?? '-'}    ${h.month}: ${fmtMonth(r.month)}`,
    x0,
    42,
    { width: 786 },
  );
  // Below the line above, however many lines the working language's labels took.
  doc.text(
    'MLC 2006 Standard A2.3 / STCW A-VIII/1. Shaded: work. Hours of rest exclude breaks shorter than one hour. Across a clock change, hours are elapsed hours.',
    x0,
    doc.y + 2,
    { width: 780 },
  );

  let y = drawGrid(doc, r, Math.max(72, doc.y + 6));

  y += 6;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK).text(h.nonCompliances, x0, y);
  doc.font('Helvetica').fontSize(8);
  for (const e of r.exceptions)
    doc.fillColor(INK).text(`${e}: judged by 70 hours of rest in any 7 days and up to 3 rest periods.`);
  if (r.nonCompliances.length === 0) doc.text('None this month.');
  for (const nc of r.nonCompliances) {
    doc
      .fillColor(BAD)
      .text(`${fmtDate(nc.date)}: ${nc.rules.join('; ')}`, { continued: nc.comments.length > 0 });
    if (nc.comments.length) doc.fillColor(INK).text(`  (${nc.comments.join('; ')})`);
  }
  const s = r.signatures;
  doc.moveDown(0.6).fillColor(INK).font('Helvetica-Bold').text(h.signatures);
  doc.font('Helvetica');
  signatureLine(
    doc,
    `${h.seafarer}: ${s?.signedByName ? `${s.signedByName}, ${fmtStamp(s.signedAt)} UTC${how(r.signedHow.signed)}${keepsWatch(r.watchkeeper)}` : 'not signed'}`,
    r.images.signed,
  );
  signatureLine(
    doc,
    `${h.master}: ${s?.counterSignedByName ? `${s.counterSignedByName}, ${fmtStamp(s.counterSignedAt)} UTC${how(r.signedHow.countersigned)}` : 'not countersigned'}`,
    r.images.countersigned,
  );
  if (r.hash) doc.fillColor('#7a8894').fontSize(6.5).text(`Signed record hash (SHA-256): ${r.hash}`);
  integrityLine(doc, r.integrity);
}

/** The month's verification code and the log's last daily anchor (issue 33): the master checks the code on the records page. */
function integrityLine(doc: PDFKit.PDFDocument, i: SeafarerRecord['integrity']) {
  const code = `${i.code.slice(0, 5)}-${i.code.slice(5)}`;
  const anchor = i.anchor
    ? `    Log anchor ${i.anchor.day}: entry ${i.anchor.n}, ${i.anchor.hash.slice(0, 16)}`
    : '';
  doc.fillColor('#7a8894').fontSize(6.5).text(`Verification code: ${code}${anchor}`, 28);
}

const how = (h: SignedHow | null) => (h ? ` (${SIGNED_HOW_TEXT[h]})` : '');
const keepsWatch = (w: boolean | null) => (w === null ? '' : w ? '; watchkeeper' : '; not a watchkeeper');

/** A signature line, with the handwritten image beside it where one is on file. */
function signatureLine(doc: PDFKit.PDFDocument, text: string, image: Buffer | null) {
  const y = doc.y;
  doc.text(text, 28, y);
  if (!image) return;
  try {
    doc.image(image, 330, y - 6, { height: 26 });
    doc.y = y + 24;
  } catch {
    // An image PDFKit cannot read is left out rather than failing the whole record.
  }
}
