import {
  type CrewGuestList,
  FAL5_COLUMNS,
  FAL5_WIDTHS,
  FAL6_COLUMNS,
  FAL6_WIDTHS,
  falCrewRows,
  falDate,
  falGuestRows,
  falHeader,
} from '../domain/reports/crew-guest-list';
import { jpegImage, pngImage } from './pdf-image';
import { winAnsiText } from './pdf-text';
import {
  HELVETICA,
  HELVETICA_BOLD,
  PdfDocument,
  type PdfFont,
  type PdfImage,
  type PdfPage,
  rgb,
} from './pdf-writer';

/**
 * The crew and guest list drawn as a PDF for printing (landscape A4): the FAL 5 crew list, then
 * the FAL 6 passenger list on pages of its own, each page with the ship's boxes and the column
 * heads again, the master's signature line and the ships stamp at the end of each form. The writer
 * (pdf-writer.ts) is plain JavaScript, so the server and the device (offline) draw the same document.
 */

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 28;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.75, 0.78, 0.82);
const HEAD_FILL = rgb(0.92, 0.94, 0.96);
const BODY_SIZE = 8;
const HEAD_SIZE = 7.5;
const LINE = 10;
const FOOTER_SPACE = 24;
const SIGNATURE_SPACE = 96;

interface Fonts {
  regular: PdfFont;
  bold: PdfFont;
}

interface Form {
  title: string;
  columns: readonly string[];
  widths: readonly number[];
  rows: string[][];
}

/** Splits text into lines that fit `width` at `size`, breaking long words where they must. */
function wrap(value: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsiText(value).split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Writer {
  pages: PdfPage[] = [];
  page!: PdfPage;
  y = 0;
  constructor(
    readonly doc: PdfDocument,
    readonly fonts: Fonts,
    readonly list: CrewGuestList,
  ) {}

  get width() {
    return PAGE[0] - 2 * MARGIN;
  }

  newPage(title: string) {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
    this.text(title, MARGIN, this.y - 14, 14, this.fonts.bold);
    this.y -= 24;
    this.shipBoxes();
  }

  text(value: string, x: number, y: number, size: number, font = this.fonts.regular, color = INK) {
    this.page.drawText(winAnsiText(value), { x, y, size, font, color });
  }

  /** Boxes 1 to 5 of both forms: the ship and the trip, two rows of four. */
  shipBoxes() {
    const boxes = falHeader(this.list);
    const w = this.width / 4;
    const h = 24;
    boxes.forEach(([label, value], i) => {
      const x = MARGIN + (i % 4) * w;
      const top = this.y - Math.floor(i / 4) * h;
      this.page.drawRectangle({ x, y: top - h, width: w, height: h, borderColor: RULE, borderWidth: 0.6 });
      this.text(label, x + 4, top - 9, 6.5, this.fonts.regular, MUTED);
      const shown = wrap(value, this.fonts.bold, 9, w - 8)[0] ?? '';
      this.text(shown, x + 4, top - 20, 9, this.fonts.bold);
    });
    this.y -= 2 * h + 10;
  }

  columnX(widths: readonly number[]) {
    const total = widths.reduce((a, b) => a + b, 0);
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += (w / total) * this.width;
    }
    return { xs, ws: widths.map((w) => (w / total) * this.width) };
  }

  row(cells: string[], widths: readonly number[], head: boolean) {
    const { xs, ws } = this.columnX(widths);
    const font = head ? this.fonts.bold : this.fonts.regular;
    const size = head ? HEAD_SIZE : BODY_SIZE;
    const lines = cells.map((c, i) => wrap(c, font, size, (ws[i] ?? 0) - 6));
    const height = Math.max(...lines.map((l) => l.length)) * LINE + 6;
    if (head)
      this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: HEAD_FILL });
    lines.forEach((cellLines, i) => {
      cellLines.forEach((line, n) => {
        this.text(line, (xs[i] ?? 0) + 3, this.y - 10 - n * LINE, size, font);
      });
    });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - height },
      end: { x: MARGIN + this.width, y: this.y - height },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= height;
    return height;
  }

  rowHeight(cells: string[], widths: readonly number[]) {
    const { ws } = this.columnX(widths);
    return (
      Math.max(...cells.map((c, i) => wrap(c, this.fonts.regular, BODY_SIZE, (ws[i] ?? 0) - 6).length)) *
        LINE +
      6
    );
  }

  form(form: Form, stamp: PdfImage | null) {
    this.newPage(form.title);
    this.row([...form.columns], form.widths, true);
    if (form.rows.length === 0) {
      this.text('Nobody was chosen for this list.', MARGIN + 3, this.y - 14, 9, this.fonts.regular, MUTED);
      this.y -= 22;
    }
    form.rows.forEach((cells, i) => {
      // The last row goes over with the signature, so no page holds a signature alone.
      const need = this.rowHeight(cells, form.widths) + (i === form.rows.length - 1 ? SIGNATURE_SPACE : 0);
      if (this.y - need < MARGIN + FOOTER_SPACE) {
        this.newPage(`${form.title} (continued)`);
        this.row([...form.columns], form.widths, true);
      }
      this.row(cells, form.widths, false);
    });
    if (this.y - SIGNATURE_SPACE < MARGIN + FOOTER_SPACE) this.newPage(`${form.title} (continued)`);
    this.signature(stamp);
  }

  /** The master's signature line and the ships stamp, as the forms end. */
  signature(stamp: PdfImage | null) {
    const top = this.y - 20;
    this.text(
      'Date and signature by master, authorized agent or officer',
      MARGIN,
      top - 10,
      8,
      this.fonts.regular,
      MUTED,
    );
    this.page.drawLine({
      start: { x: MARGIN, y: top - 50 },
      end: { x: MARGIN + 260, y: top - 50 },
      thickness: 0.6,
      color: INK,
    });
    if (stamp) {
      const fit = stamp.scaleToFit(76, 76);
      this.page.drawImage(stamp, { x: MARGIN + this.width - fit.width, y: top - fit.height, ...fit });
    }
    this.y = top - SIGNATURE_SPACE + 20;
  }

  footers() {
    const made = `Made on ${falDate(this.list.generatedOn)}${
      this.list.source === 'device' ? ' on this device from its last sync' : ''
    } with Seaworthy`;
    this.pages.forEach((page, i) => {
      this.page = page;
      this.text(made, MARGIN, MARGIN - 12, 7, this.fonts.regular, MUTED);
      const label = `Page ${i + 1} of ${this.pages.length}`;
      const w = this.fonts.regular.widthOfTextAtSize(label, 7);
      this.text(label, PAGE[0] - MARGIN - w, MARGIN - 12, 7, this.fonts.regular, MUTED);
    });
  }
}

/** The stamp image when it is a PNG or JPEG data URL; anything else (or broken) is left out. */
function embedStamp(doc: PdfDocument, dataUrl: string | null): PdfImage | null {
  const m = dataUrl ? /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(dataUrl) : null;
  if (!m?.[1] || !m[2]) return null;
  try {
    const bytes = Uint8Array.from(atob(m[2]), (c) => c.charCodeAt(0));
    const image = m[1].toLowerCase() === 'png' ? pngImage(bytes) : jpegImage(bytes);
    return image ? doc.embedImage(image) : null;
  } catch {
    return null;
  }
}

export async function crewGuestListPdf(list: CrewGuestList): Promise<Uint8Array> {
  const doc = new PdfDocument();
  doc.setTitle(winAnsiText(`${list.vessel.name} crew and guest list`));
  const fonts = { regular: HELVETICA, bold: HELVETICA_BOLD };
  const stamp = embedStamp(doc, list.shipsStamp);
  const w = new Writer(doc, fonts, list);
  const forms: Form[] = [];
  if (list.crew.length || !list.guests.length)
    forms.push({
      title: 'Crew list (IMO FAL Form 5)',
      columns: FAL5_COLUMNS,
      widths: FAL5_WIDTHS,
      rows: falCrewRows(list),
    });
  if (list.guests.length)
    forms.push({
      title: 'Passenger list (IMO FAL Form 6)',
      columns: FAL6_COLUMNS,
      widths: FAL6_WIDTHS,
      rows: falGuestRows(list),
    });
  for (const form of forms) w.form(form, stamp);
  w.footers();
  return doc.save();
}
