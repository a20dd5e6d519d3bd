import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaveDaysTaken, rangesOfDays, requestDays } from './request-days';

describe('the days of a request', () => {
  it.each([
    ['one day', '2026-03-02', '2026-03-02', [], ['2026-03-02:1']],
    [
      'three days of the main type',
      '2026-03-30',
      '2026-04-01',
      [],
      ['2026-03-30:1', '2026-03-31:1', '2026-04-01:1'],
    ],
    ['end before start', '2026-03-05', '2026-03-04', [], []],
    ['no dates yet', '', '', [], []],
    ['an impossible date', '2026-02-30', '2026-03-01', [], []],
  ] as const)('%s', (_, start, end, ranges, expected) => {
    expect(requestDays(start, end, 1, ranges).map((d) => `${d.date}:${d.leaveTypeId}`)).toEqual(expected);
  });

  it('gives a sub-range its own type, a later sub-range winning, and ignores dates outside the request', () => {
    const days = requestDays('2026-03-01', '2026-03-05', 1, [
      { from: '2026-02-27', to: '2026-03-02', leaveTypeId: 2 },
      { from: '2026-03-02', to: '2026-03-03', leaveTypeId: 3 },
    ]);
    expect(days.map((d) => d.leaveTypeId)).toEqual([2, 3, 3, 1, 1]);
  });

  it('makes no days without a main type', () => {
    expect(requestDays('2026-03-01', '2026-03-02', null, [])).toEqual([]);
  });

  it('stops one day past the limit, so the schema reports a request that is too long', () => {
    expect(requestDays('2026-01-01', '2030-01-01', 1, [], 10)).toHaveLength(11);
  });

  it('turns stored days back into the main type and runs of other types', () => {
    const days = requestDays('2026-03-01', '2026-03-07', 1, [
      { from: '2026-03-02', to: '2026-03-03', leaveTypeId: 2 },
      { from: '2026-03-05', to: '2026-03-05', leaveTypeId: 2 },
    ]);
    expect(rangesOfDays(days)).toEqual({
      mainTypeId: 1,
      ranges: [
        { from: '2026-03-02', to: '2026-03-03', leaveTypeId: 2 },
        { from: '2026-03-05', to: '2026-03-05', leaveTypeId: 2 },
      ],
    });
    expect(rangesOfDays([])).toEqual({ mainTypeId: null, ranges: [] });
  });

  it('round-trips: the ranges of a request make the same days again', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => {
      const d = new Date(Date.UTC(2026, 0, 1 + n));
      return d.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.tuple(day, day, fc.integer({ min: 1, max: 3 })), { maxLength: 4 }),
        (start, length, subs) => {
          const end = requestDays(start, '2030-01-01', 1, [], length).at(-1)!.date;
          const ranges = subs.map(([a, b, t]) => {
            const [from, to] = [a, b].sort() as [string, string];
            return { from, to, leaveTypeId: t };
          });
          const days = requestDays(start, end, 1, ranges);
          const back = rangesOfDays(days);
          expect(requestDays(start, end, back.mainTypeId, back.ranges)).toEqual(days);
        },
      ),
    );
  });

  it('counts the days of a type that reduces leave as taken', () => {
    const types = [
      { id: 1, effect: 1 as const },
      { id: 2, effect: 2 as const },
      { id: 3, effect: 0 as const },
    ];
    const days = requestDays('2026-03-01', '2026-03-06', 1, [
      { from: '2026-03-02', to: '2026-03-03', leaveTypeId: 2 },
    ]);
    expect(leaveDaysTaken(days, types)).toBe(4);
    expect(leaveDaysTaken([{ date: '2026-03-01', leaveTypeId: 9 }], types)).toBe(0);
  });
});
