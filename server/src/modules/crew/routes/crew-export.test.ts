import { describe, expect, it } from 'vitest';
import { aurora, openCrewServer, s, token } from '../../../../testing/crew-server';
import { excel } from '../../../render/report-libs';

/** The crew list's Export (doc 2, section 2): a workbook the office can sort, as the reports' are. */
openCrewServer();

describe('the crew list as a workbook', () => {
  it('holds the start date as a date cell under a frozen header, and says what it is', async () => {
    const res = await s.request(`/crew/onyacht/${aurora}/export`, { token: token.captain });
    expect(res.status).toBe(200);
    const book = new (excel().Workbook)();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Crew')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Order',
      'Name',
      'Department',
      'Position',
      'ID No',
      'Start date',
      'Leave (days/year)',
      'On board',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = sheet.getRow(2);
    // It was the text '2026-10-01': a column a spreadsheet could not sort by date.
    expect(first.getCell(6).value).toBeInstanceOf(Date);
    expect(first.getCell(6).numFmt).toBe('dd mmm yyyy');
    expect(book.getWorksheet('Report')!.getCell('B1').value).toBe('Crew list');
  });
});
