import { describe, expect, it } from 'vitest';
import { dayNumber } from './day-number';
import type { LeaveInput } from './leave-types';
import { runLedger } from './ledger';
import { prepareLeave } from './prepare-leave';

const leave = (extra: Partial<LeaveInput> = {}) => {
  const result = prepareLeave({
    profile: { type: 'yearly', startDate: '2026-01-10', rates: [{ from: '2026-01-01', daysPerYear: 36.5 }] },
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.leave;
};

describe('runLedger', () => {
  it('snapshots checkpoints before the start, inside the walk and after it', () => {
    const result = runLedger(leave({ additional: [{ date: '2026-01-02', days: 1 }] }), {
      through: dayNumber('2026-01-19'),
      checkpoints: [dayNumber('2026-01-05'), dayNumber('2026-01-14'), dayNumber('2026-02-01')],
    });
    if (!result.ok) throw new Error(result.error.message);
    const available = result.snapshots.map((s) => s.available);
    // 1 additional day; 5 days from 10 January at 0.1; 10 days by the 19th
    expect(available[0]).toBe(1);
    expect(available[1]).toBeCloseTo(1.5, 12);
    expect(available[2]).toBe(result.totals.available);
    expect(result.totals).toMatchObject({ accrued: 1, worked: 10 });
  });

  it('counts entries dated before the walk in date order', () => {
    const result = runLedger(
      leave({
        additional: [
          { date: '2025-12-20', days: 4 },
          { date: '2025-11-01', days: 1 },
        ],
        rollovers: [{ date: '2025-12-01', rolledOver: 0.5 }],
      }),
      { through: dayNumber('2026-01-09') },
    );
    expect(result).toMatchObject({ ok: true, totals: { additional: 5, forfeited: 0.5, available: 4.5 } });
  });

  it('walks nothing when the as-of date is before the start', () => {
    const result = runLedger(leave({ additional: [{ date: '2026-01-05', days: 2 }] }), {
      through: dayNumber('2026-01-04'),
    });
    expect(result).toMatchObject({
      ok: true,
      totals: { accrued: 0, worked: 0, additional: 0, available: 0 },
    });
  });

  it('applies two rollovers of one day in turn', () => {
    const result = runLedger(
      leave({
        additional: [{ date: '2026-01-10', days: 3 }],
        rollovers: [
          { date: '2026-01-10', rolledOver: 2 },
          { date: '2026-01-10', rolledOver: 1 },
        ],
      }),
      { through: dayNumber('2026-01-10') },
    );
    expect(result.ok && result.totals.forfeited).toBeCloseTo(2.1, 12);
    expect(result.ok && result.totals.available).toBeCloseTo(1, 12);
  });
});
