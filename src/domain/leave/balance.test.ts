import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import type { LeaveInput, LeaveProfile, LeaveTotals } from './leave-types';

/** 1 leave (reduces), 2 work day, 3 none, 4 nil leave, 5 nil work day, 6 nil none. */
const TYPES = [
  { id: 1, effect: 1, isNil: false },
  { id: 2, effect: 2, isNil: false },
  { id: 3, effect: 0, isNil: false },
  { id: 4, effect: 1, isNil: true },
  { id: 5, effect: 2, isNil: true },
  { id: 6, effect: 0, isNil: true },
] as const;

const yearly = (daysPerYear = 36.5): LeaveProfile => ({
  type: 'yearly',
  startDate: '2026-01-01',
  rates: [{ from: '2026-01-01', daysPerYear }],
});
const accrued = (ratio = 0.5): LeaveProfile => ({
  type: 'accrued',
  startDate: '2026-01-01',
  rates: [{ from: '2026-01-01', ratio }],
});
const input = (profile: LeaveProfile, rest: Partial<LeaveInput> = {}): LeaveInput => ({
  profile,
  leaveTypes: [...TYPES],
  ...rest,
});
const book = (leaveTypeId: number, ...days: number[]) =>
  days.map((d) => ({ date: `2026-01-${String(d).padStart(2, '0')}`, leaveTypeId }));

type Expected = Partial<LeaveTotals>;

// By hand: yearly 36.5 days a year earns 0.1 a day, accrued ratio 0.5 earns 0.5 a worked day;
// the as-of date is 2026-01-10 (ten employment days from 2026-01-01) unless said otherwise.
const cases: [string, LeaveInput, Expected, string?][] = [
  ['yearly, unbooked days are worked', input(yearly()), { accrued: 1, worked: 10, taken: 0, available: 1 }],
  ['yearly 25 a year over a whole year', input(yearly(25)), { accrued: 25, worked: 365 }, '2026-12-31'],
  [
    'yearly, taken days accrue too',
    input(yearly(), { days: book(1, 3, 4, 5) }),
    { accrued: 1, worked: 7, taken: 3, available: -2 },
  ],
  [
    'yearly, effect 0 is neither',
    input(yearly(), { days: book(3, 3, 4) }),
    { accrued: 1, worked: 8, taken: 0 },
  ],
  ['yearly, effect 2 is worked', input(yearly(), { days: book(2, 3) }), { accrued: 1, worked: 10 }],
  [
    'yearly, nil leave: taken, not worked, no accrual',
    input(yearly(), { days: book(4, 3, 4) }),
    { accrued: 0.8, worked: 8, taken: 2, available: -1.2 },
  ],
  ['yearly, nil work day', input(yearly(), { days: book(5, 3) }), { accrued: 0.9, worked: 9, taken: 0 }],
  ['yearly, nil none', input(yearly(), { days: book(6, 3) }), { accrued: 0.9, worked: 9 }],
  ['accrued, unbooked days are worked', input(accrued()), { accrued: 5, worked: 10, available: 5 }],
  [
    'accrued, taken days do not accrue',
    input(accrued(), { days: book(1, 3, 4, 5) }),
    { accrued: 3.5, worked: 7, taken: 3, available: 0.5 },
  ],
  ['accrued, effect 0', input(accrued(), { days: book(3, 3, 4) }), { accrued: 4, worked: 8 }],
  ['accrued, effect 2', input(accrued(), { days: book(2, 3, 4) }), { accrued: 5, worked: 10 }],
  ['accrued, nil work day', input(accrued(), { days: book(5, 3, 4) }), { accrued: 4, worked: 8 }],
  ['accrued, nil leave', input(accrued(), { days: book(4, 3) }), { accrued: 4.5, worked: 9, taken: 1 }],
  [
    'yearly, rate change mid-period',
    input({ ...yearly(), rates: [...yearly().rates, { from: '2026-01-06', daysPerYear: 73 }] }),
    { accrued: 1.5, worked: 10 },
  ],
  [
    'accrued, rate change mid-period',
    input({ ...accrued(), rates: [{ from: '2026-01-06', ratio: 1 }, ...accrued().rates] }),
    { accrued: 7.5, worked: 10 },
  ],
  [
    'yearly, before the first rate nothing accrues',
    input({ ...yearly(), rates: [{ from: '2026-01-06', daysPerYear: 36.5 }] }),
    { accrued: 0.5, worked: 10 },
  ],
  [
    'accrued, before the first rate nothing accrues',
    input({ ...accrued(), rates: [{ from: '2026-01-06', ratio: 0.5 }] }),
    { accrued: 2.5, worked: 10 },
  ],
  [
    'yearly rate given as a ratio',
    input({ ...yearly(), rates: [{ from: '2026-01-01', ratio: 0.25 }] }),
    { accrued: 2 },
  ],
  [
    'accrued rate given as days per year',
    input({ ...accrued(), rates: [{ from: '2026-01-01', daysPerYear: 73 }] }),
    { accrued: 2.5 },
  ],
  ['endDate before asOf', input({ ...yearly(), endDate: '2026-01-05' }), { accrued: 0.5, worked: 5 }],
  [
    'bookings outside employment are ignored',
    input(
      { ...yearly(), startDate: '2026-01-02', endDate: '2026-01-09' },
      { days: [...book(1, 1, 10), { date: '2025-12-31', leaveTypeId: 1 }] },
    ),
    { accrued: 0.8, worked: 8, taken: 0 },
  ],
  [
    'entries after asOf are ignored',
    input(yearly(), {
      days: book(1, 11),
      additional: [{ date: '2026-01-11', days: 5 }],
      rollovers: [{ date: '2026-01-11', rolledOver: 100 }],
    }),
    { accrued: 1, taken: 0, additional: 0, forfeited: 0, available: 1 },
  ],
  [
    'additional leave',
    input(yearly(), { additional: [{ date: '2026-01-05', days: 2 }] }),
    { additional: 2, available: 3 },
  ],
  ['initial leave', input({ ...yearly(), initialLeave: 4 }), { available: 5 }],
  [
    'rollover forfeits the difference after its day is counted',
    input(yearly(), { rollovers: [{ date: '2026-01-05', rolledOver: 0.2 }] }),
    { accrued: 1, forfeited: 0.3, available: 0.7 },
  ],
  [
    'rollover after the additional leave of its day',
    input(yearly(), {
      additional: [{ date: '2026-01-05', days: 2 }],
      rollovers: [{ date: '2026-01-05', rolledOver: 2.5 }],
    }),
    { forfeited: 0, available: 3 },
  ],
  [
    'rollover before the start counts initial leave only',
    input({ ...yearly(), initialLeave: 5 }, { rollovers: [{ date: '2025-12-31', rolledOver: 3 }] }),
    { forfeited: 2, available: 4 },
  ],
  [
    'asOf before the start',
    input({ ...yearly(), initialLeave: 2 }),
    { accrued: 0, worked: 0, available: 2 },
    '2025-12-01',
  ],
];

describe('leaveBalance', () => {
  it.each(cases)('%s', (_name, leave, expected, asOf = '2026-01-10') => {
    const result = leaveBalance(leave, asOf);
    if (!result.ok) throw new Error(result.error.message);
    for (const [key, value] of Object.entries(expected)) {
      expect(result[key as keyof LeaveTotals], key).toBeCloseTo(value, 10);
    }
    const { accrued: a, additional, taken, forfeited, available } = result;
    expect(available).toBeCloseTo((leave.profile.initialLeave ?? 0) + a + additional - taken - forfeited, 12);
  });

  it('gives whole periods exactly: 36.5 days a year over 10 days is 1', () => {
    expect(leaveBalance(input(yearly()), '2026-01-10')).toMatchObject({ ok: true, accrued: 1, available: 1 });
  });

  const bad: [string, LeaveInput, string, string?][] = [
    ['an impossible asOf', input(yearly()), 'asOf', '2026-02-30'],
    ['an impossible start date', input({ ...yearly(), startDate: '2026-02-30' }), 'profile.startDate'],
    ['an end before the start', input({ ...yearly(), endDate: '2025-12-31' }), 'profile.endDate'],
    ['an unknown type', input({ ...yearly(), type: 'monthly' as 'yearly' }), 'profile.type'],
    ['no rates', input({ ...yearly(), rates: [] }), 'profile.rates'],
    [
      'a negative rate',
      input({ ...yearly(), rates: [{ from: '2026-01-01', ratio: -1 }] }),
      'profile.rates[0].ratio',
    ],
    [
      'a daysPerYear of 365',
      input({ ...yearly(), rates: [{ from: '2026-01-01', daysPerYear: 365 }] }),
      'profile.rates[0].daysPerYear',
    ],
    ['an unknown leave type', input(yearly(), { days: book(9, 3) }), 'days[0].leaveTypeId'],
    ['a leave type listed twice', input(yearly(), { leaveTypes: [...TYPES, TYPES[0]] }), 'leaveTypes[6].id'],
    [
      'an impossible booking date',
      input(yearly(), { days: [{ date: '2026-02-30', leaveTypeId: 1 }] }),
      'days[0].date',
    ],
    [
      'a rollover below 0',
      input(yearly(), { rollovers: [{ date: '2026-01-05', rolledOver: -1 }] }),
      'rollovers[0].rolledOver',
    ],
    [
      'a rollover above the balance',
      input(yearly(), {
        rollovers: [
          { date: '2026-01-02', rolledOver: 0.1 },
          { date: '2026-01-01', rolledOver: 0.2 },
        ],
      }),
      'rollovers[1].rolledOver',
    ],
  ];
  it.each(bad)('refuses %s with the field named', (_name, leave, field, asOf = '2026-01-10') => {
    const result = leaveBalance(leave, asOf);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe(field);
  });

  it('allows a rollover a rounding error above the balance, forfeiting nothing', () => {
    const result = leaveBalance(
      input(yearly(), { rollovers: [{ date: '2026-01-03', rolledOver: 0.3 + 1e-12 }] }),
      '2026-01-03',
    );
    expect(result).toMatchObject({ ok: true, forfeited: 0 });
  });
});
