import { describe, expect, it } from 'vitest';
import type { ClockChange } from './clock-change';
import { againLabel, isSkippedDate, type RecordCell, recordGridRows } from './record-grid';

const change = (minutes: ClockChange['minutes'], at = '02:00'): ClockChange => ({
  date: '2026-10-25',
  at: Math.abs(minutes) === 1440 ? '00:00' : at,
  minutes,
});
const SHORT: Record<RecordCell, string> = {
  work: 'X',
  neutral: 'N',
  rest: '.',
  blank: '_',
  skipped: '/',
  none: ' ',
};
/** A row as one character a half hour, from 00:00 to 24:00 on the clocks. */
const drawn = (cells: RecordCell[]) => cells.map((c) => SHORT[c]).join('');

// Work 02:00–03:00 on the clocks (the hour a change at 02:00 repeats or skips), rest otherwise.
const SHIP = `${'0'.repeat(4)}11${'0'.repeat(42)}`;

describe('the records’ grid drawn as the day was lived', () => {
  it('a day with no change is one row of 48 half hours, as recorded', () => {
    const rows = recordGridRows(SHIP, undefined);
    expect(rows).toEqual([{ again: null, cells: expect.any(Array) }]);
    expect(drawn(rows[0]!.cells)).toBe(`....XX${'.'.repeat(42)}`);
    expect(drawn(recordGridRows(null, undefined)[0]!.cells)).toBe('_'.repeat(48));
  });

  it('clocks retarded an hour at 02:00: the repeated hour is a row of its own under 02', () => {
    // 50 elapsed cells: the first 02:00–03:00 worked, the second rested.
    const rows = recordGridRows(`${'0'.repeat(4)}1100${'0'.repeat(42)}`, change(-60));
    expect(rows.map((r) => r.again)).toEqual([null, '02']);
    expect(againLabel('2026-10-25', rows[1]!, 'again')).toBe('2026-10-25 02 again');
    expect(drawn(rows[0]!.cells)).toBe(`....XX${'.'.repeat(42)}`);
    expect(drawn(rows[1]!.cells)).toBe(`    ..${' '.repeat(42)}`);
    // Logged on 48 cells before the change was recorded: the hour lived twice, as the rules judge it.
    expect(drawn(recordGridRows(SHIP, change(-60))[1]!.cells)).toBe(`    XX${' '.repeat(42)}`);
  });

  it('clocks retarded 30 min at 02:30: a repeated half hour under 02:30', () => {
    // 49 elapsed cells: 02:30–03:00 rested the first time, worked the second.
    const rows = recordGridRows(`${'0'.repeat(6)}1${'0'.repeat(42)}`, change(-30, '02:30'));
    expect(rows.map((r) => r.again)).toEqual([null, '02:30']);
    expect(drawn(rows[0]!.cells)).toBe('.'.repeat(48));
    expect(drawn(rows[1]!.cells)).toBe(`     X${' '.repeat(42)}`);
  });

  it('clocks advanced an hour at 02:00: the skipped hour is drawn skipped, the rest in place', () => {
    // 46 elapsed cells: work 03:00–04:00 on the clocks.
    const rows = recordGridRows(`${'0'.repeat(4)}11${'0'.repeat(40)}`, change(60));
    expect(rows).toHaveLength(1);
    expect(drawn(rows[0]!.cells)).toBe(`....//XX${'.'.repeat(40)}`);
    expect(drawn(recordGridRows(null, change(60))[0]!.cells)).toBe(`____//${'_'.repeat(42)}`);
  });

  it('the date line: a repeated date is two full rows, a skipped one a row all skipped', () => {
    const twice = recordGridRows(`${'1'.repeat(48)}${'0'.repeat(48)}`, change(-1440));
    expect(twice.map((r) => r.again)).toEqual([null, 'day']);
    expect(againLabel('', twice[1]!, 'de nuevo / again')).toBe('de nuevo / again');
    expect(isSkippedDate(recordGridRows(null, change(1440)))).toBe(true);
    expect(isSkippedDate(recordGridRows(null, change(60)))).toBe(false);
    expect(twice.map((r) => drawn(r.cells))).toEqual(['X'.repeat(48), '.'.repeat(48)]);
    expect(recordGridRows('', change(1440)).map((r) => drawn(r.cells))).toEqual(['/'.repeat(48)]);
    expect(recordGridRows(null, change(1440)).map((r) => drawn(r.cells))).toEqual(['/'.repeat(48)]);
  });
});
