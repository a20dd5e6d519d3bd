import { describe, expect, it } from 'vitest';
import { LEAVE_TYPE, leaveRequest, profile } from '../../../../tests/kits/leave-test-rows';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { requesterBalance, requestLeavesWithPending } from './requester-balance';
import { countedRequests, defaultLeaveSettings } from './use-leave';

/** 36.5 days a year from 1 Jan 2026 with 10 to start: 0.1 a day. */
const sam = profile('ps', 2, {
  startDate: '2026-01-01',
  initialLeave: 10,
  rates: [{ from: '2026-01-01', daysPerYear: 36.5, ratio: null, changeDate: null, comment: null }] as never,
});

const vesselData = (requests: LeaveRequestRecord[]) => ({
  profiles: [
    { ...sam, pending: 0 as const },
    { ...profile('po', 3), pending: 0 as const },
  ],
  types: [LEAVE_TYPE],
  requests: requests.map((r) => ({ ...r, pending: 0 as const })),
  adjustments: [],
  settings: { ...defaultLeaveSettings(1), pending: 0 as const },
});

describe('requesterBalance: what the approver sees of the crew member', () => {
  const today = '2026-03-10';
  it('is their balance today and by the end of the month, approved leave booked', () => {
    const none = requesterBalance(vesselData([]), 'ps', today)!;
    const taken = requesterBalance(
      vesselData([leaveRequest('r1', 'ps', 'Approved', ['2026-02-02', '2026-02-03'])]),
      'ps',
      today,
    )!;
    expect(none.today).toMatchObject({ ok: true });
    expect(none.endOfMonth).toMatchObject({ ok: true });
    if (!none.today.ok || !taken.today.ok || !none.endOfMonth.ok) throw new Error('no balance');
    // 10 to start, and about 0.1 a day since 1 Jan: between 16 and 18 on 10 Mar.
    expect(none.today.available).toBeGreaterThan(16);
    expect(none.today.available).toBeLessThan(18);
    expect(none.endOfMonth.available).toBeGreaterThan(none.today.available);
    expect(taken.today.available).toBeCloseTo(none.today.available - 2, 6);
  });

  it('does not count the request waiting for the decision, nor anyone else’s leave', () => {
    const none = requesterBalance(vesselData([]), 'ps', today)!;
    const waiting = requesterBalance(
      vesselData([
        leaveRequest('r2', 'ps', 'Pending', ['2026-03-20', '2026-03-21']),
        leaveRequest('r3', 'po', 'Approved', ['2026-02-02', '2026-02-03']),
      ]),
      'ps',
      today,
    )!;
    expect(waiting).toEqual(none);
  });

  it('is nothing for a profile not on this device', () => {
    expect(requesterBalance(vesselData([]), 'gone', today)).toBeNull();
  });
});

describe('a request the shore refused', () => {
  const today = '2026-03-10';
  it('counts in no pending total: the balance with the others pending leaves it out', () => {
    const mine = leaveRequest('r1', 'ps', 'Pending', ['2026-04-06', '2026-04-07']);
    const refused = leaveRequest('r2', 'ps', 'Pending', ['2026-04-13', '2026-04-14', '2026-04-15']);
    const data = vesselData([mine, refused]);
    const counted = requestLeavesWithPending(data, mine, today);
    const without = requestLeavesWithPending({ ...data, refused: new Set(['r2']) }, mine, today);
    expect(counted).not.toBeNull();
    // With r2 refused no other request is pending: there is no 'with the others' figure at all.
    expect(without).toBeNull();
    expect(countedRequests({ ...data, refused: new Set(['r2']) }).map((r) => r.id)).toEqual(['r1']);
  });
});
