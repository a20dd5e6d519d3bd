import type { WorkingLanguage } from '@contracts/rest-hours-language';
import { showWeekdayDayMonth } from '@domain/dates/format';
import {
  againLabel,
  isSkippedDate,
  type RecordCell,
  type RecordGridRow,
} from '@domain/rest-hours/record-grid';
import { RECORD_HEADINGS, recordHeading } from '@reports/record-headings';
import type { SeafarerRecord } from './load-record';

const WORK = '#1f7a8c';
const LINE = '#c9d3db';
const INK = '#14212b';
const GREY = '#7a8894';
const BAD = '#c0392b';

const X0 = 28;
const DATE_W = 62;
const CELL_W = 10.6;
const GRID_X = X0 + DATE_W;
const REST_X = GRID_X + 48 * CELL_W + 6;
const REST_W = 40;
const REST7_X = REST_X + 42;
const REST7_W = 44;
const NOTE_X = REST_X + 90;
const NOTE_W = 842 - 28 - NOTE_X;
const ROW_H = 13.2;
/** The row of time lived again under its date: lower, its label smaller. */
const AGAIN_H = 9.5;

/**
 * A narrow column's heading: the working language's words over the English (greyed), each
 * wrapped to the column, as the page's other headings print "Spanish / English" on one line.
 * Returns the height it took.
 */
function narrowHeading(
  doc: PDFKit.PDFDocument,
  language: WorkingLanguage,
  english: string,
  x: number,
  y: number,
  width: number,
) {
  const [first, inEnglish] = recordHeading(language, english).split(' / ');
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(6.5)
    .text(first ?? english, x, y, { width });
  if (inEnglish === undefined) return doc.y - y;
  doc.fillColor(GREY).font('Helvetica').text(inEnglish, x, doc.y, { width });
  return doc.y - y;
}

/** The grid's headings (the clock hours, the rest totals, comments); returns the y below them. */
function drawGridHeadings(doc: PDFKit.PDFDocument, r: SeafarerRecord, y: number): number {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(6.5);
  for (let h = 0; h < 24; h++)
    doc.text(String(h).padStart(2, '0'), GRID_X + h * 2 * CELL_W, y, { width: 2 * CELL_W, align: 'left' });
  const tall = Math.max(
    narrowHeading(doc, r.language, RECORD_HEADINGS.rest24, REST_X, y, REST_W),
    narrowHeading(doc, r.language, RECORD_HEADINGS.rest7, REST7_X, y, REST7_W),
  );
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .text(recordHeading(r.language, RECORD_HEADINGS.comments), NOTE_X, y);
  return y + Math.max(10, tall + 2);
}

/** The day's rest: elapsed hours, 'blank' when nothing is recorded, none on a date skipped. */
const restText = (line: SeafarerRecord['lines'][number]) =>
  line.restHours !== null ? String(line.restHours) : isSkippedDate(line.grid) ? '' : 'blank';

/** How each half hour is drawn: filled, neutral grey, empty, or greyed and struck (skipped). */
function drawCell(doc: PDFKit.PDFDocument, cell: RecordCell, x: number, y: number, h: number) {
  if (cell === 'none') return;
  doc.rect(x, y, CELL_W, h).lineWidth(0.3);
  if (cell === 'work') doc.fillAndStroke(WORK, LINE);
  else if (cell === 'neutral') doc.fillAndStroke('#d5dbe1', LINE);
  else if (cell === 'skipped') {
    // Time that did not exist on board: not a cell anyone could mark.
    doc.fillAndStroke('#eef1f4', LINE);
    doc
      .moveTo(x, y + h)
      .lineTo(x + CELL_W, y)
      .lineWidth(0.5)
      .stroke(GREY);
  } else doc.stroke(LINE);
}

/** A row's 48 half hours at `y`. */
function drawCells(doc: PDFKit.PDFDocument, row: RecordGridRow, y: number, h: number) {
  for (const [c, cell] of row.cells.entries()) drawCell(doc, cell, GRID_X + c * CELL_W, y, h);
}

/** A date's row and its row of time lived again, in points (shrunk to fit a page). */
interface RowHeights {
  row: number;
  again: number;
}

/**
 * One date of the record: its row (date, half hours, rest totals, the change's note and the
 * comments), then, where the clocks were retarded, a row of the time lived again under its
 * clock hour ('02 again'). Returns the y below it.
 */
function drawDate(
  doc: PDFKit.PDFDocument,
  r: SeafarerRecord,
  line: SeafarerRecord['lines'][number],
  y: number,
  h: RowHeights,
): number {
  const [first, ...again] = line.grid;
  const textY = y + (3 * h.row) / ROW_H;
  doc.font('Helvetica').fontSize(7);
  doc
    .fillColor(line.rules.length > 0 ? BAD : INK)
    .text(showWeekdayDayMonth(line.date), X0, textY, { width: DATE_W });
  if (first) drawCells(doc, first, y, h.row - 1.5);
  doc.fillColor(INK).text(restText(line), REST_X, textY, { width: REST_W });
  doc.text(line.rest7Days === null ? '' : String(line.rest7Days), REST7_X, textY, { width: REST7_W });
  // The day's clock change first: its note says why the day's totals are not 24 hours.
  doc.text([line.clockChange, ...line.comments].filter(Boolean).join('; '), NOTE_X, textY, {
    width: NOTE_W,
    height: h.row - 2,
    ellipsis: true,
  });
  let below = y + h.row;
  const word = recordHeading(r.language, RECORD_HEADINGS.again);
  for (const row of again) {
    doc
      .fillColor(GREY)
      .fontSize(5.5)
      .text(againLabel('', row, word), X0 + 4, below + (2 * h.again) / AGAIN_H, {
        width: DATE_W - 4,
        lineBreak: false,
      });
    drawCells(doc, row, below, h.again - 1.5);
    below += h.again;
  }
  return below;
}

/** Under a grid that holds a clock change, what its marks mean (the notes name each change). */
function gridKey(r: SeafarerRecord): string {
  const cells = r.lines.flatMap((l) => l.grid.flatMap((row) => row.cells));
  return [
    cells.includes('skipped') ? 'Struck: time the clocks skipped when advanced.' : '',
    r.lines.some((l) => l.grid.length > 1)
      ? 'Rows marked again: time lived twice when the clocks were retarded.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Where the grid of a 31-day month in English ends: the signatures fit on the page below it. */
const GRID_END = 72 + 10 + 31 * ROW_H;
const KEY_H = 10;

/**
 * The month's grid from `top`: headings, a row (or two) a date, and the key of a clock change's
 * marks. Rows shrink (to 80% at most) so that rows of time lived again and a bilingual heading
 * end where a 31-day month's grid ends, and the signatures stay on the grid's page.
 * Returns the y below it.
 */
export function drawGrid(doc: PDFKit.PDFDocument, r: SeafarerRecord, top: number): number {
  let y = drawGridHeadings(doc, r, top);
  const key = gridKey(r);
  const againRows = r.lines.reduce((n, l) => n + l.grid.length - 1, 0);
  const needed = r.lines.length * ROW_H + againRows * AGAIN_H;
  const room = GRID_END - y - (key ? KEY_H : 0);
  const scale = needed <= room + 0.01 ? 1 : Math.max(0.8, room / needed);
  const heights = { row: ROW_H * scale, again: AGAIN_H * scale };
  for (const line of r.lines) y = drawDate(doc, r, line, y, heights);
  if (!key) return y;
  doc
    .fillColor(GREY)
    .font('Helvetica')
    .fontSize(6.5)
    .text(key, X0, y + 2, { width: 786 });
  return doc.y;
}
