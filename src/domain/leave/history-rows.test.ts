import { describe, expect, it } from 'vitest';
import { historyKindText, leaveHistoryRows } from './history-rows';

const types = [
  { id: 1, effect: 1 as const, isNil: false },
  { id: 2, effect: 2 as const, isNil: false },
];
const request = (status: string, dates: string[], extra: Record<string, unknown> = {}) => ({
  profileId: 'P1',
  status,
  deleted: false,
  days: dates.map((date) => ({ date, leaveTypeId: 1 })),
  comments: null,
  ...extra,
});
const entry = (id: number, what: string, changeDate: string, amount: number | null) => ({
  id,
  what,
  changeDate,
  amount,
  comment: `c${id}`,
});
const ALL = { from: '2026-01-01', to: '2026-12-31' };

describe('leaveHistoryRows', () => {
  it('merges the entries with the leave taken on booked requests, oldest first', () => {
    const rows = leaveHistoryRows(
      'P1',
      [entry(2, 'additional', '2026-03-01', 2), entry(1, 'setup', '2026-01-05', 30)],
      [request('Approved', ['2026-02-01', '2026-02-02'], { comments: 'Home' })],
      types,
      ALL,
    );
    expect(rows.map((r) => [r.kind, r.date, r.amount, r.comment])).toEqual([
      ['setup', '2026-01-05', 30, 'c1'],
      ['taken', '2026-02-01', -2, 'Home'],
      ['additional', '2026-03-01', 2, 'c2'],
    ]);
    expect(rows[1]!.span).toEqual({ from: '2026-02-01', to: '2026-02-02' });
  });

  it.each([
    ['Pending', 0],
    ['Draft', 0],
    ['Denied', 0],
    ['Checked', 1],
    ['Approved', 1],
  ])('a %s request makes %d rows', (status, n) => {
    expect(leaveHistoryRows('P1', [], [request(status, ['2026-05-01'])], types, ALL)).toHaveLength(n);
  });

  it('counts only the days in the period whose type reduces leave', () => {
    const r = request('Approved', ['2025-12-31', '2026-01-01', '2026-01-02']);
    r.days[2] = { date: '2026-01-02', leaveTypeId: 2 };
    const rows = leaveHistoryRows('P1', [], [r], types, ALL);
    expect(rows.map((x) => [x.date, x.amount])).toEqual([['2026-01-01', -1]]);
  });

  it("leaves out other profiles' and deleted requests, and entries outside the period", () => {
    const rows = leaveHistoryRows(
      'P1',
      [entry(1, 'rate', '2025-06-01', 35)],
      [
        request('Approved', ['2026-02-01'], { profileId: 'P2' }),
        request('Approved', ['2026-02-01'], { deleted: true }),
      ],
      types,
      ALL,
    );
    expect(rows).toEqual([]);
  });

  it('names every kind, and an unknown one as it is', () => {
    expect(historyKindText('rollover')).toBe('Rollover (days kept)');
    expect(historyKindText('taken')).toBe('Leave taken');
    expect(historyKindText('other')).toBe('other');
  });
});
