import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import type { ClockChange } from './clock-change';
import { elapsedDayTotals, evaluateRuns, onElapsedTime, shipTimeOfCell } from './elapsed-days';

const day = (date: string, work = '0'.repeat(48)) => ({ date, work });
const clock = (t: { date: string; minutes: number }) =>
  `${t.date} ${String(Math.floor(t.minutes / 60)).padStart(2, '0')}:${String(t.minutes % 60).padStart(2, '0')}`;

describe('a day on elapsed time', () => {
  const work = `${'1'.repeat(4)}ab${'0'.repeat(42)}`; // cells 4 and 5 (02:00-03:00) marked
  it('drops the skipped cells right after the change when the clocks advance', () => {
    const change: ClockChange = { date: '2026-03-29', at: '02:00', minutes: 60 };
    expect(onElapsedTime(work, change)).toBe(`1111${'0'.repeat(42)}`);
    expect(onElapsedTime(work, { ...change, minutes: 30 })).toBe(`1111b${'0'.repeat(42)}`);
  });
  it('repeats the cells right after the change when the clocks are retarded', () => {
    const change: ClockChange = { date: '2026-10-25', at: '02:00', minutes: -60 };
    expect(onElapsedTime(work, change)).toBe(`1111abab${'0'.repeat(42)}`);
  });
  it('repeats or skips the whole date across the date line', () => {
    expect(onElapsedTime(work, { date: '2026-06-02', at: '00:00', minutes: -1440 })).toBe(work + work);
    expect(onElapsedTime(work, { date: '2026-06-02', at: '00:00', minutes: 1440 })).toBe('');
  });
  it('keeps a day already at its elapsed length, and a day with no change', () => {
    const fifty = '0'.repeat(50);
    expect(onElapsedTime(fifty, { date: '2026-10-25', at: '02:00', minutes: -60 })).toBe(fifty);
    expect(onElapsedTime(work, undefined)).toBe(work);
  });
});

describe('ship time of an elapsed cell', () => {
  it('is the cell count of a run with no change, as the server gave it before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), (days, pick) => {
        const run = Array.from({ length: days }, (_, i) => day(addDays('2026-01-30', i)));
        const cell = pick % (days * 48 + 1);
        const t = shipTimeOfCell(run, [], cell);
        expect(t).toEqual({ date: addDays('2026-01-30', Math.floor(cell / 48)), minutes: (cell % 48) * 30 });
      }),
    );
  });

  it('reads the clocks across a change: the repeated hour twice, the skipped hour never', () => {
    const changes: ClockChange[] = [
      { date: '2026-10-25', at: '02:00', minutes: -60 },
      { date: '2026-10-26', at: '02:00', minutes: 60 },
    ];
    const run = [day('2026-10-25', '0'.repeat(50)), day('2026-10-26', '0'.repeat(46))];
    const at = (cell: number) => clock(shipTimeOfCell(run, changes, cell));
    expect([3, 4, 5, 6, 7, 8, 49].map(at).join(' | ')).toBe(
      '2026-10-25 01:30 | 2026-10-25 02:00 | 2026-10-25 02:30 | 2026-10-25 02:00 | 2026-10-25 02:30 | 2026-10-25 03:00 | 2026-10-25 23:30',
    );
    expect([50 + 3, 50 + 4, 50 + 45, 96].map(at).join(' | ')).toBe(
      '2026-10-26 01:30 | 2026-10-26 03:00 | 2026-10-26 23:30 | 2026-10-27 00:00',
    );
  });

  it('reads a repeated date twice and passes a skipped one by', () => {
    const changes: ClockChange[] = [
      { date: '2026-06-02', at: '00:00', minutes: -1440 },
      { date: '2026-06-04', at: '00:00', minutes: 1440 },
    ];
    const run = [
      day('2026-06-02', '0'.repeat(96)),
      day('2026-06-03'),
      day('2026-06-04', ''),
      day('2026-06-05'),
    ];
    const at = (cell: number) => clock(shipTimeOfCell(run, changes, cell));
    expect([0, 48, 95, 96, 144].map(at).join(' | ')).toBe(
      '2026-06-02 00:00 | 2026-06-02 00:00 | 2026-06-02 23:30 | 2026-06-03 00:00 | 2026-06-05 00:00',
    );
  });
});

describe('flags of recorded days across clock changes', () => {
  it('keeps the runs of consecutive dates apart, and joins a date skipped across the date line', () => {
    const days = [day('2026-06-01'), day('2026-06-03'), day('2026-06-05')];
    expect(evaluateRuns(days).map((r) => r.run.length)).toEqual([1, 1, 1]);
    const changes: ClockChange[] = [{ date: '2026-06-02', at: '00:00', minutes: 1440 }];
    expect(evaluateRuns(days, changes).map((r) => r.run.map((d) => `${d.date}:${d.work.length}`))).toEqual([
      ['2026-06-01:48', '2026-06-02:0', '2026-06-03:48'],
      ['2026-06-05:48'],
    ]);
  });
});

describe("a day's totals in elapsed hours", () => {
  const watch = `${'0'.repeat(12)}${'1'.repeat(28)}${'0'.repeat(8)}`; // 06:00-20:00 ship's time
  const totals = (work: string, change?: Omit<ClockChange, 'date'>) =>
    elapsedDayTotals(work, change && { ...change, date: '2026-10-25' });

  it('are the 24-hour totals on a day with no change', () => {
    expect(totals(watch)).toEqual({ workHours: 14, restHours: 10, neutralHours: 0 });
  });

  it('add the repeated hour where it fell: to the watch, or to the rest', () => {
    expect(totals(watch, { at: '08:00', minutes: -60 })).toEqual({
      workHours: 15,
      restHours: 10,
      neutralHours: 0,
    });
    expect(totals(watch, { at: '02:00', minutes: -60 })).toEqual({
      workHours: 14,
      restHours: 11,
      neutralHours: 0,
    });
    expect(totals(watch, { at: '02:00', minutes: -30 })).toEqual({
      workHours: 14,
      restHours: 10.5,
      neutralHours: 0,
    });
  });

  it('leave out the skipped hour, and count a day already at its elapsed length as it is', () => {
    expect(totals(watch, { at: '02:00', minutes: 60 })).toEqual({
      workHours: 14,
      restHours: 9,
      neutralHours: 0,
    });
    const elapsed = `${'0'.repeat(10)}${'1'.repeat(28)}n${'0'.repeat(7)}`; // 46 cells
    expect(totals(elapsed, { at: '02:00', minutes: 60 })).toEqual({
      workHours: 14,
      restHours: 8.5,
      neutralHours: 0.5,
    });
  });

  it('count a repeated date as 48 hours and a skipped one as none', () => {
    expect(totals(watch, { at: '00:00', minutes: -1440 })).toEqual({
      workHours: 28,
      restHours: 20,
      neutralHours: 0,
    });
    expect(totals(watch, { at: '00:00', minutes: 1440 })).toEqual({
      workHours: 0,
      restHours: 0,
      neutralHours: 0,
    });
  });
});
