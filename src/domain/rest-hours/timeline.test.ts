import { describe, expect, it } from 'vitest';
import {
  addBreak,
  BREAK_OVERLAP,
  DEFAULT_BREAK,
  dayInWords,
  dayTotals,
  paintCells,
  workStretches,
} from './timeline';

const workday = paintCells('0'.repeat(48), 16, 36, '1'); // 08:00-18:00

describe('day timeline', () => {
  it('adds the default break at 12:00 for an hour inside work', () => {
    const r = addBreak(workday, DEFAULT_BREAK.start, DEFAULT_BREAK.length);
    expect(r.ok && r.work.slice(24, 26)).toBe('00');
    expect(r.ok && dayTotals(r.work)).toEqual({ workHours: 9, restHours: 15, neutralHours: 0 });
  });
  it('refuses a break that overlaps rest or another break', () => {
    const once = addBreak(workday, 24, 2);
    expect(once.ok && addBreak(once.work, 25, 2)).toEqual({ ok: false, error: BREAK_OVERLAP });
    expect(addBreak(workday, 14, 4)).toEqual({ ok: false, error: BREAK_OVERLAP });
    expect(addBreak(workday, 47, 2)).toEqual({ ok: false, error: BREAK_OVERLAP });
  });
  it('takes a break in the last hour of a day retarded an hour (50 half hours), not past it', () => {
    const long = '1'.repeat(50);
    const r = addBreak(long, 48, 2);
    expect(r.ok && r.work).toBe(`${'1'.repeat(48)}00`);
    expect(addBreak(long, 49, 2)).toEqual({ ok: false, error: BREAK_OVERLAP });
  });
});

describe('a day in words', () => {
  it('names each stretch of work by its clock times, to 24:00 at the end of the day', () => {
    const work = `${'0'.repeat(16)}${'1'.repeat(12)}${'0'.repeat(4)}${'1'.repeat(3)}${'0'.repeat(11)}${'1'.repeat(2)}`;
    expect(workStretches(work)).toEqual([
      { from: '08:00', to: '14:00' },
      { from: '16:00', to: '17:30' },
      { from: '23:00', to: '24:00' },
    ]);
    expect(workStretches('0'.repeat(48))).toEqual([]);
    expect(workStretches(`n${'1'.repeat(47)}`)).toEqual([{ from: '00:30', to: '24:00' }]);
  });
});

describe('a day beside its bar', () => {
  it('says its stretches and hours; a day of a clock change only its hours; a day off no work', () => {
    expect(dayInWords(`${'0'.repeat(16)}${'1'.repeat(12)}${'0'.repeat(20)}`)).toEqual({
      kind: 'stretches',
      stretches: '08:00–14:00',
      workHours: 6,
    });
    // 50 half hours (the clocks went back an hour): 8 h of work, 17 h of rest.
    expect(dayInWords(`${'1'.repeat(16)}${'0'.repeat(34)}`)).toEqual({
      kind: 'hours',
      workHours: 8,
      restHours: 17,
    });
    expect(dayInWords('0'.repeat(48))).toEqual({ kind: 'none' });
  });
});
