import { describe, expect, it } from 'vitest';
import * as kit from '../../../../testing/rest-hours-kit';
import { demoTokens, outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Issue 33's new routes, attacked as a hostile or confused client would: other roles, other
 * vessels, vessel ids that do not exist or overflow, odd bodies and odd codes. Each must be
 * refused (never a 500, never accepted and ignored), and nothing of Aurora's must reach anyone
 * who is not on board.
 */
const { openRestHoursServer, opsWith, syncBatch } = kit;
openRestHoursServer();
const op = opsWith('01JNEWATTACK');
let token: Record<string, string> = {};
const tokens = async () => {
  if (!token.captain) {
    token = await demoTokens(kit.s, ['crew', 'officer', 'purser', 'captain', 'fleet']);
    token.outsider = (await outsiderCaptain(kit.s)).token;
  }
  return token;
};
const clockPath = () => `/hor/clock-changes/${kit.aurora}`;
const HUGE = 'x'.repeat(100_000);
const FINE = { date: '2026-08-10', at: '02:00', minutes: -60 };
const errorProperties = async (res: Response) =>
  ((await res.json()) as { errorList?: { property: string }[] }).errorList?.map((e) => e.property) ?? [];

describe('odd vessel ids on the new routes', () => {
  const BAD_IDS = ['0', '99999999', '2147483648', '9999999999', '-1', 'abc', '1e3'];
  it.each(BAD_IDS)('vessel %s: every route refuses (4xx, never 200 or 500)', async (id) => {
    const t = await tokens();
    const calls = [
      kit.s.request(`/hor/clock-changes/${id}`, { token: t.captain }),
      kit.s.post(`/hor/clock-changes/${id}`, FINE, t.captain),
      kit.s.request(`/hor/clock-changes/${id}/2026-08-10`, { method: 'DELETE', token: t.captain }),
      kit.s.request(`/hor/exception/${id}`, { token: t.captain }),
      kit.s.post(`/hor/exception/${id}`, { periods: [] }, t.captain),
      kit.s.request(`/hor/chain/verify/${id}`, { token: t.captain }),
      kit.s.request(`/hor/chain/code/${id}/ABCDE-FGHIJ`, { token: t.captain }),
      kit.s.post(`/hor/compliance/weekly/${id}`, { Date: '2026-08-04' }, t.captain),
    ];
    const statuses = (await Promise.all(calls)).map((res) => res.status);
    expect(statuses.map((status) => [status, status >= 400 && status < 500])).toEqual(
      statuses.map((status) => [status, true]),
    );
  });
});

describe('clock changes: roles and vessels', () => {
  it('purser, officer, crew and another vessel’s captain may not write; the outsider may not read', async () => {
    const t = await tokens();
    for (const who of ['crew', 'officer', 'purser', 'outsider']) {
      expect([who, (await kit.s.post(clockPath(), FINE, t[who])).status]).toEqual([who, 403]);
      const del = await kit.s.request(`${clockPath()}/2026-08-10`, { method: 'DELETE', token: t[who] });
      expect([who, del.status]).toEqual([who, 403]);
    }
    expect((await kit.s.request(clockPath(), { token: t.outsider })).status).toBe(403);
    expect((await kit.s.request(`/hor/exception/${kit.aurora}`, { token: t.outsider })).status).toBe(403);
  });

  it('the sync ops refuse a crew member, an officer and another vessel’s captain', async () => {
    const t = await tokens();
    for (const who of ['crew', 'officer', 'purser', 'outsider']) {
      const answer = await syncBatch(kit.s, t[who]!, [
        op('hor/clock/save', { yachtId: kit.aurora, ...FINE }),
        op('hor/clock/delete', { yachtId: kit.aurora, date: FINE.date }),
        op('hor/exception/save', { yachtId: kit.aurora, periods: [] }),
      ]);
      expect([who, answer.results.map((r: { status: string }) => r.status)]).toEqual([
        who,
        ['rejected', 'rejected', 'rejected'],
      ]);
    }
    expect(await (await kit.s.request(clockPath(), { token: t.captain })).json()).toEqual([]);
  });
});

describe('clock changes: odd bodies', () => {
  it.each([
    [{ date: '2026-02-30', at: '02:00', minutes: -60 }, 'date'],
    [{ date: '0000-01-01', at: '02:00', minutes: -60 }, 'date'],
    [{ date: '9999-12-31', at: '02:00', minutes: -60 }, 'date'],
    [{ date: '2026-08-10', at: '24:00', minutes: -60 }, 'at'],
    [{ date: '2026-08-10', at: '2:00', minutes: -60 }, 'at'],
    [{ date: '2026-08-10', at: '02:00\u0000', minutes: -60 }, 'at'],
    [{ date: '2026-08-10', at: '02:00', minutes: 45 }, 'minutes'],
    [{ date: '2026-08-10', at: '02:00', minutes: -60.5 }, 'minutes'],
    [{ date: '2026-08-10', at: '02:00', minutes: null }, 'minutes'],
    [{ date: '2026-08-10', at: '02:00', minutes: [60] }, 'minutes'],
    [{ date: '2026-08-10', at: '12:00', minutes: -1440 }, 'at'],
    [{ date: '2026-08-10', at: '02:00', minute: -60 }, 'minute'],
    [{ date: HUGE, at: '02:00', minutes: -60 }, 'date'],
    [{ date: 20260810, at: '02:00', minutes: -60 }, 'date'],
  ])('clock change body %# is a 400 naming %s, and nothing is saved', async (body, property) => {
    const t = await tokens();
    const res = await kit.s.post(clockPath(), body, t.captain);
    expect(res.status).toBe(400);
    expect(await errorProperties(res)).toContain(property);
    expect(await (await kit.s.request(clockPath(), { token: t.captain })).json()).toEqual([]);
  });

  it('a yachtId in the body other than the address is refused, never silently replaced', async () => {
    const t = await tokens();
    const meridian = await kit.s.vesselId('meridian');
    for (const yachtId of [meridian, 'x', String(kit.aurora)]) {
      const res = await kit.s.post(clockPath(), { ...FINE, yachtId }, t.captain);
      expect([yachtId, res.status, await errorProperties(res)]).toEqual([yachtId, 400, ['yachtId']]);
    }
    expect(await (await kit.s.request(clockPath(), { token: t.captain })).json()).toEqual([]);
    const same = await kit.s.post(clockPath(), { ...FINE, yachtId: kit.aurora }, t.captain);
    expect(same.status).toBe(200);
    expect(
      (await kit.s.request(`${clockPath()}/${FINE.date}`, { method: 'DELETE', token: t.captain })).status,
    ).toBe(200);
  });

  it('a body that is not an object, or is not JSON, is a 400', async () => {
    const t = await tokens();
    for (const body of [[], 'text', 7, null])
      expect((await kit.s.post(clockPath(), body, t.captain)).status).toBe(400);
    const raw = await kit.s.request(clockPath(), {
      method: 'POST',
      token: t.captain,
      body: '{"date":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });

  it('DELETE with an impossible date is a 400; of a date with no change, a 404', async () => {
    const t = await tokens();
    const del = (date: string) =>
      kit.s.request(`${clockPath()}/${date}`, { method: 'DELETE', token: t.captain });
    expect((await del('2026-02-30')).status).toBe(400);
    expect((await del('0000-01-01')).status).toBe(400);
    expect((await del('2026-08-11')).status).toBe(404);
  });

  it('an x-base-version that is not a whole number is refused naming it; an empty one asks no check', async () => {
    const t = await tokens();
    const save = (version: string) =>
      kit.s.request(clockPath(), {
        method: 'POST',
        token: t.captain,
        body: JSON.stringify({ date: '2026-08-12', at: '03:30', minutes: 30 }),
        headers: { 'content-type': 'application/json', 'x-base-version': version },
      });
    for (const version of ['abc', '-5', '1e400']) {
      const res = await save(version);
      expect([version, res.status, JSON.stringify(await res.json())]).toEqual([
        version,
        400,
        expect.stringContaining('"property":"X-Base-Version"'),
      ]);
    }
    expect((await save('')).status).toBe(200);
    await kit.s.request(`${clockPath()}/2026-08-12`, { method: 'DELETE', token: t.captain });
  });

  it('the sync op refuses a bad body and another vessel’s id', async () => {
    const t = await tokens();
    const meridian = await kit.s.vesselId('meridian');
    const answer = await syncBatch(kit.s, t.captain!, [
      op('hor/clock/save', { yachtId: kit.aurora, ...FINE, minutes: 45 }),
      op('hor/clock/save', { yachtId: kit.aurora, ...FINE, at: '02:00\u0000' }),
      op('hor/clock/save', { yachtId: kit.aurora, date: '2026-08-10', at: '01:00', minutes: 1440 }),
      op('hor/clock/save', { yachtId: meridian, ...FINE }),
      op('hor/clock/save', { yachtId: 2147483648, ...FINE }),
      op('hor/clock/delete', { yachtId: kit.aurora, date: '2026-02-30' }),
    ]);
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('rejected'));
    expect(await (await kit.s.request(clockPath(), { token: t.captain })).json()).toEqual([]);
  });
});

describe('exception periods: odd bodies', () => {
  const path = () => `/hor/exception/${kit.aurora}`;
  it.each([
    [{ periods: [{ from: '2026-05-01', to: '2026-05-10', note: 'x' }] }, 'periods.0.note'],
    [{ periods: [], extra: 1 }, 'extra'],
    [{ period: [] }, 'period'],
    [{ periods: [{ from: '2026-02-30', to: '2026-03-02' }] }, 'periods.0.from'],
    [{ periods: [{ from: '0000-01-01', to: '0000-01-02' }] }, 'periods.0.from'],
    [{ periods: [{ from: '9999-12-30', to: '9999-12-31' }] }, 'periods.0.from'],
    [{ periods: [{ from: '2026-05-01\u0000', to: '2026-05-02' }] }, 'periods.0.from'],
    [{ periods: [{ from: '2026-05-01' }] }, 'periods.0.to'],
    [{ periods: [{ from: '2026-05-01', to: '2026-05-02', userIds: ['five'] }] }, 'periods.0.userIds.0'],
    [{ periods: [{ from: '2026-05-01', to: '2026-05-02', userIds: [5, 5] }] }, 'periods.0.userIds'],
    [{ periods: [{ from: '2026-05-01', to: '2026-05-02', userIds: 5 }] }, 'periods.0.userIds'],
    [{ periods: {} }, 'periods'],
    [{ periods: '2026-05-01' }, 'periods'],
    [
      {
        periods: [
          { from: '2026-05-01', to: '2026-05-10' },
          { from: '2026-05-10', to: '2026-05-11' },
        ],
      },
      'periods',
    ],
    [{ periods: [{ from: '2026-05-01', to: '2026-05-15' }] }, 'periods.0.to'],
    [{ periods: [{ from: '2026-05-10', to: '2026-05-01' }] }, 'periods.0.to'],
    [
      {
        periods: Array.from({ length: 101 }, (_, i) => ({
          from: `2${String(i).padStart(3, '0')}-01-01`,
          to: `2${String(i).padStart(3, '0')}-01-01`,
        })),
      },
      'periods',
    ],
  ])('exception body %# is a 400 naming %s', async (body, property) => {
    const t = await tokens();
    const res = await kit.s.post(path(), body, t.captain);
    expect(res.status).toBe(400);
    expect(await errorProperties(res)).toContain(property);
    expect(await (await kit.s.request(path(), { token: t.crew })).json()).toEqual({ periods: [] });
  });

  it('the sync op refuses overlapping or too long periods and another vessel', async () => {
    const t = await tokens();
    const meridian = await kit.s.vesselId('meridian');
    const MAY = { from: '2026-05-01', to: '2026-05-10', userIds: [kit.crewId] };
    const answer = await syncBatch(kit.s, t.captain!, [
      op('hor/exception/save', { yachtId: kit.aurora, periods: [MAY, MAY] }),
      op('hor/exception/save', { yachtId: meridian, periods: [MAY] }),
      op('hor/exception/save', { yachtId: kit.aurora, periods: [{ ...MAY, to: '2026-05-20' }] }),
    ]);
    expect(answer.results.map((r: { status: string }) => r.status)).toEqual(Array(3).fill('rejected'));
    expect(await (await kit.s.request(path(), { token: t.crew })).json()).toEqual({ periods: [] });
  });
});

describe('the chain routes', () => {
  it('only the vessel’s master reads them', async () => {
    const t = await tokens();
    for (const who of ['crew', 'officer', 'purser', 'outsider']) {
      expect([
        who,
        (await kit.s.request(`/hor/chain/verify/${kit.aurora}`, { token: t[who] })).status,
      ]).toEqual([who, 403]);
      const code = await kit.s.request(`/hor/chain/code/${kit.aurora}/ABCDE-FGHIJ`, { token: t[who] });
      expect([who, code.status]).toEqual([who, 403]);
    }
    expect((await kit.s.request(`/hor/chain/verify/${kit.aurora}`, { token: t.captain })).status).toBe(200);
  });

  it.each([
    'A'.repeat(5000),
    'ÄBCDEFGHIJ',
    '😀😀😀😀😀😀😀😀😀😀',
    "' OR 1=1 --",
    "ABCDE'; DROP TABLE hor_days; --",
    'ABCDE%00FGHIJ',
    '%20%20ABCDE',
    'ABC',
    '..%2F..%2Fetc',
  ])('odd code %# is refused with a 400 (never a 500), or matched to nothing', async (code) => {
    const t = await tokens();
    const res = await kit.s.request(`/hor/chain/code/${kit.aurora}/${encodeURIComponent(code)}`, {
      token: t.captain,
    });
    expect([400, 404]).toContain(res.status);
  });

  it('a well-formed code no record has is found nowhere, on the master’s own vessel', async () => {
    const t = await tokens();
    const res = await kit.s.request(`/hor/chain/code/${kit.aurora}/ZZZZZ-ZZZZZ`, { token: t.captain });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ found: false, current: false });
  });
});

describe('the calendar’s weekly compliance, open to anyone on board', () => {
  const weekly = (who: string, body: unknown = { Date: '2026-08-04' }) =>
    kit.s.post(`/hor/compliance/weekly/${kit.aurora}`, body, token[who]);

  it('a crew member sees only their own row (they approve nobody)', async () => {
    await tokens();
    const res = await weekly('crew');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { userId: number }[];
    expect(rows.map((r) => r.userId)).toEqual([kit.crewId]);
  });

  it('a crew member in an approval group sees their group’s department, and no one else', async () => {
    await tokens();
    const [dept] = await kit.s.db.query<{ department_id: number }>(
      `SELECT department_id FROM user_vessel_roles WHERE vessel_id = $1 AND user_id <> $2
         AND department_id IS NOT NULL GROUP BY department_id ORDER BY count(*) LIMIT 1`,
      [kit.aurora, kit.crewId],
    );
    const members = await kit.s.db.query<{ user_id: number }>(
      'SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1 AND department_id = $2',
      [kit.aurora, dept!.department_id],
    );
    await kit.s.db.query('INSERT INTO hor_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      kit.aurora,
      kit.crewId,
    ]);
    await kit.s.db.query(
      'INSERT INTO hor_approval_departments (vessel_id, user_id, department_id) VALUES ($1, $2, $3)',
      [kit.aurora, kit.crewId, dept!.department_id],
    );
    try {
      const rows = (await (await weekly('crew')).json()) as { userId: number }[];
      const allowed = new Set([kit.crewId, ...members.map((m) => m.user_id)]);
      expect(rows.map((r) => r.userId).filter((id) => !allowed.has(id))).toEqual([]);
      expect(new Set(rows.map((r) => r.userId))).toEqual(allowed);
    } finally {
      await kit.s.db.query('DELETE FROM hor_approval_departments WHERE vessel_id = $1 AND user_id = $2', [
        kit.aurora,
        kit.crewId,
      ]);
      await kit.s.db.query('DELETE FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        kit.aurora,
        kit.crewId,
      ]);
    }
  });

  it('an officer sees the crew; another vessel’s captain sees nothing', async () => {
    await tokens();
    const rows = (await (await weekly('officer')).json()) as { userId: number }[];
    expect(rows.map((r) => r.userId)).toContain(kit.crewId);
    const outsider = await weekly('outsider');
    expect(outsider.status).toBe(403);
    expect(JSON.stringify(await outsider.json())).not.toContain(String(kit.crewId));
  });

  it.each([
    [{ Date: '2026-02-30' }, 'Date'],
    [{ day: '2026-08-04' }, 'day'],
    [{ Date: '2026-08-04', userId: 1 }, 'userId'],
    [{ Date: '0000-01-01' }, 'Date'],
    [{ Date: 20260804 }, 'Date'],
  ])('%j is a 400 naming %s', async (body, property) => {
    await tokens();
    const res = await weekly('crew', body);
    expect(res.status).toBe(400);
    expect(await errorProperties(res)).toContain(property);
  });
});

describe('sync ops with a field their body does not declare', () => {
  it('are rejected naming the field, never applied with it dropped', async () => {
    const t = await tokens();
    const MAY = { from: '2026-05-01', to: '2026-05-07', userIds: [kit.crewId] };
    const answer = await syncBatch(kit.s, t.captain!, [
      op('hor/clock/save', { yachtId: kit.aurora, ...FINE, extra: 1 }),
      op('hor/clock/delete', { yachtId: kit.aurora, date: '2026-08-10', extra: true }),
      op('hor/exception/save', { yachtId: kit.aurora, periods: [MAY], extra: 1 }),
      op('hor/exception/save', { yachtId: kit.aurora, periods: [{ ...MAY, note: 'x' }] }),
    ]);
    const results = answer.results as { status: string; errorList?: { property: string }[] }[];
    expect(results.map((r) => r.status)).toEqual(Array(4).fill('rejected'));
    expect(results.map((r) => r.errorList?.[0]?.property)).toEqual([
      'body.extra',
      'body.extra',
      'body.extra',
      'body.periods.0.note',
    ]);
    expect(await (await kit.s.request(clockPath(), { token: t.captain })).json()).toEqual([]);
    const periods = await kit.s.request(`/hor/exception/${kit.aurora}`, { token: t.crew });
    expect(await periods.json()).toEqual({ periods: [] });
  });
});
