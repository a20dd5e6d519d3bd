import { LEAVE_TEXT } from '@contracts/leave-records';
import { leaveBalance } from '@domain/leave/balance';
import { leaveInputOf } from '@domain/leave/from-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 10: the leave approval flow (doc 3, sections 4 and 6), through REST and through queued
 * operations: who may approve (level 5, the leave approval group; never a level-2 crew member,
 * never one's own request), the statuses each decision leads on from, and the balance after it.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const decide = (who: string, requestId: string, action: string, extra: Record<string, unknown> = {}) =>
  t.call(who, 'PUT', `/leave/requests/${requestId}/decide`, { yachtId: t.aurora, action, ...extra });
const request = async (who: string, dates: string[], action = 'REQUEST') => {
  const id = t.newId('R');
  const res = await t.call(who, 'PUT', `/leave/requests/${id}`, t.requestBody(who, dates, { action }));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
};
const balanceOf = async (who: string, asOf: string) => {
  const body = await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`)).json();
  return body.profiles.find((p: { profileId: string }) => p.profileId === t.profileId[who]);
};

describe('approving a request', () => {
  it('a crew member requests leave; a level-2 or level-4 crew member cannot approve it; the purser can', async () => {
    const id = await request('crew', ['2027-02-01', '2027-02-02', '2027-02-03']);
    expect((await t.requestRow(id))?.status).toBe('Pending');
    for (const who of ['crew', 'officer']) {
      const res = await decide(who, id, 'APPROVE');
      expect(res.status).toBe(403);
    }
    // The same through a queued operation: refused, with the server's copy of the request.
    const queued = await t.op('officer', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'APPROVE',
    });
    expect(queued.status).toBe('rejected');
    expect((await t.requestRow(id))?.status).toBe('Pending');
    const res = await decide('purser', id, 'APPROVE', { comments: 'Enjoy' });
    expect(res.status).toBe(200);
    expect(await t.requestRow(id)).toMatchObject({ status: 'Approved', comments: null });
    const [row] = await t.s.db.query<{ decided_by: number }>(
      'SELECT decided_by FROM leave_requests WHERE id = $1',
      [id],
    );
    expect(row?.decided_by).toBe(t.userId.purser);
  });

  it('the leave approval group can approve (the captain is in it on the demo vessel), through /sync too', async () => {
    const id = await request('crew', ['2027-03-01', '2027-03-02']);
    const queued = await t.op('captain', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: id,
      action: 'APPROVE',
    });
    expect(queued).toMatchObject({ status: 'applied' });
    expect((await t.requestRow(id))?.status).toBe('Approved');
  });

  it('an officer (level 4) added to the approval group may approve, and is refused again once removed', async () => {
    const settings = (group: number[]) => ({
      requestOwnLeave: true,
      deleteOwnRequests: true,
      hideCalculations: false,
      nilDays: false,
      rollover: true,
      editByApprovalGroup: false,
      approvalGroup: group,
      changeDate: '2026-11-15',
      comment: 'Approvals at sea',
    });
    const before = await t.feed('officer');
    expect(before.leaveRequests?.every((r) => r.userId === t.userId.officer)).toBe(true);
    const save = await t.call(
      'captain',
      'PUT',
      `/leave/settings/${t.aurora}`,
      settings([t.userId.captain!, t.userId.officer!]),
    );
    expect(save.status).toBe(200);
    // The officer's devices start afresh and now receive everyone's requests.
    expect((await t.feed('officer', before.cursor)).reset).toBe(true);
    const after = await t.feed('officer');
    expect(after.leaveRequests?.some((r) => r.userId === t.userId.crew)).toBe(true);
    const id = await request('crew', ['2027-04-05']);
    expect((await decide('officer', id, 'APPROVE')).status).toBe(200);
    await t.call('captain', 'PUT', `/leave/settings/${t.aurora}`, settings([t.userId.captain!]));
    const other = await request('crew', ['2027-04-06']);
    expect((await decide('officer', other, 'APPROVE')).status).toBe(403);
    expect((await t.feed('officer')).leaveRequests?.some((r) => r.userId === t.userId.crew)).toBe(false);
  });

  it('nobody decides on their own request, not even the captain', async () => {
    const id = await request('captain', ['2027-05-03']);
    const res = await decide('captain', id, 'APPROVE');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You cannot decide on your own leave request.' });
    expect((await decide('purser', id, 'APPROVE')).status).toBe(200);
  });
});

describe('the statuses', () => {
  it('REJECT a pending request, PENDING brings it back, CHECK follows an approval', async () => {
    const id = await request('crew', ['2027-06-01']);
    expect((await decide('purser', id, 'CHECK')).status).toBe(409);
    expect((await decide('purser', id, 'REJECT')).status).toBe(200);
    expect((await t.requestRow(id))?.status).toBe('Denied');
    expect((await decide('purser', id, 'REJECT')).status).toBe(409);
    expect((await decide('purser', id, 'PENDING')).status).toBe(200);
    expect((await decide('purser', id, 'APPROVE')).status).toBe(200);
    expect((await decide('purser', id, 'CHECK')).status).toBe(200);
    expect((await t.requestRow(id))?.status).toBe('Checked');
    // A draft can be approved directly (by someone else), not rejected.
    const draft = await request('crew', ['2027-06-10'], 'SAVE');
    expect((await t.requestRow(draft))?.status).toBe('Draft');
    const refused = await decide('purser', draft, 'REJECT');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This leave request is Draft: it cannot be rejected.');
    expect((await decide('purser', draft, 'APPROVE')).status).toBe(200);
  });

  it('a decision made offline on an older copy is a conflict with the server’s copy', async () => {
    const id = await request('crew', ['2027-07-01']);
    const [row] = await t.s.db.query<{ version: string }>(
      'SELECT version FROM leave_requests WHERE id = $1',
      [id],
    );
    const base = Number(row!.version);
    expect((await decide('captain', id, 'REJECT')).status).toBe(200);
    const late = await t.op(
      'purser',
      'leave/request/decide',
      { yachtId: t.aurora, requestId: id, action: 'APPROVE' },
      base,
    );
    expect(late.status).toBe('conflict');
    expect(late.records?.leaveRequests?.[0]).toMatchObject({ id, status: 'Denied' });
  });
});

describe('overlapping approved leave', () => {
  it('approving a request whose days overlap an approved one is a conflict answering both', async () => {
    const first = await request('officer', ['2027-08-02', '2027-08-03']);
    const second = await request('officer', ['2027-08-03', '2027-08-04']);
    expect((await decide('purser', first, 'APPROVE')).status).toBe(200);
    const res = await decide('purser', second, 'APPROVE');
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe(LEAVE_TEXT.overlap);
    expect(body.records.leaveRequests.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [second, 'Pending'],
      [first, 'Approved'],
    ]);
    expect((await t.requestRow(second))?.status).toBe('Pending');
  });
});

describe('the balance after approval', () => {
  it('drops by the days taken, as leaveBalance works it out from the synced records', async () => {
    const asOf = '2027-09-30';
    const before = await balanceOf('crew', asOf);
    const id = await request('crew', ['2027-09-06', '2027-09-07', '2027-09-08']);
    expect((await balanceOf('crew', asOf)).availableToday).toBeCloseTo(before.availableToday, 10);
    expect((await decide('captain', id, 'APPROVE')).status).toBe(200);
    const after = await balanceOf('crew', asOf);
    // 'Leave' reduces leave; on a yearly profile the days taken still accrue.
    expect(after.availableToday).toBeCloseTo(before.availableToday - 3, 10);
    // The crew member's device gets the same figure from its feed and the shared maths.
    const mine = await t.feed('crew');
    const profile = mine.leaveProfiles!.find((p) => p.id === t.profileId.crew)!;
    const input = leaveInputOf(
      profile,
      mine.leaveTypes!,
      mine.leaveRequests!,
      mine.leaveAdjustments ?? [],
      mine.leaveSettings!.find((s) => s.vesselId === t.aurora)!,
    );
    const device = leaveBalance(input, asOf);
    expect(device.ok && device.available).toBeCloseTo(after.availableToday, 10);
  });

  it('an approval that would leave a later rollover above its balance is refused with the maths’ message', async () => {
    const balance = await balanceOf('purser', '2027-10-31');
    const kept = Math.floor(balance.availableToday * 100) / 100;
    const roll = await t.call('captain', 'POST', '/leave/adjustments', {
      yachtId: t.aurora,
      adjustmentId: t.newId('A'),
      profileId: t.profileId.purser,
      kind: 'rollover',
      date: '2027-10-31',
      days: kept,
      comment: 'Year end',
    });
    expect(roll.status, await roll.clone().text()).toBe(200);
    const id = await request('purser', ['2027-10-11', '2027-10-12']);
    const res = await decide('captain', id, 'APPROVE');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(
      /^The leave calculation would no longer hold: .* above the available balance/,
    );
    expect((await t.requestRow(id))?.status).toBe('Pending');
  });
});
