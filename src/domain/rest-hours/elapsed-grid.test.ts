import { describe, expect, it } from 'vitest';
import { type ClockChange, cellsOnDate } from './clock-change';
import { elapsedDayTotals } from './elapsed-days';
import { gridHours } from './elapsed-grid';

const change = (minutes: ClockChange['minutes'], at = '02:00'): ClockChange => ({
  date: '2026-10-25',
  at: Math.abs(minutes) === 1440 ? '00:00' : at,
  minutes,
});
const labels = (c: ClockChange | undefined) =>
  gridHours(c).map((h) => (h.again ? `${h.label} again` : h.label));
const cells = (c: ClockChange | undefined) => gridHours(c).flatMap((h) => h.cells);

describe('the day editor’s grid on elapsed time', () => {
  it('a day with no change is 24 hours of two half hours, as the grid always was', () => {
    const hours = gridHours(undefined);
    expect(hours.map((h) => h.cells.length)).toEqual(Array(24).fill(2));
    expect(labels(undefined)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(
      cells(undefined)
        .map((c) => c.label)
        .slice(0, 2),
    ).toEqual(['00:00–00:30', '00:30–01:00']);
    expect(cells(undefined).at(-1)).toEqual({ index: 47, label: '23:30–00:00' });
    expect(hours.some((h) => h.again)).toBe(false);
  });

  it.each([-1440, -60, -30, 30, 60, 1440] as const)(
    'a change of %s min shows every elapsed cell once, in order',
    (minutes) => {
      const c = change(minutes);
      expect(cells(c).map((x) => x.index)).toEqual(Array.from({ length: cellsOnDate(c) }, (_, i) => i));
    },
  );

  it('clocks retarded an hour: a 25-hour day whose repeated hour has cells of its own', () => {
    const hours = gridHours(change(-60));
    expect(hours).toHaveLength(25);
    expect(labels(change(-60)).slice(1, 5)).toEqual(['01', '02', '02 again', '03']);
    expect(hours[3]).toEqual({
      label: '02',
      again: true,
      cells: [
        { index: 6, label: '02:00–02:30' },
        { index: 7, label: '02:30–03:00' },
      ],
    });
  });

  it('clocks advanced an hour: a 23-hour day without the skipped hour', () => {
    expect(labels(change(60))).toHaveLength(23);
    expect(labels(change(60)).slice(0, 4)).toEqual(['00', '01', '03', '04']);
    expect(cells(change(60))[4]).toEqual({ index: 4, label: '03:00–03:30' });
  });

  it('half-hour changes: the half hour repeated, or the day going on from the half hour', () => {
    expect(labels(change(-30)).slice(2, 6)).toEqual(['02', '02 again', '02:30', '03']);
    expect(labels(change(30)).slice(2, 4)).toEqual(['02:30', '03']);
    expect(cells(change(-30))).toHaveLength(49);
    expect(cells(change(30))).toHaveLength(47);
  });

  it('the date line: the date repeated is 48 hours, its second 24 marked again; skipped, none', () => {
    const repeated = gridHours(change(-1440));
    expect(repeated).toHaveLength(48);
    expect(labels(change(-1440)).slice(23, 25)).toEqual(['23', '00 again']);
    expect(repeated.slice(24).every((h) => h.again)).toBe(true);
    expect(gridHours(change(1440))).toEqual([]);
  });

  it('work marked in the repeated hour counts in the day’s elapsed totals', () => {
    const work = `${'0'.repeat(6)}11${'0'.repeat(42)}`; // 02:00–03:00 the second time
    expect(elapsedDayTotals(work, change(-60))).toEqual({ workHours: 1, restHours: 24, neutralHours: 0 });
    expect(elapsedDayTotals('0'.repeat(46), change(60))).toEqual({
      workHours: 0,
      restHours: 23,
      neutralHours: 0,
    });
  });
});
