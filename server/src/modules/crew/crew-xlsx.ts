import type { CrewRecord } from '@contracts/crew';
import type { Queryable } from '../../db/client';
import { addTable, asDate, DAY, finishBook, newBook } from '../../render/report-xlsx';

/**
 * The crew list as a workbook (Export): one row per crew member, in crew order, laid out as every
 * report's workbook (report-xlsx.ts): a frozen, filtered header, the start date a date cell the
 * office can sort (it was the text '2026-10-01'), text a workbook can hold, and a 'Report' sheet.
 */
export async function renderCrewXlsx(
  db: Queryable,
  vessel: { id: number; name: string },
  crew: readonly CrewRecord[],
  today: string,
): Promise<Uint8Array> {
  const names = async (table: 'departments' | 'positions') =>
    new Map(
      (
        await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} WHERE vessel_id = $1`, [
          vessel.id,
        ])
      ).map((r) => [r.id, r.name]),
    );
  const departments = await names('departments');
  const positions = await names('positions');
  const book = newBook('Crew list', vessel.name);
  addTable(
    book,
    'Crew',
    [
      { header: 'Order', width: 8 },
      { header: 'Name', width: 28 },
      { header: 'Department', width: 16 },
      { header: 'Position', width: 20 },
      { header: 'ID No', width: 12 },
      { header: 'Start date', width: 14, format: DAY },
      { header: 'Leave (days/year)', width: 16 },
      { header: 'On board', width: 10 },
    ],
    crew.map((c) => [
      c.crewOrder,
      `${c.firstName} ${c.lastName}`,
      departments.get(c.departmentId ?? 0) ?? '',
      positions.get(c.positionId ?? 0) ?? '',
      c.customId ?? '',
      asDate(c.startDate),
      c.leaveDays,
      c.isOnBoard ? 'Yes' : 'No',
    ]),
  );
  return finishBook(book, { title: 'Crew list', vessel: vessel.name, generatedOn: today });
}
