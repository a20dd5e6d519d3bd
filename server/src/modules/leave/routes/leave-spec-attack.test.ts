import { LEAVE_TYPES_NOT_UNCHANGED } from '@contracts/leave-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 32's spec-shaped leave calls, attacked: each narrows what it shows as the app's calls
 * do (crew see their own), a body in the spec's names gets no further than one in the app's,
 * and a group write is all or nothing.
 */
let t: LeaveTestServer;
let meridian: number;
beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
});
afterAll(() => t.s.close());

const json = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const today = () => t.s.clock().toISOString().slice(0, 10);

describe('the spec’s leave reads, as crew', () => {
  it('pending and former crew are for full access only', async () => {
    expect((await t.call('crew', 'GET', `/leave/profiles/pending/${t.aurora}`)).status).toBe(403);
    expect((await t.call('crew', 'GET', `/leave/profiles/former/${t.aurora}`)).status).toBe(403);
  });

  it('the list, the search and the calendar show their own leave only', async () => {
    const list = await json(await t.call('crew', 'GET', `/leave/profiles/${t.aurora}`));
    expect(list.body.map((p: { leaveProfileID: string }) => p.leaveProfileID)).toEqual([t.profileId.crew]);
    const found = await json(await t.call('crew', 'GET', `/leave/employees/${t.aurora}`));
    expect(found.body.map((p: { id: string }) => p.id)).toEqual([t.profileId.crew]);
    const year = today().slice(0, 4);
    const period = await json(
      await t.call('crew', 'GET', `/leave/calendar/${t.aurora}?Range=${year}-01-01,${year}-12-31`),
    );
    const owners = new Set(period.body.leavePeriods.map((p: { leaveProfileID: string }) => p.leaveProfileID));
    expect([...owners]).toEqual([t.profileId.crew]);
  });

  it('a wildcard in a query is a character, not a pattern', async () => {
    const found = await json(await t.call('captain', 'GET', `/leave/employees/${t.aurora}?query=_`));
    expect(found.status).toBe(200);
    expect(found.body).toEqual([]);
  });

  it('the conflict check and the forms’ data of someone else’s profile are refused', async () => {
    const path = `/leave/conflictCheck/${t.aurora}?profileId=${t.profileId.captain}&startDate=${today()}&endDate=${today()}`;
    expect((await t.call('crew', 'GET', path)).status).toBe(400);
    expect((await t.call('crew', 'GET', `/leave/getEditFormData/${t.profileId.captain}`)).status).toBe(403);
    expect((await t.call('crew', 'GET', `/leave/profiles/${t.profileId.captain}/available`)).status).toBe(
      403,
    );
  });

  it('a range longer than a year is refused', async () => {
    const res = await t.call('captain', 'GET', `/leave/calendar/${t.aurora}?Range=2025-01-01,2026-12-31`);
    expect(res.status).toBe(400);
  });
});

describe('the spec’s leave writes', () => {
  it('crew cannot add leave to their own profile, whatever it is called', async () => {
    const body = { leaveProfileID: t.profileId.crew, noOfDays: 5, comment: 'Mine', changeDate: today() };
    expect((await t.call('crew', 'POST', '/leave/addAdditionalLeave', body)).status).toBe(403);
    const rollover = { leaveProfileID: t.profileId.crew, rolledOver: 50, comment: 'Mine' };
    expect((await t.call('crew', 'POST', '/leave/manualRollover', rollover)).status).toBe(403);
  });

  it('a profile of one vessel named with another vessel is not found there', async () => {
    const body = {
      leaveProfileID: t.profileId.crew,
      yachtId: meridian,
      noOfDays: 1,
      comment: 'x',
      changeDate: today(),
    };
    const res = await t.call('fleet', 'POST', '/leave/addAdditionalLeave', body);
    expect(res.status).toBe(404);
  });

  it('a group of additional leave with one refusal keeps none of it', async () => {
    const before = await t.s.db.query('SELECT id FROM leave_adjustments');
    const res = await json(
      await t.call('captain', 'POST', '/leave/postAdditionalLeaves', {
        yachtId: t.aurora,
        additionalLeaves: [
          { leaveProfileID: t.profileId.crew, leaveAdded: 1 },
          { leaveProfileID: '01JNOSUCHPROFILE0000000000', leaveAdded: 1 },
        ],
        changeDate: today(),
        comment: 'Crossing',
      }),
    );
    expect(res.status).toBe(404);
    expect(await t.s.db.query('SELECT id FROM leave_adjustments')).toHaveLength(before.length);
  });

  it('a group of additional leave takes each person’s read-only figures sent back as read', async () => {
    const read = await json(await t.call('captain', 'GET', `/leave/${t.aurora}/balances`));
    const row = read.body.profiles.find((p: { profileId: string }) => p.profileId === t.profileId.crew);
    const { availableToday, availableByEndOfMonth, additional } = row;
    const body = (figures: object) => ({
      yachtId: t.aurora,
      additionalLeaves: [{ leaveProfileID: t.profileId.crew, leaveAdded: 2, ...figures }],
      changeDate: today(),
      comment: 'Crossing as read',
    });
    const wrong = await json(
      await t.call('captain', 'POST', '/leave/postAdditionalLeaves', body({ availableToday: 'lots' })),
    );
    expect(wrong.status).toBe(400);
    const res = await json(
      await t.call(
        'captain',
        'POST',
        '/leave/postAdditionalLeaves',
        body({ availableToday, availableByEndOfMonth, additional }),
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = await t.s.db.query<{ days: number }>(
      "SELECT days FROM leave_adjustments WHERE comment = 'Crossing as read'",
    );
    expect(added.map((a) => Number(a.days))).toEqual([2]);
  });

  it('one field under the spec’s name and the app’s with different values is refused', async () => {
    const res = await json(
      await t.call('captain', 'POST', '/leave/changeType', {
        leaveProfileID: t.profileId.crew,
        leaveType: 1,
        type: 'accrued',
        ratio: 0.3,
        changeDate: today(),
        comment: 'x',
      }),
    );
    expect(res.status).toBe(400);
  });

  it('reactivation names the profile’s own user, or is refused', async () => {
    const res = await json(
      await t.call('captain', 'POST', '/leave/reactivation', {
        leaveProfileID: t.profileId.crew,
        userId: t.userId.captain,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errorList[0].property).toBe('userId');
  });

  it('an entry’s comment is changed by those on its vessel only', async () => {
    const [entry] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM leave_history WHERE vessel_id = $1 AND profile_id IS NOT NULL LIMIT 1',
      [t.aurora],
    );
    const body = { id: entry!.id, comment: 'Not yours' };
    expect((await t.call('crew', 'POST', '/leave/updateComment', body)).status).toBe(403);
    const [row] = await t.s.db.query<{ comment: string | null }>(
      'SELECT comment FROM leave_history WHERE id = $1',
      [entry!.id],
    );
    expect(row!.comment).not.toBe('Not yours');
  });

  it('updateLeaveTypes takes leaveTypesChanged at its word: false with a changed list is refused', async () => {
    type Type = { id: number; name: string; color: string; isOnBoard: boolean; effect: number };
    type Wire = Type & { isNil: boolean; order: number; isDefault: boolean };
    const types = async () =>
      (await json(await t.call('captain', 'GET', `/leave/types/${t.aurora}`))).body as Wire[];
    const before = await types();
    const list = before.map(({ id, name, color, isOnBoard, effect, isNil, order, isDefault }) => ({
      ...{ id, name, color, isOnBoard, effect, isNil, order, isDefault },
    }));
    const send = (leaveTypes: unknown, leaveTypesChanged?: boolean) =>
      t.call('captain', 'POST', '/leave/updateLeaveTypes', {
        yachtId: t.aurora,
        leaveTypes,
        leaveTypesChanged,
      });
    // Unchanged and saying so: nothing to refuse.
    expect((await send(list, false)).status).toBe(200);
    const renamed = list.map((x) => (x.isDefault ? { ...x, name: 'Annual leave' } : x));
    const refused = await send(renamed, false);
    expect(refused.status).toBe(400);
    expect((await json(refused)).body.errorList).toEqual([
      { property: 'leaveTypesChanged', message: LEAVE_TYPES_NOT_UNCHANGED },
    ]);
    expect((await types()).map((x) => x.name)).toEqual(before.map((x) => x.name));
    // Said changed (or not said), it is saved.
    expect((await send(renamed, true)).status).toBe(200);
    expect((await types()).find((x) => x.isDefault)?.name).toBe('Annual leave');
    expect((await send(list)).status).toBe(200);
    expect((await types()).map((x) => x.name)).toEqual(before.map((x) => x.name));
  });

  it('updateLeaveTypes is level 5: an officer is refused', async () => {
    const res = await t.call('officer', 'POST', '/leave/updateLeaveTypes', {
      yachtId: t.aurora,
      leaveTypes: [
        { name: 'X', color: '3788CE', isOnBoard: false, effect: 0, isNil: false, isDefault: true },
      ],
    });
    expect(res.status).toBe(403);
  });
});
