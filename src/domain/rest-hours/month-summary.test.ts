import { describe, expect, it } from 'vitest';
import { monthSummary } from './month-summary';

const day = (date: string, workCells: number) => ({ date, work: '1'.repeat(workCells).padEnd(48, '0') });

describe('what a month signature covers', () => {
  const days = [day('2026-11-01', 28), day('2026-11-02', 20), day('2026-10-31', 48)];
  const flags = [
    { rule: 4 as const, date: '2026-11-01', startCell: 0, endCell: 28 },
    { rule: 1 as const, date: '2026-11-01', startCell: 0, endCell: 48 },
    { rule: 1 as const, date: '2026-10-31', startCell: 0, endCell: 48 },
  ];
  const s = monthSummary('2026-11', days, flags, [{ date: '2026-11-01', text: 'Fire drill' }], '2026-11-04');

  it('adds up only the days of the month', () => {
    expect(s).toMatchObject({ workHours: 24, restHours: 24, recordedDays: 2 });
  });
  it('names the blank days so far and the days still to come', () => {
    expect(s.blankDays).toEqual(['2026-11-03', '2026-11-04']);
    expect(s.daysToCome).toHaveLength(26);
    expect(s.daysToCome[0]).toBe('2026-11-05');
  });
  it('names the planned days: days to come that already hold a plan', () => {
    expect(s.plannedDays).toEqual([]);
    const planned = monthSummary('2026-11', [...days, day('2026-11-20', 16)], [], [], '2026-11-04');
    expect(planned.plannedDays).toEqual(['2026-11-20']);
  });
  it('lists each non-compliant day of the month once, with its rules and reasons', () => {
    expect(s.nonCompliances).toEqual([{ date: '2026-11-01', rules: [1, 4], reasons: ['Fire drill'] }]);
  });
});
