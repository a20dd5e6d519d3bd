import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { monthRecordLines } from './month-records';

const dayWork = `${'0'.repeat(16) + '1'.repeat(8)}00${'1'.repeat(8)}${'0'.repeat(14)}`; // 08-12, 13-17
const long = '0'.repeat(12) + '1'.repeat(29) + '0'.repeat(7);

describe('month record lines', () => {
  it('gives daily and 7-day rest, with the week before the month as context', () => {
    const days = Array.from({ length: 20 }, (_, i) => ({ date: addDays('2026-02-23', i), work: dayWork }));
    const lines = monthRecordLines('2026-03', days);
    expect(lines).toHaveLength(31);
    expect(lines[0]).toMatchObject({ date: '2026-03-01', restHours: 16, rest7Days: 112, rules: [] });
    expect(lines[14]).toMatchObject({ date: '2026-03-15', restHours: null, work: null, rest7Days: null });
  });
  it('marks the rules broken on each day', () => {
    const lines = monthRecordLines('2026-03', [{ date: '2026-03-01', work: long }]);
    expect(lines[0]!.rules).toEqual([1, 4]);
    expect(lines[0]!.restHours).toBe(9.5);
    expect(lines[0]!.rest7Days).toBeNull();
  });
});
