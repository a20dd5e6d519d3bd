import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import { leaveInputOf } from './from-records';
import {
  type HistoryRecords,
  historyKindText,
  historyPeriod,
  historyRowText,
  leaveHistoryRows,
} from './history-rows';

const types = [
  { id: 1, effect: 1 as const, isNil: false },
  { id: 2, effect: 2 as const, isNil: false },
];
const profile = (extra: Partial<HistoryRecords['profile']> = {}): HistoryRecords['profile'] => ({
  id: 'P1',
  type: 'yearly',
  startDate: '2026-09-01',
  endDate: null,
  initialLeave: 3,
  rates: [{ from: '2026-09-01', daysPerYear: 30, ratio: null }],
  ...extra,
});
const request = (status: string, dates: string[], extra: Record<string, unknown> = {}) => ({
  profileId: 'P1',
  status,
  deleted: false,
  days: dates.map((date) => ({ date, leaveTypeId: 1 })),
  comments: null,
  ...extra,
});
const entry = (id: number, what: string, changeDate: string, amount: number | null, extra = {}) => ({
  id,
  what,
  changeDate,
  amount,
  comment: `c${id}`,
  ...extra,
});
const ALL = { from: '2026-01-01', to: '2026-12-31' };
const dates = (from: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${from.slice(0, 8)}${String(Number(from.slice(8)) + i).padStart(2, '0')}`,
  );

const NIL_ON = { nilDays: true };

describe('leaveHistoryRows', () => {
  // The review's case: 30 days a year from 1 Sep with 3 days brought, 1 day added, 7 days taken.
  const sam: HistoryRecords = {
    profile: profile(),
    types,
    requests: [request('Approved', dates('2026-12-16', 7), { comments: 'Approved – enjoy' })],
    adjustments: [
      { id: 'A1', profileId: 'P1', kind: 'additional', date: '2026-11-26', days: 1, deleted: false },
    ],
    settings: NIL_ON,
  };
  const samEntries = [
    entry(1, 'setup', '2026-09-01', 30),
    entry(2, 'additional', '2026-11-26', 1, { adjustmentId: 'A1' }),
  ];

  it('has leave days only in Amount: the initial leave, additional leave and leave taken; a rate in words', () => {
    const rows = leaveHistoryRows(sam, samEntries, ALL);
    expect(rows.map((r) => [r.kind, r.date, r.amount, r.detail])).toEqual([
      ['setup', '2026-09-01', null, 'yearly rate, 30.00 days per year'],
      ['initial', '2026-09-01', 3, null],
      ['additional', '2026-11-26', 1, null],
      ['taken', '2026-12-16', -7, null],
    ]);
    expect(rows[3]).toMatchObject({
      span: { from: '2026-12-16', to: '2026-12-22' },
      comment: 'Approved – enjoy',
    });
  });

  // Field test s58, item 15: approved leave still to come read 'Leave taken' beside 'Taken 0.00'.
  it('calls approved leave whose first day is after today booked, and leave begun or past taken', () => {
    const kinds = (today: string) =>
      leaveHistoryRows(sam, samEntries, ALL, today)
        .filter((r) => r.span !== null)
        .map((r) => [r.kind, historyRowText(r, (from, to) => `${from} to ${to}`)]);
    expect(kinds('2026-12-05')).toEqual([['booked', 'Leave booked, 2026-12-16 to 2026-12-22']]);
    expect(kinds('2026-12-16')).toEqual([['taken', 'Leave taken, 2026-12-16 to 2026-12-22']]);
    expect(kinds('2026-12-30')[0]?.[0]).toBe('taken');
  });

  it('gives the balance after each row as the maths have it at the end of its (last) day', () => {
    const rows = leaveHistoryRows(sam, samEntries, ALL);
    const input = leaveInputOf(sam.profile, types, sam.requests, sam.adjustments, NIL_ON);
    const at = (d: string) => {
      const b = leaveBalance(input, d);
      return b.ok ? b.available : null;
    };
    expect(rows.map((r) => r.balance)).toEqual([
      at('2026-09-01'),
      at('2026-09-01'),
      at('2026-11-26'),
      at('2026-12-22'),
    ]);
    // Earned day by day, so the amounts alone do not make the balance.
    expect(rows[3]!.balance).toBeCloseTo(3 + (113 * 30) / 365 + 1 - 7, 10);
  });

  it('shows a rollover as the days it forfeited, with the days kept in words', () => {
    const records: HistoryRecords = {
      profile: profile({
        startDate: '2026-01-01',
        initialLeave: 10,
        rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null }],
      }),
      types,
      requests: [],
      adjustments: [
        { id: 'R1', profileId: 'P1', kind: 'rollover', date: '2026-01-10', days: 5, deleted: false },
      ],
      settings: NIL_ON,
    };
    const rows = leaveHistoryRows(records, [entry(7, 'rollover', '2026-01-10', 5)], ALL);
    const rollover = rows.find((r) => r.kind === 'rollover')!;
    // 10 brought + 10 days × 0.1 earned = 11 on the day; 5 kept, 6 forfeited.
    expect(rollover.amount).toBeCloseTo(-6, 10);
    expect(rollover.detail).toBe('5.00 days kept');
    expect(rollover.balance).toBeCloseTo(5, 10);
  });

  it('says each rate in the unit of the type it had then', () => {
    const records: HistoryRecords = {
      profile: profile({ type: 'accrued' }),
      types,
      requests: [],
      adjustments: [],
      settings: NIL_ON,
    };
    const rows = leaveHistoryRows(
      records,
      [
        entry(1, 'setup', '2026-09-01', 30),
        entry(2, 'rate', '2026-09-10', 35),
        entry(3, 'type', '2026-10-01', 0.5),
        entry(4, 'edit', '2026-10-02', 4),
        entry(5, 'settings', '2026-10-03', null),
      ],
      ALL,
    );
    expect(rows.filter((r) => r.id !== null).map((r) => [r.kind, r.amount, r.detail])).toEqual([
      ['setup', null, 'yearly rate, 30.00 days per year'],
      ['rate', null, '35.00 days per year'],
      ['type', null, 'accrued, 0.5 days for each day worked'],
      ['edit', null, 'initial leave 4.00 days'],
      ['settings', null, null],
    ]);
  });

  // Right after Change profile the device holds the new period while the server's history has no
  // entry for it yet: the set-up still reads as the type its own period has, not the profile's now.
  it("says a rate in its own period's type, also before the history holds the change", () => {
    const records: HistoryRecords = {
      profile: profile({
        type: 'accrued',
        rates: [
          { from: '2026-09-01', daysPerYear: 30, ratio: null, type: 'yearly' },
          { from: '2026-11-16', daysPerYear: null, ratio: 0.25, type: 'accrued' },
        ],
      }),
      types,
      requests: [],
      adjustments: [],
      settings: NIL_ON,
    };
    const setupOnly = leaveHistoryRows(records, [entry(1, 'setup', '2026-09-01', 30)], ALL);
    expect(setupOnly.find((r) => r.kind === 'setup')?.detail).toBe('yearly rate, 30.00 days per year');
    const both = leaveHistoryRows(
      records,
      [entry(1, 'setup', '2026-09-01', 30), entry(2, 'type', '2026-11-15', 0.25)],
      ALL,
    );
    expect(both.filter((r) => r.id !== null).map((r) => r.detail)).toEqual([
      'yearly rate, 30.00 days per year',
      'accrued, 0.25 days for each day worked',
    ]);
  });

  it.each([
    ['Pending', 0],
    ['Draft', 0],
    ['Denied', 0],
    ['Checked', 1],
    ['Approved', 1],
  ])('a %s request makes %d rows', (status, n) => {
    const records = { ...sam, requests: [request(status, ['2026-10-01'])] };
    expect(leaveHistoryRows(records, [], ALL).filter((r) => r.kind === 'taken')).toHaveLength(n);
  });

  it('counts only the days in the period and the employment whose type reduces leave', () => {
    const r = request('Approved', ['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03']);
    r.days[2] = { date: '2026-09-02', leaveTypeId: 2 };
    const rows = leaveHistoryRows({ ...sam, requests: [r] }, [], { from: '2026-08-01', to: '2026-09-02' });
    expect(rows.filter((x) => x.kind === 'taken').map((x) => [x.date, x.amount])).toEqual([
      ['2026-09-01', -1],
    ]);
  });

  it("leaves out other profiles' and deleted requests, and entries outside the period", () => {
    const rows = leaveHistoryRows(
      {
        ...sam,
        requests: [
          request('Approved', ['2026-10-01'], { profileId: 'P2' }),
          request('Approved', ['2026-10-01'], { deleted: true }),
        ],
      },
      [entry(1, 'rate', '2025-06-01', 35)],
      { from: '2026-10-01', to: '2026-12-31' },
    );
    expect(rows).toEqual([]);
  });

  it('takes the comment of the additional leave it is of, as the device holds it', () => {
    const records = {
      ...sam,
      adjustments: [{ ...sam.adjustments[0]!, comment: 'Boat show, agreed by the captain' }],
    };
    const rows = leaveHistoryRows(records, samEntries, ALL);
    expect(rows.find((r) => r.kind === 'additional')).toMatchObject({
      comment: 'Boat show, agreed by the captain',
      adjustmentId: 'A1',
    });
  });

  it('names every kind, and an unknown one as it is; a row in words', () => {
    expect(historyKindText('rollover')).toBe('Rollover');
    expect(historyKindText('initial')).toBe('Initial leave');
    expect(historyKindText('other')).toBe('other');
    const rows = leaveHistoryRows(sam, samEntries, ALL);
    const span = (a: string, b: string) => `${a} to ${b}`;
    expect(rows.map((r) => historyRowText(r, span))).toEqual([
      'Profile set up: yearly rate, 30.00 days per year',
      'Initial leave',
      'Additional leave',
      'Leave taken, 2026-12-16 to 2026-12-22',
    ]);
  });
});

describe('historyPeriod', () => {
  const row = (date: string, to?: string) =>
    ({ date, span: to ? { from: date, to } : null }) as Parameters<typeof historyPeriod>[0][number];
  it('runs from the start to the last row or the end of this year, whichever is later', () => {
    expect(
      historyPeriod([row('2026-09-01'), row('2026-12-16', '2026-12-22')], '2026-09-01', '2026-11-20', 10),
    ).toEqual({
      from: '2026-09-01',
      to: '2026-12-31',
    });
    expect(historyPeriod([row('2026-12-28', '2027-01-04')], '2026-09-01', '2026-11-20', 10)).toEqual({
      from: '2026-09-01',
      to: '2027-01-04',
    });
  });
  it('keeps the newest years when the history is longer than a report may be', () => {
    expect(historyPeriod([], '2001-05-01', '2026-11-20', 10)).toEqual({
      from: '2016-12-31',
      to: '2026-12-31',
    });
    expect(historyPeriod([row('2028-02-29')], '2001-05-01', '2026-11-20', 10).from).toBe('2018-03-01');
  });
});
