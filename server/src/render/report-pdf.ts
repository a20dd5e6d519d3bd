import { showDate } from '@domain/dates/format';
import { winAnsiText } from '@reports/pdf-text';
import { pdfkit } from './report-libs';

/**
 * Every report's PDF page (the reports page's and the leave reports'), laid out for A4 printing:
 * the title, the vessel and the day it was made at the top of every page, tables whose header row
 * comes again after each page break, and 'Page n of m'.
 */

const INK = '#14212b';
const MUTED = '#5b6b78';
const LINE = '#c9d3db';
const HEAD_FILL = '#e8eef3';
export const MARGIN = 36;
const FOOTER = 22;
const PAD = 3;
const FONT_SIZE = 8.5;

/**
 * Text as PDFKit's standard fonts can draw it (WinAnsi): they print any other letter as bytes of
 * garbage ('Łukasz' came out as 'Aukasz' after a stray glyph), so letters lose their marks or
 * become '?' as on the crew and guest list (src/reports/pdf-text). Line breaks are kept.
 */
export const pdfSafe = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map(winAnsiText)
    .join('\n');

export interface PdfColumn {
  header: string;
  /** Points; a width of 0 takes what the other columns leave. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfHead {
  title: string;
  vessel: string;
  /** The server's day (YYYY-MM-DD). */
  generatedOn: string;
  landscape?: boolean;
  /** The line under the title, left (the vessel when not given) and right ('Made …'). */
  subtitle?: string;
  made?: string;
}

export class ReportPdf {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  y = 0;
  private readonly done: Promise<Uint8Array>;

  readonly head: PdfHead;

  constructor(head: PdfHead) {
    this.head = {
      ...head,
      title: pdfSafe(head.title),
      vessel: pdfSafe(head.vessel),
      subtitle: pdfSafe(head.subtitle ?? head.vessel),
      made: pdfSafe(head.made ?? `Made ${showDate(head.generatedOn)}`),
    };
    this.doc = new (pdfkit())({
      size: 'A4',
      layout: this.head.landscape ? 'landscape' : 'portrait',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `${this.head.title}, ${this.head.vessel}`, Author: 'Seaworthy' },
    });
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise((resolve) =>
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
    );
    this.width = this.doc.page.width - 2 * MARGIN;
    this.header();
  }

  get bottom() {
    return this.doc.page.height - MARGIN - FOOTER;
  }

  private header() {
    const { doc, head } = this;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(14);
    doc.text(head.title, MARGIN, MARGIN, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(head.subtitle ?? head.vessel, MARGIN, MARGIN + 19, { lineBreak: false });
    doc.text(head.made ?? '', MARGIN, MARGIN + 19, {
      width: this.width,
      align: 'right',
      lineBreak: false,
    });
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

  /** A line in italics: an empty state, or who was left out and why. */
  note(raw: string) {
    const text = pdfSafe(raw);
    this.doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    const h = this.doc.heightOfString(text, { width: this.width });
    this.room(h);
    this.doc.text(text, MARGIN, this.y, { width: this.width });
    this.y += h + 8;
  }

  /** A group's heading (a person's name), kept on the page with the start of its table. */
  heading(raw: string, rawSub?: string) {
    const text = pdfSafe(raw);
    const sub = rawSub === undefined ? undefined : pdfSafe(rawSub);
    this.room(75);
    this.doc.fillColor(INK).font('Helvetica-Bold').fontSize(11);
    this.doc.text(text, MARGIN, this.y, { lineBreak: false });
    this.y += 15;
    if (sub) {
      this.doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
      this.doc.text(sub, MARGIN, this.y, { width: this.width });
      this.y = this.doc.y + 5;
    }
  }

  /** The columns fitted to the page: a column of width 0 takes what the others leave. */
  fit(columns: PdfColumn[]): PdfColumn[] {
    const fixed = columns.reduce((n, c) => n + c.width, 0);
    const flexible = columns.filter((c) => c.width === 0).length;
    return columns.map((c) => (c.width === 0 ? { ...c, width: (this.width - fixed) / flexible } : c));
  }

  private rowHeight(columns: PdfColumn[], cells: string[], bold: boolean) {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const heights = columns.map((c, i) =>
      this.doc.heightOfString(cells[i] ?? '', { width: c.width - 2 * PAD }),
    );
    return Math.max(...heights) + 2 * PAD;
  }

  private row(columns: PdfColumn[], cells: string[], kind: 'head' | 'body', zebra: boolean) {
    const { doc } = this;
    const h = this.rowHeight(columns, cells, kind === 'head');
    const fill = kind === 'head' ? HEAD_FILL : zebra ? '#f7f9fb' : null;
    if (fill) doc.rect(MARGIN, this.y, this.width, h).fill(fill);
    doc
      .fillColor(INK)
      .font(kind === 'head' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const [i, c] of columns.entries()) {
      doc.text(cells[i] ?? '', x + PAD, this.y + PAD, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
      x += c.width;
    }
    doc
      .moveTo(MARGIN, this.y + h)
      .lineTo(MARGIN + this.width, this.y + h)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
    this.y += h;
  }

  /** The table, or when it has no rows the line saying so (`empty`) in its place. */
  tableOr(empty: string, columns: PdfColumn[], rows: string[][], again: string | null = null) {
    if (rows.length === 0) this.note(empty);
    else this.table(columns, rows, again);
  }

  /**
   * A table that goes on over pages: a row that does not fit starts a new page, which begins
   * with '`again` (continued)' when given and the header row.
   */
  table(columns: PdfColumn[], rawRows: string[][], rawAgain: string | null = null) {
    const rows = rawRows.map((r) => r.map(pdfSafe));
    const again = rawAgain === null ? null : pdfSafe(rawAgain);
    const cols = this.fit(columns);
    const head = cols.map((c) => c.header);
    const headH = this.rowHeight(cols, head, true);
    const firstH = rows[0] ? this.rowHeight(cols, rows[0], false) : 0;
    this.room(headH + firstH);
    this.row(cols, head, 'head', false);
    rows.forEach((cells, i) => {
      if (this.room(this.rowHeight(cols, cells, false))) {
        if (again) {
          this.doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED);
          this.doc.text(`${again} (continued)`, MARGIN, this.y, { lineBreak: false });
          this.y += 14;
        }
        this.row(cols, head, 'head', false);
      }
      this.row(cols, cells, 'body', i % 2 === 1);
    });
    this.y += 10;
  }

  /** Page numbers on every page, then the finished file. */
  async end(): Promise<Uint8Array> {
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
      doc.text(`${this.head.title}, ${this.head.vessel}`, MARGIN, y, { lineBreak: false });
      doc.page.margins.bottom = margin;
    }
    doc.end();
    return this.done;
  }
}

/** An amount as the reports print it: thousands grouped, two decimals. */
export const fmtAmount = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A day as the reports print it ('DD MMM YY', doc 3, section 9), or nothing. */
export const fmtDate = (iso: string | null) => (iso ? showDate(iso) : '');
