import { describe, expect, it } from 'vitest';
import type { ClockChange } from './clock-change';
import { planCopy } from './copy-days';

const A = '1'.repeat(8) + '0'.repeat(40);
const B = '0'.repeat(40) + '1'.repeat(8);

describe('copy days', () => {
  it('lays the source over the target in order', () => {
    const plan = planCopy(
      [
        { date: '2026-11-01', work: A },
        { date: '2026-11-02', work: B },
      ],
      { begin: '2026-11-01', end: '2026-11-02' },
      { begin: '2026-11-10', end: '2026-11-11' },
    );
    expect(plan).toEqual([
      { date: '2026-11-10', work: A },
      { date: '2026-11-11', work: B },
    ]);
  });
  it('repeats one day over a week, and skips source days with no record', () => {
    const week = planCopy(
      [{ date: '2026-11-01', work: A }],
      { begin: '2026-11-01', end: '2026-11-01' },
      { begin: '2026-11-02', end: '2026-11-08' },
    );
    expect(Array.isArray(week) && week.map((p) => p.work)).toEqual(Array(7).fill(A));
    const gaps = planCopy(
      [{ date: '2026-11-02', work: B }],
      { begin: '2026-11-01', end: '2026-11-02' },
      { begin: '2026-11-20', end: '2026-11-21' },
    );
    expect(gaps).toEqual([{ date: '2026-11-21', work: B }]);
  });
  it('refuses a range that ends before it starts', () => {
    expect(
      planCopy([], { begin: '2026-11-05', end: '2026-11-01' }, { begin: '2026-11-01', end: '2026-11-02' }),
    ).toEqual({
      error: 'The end date must not be before the start date.',
    });
  });

  it('lays each day on its target date by ship clock time across clock changes', () => {
    const back: ClockChange = { date: '2026-10-25', at: '02:00', minutes: -60 };
    const ahead: ClockChange = { date: '2026-10-26', at: '03:00', minutes: 60 };
    const line: ClockChange = { date: '2026-10-27', at: '00:00', minutes: 1440 };
    const changes = new Map([back, ahead, line].map((c) => [c.date, c]));
    const day = '1'.repeat(8) + '0'.repeat(40); // worked 00:00-04:00
    const long = `${'1'.repeat(4)}${'00'}${'11'}${'1'.repeat(2)}${'0'.repeat(40)}`; // 25 h: rest in the first pass
    const plan = planCopy(
      [
        { date: '2026-10-20', work: day },
        { date: back.date, work: long },
      ],
      { begin: '2026-10-20', end: '2026-10-20' },
      { begin: '2026-10-24', end: '2026-10-27' },
      changes,
    );
    expect(plan).toEqual([
      { date: '2026-10-24', work: day },
      { date: back.date, work: '1'.repeat(10) + '0'.repeat(40) }, // the repeated hour takes what it had
      { date: ahead.date, work: '1'.repeat(6) + '0'.repeat(40) }, // 03:00-04:00 skipped
      // the date skipped across the date line takes nothing
    ]);
    const back48 = planCopy(
      [{ date: back.date, work: long }],
      { begin: back.date, end: back.date },
      { begin: '2026-11-02', end: '2026-11-02' },
      changes,
    );
    // The hour lived twice folds onto its clock cells without losing the marks of either pass.
    expect(back48).toEqual([{ date: '2026-11-02', work: day }]);
  });
});
