import { describe, expect, it } from 'vitest';
import { firstChange, statusChanges } from './status-changes';

const TODAY = '2027-01-22';
const offered = (c: Parameters<typeof statusChanges>[0]) => statusChanges(c, TODAY).map((s) => s.status);

describe('statusChanges', () => {
  it('offers former crew who have left no last day on board, only coming back', () => {
    const left = { status: 2, startDate: '2026-01-01', endDate: '2027-01-10' };
    const changes = statusChanges(left, TODAY);
    expect(changes.map((c) => c.status)).toEqual([-1, 1]);
    expect(changes.some((c) => c.endDate)).toBe(false);
    expect(firstChange(changes, true)?.status).toBe(1);
  });

  it('lets someone leaving later move their last day on board', () => {
    const leaving = statusChanges({ status: 2, startDate: '2026-01-01', endDate: '2027-02-01' }, TODAY);
    expect(leaving.find((c) => c.status === 2)).toEqual({ status: 2, endDate: true, needsForce: false });
  });

  it('offers current crew the other two, the last day on board with former crew', () => {
    const current = { status: 1, startDate: '2026-01-01', endDate: null };
    expect(offered(current)).toEqual([-1, 2]);
    expect(statusChanges(current, TODAY).find((c) => c.status === 2)?.endDate).toBe(true);
    // Their start date has come: prospective only when forced, as the server says.
    expect(statusChanges(current, TODAY)[0]).toEqual({ status: -1, endDate: false, needsForce: true });
  });

  it('asks no force of prospective crew whose start date is still to come', () => {
    expect(offered({ status: -1, startDate: '2027-03-01', endDate: null })).toEqual([1, 2]);
    expect(statusChanges({ status: 1, startDate: '2027-03-01', endDate: null }, TODAY)[0]?.needsForce).toBe(
      false,
    );
  });

  it('ends a role that ended by its date (status still 1) without a new date', () => {
    const changes = statusChanges({ status: 1, startDate: '2026-01-01', endDate: '2027-01-01' }, TODAY);
    expect(changes.find((c) => c.status === 2)?.endDate).toBe(false);
  });
});
