import type { LeaveAdjustmentRecord, LeaveProfileRecord, LeaveRequestRecord } from '@contracts/leave-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain, shipmate } from '../../../../testing/role-fixtures';

/**
 * The leave feed (doc 3, section 6; issue 10): what POST /sync brings a device. Crew (and an
 * officer outside the approval group) receive their own leave profiles, requests and
 * adjustments only, never a shipmate's, in a full copy, after others' writes, in a first-sync
 * part, or in the records a refused operation sends back; a member removed from the approval
 * group starts afresh and stops receiving them; another company receives nothing of Aurora.
 */
let t: LeaveTestServer;
let mate: number;
let mateProfile: string;
let mateRequest: string;

type Feed = {
  leaveProfiles?: LeaveProfileRecord[];
  leaveRequests?: LeaveRequestRecord[];
  leaveAdjustments?: LeaveAdjustmentRecord[];
  leaveSettings?: { vesselId: number }[];
  leaveTypes?: { vesselId: number }[];
};
const KINDS = ['leaveProfiles', 'leaveRequests', 'leaveAdjustments'] as const;

beforeAll(async () => {
  t = await leaveServer();
  mate = await shipmate(t.s);
  const [mail] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mate]);
  t.token.mate = (await t.s.login(mail!.email)).accessToken;
  t.token.outsider = (await outsiderCaptain(t.s)).token;
  const [p] = await t.s.db.query<{ id: string }>(
    'SELECT id FROM leave_profiles WHERE user_id = $1 AND vessel_id = $2 AND active',
    [mate, t.aurora],
  );
  mateProfile = p!.id;
  // The purser writes the shipmate's leave: a request, additional leave and a rollover.
  mateRequest = t.newId('R');
  const save = await t.call('purser', 'PUT', `/leave/requests/${mateRequest}`, {
    ...t.requestBody('crew', ['2027-02-01', '2027-02-02']),
    profileId: mateProfile,
  });
  expect(save.status, await save.clone().text()).toBe(200);
  const add = await t.call('purser', 'POST', '/leave/adjustments', {
    yachtId: t.aurora,
    adjustmentId: t.newId('A'),
    profileId: mateProfile,
    kind: 'additional',
    date: '2026-11-02',
    days: 3,
    comment: 'Charter bonus',
  });
  expect(add.status, await add.clone().text()).toBe(200);
});
afterAll(() => t.s.close());

/** Every page of POST /sync from `cursor` (or a first-sync part), merged. */
async function syncAll(who: string, cursor = 0, first?: Record<string, unknown>) {
  const merged: Record<string, unknown[]> = {};
  let reset = false;
  for (let page = 0; page < 50; page++) {
    const res = await t.s.post('/sync', { cursor, ops: [], ...(first ? { first } : {}) }, t.token[who]);
    expect(res.status).toBe(200);
    const { changes } = (await res.json()) as {
      changes: Record<string, unknown> & { cursor: number; more?: boolean; reset?: boolean };
    };
    reset ||= !!changes.reset;
    for (const [k, v] of Object.entries(changes))
      if (Array.isArray(v)) merged[k] = [...(merged[k] ?? []), ...v];
    cursor = changes.cursor;
    if (!changes.more || first) break;
  }
  return { feed: merged as Feed, cursor, reset };
}

const owners = (feed: Feed) => new Set(KINDS.flatMap((k) => (feed[k] ?? []).map((r) => r.userId)));

describe('crew and an officer outside the group', () => {
  it('receive only their own profiles, requests and adjustments, in a full copy and a first-sync part', async () => {
    for (const who of ['crew', 'mate', 'officer']) {
      const me = who === 'mate' ? mate : t.userId[who]!;
      const { feed } = await syncAll(who);
      expect([...owners(feed)], who).toEqual([me]);
      expect(feed.leaveProfiles?.length, who).toBeGreaterThan(0);
      const part = await syncAll(who, 0, { part: 'first', vesselId: t.aurora, from: '2026-01' });
      const rest = await syncAll(who, 0, { part: 'rest', vesselId: t.aurora, from: '2026-01' });
      for (const f of [part.feed, rest.feed])
        expect(
          [...owners(f)].filter((u) => u !== me),
          who,
        ).toEqual([]);
    }
  });

  it('receive none of the shipmate’s changes written after their cursor', async () => {
    const before = await syncAll('crew');
    const id = t.newId('A');
    const roll = await t.call('purser', 'POST', '/leave/adjustments', {
      yachtId: t.aurora,
      adjustmentId: id,
      profileId: mateProfile,
      kind: 'additional',
      date: '2026-11-03',
      days: 1,
      comment: 'Night watch',
    });
    expect(roll.status).toBe(200);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${mateRequest}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    const after = await syncAll('crew', before.cursor);
    expect(JSON.stringify(after.feed)).not.toContain(mateProfile);
    expect([...owners(after.feed)].filter((u) => u !== t.userId.crew)).toEqual([]);
    // The shipmate sees theirs.
    const theirs = await syncAll('mate', before.cursor);
    expect(theirs.feed.leaveAdjustments?.map((a) => a.id)).toContain(id);
  });

  it('get none of the shipmate’s records back from a refused operation', async () => {
    const ops = [
      ['leave/request/save', { ...t.requestBody('crew', ['2027-03-01']), requestId: mateRequest }],
      ['leave/request/decide', { yachtId: t.aurora, requestId: mateRequest, action: 'REJECT' }],
      ['leave/request/delete', { yachtId: t.aurora, requestId: mateRequest }],
      [
        'leave/profile/edit',
        {
          yachtId: t.aurora,
          profileId: mateProfile,
          startDate: '2026-01-01',
          initialLeave: 1,
          changeDate: '2026-11-01',
          comment: 'x',
        },
      ],
      [
        'leave/profile/setup',
        {
          yachtId: t.aurora,
          profileId: mateProfile,
          crewId: t.crewId.crew,
          type: 'yearly',
          startDate: '2026-01-01',
          daysPerYear: 30,
        },
      ],
      [
        'leave/adjust',
        {
          yachtId: t.aurora,
          adjustmentId: t.newId('A'),
          profileId: mateProfile,
          kind: 'additional',
          date: '2026-11-01',
          days: 1,
          comment: 'x',
        },
      ],
      [
        'leave/request/duplicate',
        {
          yachtId: t.aurora,
          requestId: mateRequest,
          copies: [{ profileId: t.profileId.crew, requestId: t.newId('C') }],
        },
      ],
    ] as const;
    for (const who of ['crew', 'officer', 'outsider'])
      for (const [op, body] of ops) {
        const result = await t.op(who, op, body);
        expect(result.status, `${who} ${op}`).not.toBe('applied');
        const text = JSON.stringify(result);
        expect(text, `${who} ${op}`).not.toContain(mateProfile);
        expect(text, `${who} ${op}`).not.toContain(mateRequest);
      }
  });
});

describe('another company', () => {
  it('receives nothing of Aurora’s leave, not even its settings or types', async () => {
    const { feed } = await syncAll('outsider');
    for (const kind of [...KINDS, 'leaveSettings', 'leaveTypes'] as const)
      expect(
        (feed[kind] ?? []).filter((r) => r.vesselId === t.aurora),
        kind,
      ).toEqual([]);
  });
});

describe('the approval group', () => {
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

  it('a member removed starts afresh and stops receiving others’ leave, also through a first-sync part', async () => {
    const add = await t.call(
      'purser',
      'PUT',
      `/leave/settings/${t.aurora}`,
      settings([t.userId.captain!, mate]),
    );
    expect(add.status).toBe(200);
    const inGroup = await syncAll('mate');
    expect(owners(inGroup.feed).has(t.userId.crew!)).toBe(true);
    const remove = await t.op('purser', 'leave/settings/save', {
      yachtId: t.aurora,
      ...settings([t.userId.captain!]),
    });
    expect(remove.status).toBe('applied');
    const next = await syncAll('mate', inGroup.cursor);
    expect(next.reset).toBe(true);
    const fresh = await syncAll('mate');
    expect([...owners(fresh.feed)]).toEqual([mate]);
    const part = await syncAll('mate', 0, { part: 'rest', vesselId: t.aurora, from: '2026-01' });
    expect([...owners(part.feed)].filter((u) => u !== mate)).toEqual([]);
    // And their decisions are refused again.
    const pending = await t.s.db.query<{ id: string }>(
      "SELECT id FROM leave_requests WHERE user_id = $1 AND status = 'Pending' AND NOT deleted LIMIT 1",
      [t.userId.crew],
    );
    const res = await t.call('mate', 'PUT', `/leave/requests/${pending[0]!.id}/decide`, {
      yachtId: t.aurora,
      action: 'APPROVE',
    });
    expect(res.status).toBe(403);
  });

  it('a member whose role on the vessel ended stops receiving others’ leave', async () => {
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      mate,
    ]);
    const inGroup = await syncAll('mate');
    expect(owners(inGroup.feed).has(t.userId.crew!)).toBe(true);
    await t.s.db.query(
      "UPDATE user_vessel_roles SET end_date = '2026-11-01', crew_status = 2 WHERE user_id = $1 AND vessel_id = $2",
      [mate, t.aurora],
    );
    const { feed } = await syncAll('mate');
    expect([...owners(feed)].filter((u) => u !== mate)).toEqual([]);
  });
});

describe('hidden calculations', () => {
  it('hides the calculations from crew while the setting is on, not their available leave', async () => {
    await t.s.db.query('UPDATE leave_settings SET hide_calculations = true WHERE vessel_id = $1', [t.aurora]);
    try {
      const calc = await t.call('crew', 'GET', `/leave/profiles/${t.profileId.crew}/calculations?year=2026`);
      expect(calc.status).toBe(403);
      // 'Hide calculations' hides how leave is worked out; what is available stays theirs to see.
      const res = await t.call('crew', 'GET', `/leave/${t.aurora}/balances`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { profiles: { profileId: string; availableToday: number | null }[] };
      expect(body.profiles.map((p) => p.profileId)).toEqual([t.profileId.crew]);
    } finally {
      await t.s.db.query('UPDATE leave_settings SET hide_calculations = false WHERE vessel_id = $1', [
        t.aurora,
      ]);
    }
  });
});
