import { describe, expect, it } from 'vitest';
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
});
