import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { describe, expect, it } from 'vitest';
import * as kit from '../../../../testing/rest-hours-kit';
import { demoTokens } from '../../../../testing/role-fixtures';

/**
 * Issue 33's routes and queued operations attacked from the cases the role matrix does not
 * reach: someone whose role on the vessel has ended (they left it), a vessel whose hours of rest
 * module is switched off (through /sync), and odd bodies of the check before a save and of the
 * queued day save. Each is refused with the spec's status and message, and nothing is stored.
 */
const { openRestHoursServer, opsWith, syncBatch } = kit;
openRestHoursServer();
const op = opsWith('01JLEFTATTACK');
let token: Record<string, string> = {};
const tokens = async () => {
  if (!token.captain) token = await demoTokens(kit.s, ['crew', 'officer', 'captain']);
  return token;
};
const CHANGE = { date: '2026-11-20', at: '02:00', minutes: -60 };
// For the demo crew member (a period names its watchkeepers), so only the master's leaving refuses it.
const may = () => ({ from: '2026-05-01', to: '2026-05-07', userIds: [kit.crewId] });
const DAY = '0'.repeat(40) + '1'.repeat(8);
const TEN_MB = 'x'.repeat(10_000_000);
type Result = { status: string; message?: string; errorList?: { property: string }[] };

/** Runs `body` while `email`'s role on Aurora has ended (they left the vessel). */
async function whileLeft(email: string, body: () => Promise<void>) {
  const id = await kit.s.idOf(email);
  await kit.s.db.query(
    "UPDATE user_vessel_roles SET end_date = '2020-01-01' WHERE user_id = $1 AND vessel_id = $2",
    [id, kit.aurora],
  );
  try {
    await body();
  } finally {
    await kit.s.db.query(
      'UPDATE user_vessel_roles SET end_date = NULL WHERE user_id = $1 AND vessel_id = $2',
      [id, kit.aurora],
    );
  }
}

/** What Aurora holds of issue 33's settings and the crew member's days: none of it may change. */
const stored = async () => ({
  clock: await kit.s.db.query('SELECT day FROM clock_changes WHERE vessel_id = $1 AND NOT deleted', [
    kit.aurora,
  ]),
  exception: (await (
    await kit.s.request(`/hor/exception/${kit.aurora}`, { token: token.crew })
  ).json()) as unknown,
  language: (await (
    await kit.s.request(`/hor/language/${kit.aurora}`, { token: token.crew })
  ).json()) as unknown,
  days: await kit.s.db.query('SELECT day FROM rest_days WHERE vessel_id = $1 AND day >= $2', [
    kit.aurora,
    '2026-09-01',
  ]),
});

/** Issue 33's queued writes on Aurora (a day of November, a month no one has signed), as `bearer`. */
async function queuedWrites(bearer: string) {
  const a = kit.aurora;
  const answer = await syncBatch(kit.s, bearer, [
    op('hor/clock/save', { yachtId: a, ...CHANGE }),
    op('hor/clock/delete', { yachtId: a, date: CHANGE.date }),
    op('hor/exception/save', { yachtId: a, periods: [may()] }),
    op('hor/language/save', { yachtId: a, language: 'es' }),
    op('hor/day/save', { yachtId: a, userId: kit.crewId, dates: ['2026-11-20'], binary: DAY }),
  ]);
  return (answer.results as Result[]).map((r) => [r.status, r.message]);
}

describe('a master who has left the vessel', () => {
  it('is refused every issue 33 route with the spec’s 403, and every queued write', async () => {
    const t = await tokens();
    const before = await stored();
    await whileLeft('captain@demo.yacht', async () => {
      const a = kit.aurora;
      const calls: [string, Response | Promise<Response>][] = [
        ['GET clock', kit.s.request(`/hor/clock-changes/${a}`, { token: t.captain })],
        ['POST clock', kit.s.post(`/hor/clock-changes/${a}`, CHANGE, t.captain)],
        [
          'DELETE clock',
          kit.s.request(`/hor/clock-changes/${a}/${CHANGE.date}`, { method: 'DELETE', token: t.captain }),
        ],
        ['GET exception', kit.s.request(`/hor/exception/${a}`, { token: t.captain })],
        ['POST exception', kit.s.post(`/hor/exception/${a}`, { periods: [may()] }, t.captain)],
        ['GET language', kit.s.request(`/hor/language/${a}`, { token: t.captain })],
        ['POST language', kit.s.post(`/hor/language/${a}`, { language: 'es' }, t.captain)],
        ['verify', kit.s.request(`/hor/chain/verify/${a}`, { token: t.captain })],
        ['code', kit.s.request(`/hor/chain/code/${a}/ABCDE-FGHIJ`, { token: t.captain })],
        [
          'noncompliances',
          kit.s.post(
            `/hor/compliance/noncompliances/${kit.crewId}`,
            { yachtId: a, dates: ['2026-11-20'], binary: DAY },
            t.captain,
          ),
        ],
      ];
      for (const [name, call] of calls) {
        const res = await call;
        expect([name, res.status, await res.json()]).toEqual([name, 403, { message: MSG.status403 }]);
      }
      expect(await queuedWrites(t.captain!)).toEqual(Array(5).fill(['rejected', MSG.status403]));
    });
    expect(await stored()).toEqual(before);
  });

  it('a crew member who left reads none of the vessel’s settings and saves no day there', async () => {
    const t = await tokens();
    const before = await stored();
    await whileLeft('crew@demo.yacht', async () => {
      for (const path of ['clock-changes', 'exception', 'language']) {
        const res = await kit.s.request(`/hor/${path}/${kit.aurora}`, { token: t.crew });
        expect([path, res.status, await res.json()]).toEqual([path, 403, { message: MSG.status403 }]);
      }
      const body = { yachtId: kit.aurora, dates: ['2026-11-20'], binary: DAY };
      const rest = await kit.s.post(`/hor/day/${kit.crewId}`, body, t.crew);
      expect(rest.status).toBe(403);
      const check = await kit.s.post(`/hor/compliance/noncompliances/${kit.crewId}`, body, t.crew);
      expect(check.status).toBe(403);
      const answer = await syncBatch(kit.s, t.crew!, [op('hor/day/save', { ...body, userId: kit.crewId })]);
      expect((answer.results as Result[])[0]?.status).toBe('rejected');
    });
    // With the crew member back on board, reads of what was refused still answer as before.
    token = {};
    await tokens();
    expect(await stored()).toEqual(before);
  });
});

describe('the hours of rest module switched off on the vessel', () => {
  it('refuses issue 33’s queued operations of the fleet manager (level 8), saying why', async () => {
    const t = await tokens();
    const fleet = (await kit.s.login('fleet@demo.yacht')).accessToken;
    const before = await stored();
    await kit.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'hoursofrest') WHERE id = $1", [
      kit.aurora,
    ]);
    try {
      expect(await queuedWrites(fleet)).toEqual(
        Array(5).fill(['rejected', MSG.moduleOff(MODULE_NAMES.hoursofrest)]),
      );
    } finally {
      await kit.s.db.query(
        "UPDATE vessels SET modules = array_append(modules, 'hoursofrest') WHERE id = $1",
        [kit.aurora],
      );
    }
    expect(t.captain).toBeDefined();
    expect(await stored()).toEqual(before);
  });
});

describe('the check before a save: odd bodies', () => {
  const check = (body: unknown, user: number | string = kit.crewId) =>
    kit.s.post(`/hor/compliance/noncompliances/${user}`, body, token.crew);
  const fields = async (res: Response) =>
    ((await res.json()) as { errorList?: { property: string }[] }).errorList?.map((e) => e.property) ?? [];

  it.each([
    [{ dates: ['2026-11-20'], binary: DAY, extra: 1 }, 'extra'],
    [{ dates: ['2026-02-30'], binary: DAY }, 'dates.0'],
    [{ dates: ['9999-12-31'], binary: DAY }, 'dates.0'],
    [{ dates: ['0000-01-01'], binary: DAY }, 'dates.0'],
    [{ dates: ['2026-11-20\u0000'], binary: DAY }, 'dates.0'],
    [{ dates: '2026-11-20', binary: DAY }, 'dates'],
    [{ dates: ['2026-11-20'], binary: `${DAY.slice(1)}\u0000` }, 'binary'],
    [{ dates: ['2026-11-20'], binary: '2'.repeat(48) }, 'binary'],
    [{ dates: ['2026-11-20'], binary: 48 }, 'binary'],
  ])('check body %# is a 400 naming %s', async (body, property) => {
    await tokens();
    const res = await check({ yachtId: kit.aurora, ...body });
    expect([res.status, await fields(res).catch(() => 'no JSON')]).toEqual([
      400,
      expect.arrayContaining([property]),
    ]);
  });

  it('ten megabytes of cells are refused as too large, never a 500', async () => {
    await tokens();
    const res = await check({ yachtId: kit.aurora, dates: ['2026-11-20'], binary: TEN_MB });
    expect([res.status, await res.json()]).toEqual([413, { message: MSG.tooLarge }]);
  });

  it('of someone who is not on the vessel is refused as the save is (404), and judges nothing', async () => {
    const t = await tokens();
    const meridian = await kit.s.vesselId('meridian');
    const [other] = await kit.s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE vessel_id = $1
          AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [meridian, kit.aurora],
    );
    const body = { yachtId: kit.aurora, dates: ['2026-11-20'], binary: '1'.repeat(48) };
    const save = await kit.s.post(`/hor/day/${other!.id}`, body, t.officer);
    expect([save.status, await save.json()]).toEqual([404, { message: MSG.status404 }]);
    for (const who of ['officer', 'captain']) {
      const res = await kit.s.post(`/hor/compliance/noncompliances/${other!.id}`, body, token[who]);
      expect([who, res.status, await res.json()]).toEqual([who, 404, { message: MSG.status404 }]);
    }
  });

  it.each(['2147483648', '-1', '0', '99999999999'])(
    'a user id of %s is refused, never a 500',
    async (user) => {
      await tokens();
      const res = await check({ yachtId: kit.aurora, dates: ['2026-11-20'], binary: DAY }, user);
      expect([400, 403, 404]).toContain(res.status);
    },
  );
});

describe('the queued day save: odd bodies', () => {
  it.each([
    [{ dates: ['2026-02-30'], binary: DAY }, 'body.dates.0'],
    [{ dates: ['9999-12-31'], binary: DAY }, 'body.dates.0'],
    [{ dates: ['2026-11-20'], binary: DAY, extra: 1 }, 'body.extra'],
    [{ dates: ['2026-11-20'], binary: `${DAY.slice(1)}\u0000` }, 'body.binary'],
    [{ dates: ['2026-11-20'], binary: DAY, userId: 2147483648 }, 'body.userId'],
    [{ dates: ['2026-11-20'], binary: DAY, userId: -1 }, 'body.userId'],
  ])('queued body %# is rejected naming %s, and stores nothing', async (body, property) => {
    await tokens();
    const before = await stored();
    const answer = await syncBatch(kit.s, token.crew!, [
      op('hor/day/save', { yachtId: kit.aurora, userId: kit.crewId, ...body }),
    ]);
    const [result] = answer.results as Result[];
    expect([result?.status, result?.errorList?.map((e) => e.property)]).toEqual([
      'rejected',
      expect.arrayContaining([property]),
    ]);
    expect(await stored()).toEqual(before);
  });

  it('deleting a clock change that is not there, queued, is refused as not found and records nothing', async () => {
    await tokens();
    const answer = await syncBatch(kit.s, token.captain!, [
      op('hor/clock/delete', { yachtId: kit.aurora, date: '2026-09-20' }),
    ]);
    const [result] = answer.results as Result[];
    expect([result?.status, result?.message]).toEqual(['rejected', MSG.status404]);
    const rows = await kit.s.db.query('SELECT 1 FROM clock_changes WHERE vessel_id = $1 AND day = $2', [
      kit.aurora,
      '2026-09-20',
    ]);
    expect(rows).toEqual([]);
  });
});
