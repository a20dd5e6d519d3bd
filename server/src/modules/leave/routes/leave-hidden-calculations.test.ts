import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * 'Hide calculations' (doc 3, leave settings) hides how a balance is made from the crew on every
 * route that shows it: the available-leave call leaves the breakdown out as the device does.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const settings = (hideCalculations: boolean) => ({
  requestOwnLeave: true,
  deleteOwnRequests: true,
  hideCalculations,
  nilDays: false,
  rollover: true,
  editByApprovalGroup: false,
  approvalGroup: [t.userId.captain],
  changeDate: '2026-11-15',
  comment: 'Season',
});
const available = async (who: string) => {
  const res = await t.call(who, 'GET', `/leave/profiles/${t.profileId.crew}/available`);
  return { status: res.status, body: await res.json() };
};
const BREAKDOWN = ['accrued', 'worked', 'taken', 'additional', 'forfeited'];

describe('available leave with calculations hidden', () => {
  it('the crew see what is available, not how it is made; full access sees all', async () => {
    expect((await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings(true))).status).toBe(200);
    const own = await available('crew');
    expect(own.status).toBe(200);
    expect(typeof own.body.available).toBe('number');
    expect(own.body.remaining).toBe(own.body.available);
    for (const key of BREAKDOWN) expect(own.body, key).not.toHaveProperty(key);
    const full = await available('purser');
    for (const key of BREAKDOWN) expect(full.body, key).toHaveProperty(key);
    expect(full.body.available).toBe(own.body.available);
  });

  it('with calculations shown again the crew see the breakdown', async () => {
    expect((await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings(false))).status).toBe(200);
    const own = await available('crew');
    for (const key of BREAKDOWN) expect(own.body, key).toHaveProperty(key);
  });
});
