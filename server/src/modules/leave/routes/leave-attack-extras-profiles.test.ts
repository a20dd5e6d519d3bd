import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batch, madeRequest, signIn, together, uploadFile } from '../../../../testing/leave-extras-kit';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { shipmate } from '../../../../testing/role-fixtures';

/**
 * Attacks on the returning user's answers (doc 3, section 4: 'Activate old Leave Profile', or
 * 'Set up a new Leave Profile', which deletes the old leave data) and on 'Duplicate ALL Future'
 * (section 2): the same answer twice, both answers at once, ids of another vessel or of the wrong
 * kind, a duplicate that conflicts half way, and a duplicate while an attachment is deleted.
 */
let t: LeaveTestServer;
let meridian: number;
let solstice: number;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
  solstice = await t.s.vesselId('solstice');
  await signIn(t, 'mate', await shipmate(t.s));
  // The officer and the crew member leave on 20 Nov and come back a month later.
  for (const who of ['officer', 'crew']) {
    const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId[who]}/assignstate`, {
      stateId: 2,
      endDate: '2026-11-20',
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  t.s.advance(30 * DAY);
  for (const who of ['captain', 'purser', 'officer', 'crew', 'fleet', 'mate'])
    t.token[who] = (
      await t.s.login(who === 'mate' ? await emailOf(t.userId.mate!) : `${who}@demo.yacht`)
    ).accessToken;
  for (const who of ['officer', 'crew']) {
    const res = await t.call('captain', 'PUT', `/crewonyacht/${t.crewId[who]}/assignstate`, { stateId: 1 });
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
afterAll(() => t.s.close());

async function emailOf(userId: number) {
  const [row] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row!.email;
}
const reactivate = (who: string, profileId: string, yachtId = t.aurora) =>
  t.op(who, 'leave/profile/reactivate', { yachtId, profileId });
const profilesOf = (crewId: number) =>
  t.s.db.query<{ id: string; active: boolean; deleted: boolean }>(
    'SELECT id, active, deleted FROM leave_profiles WHERE crew_id = $1 ORDER BY id',
    [crewId],
  );
const historyOf = (profileId: string, what: string) =>
  t.s.db.query('SELECT 1 FROM leave_history WHERE profile_id = $1 AND what = $2', [profileId, what]);
const versionOf = async (profileId: string) =>
  Number(
    (
      await t.s.db.query<{ version: number }>('SELECT version FROM leave_profiles WHERE id = $1', [profileId])
    )[0]!.version,
  );
const setupBody = (crewId: number, profileId: string) => ({
  yachtId: t.aurora,
  profileId,
  crewId,
  type: 'yearly',
  startDate: '2026-12-15',
  daysPerYear: 30,
});

describe('Activate old Leave Profile', () => {
  it('not from another vessel, nor with ids of the wrong kind, never a 500', async () => {
    const id = t.profileId.officer!;
    // The demo crew member is the purser of Meridian: nothing of Aurora's there.
    await t.s.db.query("UPDATE vessels SET modules = modules || '{leave}' WHERE id = $1", [meridian]);
    await t.s.db.query(
      `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE permission_level = 5 LIMIT 1)
        WHERE user_id = $1 AND vessel_id = $2`,
      [t.userId.crew, meridian],
    );
    t.token.crew = (await t.s.login('crew@demo.yacht')).accessToken;
    expect((await reactivate('crew', id, meridian)).message).toBe(MSG.status404);
    expect((await reactivate('crew', id)).status).toBe('rejected');
    const odd: unknown[] = [
      { yachtId: t.aurora, profileId: t.crewId.officer },
      { yachtId: t.aurora, profileId: null },
      { yachtId: t.aurora, profileId: [id] },
      { yachtId: t.aurora, profileId: `${id}\u0000` },
      { yachtId: String(t.aurora), profileId: id.toLowerCase() },
      { yachtId: t.aurora, profileId: 'x'.repeat(41) },
      { profileId: id },
    ];
    const results = await batch(
      t,
      t.token.purser!,
      odd.map((body) => ({ op: 'leave/profile/reactivate', body })),
    );
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect(r.message).not.toBe(MSG.status500);
    }
    expect((await profilesOf(t.crewId.officer!)).map((p) => p.active)).toEqual([false]);
    expect(t.s.errors).toEqual([]);
  });

  it('two officers answering at once: one reactivates, the other is told; one history entry', async () => {
    const id = t.profileId.officer!;
    const results = await together(t.s, [() => reactivate('purser', id), () => reactivate('captain', id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')?.message).toBe('This leave profile is active.');
    expect(await historyOf(id, 'reactivated')).toHaveLength(1);
    // The same operation again (its answer lost): the same answer, nothing more.
    const op = {
      id: t.newId('OP'),
      op: 'leave/profile/reactivate',
      body: { yachtId: t.aurora, profileId: id },
    };
    const [first] = await batch(t, t.token.purser!, [op]);
    const [again] = await batch(t, t.token.purser!, [op]);
    expect(again).toEqual(first);
    expect(await historyOf(id, 'reactivated')).toHaveLength(1);
    expect(t.s.errors).toEqual([]);
  });
});

describe('Set up a new Leave Profile, and Activate old, at once', () => {
  it('leave the crew member with one active profile, never two, never a 500', async () => {
    const old = t.profileId.crew!;
    const fresh = t.newId('P');
    // The device deletes the copy it has of the old profile, then sets up the new one.
    const baseVersion = await versionOf(old);
    const replace = () =>
      batch(t, t.token.purser!, [
        { op: 'leave/profile/delete', body: { yachtId: t.aurora, profileId: old }, baseVersion },
        { op: 'leave/profile/setup', body: setupBody(t.crewId.crew!, fresh) },
      ]);
    const [replaced, reactivated] = await together(t.s, [replace, () => reactivate('captain', old)]);
    const profiles = await profilesOf(t.crewId.crew!);
    expect(profiles.filter((p) => p.active && !p.deleted)).toHaveLength(1);
    if (reactivated!.status === 'applied') {
      // The old profile came back first: the deletion was of an older copy, the setup refused.
      expect(replaced!.map((r) => r.status)).toEqual(['conflict', 'rejected']);
    } else {
      expect(reactivated!.message).toBe(MSG.status404);
      expect(replaced!.map((r) => r.status)).toEqual(['applied', 'applied']);
      expect(profiles.find((p) => p.id === old)).toMatchObject({ deleted: true, active: false });
    }
    expect(t.s.errors).toEqual([]);
  });

  it('a crew record of another vessel is no one to set up here', async () => {
    const [elsewhere] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 ORDER BY id LIMIT 1',
      [solstice],
    );
    for (const who of ['purser', 'fleet']) {
      const res = await t.op(who, 'leave/profile/setup', setupBody(elsewhere!.id, t.newId('P')));
      expect(res.status, who).toBe('rejected');
      expect(res.errorList?.[0]?.property).toBe('crewId');
    }
    expect(await profilesOf(elsewhere!.id)).toEqual([]);
  });
});

describe('the leave approval group at level 2', () => {
  it('sets up a profile and duplicates a request (copies for others) only when the vessel lets the group edit leave', async () => {
    await t.inApprovalGroup(t.userId.mate!, async () => {
      const [crew] = await t.s.db.query<{ id: number }>(
        `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.user_id <> $2
            AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id) ORDER BY uvr.id LIMIT 1`,
        [t.aurora, t.userId.fleet],
      );
      const setup = await t.op('mate', 'leave/profile/setup', setupBody(crew!.id, t.newId('P')));
      expect(setup).toMatchObject({ status: 'rejected', message: MSG.status403 });
      expect(await profilesOf(crew!.id)).toEqual([]);
      const source = await madeRequest(t, 'captain', ['2029-05-07']);
      const copy = t.newId('C');
      const duplicate = () =>
        t.op('mate', 'leave/request/duplicate', {
          yachtId: t.aurora,
          requestId: source,
          copies: [{ profileId: t.profileId.purser, requestId: copy }],
        });
      // Copies are other people's requests: as a save of theirs, not with the setting off.
      expect(await duplicate()).toMatchObject({ status: 'rejected', message: MSG.status403 });
      await t.editByGroup(true);
      const res = await duplicate();
      expect(res.status, res.message).toBe('applied');
    });
  });
});

describe('Duplicate ALL Future', () => {
  const duplicate = (
    who: string,
    requestId: string,
    copies: { profileId: string; requestId: string }[],
    yachtId = t.aurora,
  ) => t.op(who, 'leave/request/duplicate', { yachtId, requestId, copies, allFuture: true });
  const copiesOn = (profileId: string, from: string, to: string) =>
    t.s.db.query<{ id: string }>(
      `SELECT id FROM leave_requests WHERE profile_id = $1 AND start_date BETWEEN $2 AND $3 AND NOT deleted`,
      [profileId, from, to],
    );

  it('a conflict part way through copies nothing', async () => {
    const source = await madeRequest(t, 'captain', ['2029-01-08']);
    await madeRequest(t, 'captain', ['2029-02-05']);
    // The purser's approved leave on the day of the second: its copy would overlap.
    const booked = await madeRequest(t, 'purser', ['2029-02-05']);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${booked}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    const res = await duplicate('fleet', source, [
      { profileId: t.profileId.purser!, requestId: t.newId('C') },
    ]);
    expect(res.status).toBe('conflict');
    expect((await copiesOn(t.profileId.purser!, '2029-01-01', '2029-01-31')).length).toBe(0);
  });

  it('from another vessel’s request, or onto another vessel’s profile: refused, nothing copied', async () => {
    // Fleet (level 8 everywhere) sets up a Solstice crew member's leave and a request.
    const [sol] = await t.s.db.query<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id <> $2 ORDER BY id LIMIT 1`,
      [solstice, t.userId.fleet],
    );
    const solProfile = t.newId('P');
    expect(
      (await t.op('fleet', 'leave/profile/setup', { ...setupBody(sol!.id, solProfile), yachtId: solstice }))
        .status,
    ).toBe('applied');
    const [leave] = await t.s.db.query<{ id: number }>(
      "SELECT id FROM leave_types WHERE vessel_id = $1 AND name = 'Leave'",
      [solstice],
    );
    const solRequest = t.newId('R');
    const saved = await t.call('fleet', 'PUT', `/leave/requests/${solRequest}`, {
      yachtId: solstice,
      profileId: solProfile,
      action: 'SAVE',
      startDate: '2029-03-05',
      endDate: '2029-03-05',
      days: [{ date: '2029-03-05', leaveTypeId: leave!.id }],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const onAurora = [{ profileId: t.profileId.captain!, requestId: t.newId('C') }];
    expect((await duplicate('purser', solRequest, onAurora)).message).toBe(MSG.status404);
    expect((await duplicate('fleet', solRequest, onAurora)).message).toBe(MSG.status404);
    // Aurora's vessel named with Solstice's request: not found to every other use case either.
    const here = { yachtId: t.aurora, requestId: solRequest };
    const file = await uploadFile(t.s, t.token.purser!, { vesselId: t.aurora, userId: t.userId.purser! });
    for (const [name, body] of [
      ['leave/request/notify', { ...here, userIds: [t.userId.captain] }],
      ['leave/request/attach', { ...here, fileId: file.id }],
      ['leave/request/detach', { ...here, fileId: file.id }],
    ] as const) {
      const refused = await t.op('purser', name, body);
      expect(refused.message, name).toBe(MSG.status404);
      expect(refused.records?.leaveRequests, name).toBeUndefined();
    }
    const res = await duplicate('fleet', solRequest, onAurora, solstice);
    expect(res.errorList?.[0]?.property).toBe('copies.0.profileId');
    expect(await copiesOn(t.profileId.captain!, '2029-03-01', '2029-03-31')).toEqual([]);
  });

  it('sent twice with one id, copies once; while an attachment is deleted, no copy gets it and no 500', async () => {
    const source = await madeRequest(t, 'crew', ['2029-04-02'], 'purser', (await activeOf(t.crewId.crew!))!);
    const file = await uploadFile(t.s, t.token.purser!, { vesselId: t.aurora, userId: t.userId.crew! });
    expect(
      (
        await t.op('purser', 'leave/request/attach', {
          yachtId: t.aurora,
          requestId: source,
          fileId: file.id,
        })
      ).status,
    ).toBe('applied');
    const copy = t.newId('C');
    const op = {
      id: t.newId('OP'),
      op: 'leave/request/duplicate',
      body: {
        yachtId: t.aurora,
        requestId: source,
        copies: [{ profileId: t.profileId.captain, requestId: copy }],
        allFuture: true,
      },
    };
    const [dup, detached] = await together(t.s, [
      () => batch(t, t.token.fleet!, [op]),
      () => t.op('purser', 'leave/request/detach', { yachtId: t.aurora, requestId: source, fileId: file.id }),
    ]);
    expect(dup![0]!.status).toBe('applied');
    expect(detached).toMatchObject({ status: 'applied' });
    expect((await batch(t, t.token.fleet!, [op]))[0]!.status).toBe('applied');
    expect((await copiesOn(t.profileId.captain!, '2029-04-01', '2029-04-30')).map((r) => r.id)).toEqual([
      copy,
    ]);
    const feed = await t.feed('captain');
    expect(feed.leaveRequests?.find((r) => r.id === copy)?.attachments).toEqual([]);
    expect(feed.leaveRequests?.find((r) => r.id === source)?.attachments).toEqual([]);
    expect(t.s.errors).toEqual([]);
  });
});

async function activeOf(crewId: number) {
  return (await profilesOf(crewId)).find((p) => p.active && !p.deleted)?.id;
}
