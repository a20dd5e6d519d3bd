import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { countedTypeRule, earlierOn, withEarlier } from './dated-rules';
import { type LeaveMathsSettings, leaveInputOf, type TypeLike } from './from-records';
import { leaveDaysTaken } from './request-days';

/**
 * Issue 52: a change of 'Nil days', or of a type's effect or nil mark, counts from the day it is
 * made (here 1 March 2026). The day booked last month (10 February) keeps the rule it was booked
 * under; the day booked after the change (10 March) counts by the new one. Yearly 36.5 a year
 * earns 0.1 a day; accrued 0.5 a worked day.
 */
const TODAY = '2026-03-01';
const yearly = {
  id: 'P1',
  type: 'yearly' as const,
  startDate: '2026-01-01',
  endDate: null,
  initialLeave: 0,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null }],
};
const accrued = {
  ...yearly,
  type: 'accrued' as const,
  rates: [{ from: '2026-01-01', daysPerYear: null, ratio: 0.5 }],
};
const booked = {
  profileId: 'P1',
  status: 'Approved',
  deleted: false,
  days: ['2026-02-10', '2026-03-10'].map((date) => ({ date, leaveTypeId: 7 })),
};
const totals = (
  profile: typeof yearly | typeof accrued,
  type: TypeLike,
  settings: LeaveMathsSettings,
  asOf: string,
) => {
  const r = leaveBalance(leaveInputOf(profile, [type], [booked], [], settings), asOf);
  if (!r.ok) throw new Error(r.error.message);
  return { accrued: Number(r.accrued.toFixed(10)), worked: r.worked, taken: r.taken };
};
const FEB = '2026-02-28';
const MAR = '2026-03-31';

describe("'Nil days' switched on today", () => {
  const nilType = { id: 7, effect: 0 as const, isNil: true };
  const switched = { nilDays: true, nilDaysBefore: [{ until: TODAY, nilDays: false }] };

  it("leaves last month's accrual as it was and counts a day after today as nil", () => {
    // Off until today: February's day earns (59 days, 5.9); on from today: March's day does not.
    expect(totals(yearly, nilType, switched, FEB)).toEqual(totals(yearly, nilType, { nilDays: false }, FEB));
    expect(totals(yearly, nilType, switched, FEB).accrued).toBe(5.9);
    expect(totals(yearly, nilType, switched, MAR).accrued).toBe(8.9);
    // Before the rules were dated the switch reached back to February too.
    expect(totals(yearly, nilType, { nilDays: true }, MAR).accrued).toBe(8.8);
  });

  it('switched off today: the days before keep counting as nil, the days after not', () => {
    const off = { nilDays: false, nilDaysBefore: [{ until: TODAY, nilDays: true }] };
    expect(totals(yearly, nilType, off, FEB).accrued).toBe(5.8);
    expect(totals(yearly, nilType, off, MAR).accrued).toBe(8.9);
  });
});

describe("a type's effect or nil mark changed today", () => {
  it('1 (reduces leave) to 0: the day taken last month stays taken, the day after today is not', () => {
    const type = {
      id: 7,
      effect: 0 as const,
      isNil: false,
      rulesBefore: [{ until: TODAY, effect: 1 as const, isNil: false }],
    };
    expect(totals(yearly, type, { nilDays: true }, FEB).taken).toBe(1);
    expect(totals(yearly, type, { nilDays: true }, MAR).taken).toBe(1);
    expect(totals(yearly, { ...type, rulesBefore: undefined }, { nilDays: true }, MAR).taken).toBe(0);
  });

  it('0 to 2 (work day): the day of last month stays unworked, the day after today is worked', () => {
    const type = {
      id: 7,
      effect: 2 as const,
      isNil: false,
      rulesBefore: [{ until: TODAY, effect: 0 as const, isNil: false }],
    };
    // February: 59 days, one not worked (58 worked, 29 accrued); March: all 31 worked.
    expect(totals(accrued, type, { nilDays: true }, FEB)).toEqual({ accrued: 29, worked: 58, taken: 0 });
    expect(totals(accrued, type, { nilDays: true }, MAR)).toEqual({ accrued: 44.5, worked: 89, taken: 0 });
  });

  it('marked nil today: the day of last month still earns, the day after today does not', () => {
    const type = {
      id: 7,
      effect: 0 as const,
      isNil: true,
      rulesBefore: [{ until: TODAY, effect: 0 as const, isNil: false }],
    };
    expect(totals(yearly, type, { nilDays: true }, FEB).accrued).toBe(5.9);
    expect(totals(yearly, type, { nilDays: true }, MAR).accrued).toBe(8.9);
    // A nil mark counts only while 'Nil days' is on, on the day counted.
    const off = { nilDays: true, nilDaysBefore: [{ until: '2026-03-15', nilDays: false }] };
    expect(totals(yearly, type, off, MAR).accrued).toBe(9);
  });

  it('a request counts the days it takes by the effect each day had', () => {
    const type = {
      id: 7,
      effect: 0 as const,
      isNil: false,
      rulesBefore: [{ until: TODAY, effect: 1 as const, isNil: false }],
    };
    expect(leaveDaysTaken(booked.days, [type])).toBe(1);
    expect(leaveDaysTaken(booked.days, [{ ...type, rulesBefore: undefined }])).toBe(0);
  });
});

describe('the history kept', () => {
  it('keeps the rule before the day when it changes twice that day, and finds the rule of a day', () => {
    const once = withEarlier(undefined, { until: TODAY, nilDays: false });
    expect(withEarlier(once, { until: TODAY, nilDays: true })).toEqual([{ until: TODAY, nilDays: false }]);
    const twice = withEarlier(once, { until: '2026-04-01', nilDays: true });
    expect(twice).toHaveLength(2);
    expect(earlierOn(twice, '2026-02-28')?.nilDays).toBe(false);
    expect(earlierOn(twice, TODAY)?.nilDays).toBe(true);
    expect(earlierOn(twice, '2026-04-01')).toBeNull();
  });

  it('takes a change dated before an earlier one: the days from its date count by it, those before keep theirs', () => {
    // Off until 1 March, on since; now off again from 10 February (a change dated back).
    const history = [{ until: TODAY, nilDays: false }];
    const back = withEarlier(history, { until: '2026-02-10', nilDays: true });
    expect(back).toEqual([{ until: '2026-02-10', nilDays: false }]);
    expect(earlierOn(back, '2026-02-09')?.nilDays).toBe(false);
    expect(earlierOn(back, '2026-02-10')).toBeNull(); // today's rule (off) from the 10th on
    // Dated ahead: the days until then keep today's rule.
    const ahead = withEarlier(history, { until: '2026-05-01', nilDays: true });
    expect(ahead).toEqual([
      { until: TODAY, nilDays: false },
      { until: '2026-05-01', nilDays: true },
    ]);
    expect(earlierOn(ahead, '2026-04-30')?.nilDays).toBe(true);
  });

  it('splits a type where either history changes; without one, today’s rule alone', () => {
    const type = {
      id: 7,
      effect: 2 as const,
      isNil: true,
      rulesBefore: [{ until: TODAY, effect: 1 as const, isNil: true }],
    };
    expect(countedTypeRule({ ...type, rulesBefore: undefined }, { nilDays: true })).toEqual({
      id: 7,
      effect: 2,
      isNil: true,
    });
    expect(
      countedTypeRule(type, { nilDays: true, nilDaysBefore: [{ until: '2026-02-01', nilDays: false }] }),
    ).toEqual({
      id: 7,
      effect: 2,
      isNil: true,
      before: [
        { until: '2026-02-01', effect: 1, isNil: false },
        { until: TODAY, effect: 1, isNil: true },
      ],
    });
  });
});
