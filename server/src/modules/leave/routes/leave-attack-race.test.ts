import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Races on leave writes (doc 3; issue 10): two approvals of overlapping requests, two settings
 * saves on one copy, a leave type removed while a request books it, two type lists each with its
 * own default. On PostgreSQL (TEST_DB=postgres) the writes are held at the change-number lock
 * (the advisory lock every write takes at its first change number) so that they meet there in a
 * known order; on PGlite they run one after the other and each test must pass as well.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const CHANGE_LOCK = 7301;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts each write in turn while another connection holds the change-number lock (PostgreSQL),
 * so each gets as far as it can without a change number; then lets them all go.
 */
async function together<T>(writes: (() => T | Promise<T>)[]): Promise<T[]> {
  if (t.s.db.kind !== 'postgres') return Promise.all(writes.map((w) => Promise.resolve(w())));
  let started: Promise<T>[] = [];
  await t.s.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOCK]);
    started = [];
    for (const w of writes) {
      started.push(Promise.resolve(w()));
      await sleep(250);
    }
  });
  return Promise.all(started);
}

const decide = (who: string, id: string, action = 'APPROVE') =>
  t.call(who, 'PUT', `/leave/requests/${id}/decide`, { yachtId: t.aurora, action });
async function pendingRequest(who: string, dates: string[], typeName = 'Leave') {
  const id = t.newId('R');
  const res = await t.call(who, 'PUT', `/leave/requests/${id}`, {
    ...t.requestBody(who, dates),
    days: dates.map((date) => ({ date, leaveTypeId: t.typeId(typeName) })),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}
const statusOf = async (ids: string[]) =>
  (
    await t.s.db.query<{ status: string }>(
      'SELECT status FROM leave_requests WHERE id = ANY($1) ORDER BY id',
      [ids],
    )
  ).map((r) => r.status);
const settings = (group: number[], extra: Record<string, unknown> = {}) => ({
  requestOwnLeave: true,
  deleteOwnRequests: true,
  hideCalculations: false,
  nilDays: false,
  rollover: true,
  editByApprovalGroup: false,
  approvalGroup: group,
  changeDate: '2026-11-15',
  comment: 'Race',
  ...extra,
});
const typesList = async () =>
  (
    await t.s.db.query<Record<string, unknown>>(
      `SELECT id, name, color, is_on_board AS "isOnBoard", effect, is_nil AS "isNil", is_default AS "isDefault"
         FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order`,
      [t.aurora],
    )
  ).map((r) => ({ ...r, effect: Number(r.effect) })) as unknown as {
    id: number;
    name: string;
    isDefault: boolean;
  }[];

describe('two approvals of overlapping requests at once', () => {
  it('only one wins; the other is a conflict and stays pending', async () => {
    for (const [i, month] of ['2027-09', '2027-10', '2027-11'].entries()) {
      const a = await pendingRequest('crew', [`${month}-01`, `${month}-02`]);
      const b = await pendingRequest('crew', [`${month}-02`, `${month}-03`]);
      const [ra, rb] = await together([() => decide('captain', a), () => decide('purser', b)]);
      expect([ra!.status, rb!.status].sort(), `round ${i}`).toEqual([200, 409]);
      expect((await statusOf([a, b])).sort()).toEqual(['Approved', 'Pending']);
    }
    expect(t.s.errors).toEqual([]);
  });
});

describe('two setups of one crew member at once', () => {
  it('make one active profile; the other is refused, never a 500', async () => {
    const [crew] = await t.s.db.query<{ id: number }>(
      `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
          AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id) AND uvr.user_id <> $2
        ORDER BY uvr.id DESC LIMIT 1`,
      [t.aurora, t.userId.fleet],
    );
    const setup = (who: string) => () =>
      t.call(who, 'POST', '/leave/profiles', {
        yachtId: t.aurora,
        profileId: t.newId('P'),
        crewId: crew!.id,
        type: 'yearly',
        startDate: '2026-10-01',
        daysPerYear: 30,
      });
    const res = await together([setup('purser'), setup('captain')]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await t.s.db.query('SELECT 1 FROM leave_profiles WHERE crew_id = $1 AND active', [crew!.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('two settings saves at once', () => {
  it('adding the same member twice is never a 500', async () => {
    const res = await together([
      () =>
        t.call(
          'purser',
          'PUT',
          `/leave/settings/${t.aurora}`,
          settings([t.userId.captain!, t.userId.officer!]),
        ),
      () =>
        t.call(
          'captain',
          'PUT',
          `/leave/settings/${t.aurora}`,
          settings([t.userId.captain!, t.userId.officer!]),
        ),
    ]);
    expect(res.map((r) => r.status).sort()).not.toContain(500);
    for (const r of res) expect([200, 409], await r.clone().text()).toContain(r.status);
    const members = await t.s.db.query('SELECT user_id FROM leave_approval_members WHERE vessel_id = $1', [
      t.aurora,
    ]);
    expect(members).toHaveLength(2);
    expect(t.s.errors).toEqual([]);
    await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings([t.userId.captain!]));
  });

  it('two saves based on the same copy: one applies, the other is a conflict', async () => {
    const [{ version }] = (await t.s.db.query<{ version: string }>(
      'SELECT version FROM leave_settings WHERE vessel_id = $1',
      [t.aurora],
    )) as [{ version: string }];
    const base = Number(version);
    const results = await together([
      () =>
        t.op(
          'purser',
          'leave/settings/save',
          { yachtId: t.aurora, ...settings([t.userId.captain!], { hideCalculations: true }) },
          base,
        ),
      () =>
        t.op(
          'captain',
          'leave/settings/save',
          { yachtId: t.aurora, ...settings([t.userId.captain!], { rollover: false }) },
          base,
        ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'conflict']);
    await t.call('purser', 'PUT', `/leave/settings/${t.aurora}`, settings([t.userId.captain!]));
  });
});

describe('leave types while requests are saved', () => {
  it('a type cannot be removed while a request booking it is saved: no live request books a deleted type', async () => {
    const types = await typesList();
    const travelId = t.typeId('Travel');
    const id = t.newId('R');
    const [saved, removed] = await together([
      () =>
        t.call('crew', 'PUT', `/leave/requests/${id}`, {
          ...t.requestBody('crew', ['2027-12-06']),
          days: [{ date: '2027-12-06', leaveTypeId: travelId }],
        }),
      () =>
        t.call('purser', 'PUT', `/leave/types/${t.aurora}`, {
          types: types.filter((x) => x.id !== travelId),
        }),
    ]);
    expect(
      [saved!.status, removed!.status],
      `${await saved!.clone().text()} ${await removed!.clone().text()}`,
    ).not.toEqual([200, 200]);
    const orphans = await t.s.db.query(
      `SELECT q.id FROM leave_requests q WHERE NOT q.deleted AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(q.days) d JOIN leave_types lt ON lt.id = (d->>'leaveTypeId')::int
          WHERE lt.deleted)`,
    );
    expect(orphans).toEqual([]);
  });

  it('two lists saved at once, each with its own default, leave exactly one default', async () => {
    const types = await typesList();
    const withDefault = (name: string) => types.map((x) => ({ ...x, isDefault: x.name === name }));
    const res = await together([
      () => t.call('purser', 'PUT', `/leave/types/${t.aurora}`, { types: withDefault('Work day') }),
      () => t.call('captain', 'PUT', `/leave/types/${t.aurora}`, { types: withDefault('Sick leave') }),
    ]);
    for (const r of res) expect([200, 409]).toContain(r.status);
    const defaults = (await typesList()).filter((x) => x.isDefault).map((x) => x.name);
    expect(defaults).toHaveLength(1);
  });
});
