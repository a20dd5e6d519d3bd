import { LEAVE_TEXT } from '@contracts/leave-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { TEST_TODAY } from '../../../../testing/test-server';
import { seedDemoLeave } from '../../../seed/demo-leave';
import { TYPE_TEXT } from '../leave-types-save';

/**
 * Issue 10: the vessel's leave (doc 3): the entry's answers 210/211/212, settings and leave
 * types (level 5), what reaches whose device, and odd bodies that must never be a 500.
 */
let t: LeaveTestServer;
let solstice: number;
beforeAll(async () => {
  t = await leaveServer();
  solstice = await t.s.vesselId('solstice');
});
afterAll(() => t.s.close());

const settings = (extra: Record<string, unknown> = {}) => ({
  requestOwnLeave: true,
  deleteOwnRequests: true,
  hideCalculations: false,
  nilDays: false,
  rollover: true,
  editByApprovalGroup: false,
  approvalGroup: [t.userId.captain],
  changeDate: '2026-11-15',
  comment: 'Season',
  ...extra,
});

describe('the leave entry', () => {
  it('210 on the first entry at level 5, 211 while no profile is set up, then 200; 212 without a profile', async () => {
    const entry = async (who: string, vessel: number) => {
      const res = await t.call(who, 'GET', `/leave/${vessel}/entry`);
      return { status: res.status, body: await res.json() };
    };
    // Solstice has leave but nobody opened it yet (the fleet manager is level 8 there).
    expect(await entry('fleet', solstice)).toMatchObject({
      status: 210,
      body: { message: LEAVE_TEXT.officerFirstEntry },
    });
    expect((await t.call('fleet', 'POST', `/leave/${solstice}/visited`)).status).toBe(200);
    expect(await entry('fleet', solstice)).toMatchObject({
      status: 211,
      body: { message: LEAVE_TEXT.officerSecondEntry, fullAccess: true },
    });
    const [crew] = await t.s.db.query<{ id: number; user_id: number }>(
      `SELECT uvr.id, uvr.user_id FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 5 ORDER BY uvr.id LIMIT 1`,
      [solstice],
    );
    const [account] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      crew!.user_id,
    ]);
    const token = (await t.s.login(account!.email)).accessToken;
    const asCrew = await t.s.request(`/leave/${solstice}/entry`, { token });
    expect(asCrew.status).toBe(212);
    expect((await asCrew.json()).message).toBe(LEAVE_TEXT.profileNotSetUp);
    const setup = await t.call('fleet', 'POST', '/leave/profiles', {
      yachtId: solstice,
      profileId: t.newId('P'),
      crewId: crew!.id,
      type: 'yearly',
      startDate: '2026-11-01',
      daysPerYear: 30,
    });
    expect(setup.status).toBe(200);
    expect((await entry('fleet', solstice)).status).toBe(200);
    const mine = await t.s.request(`/leave/${solstice}/entry`, { token });
    expect(mine.status).toBe(200);
    expect((await mine.json()).profileId).toBeTruthy();
    // The visited flag is level 5's to set; an outsider gets nothing.
    expect((await t.s.request(`/leave/${solstice}/visited`, { method: 'POST', token })).status).toBe(403);
    expect((await t.call('crew', 'GET', `/leave/${solstice}/entry`)).status).toBe(403);
  });
});

describe('settings', () => {
  it('are level 5’s, with a history entry; a group member who is not on board is refused', async () => {
    expect((await t.call('officer', 'PUT', `/leave/settings/${t.aurora}`, settings())).status).toBe(403);
    const outsider = await t.call(
      'purser',
      'PUT',
      `/leave/settings/${t.aurora}`,
      settings({ approvalGroup: [2_000_000] }),
    );
    expect((await outsider.json()).errorList[0].property).toBe('approvalGroup');
    const res = await t.call(
      'purser',
      'PUT',
      `/leave/settings/${t.aurora}`,
      settings({ hideCalculations: true }),
    );
    expect(res.status).toBe(200);
    const history = await (await t.call('purser', 'GET', `/leave/${t.aurora}/settings/history`)).json();
    expect(history.at(-1)).toMatchObject({ what: 'settings', changeDate: '2026-11-15', comment: 'Season' });
    // Hidden calculations: the crew no longer see theirs; full access still does.
    const calc = (who: string) =>
      t.call(who, 'GET', `/leave/profiles/${t.profileId.crew}/calculations?year=2026`);
    expect((await calc('crew')).status).toBe(403);
    expect((await calc('purser')).status).toBe(200);
    await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings());
    const table = await (await calc('crew')).json();
    expect(table.months).toHaveLength(12);
  });

  it('refuse a later change date for a setting that changes at once, and keep it for Nil days', async () => {
    const later = '2027-01-31'; // after the test's today (TEST_TODAY)
    const put = (extra: Record<string, unknown>) =>
      t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings({ changeDate: later, ...extra }));
    // Before, crew lost the right to ask for leave that day, though the dialog said "after this date".
    const atOnce = await put({ requestOwnLeave: false });
    expect(atOnce.status).toBe(400);
    expect((await atOnce.json()).errorList).toEqual([
      { property: 'changeDate', message: LEAVE_TEXT.onlyNilDaysLater },
    ]);
    const kept = await (await t.call('purser', 'GET', `/leave/settings/${t.aurora}`)).json();
    expect(kept.requestOwnLeave).toBe(true);
    expect((await put({ approvalGroup: [] })).status).toBe(400);
    // Nil days counts from the day after its change date: a later one is what was asked.
    expect((await put({ nilDays: true })).status).toBe(200);
    expect((await put({ nilDays: false })).status).toBe(200);
  });
});

describe('leave types', () => {
  const list = async () =>
    (
      await t.s.db.query<{
        id: number;
        name: string;
        color: string;
        is_on_board: boolean;
        effect: number;
        is_nil: boolean;
        is_default: boolean;
      }>(
        'SELECT id, name, color, is_on_board, effect, is_nil, is_default FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order',
        [t.aurora],
      )
    ).map((r) => ({
      id: r.id,
      name: r.name,
      color: r.color,
      isOnBoard: r.is_on_board,
      effect: r.effect,
      isNil: r.is_nil,
      isDefault: r.is_default,
    }));
  const put = (who: string, types: unknown[]) => t.call(who, 'PUT', `/leave/types/${t.aurora}`, { types });

  it('are saved as a whole list by level 5: one default, "Not on payroll" untouched, a type in use kept', async () => {
    const types = await list();
    expect(types.map((x) => x.name)).toEqual(['Leave', 'Work day', 'Travel', 'Sick leave', 'Not on payroll']);
    expect((await put('officer', types)).status).toBe(403);
    const err = async (res: Response) => (await res.json()).errorList[0].message;
    expect(
      await err(
        await put(
          'purser',
          types.map((x) => ({ ...x, isDefault: false })),
        ),
      ),
    ).toBe(TYPE_TEXT.oneDefault);
    expect(
      await err(
        await put(
          'purser',
          types.filter((x) => x.name !== 'Not on payroll'),
        ),
      ),
    ).toBe(TYPE_TEXT.viewOnly);
    const renamed = types.map((x) => (x.name === 'Not on payroll' ? { ...x, name: 'Unpaid' } : x));
    expect(await err(await put('purser', renamed))).toBe(TYPE_TEXT.viewOnly);
    expect(
      await err(
        await put(
          'purser',
          types.filter((x) => x.name !== 'Leave').map((x, i) => ({ ...x, isDefault: i === 0 })),
        ),
      ),
    ).toBe(TYPE_TEXT.inUse('Leave'));
    const empty = await put('purser', [
      ...types,
      { name: ' ', color: '3788CE', isOnBoard: false, effect: 0, isNil: false, isDefault: false },
    ]);
    expect((await empty.json()).errorList[0]).toEqual({
      property: 'types.5.name',
      message: LEAVE_TEXT.emptyTypeName,
    });
    // Travel goes (a tombstone on every device), a new type comes, the order is the list's.
    const next = [
      ...types.filter((x) => x.name !== 'Travel'),
      { name: 'Training', color: '7B4FA0', isOnBoard: true, effect: 2, isNil: false, isDefault: false },
    ];
    expect((await put('purser', next)).status).toBe(200);
    expect((await list()).map((x) => x.name)).toEqual([
      'Leave',
      'Work day',
      'Sick leave',
      'Not on payroll',
      'Training',
    ]);
    const feed = await t.feed('crew');
    expect(feed.leaveTypes?.find((x) => x.name === 'Travel')).toMatchObject({ deleted: true });
  });

  it('name a refused type at its index as sent, not where its order sorts it', async () => {
    const types = (await list()).map((x, i) => ({ ...x, order: i + 1 }));
    const unknown = { ...types[1]!, id: 999_999, name: 'Z', order: 99, isDefault: false };
    const blank = { ...unknown, id: undefined, name: ' ' };
    const errors = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()).errorList as { property: string }[]).map((e) => e.property);
    };
    expect(await errors(await put('purser', [unknown, ...types]))).toEqual(['types.0.id']);
    expect(await errors(await put('purser', [blank, ...types]))).toEqual(['types.0.name']);
    const spec = await t.call('purser', 'POST', '/leave/updateLeaveTypes', {
      yachtId: t.aurora,
      types: [unknown, ...types],
    });
    expect(await errors(spec)).toEqual(['types.0.id']);
  });
});

describe('what reaches each device', () => {
  it('a crew member gets the vessel’s settings and types, and only their own leave', async () => {
    const mine = await t.feed('crew');
    expect(mine.leaveSettings?.map((x) => x.vesselId)).toContain(t.aurora);
    expect(mine.leaveTypes?.length).toBeGreaterThan(4);
    for (const kind of ['leaveProfiles', 'leaveRequests', 'leaveAdjustments'] as const)
      expect(new Set((mine[kind] ?? []).map((r) => r.userId))).toEqual(
        new Set(mine[kind]?.length ? [t.userId.crew] : []),
      );
    const purser = await t.feed('purser');
    expect(new Set(purser.leaveProfiles?.map((p) => p.userId)).size).toBeGreaterThan(5);
  });
});

describe('the demo seed', () => {
  it('adds nothing when run again', async () => {
    const counts = async () =>
      (
        await t.s.db.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM leave_profiles) || '/' || (SELECT count(*) FROM leave_requests) || '/' ||
                  (SELECT count(*) FROM leave_adjustments) || '/' || (SELECT count(*) FROM leave_history) || '/' ||
                  (SELECT count(*) FROM leave_types) || '/' || (SELECT count(*) FROM leave_approval_members) AS n`,
        )
      )[0]!.n;
    const before = await counts();
    await t.s.db.transaction((tx) => seedDemoLeave(tx, TEST_TODAY));
    expect(await counts()).toBe(before);
  });
});

describe('odd bodies', () => {
  it('are refused as bad input, never a 500', async () => {
    const bodies = [null, [], 'x', { yachtId: 'x' }, { yachtId: t.aurora, days: [{ date: '2026-02-30' }] }];
    const paths: [string, string][] = [
      ['PUT', `/leave/requests/${t.newId('R')}`],
      ['PUT', `/leave/requests/${t.newId('R')}/decide`],
      ['POST', '/leave/profiles'],
      ['POST', '/leave/adjustments'],
      ['PUT', `/leave/types/${t.aurora}`],
      ['PUT', `/leave/settings/${t.aurora}`],
    ];
    for (const [method, path] of paths)
      for (const body of bodies) {
        const res = await t.call('captain', method, path, body);
        expect([400, 403, 404], `${method} ${path} ${JSON.stringify(body)}`).toContain(res.status);
      }
    const ops = await t.op('captain', 'leave/request/save', { yachtId: t.aurora, requestId: 'short' });
    expect(ops.status).toBe('rejected');
    expect(t.s.errors).toEqual([]);
  });
});
