import { describe, expect, it } from 'vitest';
import {
  asRange,
  type CalendarPeriod,
  MAX_PERIOD_DAYS,
  monthOfDate,
  periodBounds,
  periodOfRoute,
  rangeProblem,
  rangeToShow,
  routeOfPeriod,
  shiftPeriod,
  switchView,
} from './calendar-period';

describe('periodBounds', () => {
  it.each<[CalendarPeriod, string, string]>([
    [{ kind: 'year', year: 2026 }, '2026-01-01', '2026-12-31'],
    [{ kind: 'month', year: 2026, month: 11 }, '2026-11-01', '2026-11-30'],
    [{ kind: 'month', year: 2028, month: 2 }, '2028-02-01', '2028-02-29'],
    [{ kind: 'month', year: 2026, month: 2 }, '2026-02-01', '2026-02-28'],
    [{ kind: 'range', from: '2026-11-10', to: '2026-12-20' }, '2026-11-10', '2026-12-20'],
  ])('%j runs from %s to %s', (p, from, to) => {
    expect(periodBounds(p)).toEqual({ from, to });
  });
});

describe('shiftPeriod', () => {
  it.each<[CalendarPeriod, -1 | 1, CalendarPeriod]>([
    [{ kind: 'year', year: 2026 }, 1, { kind: 'year', year: 2027 }],
    [{ kind: 'year', year: 2026 }, -1, { kind: 'year', year: 2025 }],
    [{ kind: 'month', year: 2026, month: 12 }, 1, { kind: 'month', year: 2027, month: 1 }],
    [{ kind: 'month', year: 2026, month: 1 }, -1, { kind: 'month', year: 2025, month: 12 }],
    [{ kind: 'month', year: 2026, month: 6 }, 1, { kind: 'month', year: 2026, month: 7 }],
    [{ kind: 'month', year: 9999, month: 12 }, 1, { kind: 'month', year: 9999, month: 12 }],
    // A range moves by its own length: 10 days on.
    [
      { kind: 'range', from: '2026-11-01', to: '2026-11-10' },
      1,
      { kind: 'range', from: '2026-11-11', to: '2026-11-20' },
    ],
    [
      { kind: 'range', from: '2026-03-01', to: '2026-03-01' },
      -1,
      { kind: 'range', from: '2026-02-28', to: '2026-02-28' },
    ],
  ])('%j by %i is %j', (p, step, next) => {
    expect(shiftPeriod(p, step)).toEqual(next);
  });
});

describe('rangeProblem', () => {
  it.each([
    ['2026-11-01', '2026-11-30', null],
    ['2026-11-01', '2026-11-01', null],
    ['', '2026-11-30', 'Enter the first day.'],
    ['2026-11-01', '2026-02-30', 'Enter the last day.'],
    ['2026-11-02', '2026-11-01', 'The last day cannot be before the first day.'],
    ['2026-01-01', '2026-12-31', null],
    ['2028-01-01', '2028-12-31', null],
    ['2026-01-01', '2027-01-02', `Choose at most ${MAX_PERIOD_DAYS} days.`],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(rangeProblem(from, to)).toBe(problem);
  });
});

describe('the route of a period', () => {
  it.each<[Record<string, string | undefined>, CalendarPeriod | null]>([
    [{}, null],
    [{ year: '2026' }, { kind: 'year', year: 2026 }],
    [
      { year: '2026', month: '11' },
      { kind: 'month', year: 2026, month: 11 },
    ],
    [
      { year: '2026', month: '3' },
      { kind: 'month', year: 2026, month: 3 },
    ],
    [
      { year: '2026', month: '11', periodId: '2026-11-10_2026-12-20' },
      { kind: 'range', from: '2026-11-10', to: '2026-12-20' },
    ],
    [{ year: 'abc' }, null],
    [{ year: '0' }, null],
    [{ year: '20261' }, null],
    [{ year: '2026', month: '13' }, null],
    [{ year: '2026', month: '0' }, null],
    [{ year: '2026', month: '1x' }, null],
    [{ year: '2026', month: '11', periodId: '2026-12-20_2026-11-10' }, null],
    [{ year: '2026', month: '11', periodId: '2026-11-10' }, null],
    [{ year: '2026', month: '11', periodId: '2026-11-10_2026-11-12_2026-11-14' }, null],
  ])('%j is %j', (params, period) => {
    expect(periodOfRoute(params)).toEqual(period);
  });

  it.each<[CalendarPeriod, string]>([
    [{ kind: 'year', year: 2026 }, '2026'],
    [{ kind: 'month', year: 2026, month: 3 }, '2026/03'],
    [{ kind: 'range', from: '2026-11-10', to: '2027-01-05' }, '2026/11/2026-11-10_2027-01-05'],
  ])('%j goes to %s and back', (p, route) => {
    expect(routeOfPeriod(p)).toBe(route);
    const [year, month, periodId] = route.split('/');
    expect(periodOfRoute({ year, month, periodId })).toEqual(p);
  });
});

describe('switching views', () => {
  it('opens the month of a date', () => {
    expect(monthOfDate('2026-11-26')).toEqual({ kind: 'month', year: 2026, month: 11 });
  });
  it('turns a month into the range it covers', () => {
    expect(asRange({ kind: 'month', year: 2026, month: 2 })).toEqual({
      kind: 'range',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});

describe('switchView', () => {
  const month = { kind: 'month', year: 2026, month: 11 } as const;
  const year = { kind: 'year', year: 2026 } as const;
  const range = { kind: 'range', from: '2026-11-10', to: '2027-01-20' } as const;
  it('keeps the month shown when switching to the Period view', () => {
    expect(switchView(month, 'range')).toEqual({ kind: 'range', from: '2026-11-01', to: '2026-11-30' });
  });
  it('keeps the year shown when switching to the Period view, not its January', () => {
    expect(switchView(year, 'range')).toEqual({ kind: 'range', from: '2026-01-01', to: '2026-12-31' });
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
  });
  it('opens the month or the year of the first day of a range', () => {
    expect(switchView(range, 'month')).toEqual(month);
    expect(switchView(range, 'year')).toEqual(year);
    expect(switchView(month, 'year')).toEqual(year);
    expect(switchView(year, 'month')).toEqual({ kind: 'month', year: 2026, month: 1 });
  });
  it('leaves the period as it is for its own view', () => {
    expect(switchView(range, 'range')).toBe(range);
  });
});

describe('rangeToShow', () => {
  it('shows a range the table can show, typed in full', () => {
    expect(rangeToShow('2026-11-01', '2026-11-30')).toBe(true);
  });
  it('waits while a year is being typed', () => {
    for (const y of ['0002', '0020', '0202']) expect(rangeToShow(`${y}-11-01`, '2026-11-30')).toBe(false);
    expect(rangeToShow('2026-11-01', '0202-11-30')).toBe(false);
  });
  it('does not show a range with a problem', () => {
    expect(rangeToShow('2026-11-30', '2026-11-01')).toBe(false);
    expect(rangeToShow('', '2026-11-01')).toBe(false);
  });
});
