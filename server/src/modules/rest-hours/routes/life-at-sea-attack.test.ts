import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { aurora, crewId, openRestHoursServer, opsWith, s } from '../../../../testing/rest-hours-kit';
import { demoTokens, outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Attack on issue 33's additions: the vessel's working language (REST and /sync), rest days on
 * elapsed time around recorded clock changes, and the records with both.
 */
openRestHoursServer();
const op = opsWith('01JZZATTACK');
const token: Record<string, string> = {};
let meridian: number;
/** Posts the crew member's queued operations; answers the server's JSON. */
const crewSync = async (ops: unknown[]) => (await s.post('/sync', { cursor: 0, ops }, token.crew)).json();
/** Saves `n` cells on the dates of the crew member's days, as `who`; answers the status. */
const saveDay = async (dates: string[], n: number, who = 'crew') =>
  (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates, binary: dayOf(n) }, token[who])).status;

const setup = async () => {
  if (token.crew) return;
  Object.assign(token, await demoTokens(s, ['crew', 'officer', 'captain', 'fleet']));
  token.outsider = (await outsiderCaptain(s)).token;
  meridian = await s.vesselId('meridian');
};
const language = async () =>
  (
    await s.db.query<{ l: string | null }>(
      'SELECT working_language AS l FROM hor_vessel_settings WHERE vessel_id = $1',
      [aurora],
    )
  )[0]?.l ?? 'en';
const raw = (path: string, body: string, who: string) =>
  s.request(path, {
    method: 'POST',
    body,
    token: token[who],
    headers: { 'content-type': 'application/json' },
  });
const fields = async (res: Response) =>
  ((await res.json()) as { errorList?: { property: string }[] }).errorList?.map((e) => e.property) ?? [];

describe('working language: who, which vessel, what body', () => {
  it('only the master of that vessel sets it; another vessel is refused; everyone on board reads', async () => {
    await setup();
    for (const who of ['crew', 'officer', 'outsider']) {
      const res = await s.post(`/hor/language/${aurora}`, { language: 'es' }, token[who]);
      expect([who, res.status, await res.json()]).toEqual([who, 403, { message: MSG.status403 }]);
    }
    // Aurora's captain on Meridian.
    expect((await s.post(`/hor/language/${meridian}`, { language: 'es' }, token.captain)).status).toBe(403);
    // The demo crew member is on Meridian too (reads it); Aurora's officer is not.
    expect((await s.request(`/hor/language/${meridian}`, { token: token.crew })).status).toBe(200);
    expect((await s.request(`/hor/language/${meridian}`, { token: token.officer })).status).toBe(403);
    expect((await s.request(`/hor/language/${aurora}`, { token: token.outsider })).status).toBe(403);
    for (const path of ['abc', '0', '-1', '1e3', '99999999', '9'.repeat(40)]) {
      const res = await s.post(`/hor/language/${path}`, { language: 'es' }, token.captain);
      expect([path, res.status]).toEqual([
        path,
        expect.toSatisfy((n: number) => n === 400 || n === 403 || n === 404),
      ]);
      const got = await s.request(`/hor/language/${path}`, { token: token.crew });
      expect([path, got.status]).toEqual([
        path,
        expect.toSatisfy((n: number) => n === 400 || n === 403 || n === 404),
      ]);
    }
    expect(await language()).toBe('en');
  });

  it.each([
    [{ language: 'xx' }, 'language'],
    [{ language: 'ES' }, 'language'],
    [{ language: 'es ' }, 'language'],
    [{ language: 5 }, 'language'],
    [{ language: null }, 'language'],
    [{ language: ['es'] }, 'language'],
    [{}, 'language'],
    [{ language: 'es', extra: 1 }, 'extra'],
    [{ language: 'es', yachtId: 999 }, 'yachtId'],
    [{ language: 'e'.repeat(200_000) }, 'language'],
    [{ language: 'es\u0000' }, 'language'],
    [{ language: 'es', __proto__: { x: 1 } }, ''],
  ])('a bad body %# is a 400 (naming %s), and nothing changes', async (body, property) => {
    await setup();
    const res = await s.post(`/hor/language/${aurora}`, body, token.captain);
    if (property === '') {
      expect([200, 400]).toContain(res.status);
      await s.post(`/hor/language/${aurora}`, { language: 'en' }, token.captain);
      return;
    }
    expect(res.status).toBe(400);
    expect(await fields(res)).toContain(property);
    expect(await language()).toBe('en');
  });

  it('non-JSON, arrays and scalars as the body are 400s', async () => {
    await setup();
    for (const body of [
      '',
      'es',
      '"es"',
      '["es"]',
      'null',
      '{"language":',
      '{"language":"es","language":"xx"}',
    ]) {
      const res = await raw(`/hor/language/${aurora}`, body, 'captain');
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect(await language()).toBe('en');
  });

  it('the queued save: refused to an officer, another vessel’s captain, on another vessel and with bad bodies', async () => {
    await setup();
    const cases: [string, unknown][] = [
      ['officer', { yachtId: aurora, language: 'es' }],
      ['crew', { yachtId: aurora, language: 'es' }],
      ['outsider', { yachtId: aurora, language: 'es' }],
      ['captain', { yachtId: meridian, language: 'es' }],
      ['captain', { yachtId: 99999999, language: 'es' }],
      ['captain', { yachtId: aurora, language: 'xx' }],
      ['captain', { yachtId: aurora, language: 'es', extra: true }],
      ['captain', { yachtId: String(aurora), language: 5 }],
      ['captain', { yachtId: aurora }],
      ['captain', { language: 'es' }],
      ['captain', { yachtId: aurora, language: 'e'.repeat(100_000) }],
    ];
    for (const [who, body] of cases) {
      const res = await s.post('/sync', { cursor: 0, ops: [op('hor/language/save', body)] }, token[who]);
      const answer = await res.json();
      // Either the whole batch is refused (400) or the op is.
      if (res.status === 200) expect([who, body, answer.results[0].status]).toEqual([who, body, 'rejected']);
      else expect([who, res.status]).toEqual([who, 400]);
    }
    expect(await language()).toBe('en');
    const meridianLang = await s.db.query(
      "SELECT 1 FROM hor_vessel_settings WHERE vessel_id = $1 AND working_language = 'es'",
      [meridian],
    );
    expect(meridianLang).toHaveLength(0);
  });

  it('a fleet manager (level 6+ ashore) sets it', async () => {
    await setup();
    const res = await s.post(`/hor/language/${aurora}`, { language: 'es' }, token.fleet);
    expect(res.status).toBe(200);
    expect(await language()).toBe('es');
    expect((await s.post(`/hor/language/${aurora}`, { language: 'en' }, token.fleet)).status).toBe(200);
  });
});

// Clock changes in November 2026: a length for each kind of date.
const CHANGES = [
  { date: '2026-11-03', at: '02:00', minutes: -60, cells: 50 },
  { date: '2026-11-05', at: '02:00', minutes: -30, cells: 49 },
  { date: '2026-11-10', at: '02:00', minutes: 60, cells: 46 },
  { date: '2026-11-12', at: '02:00', minutes: 30, cells: 47 },
  { date: '2026-11-15', at: '00:00', minutes: -1440, cells: 96 },
  { date: '2026-11-20', at: '00:00', minutes: 1440, cells: 0 },
] as const;
const PLAIN = '2026-11-07';
const LENGTHS = [0, 1, 46, 47, 48, 49, 50, 95, 96, 97, 200, 10000];
const dayOf = (n: number) =>
  '0'
    .repeat(Math.max(0, n - 8))
    .padEnd(n, '1')
    .slice(0, n);
const stored = async (date: string) =>
  (
    await s.db.query<{ work: string }>(
      'SELECT work FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3 AND NOT cleared',
      [crewId, aurora, date],
    )
  )[0]?.work;
const clearAll = () =>
  s.db.query('DELETE FROM rest_days WHERE user_id = $1 AND vessel_id = $2', [crewId, aurora]);

describe('rest days on elapsed time', () => {
  it('the captain records the changes', async () => {
    await setup();
    for (const c of CHANGES) {
      const res = await s.post(
        `/hor/clock-changes/${aurora}`,
        { date: c.date, at: c.at, minutes: c.minutes },
        token.captain,
      );
      expect([c.date, res.status]).toEqual([c.date, 200]);
    }
  });

  it.each([PLAIN, ...CHANGES.map((c) => c.date)])(
    'on %s only 48 cells or its elapsed cells are saved (REST and /sync)',
    async (date) => {
      await setup();
      const cells = CHANGES.find((c) => c.date === date)?.cells ?? 48;
      for (const n of LENGTHS) {
        await clearAll();
        // No day is empty: a skipped date (0 cells) takes no save but the 48 a device logged before.
        const ok = n > 0 && (n === 48 || n === cells);
        const res = await s.post(
          `/hor/day/${crewId}`,
          { yachtId: aurora, dates: [date], binary: dayOf(n) },
          token.crew,
        );
        expect([date, n, res.status]).toEqual([date, n, ok ? 200 : 400]);
        if (!ok) expect([date, n, await fields(res)]).toEqual([date, n, ['binary']]);
        expect([date, n, (await stored(date))?.length]).toEqual([date, n, ok ? n : undefined]);
        await clearAll();
        const answer = await crewSync([
          op('hor/day/save', { yachtId: aurora, userId: crewId, dates: [date], binary: dayOf(n) }),
        ]);
        expect([date, n, answer.results?.[0]?.status ?? 'batch refused']).toEqual([
          date,
          n,
          ok
            ? 'applied'
            : expect.toSatisfy((x: string) => x === 'rejected' || x === 'invalid' || x === 'batch refused'),
        ]);
        expect([date, n, (await stored(date))?.length]).toEqual([date, n, ok ? n : undefined]);
        // The check before a save answers as the save does: judged, or a 400 naming binary.
        const check = await s.post(
          `/hor/compliance/noncompliances/${crewId}`,
          { yachtId: aurora, dates: [date], binary: dayOf(n) },
          token.crew,
        );
        expect([date, n, check.status]).toEqual([date, n, ok ? 200 : 400]);
        if (!ok) expect([date, n, await fields(check)]).toEqual([date, n, ['binary']]);
      }
    },
  );

  it('several dates in one save where only one has a change: all or nothing', async () => {
    await setup();
    await clearAll();
    const dates = ['2026-11-02', '2026-11-03', '2026-11-04'];
    const res = await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates, binary: dayOf(50) }, token.crew);
    expect(res.status).toBe(400);
    expect(await fields(res)).toEqual(['binary']);
    const answer = await crewSync([
      op('hor/day/save', { yachtId: aurora, userId: crewId, dates, binary: dayOf(50) }),
    ]);
    expect(answer.results[0].status).toBe('rejected');
    for (const d of dates) expect([d, await stored(d)]).toEqual([d, undefined]);
    // 48 cells fit them all.
    expect(
      (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates, binary: dayOf(48) }, token.crew)).status,
    ).toBe(200);
    // Copying the changed date's 50 cells onto a plain date stores 48 cells there.
    await clearAll();
    expect(await saveDay(['2026-11-03'], 50, 'crew')).toBe(200);
    const copy = await s.post(
      '/hor/day/copy',
      {
        yachtId: aurora,
        fromUser: crewId,
        toUser: crewId,
        fromDateBegin: '2026-11-03',
        fromDateEnd: '2026-11-03',
        toDateBegin: '2026-11-08',
        toDateEnd: '2026-11-08',
      },
      token.crew,
    );
    expect(copy.status).not.toBe(500);
    expect(copy.status).toBe(200); // laid on the plain date's 48 cells by ship's clock (issue 33)
    expect(copy.status === 200 ? (await stored('2026-11-08'))?.length : 48).toBe(48);
  });

  it('an officer saves another’s elapsed day; another vessel’s captain may not', async () => {
    await setup();
    await clearAll();
    const body = { yachtId: aurora, dates: ['2026-11-10'], binary: dayOf(46) };
    expect((await s.post(`/hor/day/${crewId}`, body, token.outsider)).status).toBe(403);
    expect(await stored('2026-11-10')).toBeUndefined();
    expect((await s.post(`/hor/day/${crewId}`, body, token.officer)).status).toBe(200);
  });

  it('changes deleted after elapsed days were saved: the month, the calendars and the records answer (no 500)', async () => {
    await setup();
    await clearAll();
    for (const c of CHANGES.filter((c) => c.cells > 0)) {
      const res = await s.post(
        `/hor/day/${crewId}`,
        { yachtId: aurora, dates: [c.date], binary: dayOf(c.cells) },
        token.crew,
      );
      expect([c.date, res.status]).toEqual([c.date, 200]);
    }
    await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates: ['2026-11-04', '2026-11-16'], binary: dayOf(48) },
      token.crew,
    );
    const reads = async (label: string) => {
      const paths: [string, string, unknown?][] = [
        ['GET', `/hor/records/${aurora}/${crewId}`],
        ['GET', `/hor/records/download/${aurora}/${crewId}/2026-11?format=pdf`],
        ['GET', `/hor/records/download/${aurora}/${crewId}/2026-11?format=xlsx`],
        ['GET', `/hor/records/downloadYacht/${aurora}/2026-11?format=pdf`],
        ['GET', `/hor/records/downloadYacht/${aurora}/2026-11?format=xlsx`],
        ['GET', `/hor/compliance/weekly/${aurora}/${crewId}/2026-11`],
        ['GET', `/hor/compliance/daily/${aurora}/${crewId}/2026-11-03`],
        ['GET', `/hor/compliance/daily/${aurora}/${crewId}/2026-11-15`],
        ['GET', `/hor/compliance/daily/${aurora}/2026-11-03`],
        ['POST', `/hor/compliance/weekly/${aurora}`, { Date: '2026-11-03' }],
        ['POST', `/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date: '2026-11-03' }],
        ['POST', `/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date: '2026-11-15' }],
        [
          'POST',
          `/hor/compliance/noncompliances/${crewId}`,
          { yachtId: aurora, dates: ['2026-11-04'], binary: dayOf(48) },
        ],
      ];
      for (const who of ['crew', 'captain']) {
        for (const [method, path, body] of paths) {
          const res =
            method === 'GET'
              ? await s.request(path, { token: token[who] })
              : await s.post(path, body, token[who]);
          expect([label, who, path, res.status]).toEqual([
            label,
            who,
            path,
            expect.toSatisfy((n: number) => n < 500),
          ]);
          if (path.includes('download') && who === 'captain')
            expect([label, path, res.status]).toEqual([label, path, 200]);
        }
      }
      const sync = await s.post('/sync', { cursor: 0, ops: [] }, token.crew);
      expect([label, sync.status]).toEqual([label, 200]);
    };
    await reads('with the changes, in English');
    expect((await s.post(`/hor/language/${aurora}`, { language: 'es' }, token.captain)).status).toBe(200);
    await reads('with the changes, in Spanish');
    for (const c of CHANGES) {
      const res = await s.request(`/hor/clock-changes/${aurora}/${c.date}`, {
        method: 'DELETE',
        token: token.captain,
      });
      expect([c.date, res.status]).toEqual([c.date, expect.toSatisfy((n: number) => n === 200 || n === 204)]);
    }
    await reads('changes deleted, in Spanish');
    // A 48-cell day saves again on the date whose change went. The 50 cells drawn on the deleted
    // change (a save queued offline before the deletion) are laid on 48 cells, never stored at 50.
    expect(await saveDay(['2026-11-03'], 50, 'crew')).toBe(200);
    expect(await stored('2026-11-03')).toHaveLength(48);
    expect(await saveDay(['2026-11-03'], 48, 'crew')).toBe(200);
    await s.post(`/hor/language/${aurora}`, { language: 'en' }, token.captain);
    await reads('changes deleted, in English');
  });
});

describe('a change replaced by another after elapsed days were saved', () => {
  it('a 50-cell day under a +60 change and a 96-cell day on a skipped date: reads answer, the check refuses what the save would', async () => {
    await setup();
    await clearAll();
    const record = (date: string, at: string, minutes: number) =>
      s.post(`/hor/clock-changes/${aurora}`, { date, at, minutes }, token.captain);
    expect((await record('2026-11-03', '02:00', -60)).status).toBe(200);
    expect((await record('2026-11-15', '00:00', -1440)).status).toBe(200);
    for (const [date, n] of [
      ['2026-11-03', 50],
      ['2026-11-15', 96],
    ] as const)
      expect(
        (await s.post(`/hor/day/${crewId}`, { yachtId: aurora, dates: [date], binary: dayOf(n) }, token.crew))
          .status,
      ).toBe(200);
    expect((await record('2026-11-03', '02:00', 60)).status).toBe(200);
    expect((await record('2026-11-15', '00:00', 1440)).status).toBe(200);
    for (const lang of ['es', 'en']) {
      expect((await s.post(`/hor/language/${aurora}`, { language: lang }, token.captain)).status).toBe(200);
      for (const path of [
        `/hor/records/download/${aurora}/${crewId}/2026-11?format=pdf`,
        `/hor/records/download/${aurora}/${crewId}/2026-11?format=xlsx`,
        `/hor/records/downloadYacht/${aurora}/2026-11?format=pdf`,
        `/hor/compliance/weekly/${aurora}/${crewId}/2026-11`,
        `/hor/compliance/daily/${aurora}/${crewId}/2026-11-03`,
        `/hor/compliance/daily/${aurora}/2026-11-15`,
      ]) {
        const res = await s.request(path, { token: token.captain });
        expect([lang, path, res.status]).toEqual([lang, path, 200]);
      }
      const sync = await s.post('/sync', { cursor: 0, ops: [] }, token.crew);
      expect(sync.status).toBe(200);
    }
    // The check of a day the save would refuse (50 cells on a plain date) is refused as the save is.
    const preview = await s.post(
      `/hor/compliance/noncompliances/${crewId}`,
      { yachtId: aurora, dates: ['2026-11-07'], binary: '1'.repeat(50) },
      token.crew,
    );
    expect(preview.status).toBe(400);
    expect(await fields(preview)).toEqual(['binary']);
  });
});
