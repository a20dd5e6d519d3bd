import { describe, expect, it } from 'vitest';
import { leaveBalance } from './balance';
import type { LeaveInput } from './leave-types';
import { totalsOn } from './totals-on';

const input: LeaveInput = {
  profile: {
    type: 'yearly',
    startDate: '2026-01-01',
    initialLeave: 2,
    rates: [{ from: '2026-01-01', daysPerYear: 36.5 }],
  },
  leaveTypes: [{ id: 1, effect: 1 }],
  days: [{ date: '2026-01-05', leaveTypeId: 1 }],
  additional: [{ date: '2026-01-08', days: 1.5 }],
  rollovers: [{ date: '2026-01-20', rolledOver: 3 }],
};

describe('totalsOn', () => {
  it('gives for each date what leaveBalance gives, in any order and with repeats', () => {
    const dates = ['2026-01-20', '2025-12-31', '2026-01-05', '2026-01-20', '2026-03-01', '2026-01-19'];
    const result = totalsOn(input, dates);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const d of dates) {
      const one = leaveBalance(input, d);
      if (!one.ok) throw new Error(one.error.message);
      const { ok: _, ...totals } = one;
      expect(result.on.get(d)).toEqual(totals);
    }
  });

  it('ignores dates that are not dates, and says why the maths fail', () => {
    expect(totalsOn(input, ['2026-02-30'])).toEqual({ ok: true, on: new Map() });
    const bad = { ...input, rollovers: [{ date: '2026-01-02', rolledOver: 50 }] };
    expect(totalsOn(bad, ['2026-01-03']).ok).toBe(false);
  });
});
