import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * 'Hide calculations' (doc 3, leave settings) hides how a balance is made from the crew on every
 * route that shows it: the available-leave call and the balances list leave the breakdown out as
 * the device does. (The history, GET .../actionLog, stays whole: the device's history dialog shows
 * its rows, additional leave among them, with calculations hidden too.)
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

  it('the balances list leaves additional leave out for an officer, as available does; full access sees it', async () => {
    expect((await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings(true))).status).toBe(200);
    const asOf = '2026-12-01';
    type Rows = { profiles: Record<string, unknown>[] };
    const officer = await t.call('officer', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`);
    expect(officer.status).toBe(200);
    const own = ((await officer.json()) as Rows).profiles;
    expect(own.map((p) => p.userId)).toEqual([t.userId.officer]);
    for (const row of own) {
      expect(typeof row.availableToday).toBe('number');
      expect(row).not.toHaveProperty('additional');
    }
    const officerAvailable = await (
      await t.call('officer', 'GET', `/leave/profiles/${t.profileId.officer}/available?asOf=${asOf}`)
    ).json();
    expect(own[0]!.availableToday).toBe(officerAvailable.available);
    expect(officerAvailable).not.toHaveProperty('additional');
    const full = (
      (await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`)).json()) as Rows
    ).profiles;
    expect(full.length).toBeGreaterThan(1);
    for (const row of full) expect(row).toHaveProperty('additional');
  });

  it('with calculations shown again the crew see the breakdown', async () => {
    expect((await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings(false))).status).toBe(200);
    const own = await available('crew');
    for (const key of BREAKDOWN) expect(own.body, key).toHaveProperty(key);
    const rows = (await (await t.call('officer', 'GET', `/leave/${t.aurora}/balances`)).json()).profiles;
    for (const row of rows) expect(row).toHaveProperty('additional');
  });
});
