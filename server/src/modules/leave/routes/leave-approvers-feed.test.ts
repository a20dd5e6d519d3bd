import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * The leave settings carry the approval group's names (the guidelines say who approves, and
 * crew hold no one else's crew record), and move on whenever those names or the group change,
 * so every device's copy stays exact.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const nameOf = async (userId: number) =>
  (
    await t.s.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
      [userId],
    )
  )[0]!.name;
const auroraSettings = async (who: string, since = 0) =>
  (await t.feed(who, since)).leaveSettings?.find((s) => s.vesselId === t.aurora);

describe('the approval group’s names', () => {
  it('reach crew with the settings', async () => {
    const settings = await auroraSettings('crew');
    expect(settings?.approvalGroup).toEqual([t.userId.captain]);
    expect(settings?.approvers).toEqual([
      { userId: t.userId.captain, name: await nameOf(t.userId.captain!) },
    ]);
  });

  it('come again when a member is renamed', async () => {
    const since = (await t.feed('crew')).cursor;
    const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId.captain}/personalinformations`, {
      firstName: 'Jim',
      lastName: 'Whitfield',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await auroraSettings('crew', since))?.approvers).toEqual([
      { userId: t.userId.captain, name: 'Jim Whitfield' },
    ]);
  });

  it('come again when the group changes', async () => {
    const since = (await t.feed('crew')).cursor;
    const saved = await t.call('captain', 'PUT', `/leave/settings/${t.aurora}`, {
      requestOwnLeave: true,
      deleteOwnRequests: true,
      hideCalculations: false,
      nilDays: false,
      rollover: true,
      editByApprovalGroup: false,
      approvalGroup: [t.userId.captain, t.userId.purser],
      changeDate: '2026-11-15',
      comment: 'The purser approves too',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const names = (await auroraSettings('crew', since))?.approvers.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Jim Whitfield', await nameOf(t.userId.purser!)]));
    expect(names).toHaveLength(2);
  });
});
