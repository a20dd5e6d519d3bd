import type { CrewRecord } from '@contracts/crew';
import type { Queryable } from '../../db/client';
import { excel } from '../../render/report-libs';

/** The crew list as a workbook (Export): one row per crew member, in crew order. */
export async function renderCrewXlsx(
  db: Queryable,
  vesselId: number,
  vesselName: string,
  crew: readonly CrewRecord[],
): Promise<Buffer> {
  const names = async (table: 'departments' | 'positions') =>
    new Map(
      (
        await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} WHERE vessel_id = $1`, [
          vesselId,
        ])
      ).map((r) => [r.id, r.name]),
    );
  const departments = await names('departments');
  const positions = await names('positions');
  const book = new (excel().Workbook)();
  const sheet = book.addWorksheet('Crew');
  sheet.addRow([`Crew list, ${vesselName}`]).font = { bold: true };
  sheet.addRow([
    'Order',
    'Name',
    'Department',
    'Position',
    'ID No',
    'Start date',
    'Leave (days/year)',
    'On board',
  ]).font = {
    bold: true,
  };
  for (const c of crew)
    sheet.addRow([
      c.crewOrder ?? '',
      `${c.firstName} ${c.lastName}`,
      departments.get(c.departmentId ?? 0) ?? '',
      positions.get(c.positionId ?? 0) ?? '',
      c.customId ?? '',
      c.startDate ?? '',
      c.leaveDays ?? '',
      c.isOnBoard ? 'Yes' : 'No',
    ]);
  sheet.columns.forEach((col, i) => {
    col.width = [8, 28, 16, 20, 12, 12, 16, 10][i];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
