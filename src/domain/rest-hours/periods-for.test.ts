import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { type ExceptionPeriod, evaluateWithExceptions, periodsFor } from './exception-regime';
import { paintCells } from './timeline';

const MAY = { from: '2026-05-01', to: '2026-05-10', userIds: [5, 7] };
const JUNE = { from: '2026-06-01', to: '2026-06-05', userIds: [7] };
const OLD = { from: '2026-07-01', to: '2026-07-05' };

describe('periodsFor: the exception periods that judge one person', () => {
  it.each([
    [5, [MAY, OLD]],
    [7, [MAY, JUNE, OLD]],
    [9, [OLD]],
  ])('user %i is judged by %j', (userId, expected) => {
    expect(periodsFor([MAY, JUNE, OLD], userId)).toEqual(expected);
  });

  it('reads a period naming no one (stored before periods named crew) as for all crew', () => {
    expect(periodsFor([OLD], 123)).toEqual([OLD]);
  });

  it('never gives a period that names others, whoever asks', () => {
    const periodArb = fc.record(
      { from: fc.constant('2026-05-01'), to: fc.constant('2026-05-02'), userIds: fc.array(fc.nat(20)) },
      { requiredKeys: ['from', 'to'] },
    );
    fc.assert(
      fc.property(fc.array(periodArb), fc.nat(20), (periods: ExceptionPeriod[], userId) => {
        const mine = periodsFor(periods, userId);
        expect(mine.every((p) => !p.userIds || p.userIds.includes(userId))).toBe(true);
        expect(periods.filter((p) => !mine.includes(p)).every((p) => !p.userIds?.includes(userId))).toBe(
          true,
        );
      }),
    );
  });

  it('leaves a deckhand not named under the standard rules: three rest periods breach rule 3', () => {
    // Rest of 8 h, 1 h and 1 h: 10 h only in three periods.
    const work = [
      [8, 12],
      [13, 18],
      [19, 24],
    ].reduce((d, [a, b]) => paintCells(d, a! * 2, b! * 2, '1'), '0'.repeat(48));
    const days = Array.from({ length: 3 }, (_, i) => ({ date: addDays('2026-12-02', i), work }));
    const period = { from: '2026-12-02', to: '2026-12-04', userIds: [4] };
    const rule3 = (userId: number) =>
      evaluateWithExceptions(days, periodsFor([period], userId)).violations.filter((v) => v.rule === 3)
        .length;
    expect(rule3(5)).toBeGreaterThan(0);
    expect(rule3(4)).toBe(0);
  });
});
