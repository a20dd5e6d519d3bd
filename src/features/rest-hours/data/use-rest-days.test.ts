import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/calendar/iso-date';
import { evaluateRest } from '../../../domain/rest-hours/rules';
import { consecutiveRun } from './use-rest-days';

/**
 * The day editor checks a day with the run consecutiveRun gives it; the calendar and the
 * sign-off check the whole month. They must agree on every day's flags: a reason asked for
 * (or not) when saving is the reason the sign-off later wants (found when the editor looked
 * back 6 days and a 7-day window ending at noon reached a 7th).
 */
describe("the day editor and the month agree on a day's flags", () => {
  it('for any run of recorded days', () => {
    const day = fc.array(fc.constantFrom('0', '1'), { minLength: 48, maxLength: 48 }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(day, { minLength: 9, maxLength: 16 }), (works) => {
        const days = works.map((work, i) => ({ date: addDays('2026-11-01', i), work }));
        const all = evaluateRest(days);
        const map = new Map(days.map((d) => [d.date, d]));
        for (const d of days.slice(8)) {
          const editor = evaluateRest(consecutiveRun(map, d.date)).filter((v) => v.date === d.date);
          expect(editor.map((v) => v.rule)).toEqual(all.filter((v) => v.date === d.date).map((v) => v.rule));
        }
      }),
      { numRuns: 200 },
    );
  });
});
