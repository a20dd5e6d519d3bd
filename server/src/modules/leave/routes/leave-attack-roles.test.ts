import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain, shipmate } from '../../../../testing/role-fixtures';

/**
 * Attacks on every leave write (REST and its queued operation) by callers without standing
 * (doc 3, section 6): crew, another crew member, an officer outside the approval group, the
 * group without and with editByApprovalGroup, another company's captain and a trial account.
 * Each refusal must be in the spec's shape, change nothing, and answer a real id of a vessel the
 * caller cannot see exactly as an id nobody has.
 */
let t: LeaveTestServer;
let pending: string;
let historyId: number;
let newcomer: number;
let trialVessel: number;
let meridian: number;

beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
  t.token.outsider = (await outsiderCaptain(t.s)).token;
  const mate = await shipmate(t.s);
  const [mail] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mate]);
  t.token.mate = (await t.s.login(mail!.email)).accessToken;
  t.userId.mate = mate;
  const reg = await t.s.request('/users/register', {
    method: 'POST',
    address: '198.51.100.91',
    body: JSON.stringify({
      user: {
        firstName: 'Tina',
        lastName: 'Trial',
        email: 'tina@leave-attack.example',
        phone: '+46 70 123 45 68',
        newPassword: 'Harbour2027',
        agreedWithTerms: true,
      },
      yacht: { type: 1, yachtName: 'M/Y Leave Attack' },
    }),
  });
  expect(reg.status).toBe(200);
  t.token.trial = ((await reg.json()) as { accessToken: string }).accessToken;
  [{ id: trialVessel }] = (await t.s.db.query<{ id: number }>(
    "SELECT id FROM vessels WHERE name = 'M/Y Leave Attack'",
  )) as [{ id: number }];
  const [p] = await t.s.db.query<{ id: string }>(
    "SELECT id FROM leave_requests WHERE user_id = $1 AND status = 'Pending' AND NOT deleted",
    [t.userId.crew],
  );
  pending = p!.id;
  const [h] = await t.s.db.query<{ id: number }>('SELECT id FROM leave_history WHERE profile_id = $1', [
    t.profileId.crew,
  ]);
  historyId = h!.id;
  const [n] = await t.s.db.query<{ id: number }>(
    `SELECT uvr.id FROM user_vessel_roles uvr WHERE uvr.vessel_id = $1 AND uvr.crew_status <> 2
        AND NOT EXISTS (SELECT 1 FROM leave_profiles p WHERE p.crew_id = uvr.id) AND uvr.user_id <> $2
      ORDER BY uvr.id DESC LIMIT 1`,
    [t.aurora, t.userId.fleet],
  );
  newcomer = n!.id;
});
afterAll(() => t.s.close());

/** Every leave table, as one fingerprint: a refusal must leave it as it was. */
const fingerprint = async () => {
  const tables = [
    'leave_settings',
    'leave_approval_members',
    'leave_types',
    'leave_profiles',
    'leave_requests',
    'leave_adjustments',
    'leave_history',
  ];
  const parts = await Promise.all(
    tables.map(
      async (table) =>
        (
          await t.s.db.query<{ h: string }>(
            `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${table} x`,
          )
        )[0]!.h,
    ),
  );
  return parts.join('/');
};

/** A refusal in the spec's shape ({ message } or { errorList }); its body for comparing. */
async function refusal(res: Response, statuses: number[]) {
  const text = await res.text();
  expect(statuses, `${res.status} ${text}`).toContain(res.status);
  const body = JSON.parse(text) as { message?: unknown; errorList?: unknown };
  expect(typeof body.message === 'string' || Array.isArray(body.errorList), text).toBe(true);
  return { status: res.status, body };
}

const typesList = async () =>
  (
    await t.s.db.query<Record<string, unknown>>(
      `SELECT id, name, color, is_on_board AS "isOnBoard", effect, is_nil AS "isNil", is_default AS "isDefault"
         FROM leave_types WHERE vessel_id = $1 AND NOT deleted ORDER BY sort_order`,
      [t.aurora],
    )
  ).map((r) => ({ ...r, effect: Number(r.effect) }));

/** Every leave write, aimed at the demo crew member's records (or `ids` in their place). */
function writes(yachtId: number, ids: { profile: string; request: string; history: number }) {
  const note = { changeDate: '2026-11-14', comment: 'Attack' };
  return [
    ['PUT', `/leave/requests/${ids.request}/decide`, { yachtId, action: 'APPROVE' }],
    ['PUT', `/leave/requests/${ids.request}/decide`, { yachtId, action: 'REJECT' }],
    [
      'POST',
      `/leave/requests/${ids.request}/duplicate`,
      { yachtId, copies: [{ profileId: t.profileId.officer, requestId: t.newId('DUP') }] },
    ],
    [
      'PUT',
      `/leave/profiles/${ids.profile}`,
      { yachtId, startDate: '2026-01-01', initialLeave: 99, ...note },
    ],
    ['PUT', `/leave/profiles/${ids.profile}/rate`, { yachtId, type: 'yearly', daysPerYear: 300, ...note }],
    ['DELETE', `/leave/profiles/${ids.profile}?yachtId=${yachtId}`, undefined],
    ['POST', `/leave/profiles/${ids.profile}/reactivate`, { yachtId }],
    [
      'POST',
      '/leave/adjustments',
      {
        yachtId,
        adjustmentId: t.newId('ADJ'),
        profileId: ids.profile,
        kind: 'additional',
        date: '2026-11-01',
        days: 50,
        comment: 'Gift',
      },
    ],
    ['PUT', `/leave/history/${ids.history}`, { yachtId, comment: 'Rewritten' }],
  ] as const;
}

describe('callers without full access', () => {
  it('crew, a shipmate and an officer outside the group are refused every full-access write; nothing changes', async () => {
    const before = await fingerprint();
    for (const who of ['crew', 'mate', 'officer'])
      for (const [method, path, body] of writes(t.aurora, {
        profile: t.profileId.crew!,
        request: pending,
        history: historyId,
      })) {
        const res = await t.call(who, method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ message: MSG.status403 });
      }
    for (const who of ['crew', 'mate', 'officer']) {
      expect((await t.call(who, 'PUT', `/leave/settings/${t.aurora}`, {})).status).toBe(403);
      expect(
        (await t.call(who, 'PUT', `/leave/types/${t.aurora}`, { types: await typesList() })).status,
      ).toBe(403);
      const setup = await t.call(who, 'POST', '/leave/profiles', {
        yachtId: t.aurora,
        profileId: t.newId('P'),
        crewId: newcomer,
        type: 'yearly',
        startDate: '2026-10-01',
        daysPerYear: 30,
      });
      expect(setup.status).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('the shipmate and the officer cannot save or delete the crew member’s request, and learn nothing of it', async () => {
    const before = await fingerprint();
    for (const who of ['mate', 'officer']) {
      const save = await t.call(who, 'PUT', `/leave/requests/${pending}`, {
        ...t.requestBody('crew', ['2027-01-04']),
        comments: 'Hijacked',
      });
      const unknownSave = await t.call(who, 'PUT', `/leave/requests/${t.newId('R')}`, {
        ...t.requestBody('crew', ['2027-01-04']),
      });
      expect((await refusal(save, [404])).body).toEqual((await refusal(unknownSave, [404])).body);
      const del = await t.call(who, 'DELETE', `/leave/requests/${pending}?yachtId=${t.aurora}`);
      const unknownDel = await t.call(who, 'DELETE', `/leave/requests/${t.newId('R')}?yachtId=${t.aurora}`);
      expect((await refusal(del, [404])).body).toEqual((await refusal(unknownDel, [404])).body);
      // The same through /sync: rejected, and the answer carries none of the crew member's records.
      for (const [op, body] of [
        ['leave/request/save', { ...t.requestBody('crew', ['2027-01-04']), requestId: pending }],
        ['leave/request/delete', { yachtId: t.aurora, requestId: pending }],
        ['leave/request/decide', { yachtId: t.aurora, requestId: pending, action: 'APPROVE' }],
        [
          'leave/adjust',
          { ...writes(t.aurora, { profile: t.profileId.crew!, request: pending, history: 1 })[7][2] },
        ],
        ['leave/profile/delete', { yachtId: t.aurora, profileId: t.profileId.crew }],
      ] as const) {
        const result = await t.op(who, op, body);
        expect(result.status, `${who} ${op}`).toBe('rejected');
        expect(JSON.stringify(result.records ?? {}), `${who} ${op}`).not.toContain(t.profileId.crew!);
        expect(JSON.stringify(result.records ?? {}), `${who} ${op}`).not.toContain(pending);
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('reads of another crew member’s profile are refused exactly like a profile nobody has', async () => {
    for (const who of ['mate', 'officer', 'outsider', 'trial'])
      for (const what of ['calculations?year=2026', 'history']) {
        const real = await refusal(
          await t.call(who, 'GET', `/leave/profiles/${t.profileId.crew}/${what}`),
          [403],
        );
        const none = await refusal(
          await t.call(who, 'GET', `/leave/profiles/${t.newId('P')}/${what}`),
          [403],
        );
        expect(real, `${who} ${what}`).toEqual(none);
      }
    for (const who of ['mate', 'officer']) {
      const res = await t.call(who, 'GET', `/leave/${t.aurora}/balances`);
      const body = (await res.json()) as { profiles: { userId: number }[] };
      expect(body.profiles.map((p) => p.userId)).toEqual([t.userId[who]]);
      expect((await t.call(who, 'GET', `/leave/${t.aurora}/x-employees`)).status).toBe(403);
      expect((await t.call(who, 'GET', `/leave/${t.aurora}/settings/history`)).status).toBe(403);
    }
  });
});

describe('another company’s captain and a trial account', () => {
  it('are refused on Aurora alike for real and unknown ids, over REST and /sync; nothing changes', async () => {
    const before = await fingerprint();
    const unknown = { profile: t.newId('P'), request: t.newId('R'), history: 2_000_000 };
    const real = { profile: t.profileId.crew!, request: pending, history: historyId };
    for (const who of ['outsider', 'trial']) {
      // Named on Aurora (no role there), and named on their own vessel with Aurora's ids.
      for (const yachtId of [t.aurora, who === 'trial' ? trialVessel : meridian]) {
        const a = writes(yachtId, real);
        const b = writes(yachtId, unknown);
        for (const [i, [method, path, body]] of a.entries()) {
          const seen = await refusal(await t.call(who, method, path, body), [403, 404]);
          const none = await refusal(await t.call(who, b[i]![0], b[i]![1], b[i]![2]), [403, 404]);
          expect(seen, `${who} ${yachtId} ${method} ${path}`).toEqual(none);
        }
      }
      for (const [op, body] of [
        ['leave/request/decide', { yachtId: t.aurora, requestId: pending, action: 'APPROVE' }],
        ['leave/request/save', { ...t.requestBody('crew', ['2027-01-04']), requestId: pending }],
        ['leave/profile/edit', { ...writes(t.aurora, real)[3][2], profileId: t.profileId.crew }],
        ['leave/settings/save', { ...writes(t.aurora, real)[3][2] }],
      ] as const) {
        const result = await t.op(who, op, body);
        expect(result.status, `${who} ${op}`).toBe('rejected');
        expect(result.records ?? {}, `${who} ${op}`).toEqual({});
      }
      expect((await t.call(who, 'GET', `/leave/${t.aurora}/entry`)).status).toBe(403);
      expect((await t.call(who, 'GET', `/leave/${t.aurora}/balances`)).status).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('the approval group', () => {
  const group = (on: boolean) =>
    t.s.db.query('UPDATE leave_settings SET edit_by_approval_group = $2 WHERE vessel_id = $1', [
      t.aurora,
      on,
    ]);

  it('decides, but edits profiles only with editByApprovalGroup, and never the settings or types', async () => {
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      t.userId.officer,
    ]);
    try {
      const real = { profile: t.profileId.crew!, request: pending, history: historyId };
      const [, , , edit, rate, del, , adjust, comment] = writes(t.aurora, real);
      await group(false);
      const before = await fingerprint();
      for (const [method, path, body] of [edit, rate, del, adjust, comment]) {
        const res = await t.call('officer', method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect(await fingerprint()).toBe(before);
      await group(true);
      for (const who of ['officer', 'captain']) {
        expect(
          (await t.call(who, 'PUT', `/leave/types/${t.aurora}`, { types: await typesList() })).status,
        ).toBe(who === 'officer' ? 403 : 200);
      }
      const settings = await t.call('officer', 'PUT', `/leave/settings/${t.aurora}`, {
        requestOwnLeave: true,
        deleteOwnRequests: true,
        hideCalculations: false,
        nilDays: false,
        rollover: true,
        editByApprovalGroup: true,
        approvalGroup: [t.userId.officer],
        changeDate: '2026-11-14',
        comment: 'Mine now',
      });
      expect(settings.status).toBe(403);
      const ok = await t.call('officer', adjust[0], adjust[1], {
        ...adjust[2],
        days: 1,
        adjustmentId: t.newId('A'),
      });
      expect(ok.status, await ok.clone().text()).toBe(200);
    } finally {
      await group(false);
      await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        t.aurora,
        t.userId.officer,
      ]);
    }
  });
});
