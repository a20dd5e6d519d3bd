import { vesselHasModule } from '../../../kernel/vessel-modules';
import { MARGIN, pdfSafe } from '../../../render/report-pdf';
import { addTable } from '../../../render/report-xlsx';
import type { ReportBuilder, ReportContext } from '../report-kind';
import type { ReportCrew } from './report-crew';
import { crewAndVessel, drawReport } from './report-drawing';

/**
 * accesscards (the AccessCardReport page): a printable card per chosen crew member, eight to an
 * A4 page at credit-card size (ISO/IEC 7810 ID-1, 85.6 x 54 mm) inside dashed cut lines, with the
 * vessel, the person, their position, their photo (or initials) and the card number.
 */

const MM = 72 / 25.4;
export const CARD_W = 85.6 * MM;
export const CARD_H = 54 * MM;
const GAP = 8 * MM;
const COLS = 2;
const ROWS = 4;
export const CARDS_PER_PAGE = COLS * ROWS;
const INK = '#14212b';
const MUTED = '#5b6b78';

/** The number printed on the card: the crew member's own id when they have one, else the record's. */
export const cardNumber = (c: ReportCrew) => c.customId ?? String(c.crewId).padStart(6, '0');

export const initials = (c: ReportCrew) =>
  `${[...c.firstName.trim()][0] ?? ''}${[...c.lastName.trim()][0] ?? ''}`.toUpperCase() || '?';

/**
 * The chosen crew's photos as image bytes, by crew id. Photos are seen where the profile is, so
 * only with the crew module on (crew-photo: crewScope); PDFKit draws PNG and JPEG only, so a GIF
 * or WebP photo leaves the card with initials.
 */
async function photosOf(ctx: ReportContext, crew: readonly ReportCrew[]) {
  const photos = new Map<number, Buffer>();
  if (!(await vesselHasModule(ctx.db, ctx.choice.yachtId, 'crew'))) return photos;
  const rows = await ctx.db.query<{ crew_id: number; content: string }>(
    'SELECT crew_id, content FROM crew_photos WHERE crew_id = ANY($1::int[])',
    [crew.map((c) => c.crewId)],
  );
  for (const r of rows) {
    const match = /^data:image\/(png|jpeg);base64,(.+)$/s.exec(r.content);
    if (match?.[2]) photos.set(Number(r.crew_id), Buffer.from(match[2], 'base64'));
  }
  return photos;
}

function drawCard(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  vessel: string,
  c: ReportCrew,
  photo?: Buffer,
) {
  doc.save();
  // The cut line: dashed, on the card's edge.
  doc.rect(x, y, CARD_W, CARD_H).lineWidth(0.5).dash(3, { space: 2 }).strokeColor('#8a98a5').stroke();
  doc.undash();
  doc.rect(x, y, CARD_W, 26).fill(INK);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(10);
  doc.text(pdfSafe(vessel), x + 10, y + 8, {
    width: CARD_W - 20,
    height: 12,
    lineBreak: false,
    ellipsis: true,
  });
  const px = x + 10;
  const py = y + 34;
  const pw = 62;
  const ph = 80;
  let drawn = false;
  if (photo) {
    try {
      doc.image(photo, px, py, { fit: [pw, ph], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // Bytes that are no readable PNG or JPEG: the card gets initials rather than no card.
    }
  }
  if (!drawn) {
    doc.rect(px, py, pw, ph).fill('#e8eef3');
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(22);
    doc.text(pdfSafe(initials(c)), px, py + ph / 2 - 11, { width: pw, align: 'center', lineBreak: false });
  }
  const tx = px + pw + 10;
  const tw = x + CARD_W - 10 - tx;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11);
  doc.text(pdfSafe(c.name), tx, py + 2, { width: tw, height: 28, ellipsis: true });
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5);
  doc.text(pdfSafe(c.position ?? ''), tx, py + 32, {
    width: tw,
    height: 11,
    lineBreak: false,
    ellipsis: true,
  });
  doc.text(pdfSafe(c.department ?? ''), tx, py + 44, {
    width: tw,
    height: 11,
    lineBreak: false,
    ellipsis: true,
  });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  doc.text(pdfSafe(`Card no ${cardNumber(c)}`), tx, py + ph - 11, { width: tw, lineBreak: false });
  doc.restore();
}

export const accessCards: ReportBuilder = async (ctx, format) => {
  const data = await crewAndVessel(ctx);
  if (data.status !== 'applied') return data;
  const { crew, vessel } = data.value;
  return drawReport(ctx, format, {
    title: 'Access cards',
    vessel,
    sheets: (book) =>
      addTable(
        book,
        'Access cards',
        [
          { header: 'Name', width: 26 },
          { header: 'Position', width: 22 },
          { header: 'Department', width: 18 },
          { header: 'Card no', width: 14 },
        ],
        crew.map((c) => [c.name, c.position, c.department, cardNumber(c)]),
      ),
    pages: async (pdf) => {
      const photos = await photosOf(ctx, crew);
      if (crew.length === 0) pdf.note('No crew in this report.');
      // The grid is centred across the page, below the page's heading.
      const left = MARGIN + (pdf.width - (COLS * CARD_W + (COLS - 1) * GAP)) / 2;
      crew.forEach((c, i) => {
        const slot = i % CARDS_PER_PAGE;
        if (i > 0 && slot === 0) pdf.newPage();
        const top = pdf.y;
        const x = left + (slot % COLS) * (CARD_W + GAP);
        const y = top + Math.floor(slot / COLS) * (CARD_H + GAP);
        drawCard(pdf.doc, x, y, vessel, c, photos.get(c.crewId));
      });
    },
  });
};
