import { MSG } from '@contracts/messages';
import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Attacks on rollovers, additional leave, the settings (approval group) and the leave types list
 * (doc 3, sections 3 to 6; issue 10, the maths), on replays of one operation and on edits based
 * on an older copy. A refusal is a 400/403/409 in the spec's shape and changes nothing; no
 * accepted change may leave a profile whose maths no longer hold.
 */
let t: LeaveTestServer;
let outsider: number;

beforeAll(async () => {
  t = await leaveServer();
  outsider = (await outsiderCaptain(t.s)).id;
});
afterAll(() => t.s.close());

const adjust = (who: string, body: Record<string, unknown>) =>
  t.call(who, 'POST', '/leave/adjustments', {
    yachtId: t.aurora,
    adjustmentId: t.newId('A'),
    profileId: t.profileId.crew,
    kind: 'additional',
    date: '2026-11-01',
    days: 1,
    comment: 'Attack',
    ...body,
  });
const adjustments = async (profileId = t.profileId.crew) =>
  (
    await t.s.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM leave_adjustments WHERE profile_id = $1 AND NOT deleted',
      [profileId],
    )
  )[0]!.n;
const balance = async (who: string, asOf: string) => {
  const body = await (await t.call('purser', 'GET', `/leave/${t.aurora}/balances?asOf=${asOf}`)).json();
  return body.profiles.find((p: { profileId: string }) => p.profileId === t.profileId[who])
    .availableToday as number;
};
async function refusal(res: Response, statuses: number[], property?: string) {
  const text = await res.text();
  expect(statuses, `${res.status} ${text}`).toContain(res.status);
  const body = JSON.parse(text) as { message?: unknown; errorList?: { property: string }[] };
  expect(typeof body.message === 'string' || Array.isArray(body.errorList), text).toBe(true);
  if (property)
    expect(
      body.errorList?.map((e) => e.property),
      text,
    ).toContain(property);
}
const calcStatus = async (who: string) =>
  (
    await t.call(
      'purser',
      'GET',
      `/leave/profiles/${t.profileId[who]}/calculations?year=2027&asOf=2027-12-31`,
    )
  ).status;

describe('rollovers', () => {
  it('refuses one above the balance, below 0, or while the setting is off; nothing is added', async () => {
    const available = await balance('crew', '2026-11-10');
    const n = await adjustments();
    await refusal(
      await adjust('purser', { kind: 'rollover', date: '2026-11-10', days: available + 0.5 }),
      [400],
      'days',
    );
    await refusal(
      await adjust('purser', { kind: 'rollover', date: '2026-11-10', days: -0.01 }),
      [400],
      'days',
    );
    await t.s.db.query('UPDATE leave_settings SET rollover = false WHERE vessel_id = $1', [t.aurora]);
    try {
      await refusal(
        await adjust('purser', { kind: 'rollover', date: '2026-11-10', days: 0 }),
        [400, 403, 409],
      );
      const queued = await t.op('purser', 'leave/adjust', {
        yachtId: t.aurora,
        adjustmentId: t.newId('A'),
        profileId: t.profileId.crew,
        kind: 'rollover',
        date: '2026-11-10',
        days: 0,
        comment: 'Offline',
      });
      expect(queued.status).toBe('rejected');
    } finally {
      await t.s.db.query('UPDATE leave_settings SET rollover = true WHERE vessel_id = $1', [t.aurora]);
    }
    expect(await adjustments()).toBe(n);
  });

  it('refuses additional leave that is huge, not a number, or would push an existing rollover above its balance', async () => {
    const n = await adjustments();
    for (const days of [10_001, 1e308, -1e308, 'ten', null, 1.234])
      await refusal(await adjust('purser', { days }), [400], 'days');
    // A rollover of the whole balance on 2026-11-12, then 5 days taken away before it.
    const kept = Math.floor((await balance('crew', '2026-11-12')) * 100) / 100;
    expect((await adjust('purser', { kind: 'rollover', date: '2026-11-12', days: kept })).status).toBe(200);
    await refusal(await adjust('purser', { date: '2026-11-05', days: -5 }), [400, 409]);
    expect(await adjustments()).toBe(String(Number(n) + 1));
    expect(await calcStatus('crew')).toBe(200);
  });

  it('says the bound a number of days is out of, not that it is no number', async () => {
    for (const [days, message] of [
      [1e9, MSG.atMost(10_000)],
      [-1e9, MSG.atLeast(-10_000)],
    ] as const) {
      const res = await adjust('purser', { days });
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual([{ property: 'days', message }]);
    }
  });

  it('a change of a leave type’s effect that pushes an existing rollover above its balance is refused', async () => {
    // The officer's approved travel (effect 0) after today, then a rollover of the whole balance
    // after it. A change counts from today on, so the days are later than today.
    const today = t.s.clock().toISOString().slice(0, 10);
    const dates = [40, 41, 42].map((n) => addDays(today, n));
    const id = t.newId('R');
    const days = dates.map((date) => ({ date, leaveTypeId: t.typeId('Travel') }));
    const save = await t.call('officer', 'PUT', `/leave/requests/${id}`, {
      ...t.requestBody('officer', [dates[0]!, dates[2]!]),
      days,
    });
    expect(save.status, await save.clone().text()).toBe(200);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${id}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    const rolledOn = addDays(today, 50);
    const kept = Math.floor((await balance('officer', rolledOn)) * 100) / 100;
    const roll = await adjust('purser', {
      profileId: t.profileId.officer,
      kind: 'rollover',
      date: rolledOn,
      days: kept,
    });
    expect(roll.status).toBe(200);
    expect(await calcStatus('officer')).toBe(200);
    const types = await typesList();
    const changed = types.map((x) => (x.name === 'Travel' ? { ...x, effect: 1 } : x));
    const res = await t.call('purser', 'PUT', `/leave/types/${t.aurora}`, { types: changed });
    // Three travel days now reduce leave: the rollover would be 3 days above the balance.
    await refusal(res, [400, 409]);
    expect((await typesList()).find((x) => x.name === 'Travel')?.effect).toBe(0);
    expect(await calcStatus('officer')).toBe(200);
  });
});

const typesList = async () =>
  (
    await t.s.db.query<Record<string, unknown>>(
      `SELECT id, name, color, is_on_board AS "isOnBoard", effect, is_nil AS "isNil", is_default AS "isDefault"
         FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order`,
      [t.aurora],
    )
  ).map((r) => ({ ...r, effect: Number(r.effect) })) as {
    id: number;
    name: string;
    effect: number;
    isNil: boolean;
    isDefault: boolean;
    color: string;
  }[];

describe('the leave types list', () => {
  it('refuses no default, two defaults, an edited or missing view-only type, foreign, deleted or repeated ids', async () => {
    const types = await typesList();
    const [foreign] = await t.s.db.query<{ id: number }>(
      `INSERT INTO leave_types (vessel_id, name, color, effect, sort_order)
       VALUES ((SELECT id FROM vessels WHERE codename = 'meridian'), 'Theirs', '3788CE', 1, 1) RETURNING id`,
    );
    const [gone] = await t.s.db.query<{ id: number }>(
      `INSERT INTO leave_types (vessel_id, name, color, effect, sort_order, deleted)
       VALUES ($1, 'Gone', '3788CE', 1, 90, true) RETURNING id`,
      [t.aurora],
    );
    const nil = (f: (x: (typeof types)[number]) => object) =>
      types.map((x) => (x.name === 'Not on payroll' ? { ...x, ...f(x) } : x));
    const lists = [
      types.map((x) => ({ ...x, isDefault: false })),
      types.map((x) => ({ ...x, isDefault: x.name === 'Leave' || x.name === 'Travel' })),
      nil(() => ({ color: '000000' })),
      nil(() => ({ effect: 1 })),
      nil(() => ({ isNil: false })),
      types.map((x) => ({ ...x, isDefault: x.name === 'Not on payroll' })),
      types.filter((x) => x.name !== 'Not on payroll'),
      [...types, { ...types[1]!, id: foreign!.id, isDefault: false }],
      [...types, { ...types[1]!, id: gone!.id, isDefault: false }],
      [...types, { ...types[1]!, isDefault: false }],
      Array.from({ length: 41 }, (_, i) => ({
        ...types[0]!,
        id: undefined,
        name: `T${i}`,
        isDefault: i === 0,
      })),
    ];
    for (const [i, list] of lists.entries()) {
      const res = await t.call('purser', 'PUT', `/leave/types/${t.aurora}`, { types: list });
      expect(res.status, `list ${i}: ${await res.clone().text()}`).toBe(400);
    }
    expect(await typesList()).toEqual(types);
  });
});

describe('settings', () => {
  const settings = (group: number[]) => ({
    requestOwnLeave: true,
    deleteOwnRequests: true,
    hideCalculations: false,
    nilDays: false,
    rollover: true,
    editByApprovalGroup: false,
    approvalGroup: group,
    changeDate: '2026-11-15',
    comment: 'Group',
  });
  const members = async () =>
    (
      await t.s.db.query<{ user_id: number }>(
        'SELECT user_id FROM leave_approval_members WHERE vessel_id = $1 ORDER BY user_id',
        [t.aurora],
      )
    ).map((r) => r.user_id);

  it('refuses group members who are not current crew of the vessel; nothing changes', async () => {
    const before = await members();
    const [former] = await t.s.db.query<{ user_id: number }>(
      `UPDATE user_vessel_roles SET end_date = '2026-10-01'
        WHERE id = (SELECT id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id NOT IN ($2, $3, $4, $5, $6)
                    ORDER BY id DESC LIMIT 1)
        RETURNING user_id`,
      [t.aurora, t.userId.crew, t.userId.officer, t.userId.purser, t.userId.captain, t.userId.fleet],
    );
    for (const group of [[outsider], [former!.user_id], [t.userId.captain!, outsider], [0x7fffffff]]) {
      const res = await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings(group));
      await refusal(res, [400], 'approvalGroup');
    }
    const op = await t.op('purser', 'leave/settings/save', { yachtId: t.aurora, ...settings([outsider]) });
    expect(op.status).toBe('rejected');
    expect(await members()).toEqual(before);
  });

  it('a save based on an older copy than the server’s is a conflict that changes nothing', async () => {
    const [{ version }] = (await t.s.db.query<{ version: string }>(
      'SELECT version FROM leave_settings WHERE vessel_id = $1',
      [t.aurora],
    )) as [{ version: string }];
    const ok = await t.op(
      'purser',
      'leave/settings/save',
      { yachtId: t.aurora, ...settings([t.userId.captain!]) },
      Number(version),
    );
    expect(ok.status).toBe('applied');
    const late = await t.op(
      'purser',
      'leave/settings/save',
      { yachtId: t.aurora, ...settings([t.userId.captain!, t.userId.officer!]) },
      Number(version),
    );
    expect(late.status).toBe('conflict');
    expect(await members()).toEqual([t.userId.captain]);
  });
});

describe('replays', () => {
  it('the same operation id twice adds one adjustment; another id with the same adjustment id is refused', async () => {
    const n = await adjustments();
    const body = {
      yachtId: t.aurora,
      adjustmentId: t.newId('A'),
      profileId: t.profileId.crew,
      kind: 'additional',
      date: '2026-11-03',
      days: 2,
      comment: 'Once',
    };
    const op = { id: t.newId('OP'), op: 'leave/adjust', body, baseVersion: 0 };
    const first = await (await t.s.post('/sync', { cursor: 0, ops: [op, op] }, t.token.purser)).json();
    expect(first.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const again = await (await t.s.post('/sync', { cursor: 0, ops: [op] }, t.token.purser)).json();
    expect(again.results[0]).toEqual(first.results[0]);
    const other = await t.op('purser', 'leave/adjust', body);
    expect(other.status).toBe('rejected');
    expect(await adjustments()).toBe(String(Number(n) + 1));
    expect(t.s.errors).toEqual([]);
  });
});
