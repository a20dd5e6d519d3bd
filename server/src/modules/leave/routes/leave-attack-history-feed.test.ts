import type { LeaveHistoryEntry } from '@contracts/leave-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { together } from '../../../../testing/leave-extras-kit';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Attacks on what a history comment and the approvers' names bring to each device: every device
 * that should see the change gets it on its next pull and no one else does; writes at once
 * (PostgreSQL) leave the entry and its record agreeing; the settings' names follow renames and
 * removals, and never name another vessel's users.
 */
let t: LeaveTestServer;
let outsider: { id: number; token: string };
beforeAll(async () => {
  t = await leaveServer();
  outsider = await outsiderCaptain(t.s);
});
afterAll(() => t.s.close());

const historyOf = async (profileId: string) =>
  (await (
    await t.call('purser', 'GET', `/leave/profiles/${profileId}/history`)
  ).json()) as LeaveHistoryEntry[];
const cursorOf = async (who: string) => (await t.feed(who)).cursor;
async function additional(who: string) {
  const adjustmentId = t.newId('ADJ');
  // By another approver: no one adds leave to their own profile.
  const added = await t.op(who === 'purser' ? 'captain' : 'purser', 'leave/adjust', {
    yachtId: t.aurora,
    adjustmentId,
    profileId: t.profileId[who],
    kind: 'additional',
    date: '2026-11-12',
    days: 1,
    comment: 'Boat show',
  });
  expect(added.status).toBe('applied');
  const entry = (await historyOf(t.profileId[who]!)).find((e) => e.adjustmentId === adjustmentId)!;
  return { entryId: entry.id, adjustmentId };
}
const comment = (who: string, e: { entryId: number; adjustmentId: string }, text: string) =>
  t.op(who, 'leave/history/comment', {
    yachtId: t.aurora,
    entryId: e.entryId,
    comment: text,
    adjustmentId: e.adjustmentId,
  });
const state = async (entryId: number) =>
  (
    await t.s.db.query<{ h: string | null; a: string | null; deleted: boolean }>(
      `SELECT h.comment AS h, a.comment AS a, a.deleted FROM leave_history h
        JOIN leave_adjustments a ON a.id = h.adjustment_id WHERE h.id = $1`,
      [entryId],
    )
  )[0]!;
const settingsIn = async (token: string, since = 0) => {
  const res = await t.s.request(`/sync/changes?since=${since}`, { token });
  return ((await res.json()).leaveSettings ?? []) as {
    vesselId: number;
    approvers: { userId: number; name: string }[];
  }[];
};

describe('the feed after a comment', () => {
  it('brings the adjustment to its owner and full access, and nothing to other crew or vessels', async () => {
    const e = await additional('officer');
    const since = {
      officer: await cursorOf('officer'),
      purser: await cursorOf('purser'),
      captain: await cursorOf('captain'),
      crew: await cursorOf('crew'),
    };
    const outsiderSince = (
      await (await t.s.request('/sync/changes?since=0', { token: outsider.token })).json()
    ).cursor;
    expect((await comment('purser', e, 'Secret reason: family matter')).status).toBe('applied');
    for (const who of ['officer', 'purser', 'captain'] as const)
      expect(
        (await t.feed(who, since[who])).leaveAdjustments?.find((a) => a.id === e.adjustmentId)?.comment,
      ).toBe('Secret reason: family matter');
    const crew = await t.feed('crew', since.crew);
    expect(JSON.stringify(crew)).not.toContain('family matter');
    const out = await (
      await t.s.request(`/sync/changes?since=${outsiderSince}`, { token: outsider.token })
    ).json();
    expect(JSON.stringify(out)).not.toContain('family matter');
  });
});

describe('writes at once', () => {
  it('two comments on one entry: both apply one after the other, and the entry and its record agree', async () => {
    const e = await additional('crew');
    const [a, b] = await together(t.s, [
      () => comment('purser', e, 'From the purser'),
      () => comment('captain', e, 'From the captain'),
    ]);
    expect([a.status, b.status]).toEqual(['applied', 'applied']);
    const s = await state(e.entryId);
    expect(s.h).toBe(s.a);
    const last = a.version! > b.version! ? 'From the purser' : 'From the captain';
    expect(s.a).toBe(last);
  });

  it('a comment and the profile’s delete: no error, and either both changed first or the entry is gone', async () => {
    const e = await additional('purser');
    const [c, d] = await together(t.s, [
      () => comment('captain', e, 'Before the delete?'),
      () => t.op('captain', 'leave/profile/delete', { yachtId: t.aurora, profileId: t.profileId.purser }),
    ]);
    expect(d.status).toBe('applied');
    expect(['applied', 'rejected']).toContain(c.status);
    const s = await state(e.entryId);
    expect(s.deleted).toBe(true);
    if (c.status === 'applied') expect(s).toMatchObject({ h: 'Before the delete?', a: 'Before the delete?' });
    else expect(s).toMatchObject({ h: 'Boat show', a: 'Boat show' });
  });

  it('a comment on a rate and a profile edit queued offline on the copy before it: the edit conflicts, the comment stays', async () => {
    const rate = await t.op('purser', 'leave/profile/rate', {
      yachtId: t.aurora,
      profileId: t.profileId.officer,
      type: 'yearly',
      daysPerYear: 33,
      changeDate: '2026-11-21',
      comment: 'Rate',
    });
    expect(rate.status).toBe('applied');
    const entries = await historyOf(t.profileId.officer!);
    const entry = entries.find((h) => ['rate', 'type'].includes(h.what) && h.changeDate === '2026-11-21')!;
    expect(entry, JSON.stringify(entries)).toBeDefined();
    const c = await t.op('captain', 'leave/history/comment', {
      yachtId: t.aurora,
      entryId: entry.id,
      comment: 'Rate, explained',
      profileId: t.profileId.officer,
    });
    expect(c.status).toBe('applied');
    const edit = await t.op(
      'purser',
      'leave/profile/rate',
      {
        yachtId: t.aurora,
        profileId: t.profileId.officer,
        type: 'yearly',
        daysPerYear: 34,
        changeDate: '2026-11-22',
        comment: 'Offline',
      },
      rate.version,
    );
    // Rate changes carry no base check of their own: either way the comment stays on its rate.
    expect(['applied', 'conflict']).toContain(edit.status);
    const [row] = await t.s.db.query<{ rates: { changeDate: string | null; comment: string | null }[] }>(
      'SELECT rates FROM leave_profiles WHERE id = $1',
      [t.profileId.officer],
    );
    expect(row!.rates.find((r) => r.changeDate === '2026-11-21')?.comment).toBe('Rate, explained');
  });
});

describe('the approvers’ names', () => {
  const save = (approvalGroup: number[]) =>
    t.call('captain', 'PUT', `/leave/settings/${t.aurora}`, {
      requestOwnLeave: true,
      deleteOwnRequests: true,
      hideCalculations: false,
      nilDays: false,
      rollover: true,
      editByApprovalGroup: false,
      approvalGroup,
      changeDate: '2026-11-15',
      comment: 'Group',
    });

  it('follow a rename on the users page to crew on the next pull; other vessels’ settings stay put', async () => {
    const since = await cursorOf('crew');
    const [u] = await t.s.db.query<{ email: string; role_id: number }>(
      `SELECT u.email, uvr.role_id FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id AND uvr.vessel_id = $2
        WHERE u.id = $1`,
      [t.userId.captain, t.aurora],
    );
    const versions = async () =>
      await t.s.db.query<{ vessel_id: number; version: string }>(
        'SELECT vessel_id, version::text AS version FROM leave_settings WHERE vessel_id <> $1 ORDER BY vessel_id',
        [t.aurora],
      );
    const others = await versions();
    const res = await t.call('captain', 'PUT', '/users', {
      userId: t.userId.captain,
      yachtId: t.aurora,
      email: u!.email,
      firstName: 'Ｊöhn',
      lastName: 'Ünïcode 船长',
      role: u!.role_id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(
      (await t.feed('crew', since)).leaveSettings?.find((s) => s.vesselId === t.aurora)?.approvers,
    ).toContainEqual({
      userId: t.userId.captain,
      name: 'Ｊöhn Ünïcode 船长',
    });
    expect(await versions()).toEqual(others);
  });

  it('never name another vessel’s users to Aurora’s crew, nor Aurora’s to another vessel', async () => {
    const aurora = await t.s.db.query<{ user_id: number }>(
      'SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1',
      [t.aurora],
    );
    const onAurora = new Set(aurora.map((r) => r.user_id));
    for (const s of await settingsIn(t.token.crew!))
      for (const a of s.approvers) expect(s.vesselId === t.aurora ? onAurora.has(a.userId) : true).toBe(true);
    expect((await settingsIn(outsider.token)).some((s) => s.vesselId === t.aurora)).toBe(false);
  });

  it('drop a member removed from the vessel, on the crew’s next pull', async () => {
    expect((await save([t.userId.captain!, t.userId.officer!])).status).toBe(200);
    const since = await cursorOf('crew');
    // Signed off as former crew (their last day yesterday).
    const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId.officer}/assignstate`, {
      stateId: 2,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const settings = (await t.feed('crew', since)).leaveSettings?.find((s) => s.vesselId === t.aurora);
    expect(settings, 'the settings come again').toBeDefined();
    expect(settings!.approvers.map((a) => a.userId)).toEqual([t.userId.captain]);
    expect(settings!.approvalGroup).toEqual([t.userId.captain]);
  });
});
