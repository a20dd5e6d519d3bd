import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { forecastBreach } from './forecast';
import { EMPTY_DAY, paintCells } from './timeline';

const TODAY = '2026-11-23';
const at10 = 20; // 10:00: today's first 20 half hours are lived
/** A day working from `from` to `to` (hours, 0-24), resting the rest. */
const work = (from: number, to: number) => paintCells(EMPTY_DAY, from * 2, to * 2, '1');
const days = (fromOffset: number, pattern: string[]) =>
  pattern.map((w, i) => ({ date: addDays(TODAY, fromOffset + i), work: w }));

describe('forecast of a breach from the plan', () => {
  it('says nothing without a plan, or when the plan holds', () => {
    expect(forecastBreach(days(-6, Array(6).fill(work(8, 17))), TODAY, at10)).toBeNull();
    expect(forecastBreach(days(-6, Array(14).fill(work(8, 17))), TODAY, at10)).toBeNull();
  });

  it('names the rule, the day and the hour: 14 hours of work without rest break rule 4 at 20:00', () => {
    const plan = days(0, [EMPTY_DAY, work(6, 20.5)]);
    expect(forecastBreach(plan, TODAY, at10)).toEqual({ rule: 4, date: addDays(TODAY, 1), time: '20:00' });
  });

  it('counts the recorded week into rule 2: 11 h of rest a day, then a day of 10 h, breaks it at 19:30', () => {
    // 66 h in the 6 recorded days, 11 h today, 10 h tomorrow (work 06:00-20:00): the 7 days
    // ending tomorrow 19:30 hold 76.5 h of rest.
    const record = days(-6, [...Array(7).fill(work(6, 19)), work(6, 20)]);
    expect(forecastBreach(record, TODAY, at10)).toEqual({ rule: 2, date: addDays(TODAY, 1), time: '19:30' });
  });

  it('a breach already lived is a flag, not a forecast; one later today is', () => {
    // Worked from midnight yesterday to 16:00 today: rule 4 broke yesterday at 14:00.
    const lived = days(-1, [work(0, 24), work(0, 16)]);
    expect(forecastBreach(lived, TODAY, at10)?.date).not.toBe(addDays(TODAY, -1));
    // Work today from 06:00 to 21:00: the 14 hours run out at 20:00, after now.
    const later = days(0, [work(6, 21)]);
    expect(forecastBreach(later, TODAY, at10)).toMatchObject({ rule: 4, date: TODAY, time: '20:00' });
    // At 20:30, the same breach has happened: it is no longer a forecast.
    expect(forecastBreach(later, TODAY, 41)?.rule).not.toBe(4);
  });

  it('looks one week ahead, no further', () => {
    const farOff = days(0, [...Array(8).fill(work(8, 17)), work(0, 24)]);
    expect(forecastBreach(farOff, TODAY, at10)).toBeNull();
    const inWeek = days(0, [...Array(7).fill(work(8, 17)), work(0, 24)]);
    expect(forecastBreach(inWeek, TODAY, at10)?.date).toBe(addDays(TODAY, 7));
  });

  it('judges the plan on elapsed time across a clock change: a 14 h watch retarded an hour breaks rule 4 at 19:00', () => {
    const plan = days(0, [EMPTY_DAY, work(6, 20), EMPTY_DAY]);
    expect(forecastBreach(plan, TODAY, at10)).toBeNull();
    const retarded = [{ date: addDays(TODAY, 1), at: '08:00', minutes: -60 as const }];
    // 14 h of elapsed work end at 19:00 on the clocks, which were put back an hour at 08:00.
    expect(forecastBreach(plan, TODAY, at10, retarded)).toEqual({
      rule: 4,
      date: addDays(TODAY, 1),
      time: '19:00',
    });
  });

  it('judges the dates of an exception period by the regime: 70 h in 7 days is no breach there', () => {
    // 10 h of rest a day from 6 days ago: short of 77 h in 7 days once the week holds no time
    // before the record (which counts as rest), from tomorrow.
    const plan = days(-6, Array(10).fill(work(0, 14)));
    expect(forecastBreach(plan, TODAY, at10)).toMatchObject({ rule: 2, date: addDays(TODAY, 1) });
    const period = [{ from: addDays(TODAY, -6), to: addDays(TODAY, 7) }];
    expect(forecastBreach(plan, TODAY, at10, [], period)).toBeNull();
    // The regime ends tomorrow: the 77 h are asked again from the day after.
    const shorter = [{ from: addDays(TODAY, -6), to: addDays(TODAY, 1) }];
    expect(forecastBreach(plan, TODAY, at10, [], shorter)).toMatchObject({
      rule: 2,
      date: addDays(TODAY, 2),
    });
  });
});
