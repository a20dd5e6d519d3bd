import type { ClockChange } from '@domain/rest-hours/clock-change';
import { describe, expect, it } from 'vitest';
import { rulesApi } from './rules-api';

// Work 06:00-20:00 on the 25th between days of rest: 14 h, the most one stretch may last.
const days = [
  { date: '2026-10-24', work: '0'.repeat(48) },
  { date: '2026-10-25', work: `${'0'.repeat(12)}${'1'.repeat(28)}${'0'.repeat(8)}` },
  { date: '2026-10-26', work: '0'.repeat(48) },
];
const retarded: ClockChange[] = [{ date: '2026-10-25', at: '08:00', minutes: -60 }];
const brief = (vs: { rule: number; date: string }[]) => vs.map((v) => `${v.date}#${v.rule}`);

describe("the rules worker with the vessel's clock changes", () => {
  it('flags nothing without a change, as before', () => {
    expect(rulesApi['rest/evaluate-days'](days)).toEqual([]);
    expect(rulesApi['rest/check-months']([{ userId: 7, days }], '2026-10')).toEqual({ 7: [] });
  });

  it('judges the same days on elapsed time once the clocks were retarded during the watch', () => {
    const flags = ['2026-10-25#1', '2026-10-25#4', '2026-10-26#1'];
    expect(brief(rulesApi['rest/evaluate-days'](days, [], retarded))).toEqual(flags);
    expect(brief(rulesApi['rest/evaluate-month'](days, '2026-10', retarded))).toEqual(flags);
    const byUser = rulesApi['rest/check-months']([{ userId: 7, days }], '2026-10', [], retarded);
    expect(brief(byUser[7] ?? [])).toEqual(flags);
  });

  it("gives a day's totals in elapsed hours", () => {
    expect(rulesApi['rest/day-totals'](days[1]!.work)).toEqual({
      workHours: 14,
      restHours: 10,
      neutralHours: 0,
    });
    expect(rulesApi['rest/day-totals'](days[1]!.work, retarded[0])).toEqual({
      workHours: 15,
      restHours: 10,
      neutralHours: 0,
    });
  });

  it('judges an exception period across the change too, and forecasts with the changes', () => {
    const period = [{ from: '2026-10-20', to: '2026-10-30' }];
    const flags = rulesApi['rest/evaluate-days'](days, period, retarded);
    expect(flags.map((v) => `${v.date}#${v.rule}:${(v as { regime?: string }).regime}`)).toEqual([
      '2026-10-25#1:exception',
      '2026-10-25#4:exception',
      '2026-10-26#1:exception',
    ]);
    const byUser = rulesApi['rest/check-months']([{ userId: 7, days }], '2026-10', period, retarded);
    expect(brief(byUser[7] ?? [])).toEqual(brief(flags));
    expect(rulesApi['rest/forecast']([{ userId: 7, days }], '2026-10-24', 20)).toEqual({ 7: null });
    expect(rulesApi['rest/forecast']([{ userId: 7, days }], '2026-10-24', 20, retarded)).toEqual({
      7: { rule: 4, date: '2026-10-25', time: '19:00' },
    });
  });
});

describe('the rules worker with exception periods naming their watchkeepers', () => {
  // Rest of 8 h, 1 h and 1 h each day: 10 h only in three periods (rule 3 under the standard rules).
  const work = `${'0'.repeat(16)}${'1'.repeat(8)}00${'1'.repeat(10)}00${'1'.repeat(10)}`;
  const three = ['2026-12-02', '2026-12-03', '2026-12-04'].map((date) => ({ date, work }));
  const rule3 = (vs: { rule: number; date: string }[] = []) => brief(vs.filter((v) => v.rule === 3));
  const standard = ['2026-12-02#3', '2026-12-03#3', '2026-12-04#3'];

  it('judges by the regime only those a period names, and everyone by a period naming no one', () => {
    const named = [{ from: '2026-12-02', to: '2026-12-04', userIds: [4] }];
    const records = [4, 5].map((userId) => ({ userId, days: three }));
    const byUser = rulesApi['rest/check-months'](records, '2026-12', named);
    expect(rule3(byUser[4])).toEqual([]);
    expect(rule3(byUser[5])).toEqual(standard);
    const old = rulesApi['rest/check-months'](records, '2026-12', [{ from: '2026-12-02', to: '2026-12-04' }]);
    expect([rule3(old[4]), rule3(old[5])]).toEqual([[], []]);
  });

  it("forecasts a deckhand's plan by the standard rules when the period names others", () => {
    const named = [{ from: '2026-12-02', to: '2026-12-04', userIds: [4] }];
    const records = [4, 5].map((userId) => ({ userId, days: three }));
    const forecast = rulesApi['rest/forecast'](records, '2026-12-02', 0, [], named);
    expect(forecast[4]).toBeNull();
    expect(forecast[5]).toMatchObject({ rule: 3, date: '2026-12-02' });
  });
});
