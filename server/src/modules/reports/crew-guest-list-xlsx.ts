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
} from '@domain/reports/crew-guest-list';
import type ExcelJS from 'exceljs';
import { excel } from '../../render/report-libs';
import { xmlSafe } from '../../render/report-xlsx';

export const CREW_SHEET = 'Crew list (FAL 5)';
export const GUEST_SHEET = 'Passenger list (FAL 6)';

/**
 * One form as a sheet: its title, the ship's and trip's boxes (as the FAL forms print them at the
 * top), then the table, whose header row stays in view (frozen) with a filter. 'No.' is a number
 * so the office can sort and count; the rest is the form's text, the same as the PDF prints.
 */
function formSheet(
  book: ExcelJS.Workbook,
  name: string,
  title: string,
  list: CrewGuestList,
  columns: readonly string[],
  widths: readonly number[],
  rows: string[][],
) {
  const head = [
    [title],
    ...falHeader(list),
    ['Port of registry', list.vessel.portOfRegistry ?? ''],
    ['Made', falDate(list.generatedOn)],
    [],
  ];
  const headerRow = head.length + 1;
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = widths.map((w) => ({ width: Math.max(8, w * 1.4) }));
  for (const line of head) sheet.addRow(line.map(xmlSafe));
  sheet.getRow(1).font = { bold: true, size: 13 };
  for (let r = 2; r < headerRow - 1; r++) sheet.getCell(r, 1).font = { bold: true };
  const header = sheet.addRow([...columns]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF3' } };
  });
  for (const [no, ...rest] of rows) sheet.addRow([Number(no), ...rest.map(xmlSafe)]);
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: columns.length } };
  return sheet;
}

/** The crew and guest list as a workbook: the FAL 5 crew list and the FAL 6 passenger list. */
export async function crewGuestListXlsx(list: CrewGuestList): Promise<Uint8Array> {
  const book = new (excel().Workbook)();
  book.creator = 'Seaworthy';
  book.title = String(xmlSafe(`Crew and guest list, ${list.vessel.name}`));
  formSheet(
    book,
    CREW_SHEET,
    'Crew list (IMO FAL Form 5)',
    list,
    FAL5_COLUMNS,
    FAL5_WIDTHS,
    falCrewRows(list),
  );
  formSheet(
    book,
    GUEST_SHEET,
    'Passenger list (IMO FAL Form 6)',
    list,
    FAL6_COLUMNS,
    FAL6_WIDTHS,
    falGuestRows(list),
  );
  return new Uint8Array(await book.xlsx.writeBuffer());
}
