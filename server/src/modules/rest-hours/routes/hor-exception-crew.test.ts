import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  captainId,
  crewId,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';
import { loadSeafarerRecord } from '../records/load-record';

/**
 * The exception regime is for the watchkeepers a period names (STCW A-VIII/1 para 9): a deckhand
 * the master did not name keeps the standard rules on its dates; a period stored before periods
 * named anyone still judges all crew, as it did.
 */
openRestHoursServer();
const op = opsWith('01JEXCCREW');
const DATES = ['2026-12-02', '2026-12-03', '2026-12-04'];
const RANGE = { from: '2026-12-02', to: '2026-12-04' };
// Work 08-12, 13-18 and 19-24: 10 h of rest only in three periods (rule 3 under the standard rules).
const THREE_RESTS = `${'0'.repeat(16)}${'1'.repeat(8)}00${'1'.repeat(10)}00${'1'.repeat(10)}`;
const LABEL = 'STCW exception regime (A-VIII/1 para 9) 02 Dec – 04 Dec 26';

async function setUp() {
  const crew = (await s.login('crew@demo.yacht')).accessToken;
  const captain = (await s.login('captain@demo.yacht')).accessToken;
  const logged = await s.post(
    `/hor/day/${crewId}`,
    { yachtId: aurora, dates: DATES, binary: THREE_RESTS },
    crew,
  );
  expect(logged.status).toBe(200);
  const rules = async () => {
    const res = await s.request(`/hor/compliance/daily/${aurora}/${crewId}/2026-12-03`, { token: crew });
    return ((await res.json()).issues as { ruleId: number }[]).map((i) => i.ruleId);
  };
  const record = async () => {
    const r = await loadSeafarerRecord(s.db, aurora, crewId, '2026-12', '2026-12-05');
    return {
      exceptions: r?.exceptions,
      on3: r?.nonCompliances.find((n) => n.date === '2026-12-03')?.rules ?? [],
    };
  };
  const setPeriods = (periods: object[]) => s.post(`/hor/exception/${aurora}`, { periods }, captain);
  return { crew, captain, rules, record, setPeriods };
}

describe('exception periods name their watchkeepers', () => {
  it('a crew member not named is judged by the standard rules; one named by the regime', async () => {
    const { rules, record, setPeriods } = await setUp();
    expect(await rules()).toContain(3);

    const others = await setPeriods([{ ...RANGE, userIds: [captainId] }]);
    expect([others.status, await others.json()]).toEqual([
      200,
      { periods: [{ ...RANGE, userIds: [captainId] }] },
    ]);
    expect(await rules()).toContain(3);
    const notNamed = await record();
    expect(notNamed.exceptions).toEqual([]);
    expect(notNamed.on3).toContain('3. more than 2 rest periods');

    expect((await setPeriods([{ ...RANGE, userIds: [captainId, crewId] }])).status).toBe(200);
    expect(await rules()).not.toContain(3);
    const named = await record();
    expect(named.exceptions).toEqual([LABEL]);
    expect(named.on3.some((r) => r.startsWith('3.'))).toBe(false);
  });

  it('a period stored before periods named crew judges everyone, and may be sent back as it was', async () => {
    const { rules, record, setPeriods, crew } = await setUp();
    await s.db.query('UPDATE hor_vessel_settings SET exception_periods = $2 WHERE vessel_id = $1', [
      aurora,
      JSON.stringify([RANGE]),
    ]);
    expect(await rules()).not.toContain(3);
    expect((await record()).exceptions).toEqual([LABEL]);
    const read = await s.request(`/hor/exception/${aurora}`, { token: crew });
    expect(await read.json()).toEqual({ periods: [RANGE] });
    // Kept as it was beside a new period: allowed, and it still judges all crew.
    const JANUARY = { from: '2027-01-10', to: '2027-01-12', userIds: [crewId] };
    const kept = await setPeriods([RANGE, JANUARY]);
    expect([kept.status, await kept.json()]).toEqual([200, { periods: [RANGE, JANUARY] }]);
    expect(await rules()).not.toContain(3);
  });

  it.each([
    [
      [{ from: '2027-02-01', to: '2027-02-03' }],
      'periods.0.userIds',
      MSG.exceptionNoWatchkeepers('01 Feb – 03 Feb 27'),
    ],
    [
      [{ from: '2027-02-01', to: '2027-02-03', userIds: [] }],
      'periods.0.userIds',
      'Choose at least one watchkeeper.',
    ],
  ])('refuses a new period naming no one: %j', async (periods, property, message) => {
    const { setPeriods } = await setUp();
    const res = await setPeriods(periods);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property, message }]);
  });

  it('refuses a period naming someone who is not crew of the vessel, by REST and offline', async () => {
    const { setPeriods, captain } = await setUp();
    // Someone of the fleet never on this vessel's crew (another vessel's, or a fleet manager).
    const [row] = await s.db.query<{ id: number }>(
      'SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) LIMIT 1',
      [aurora],
    );
    const outsider = Number(row?.id);
    const periods = [{ from: '2027-03-01', to: '2027-03-03', userIds: [crewId, outsider] }];
    const res = await setPeriods(periods);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'periods.0.userIds', message: MSG.exceptionNotCrew(outsider) },
    ]);
    const queued = await syncBatch(s, captain, [
      op('hor/exception/save', { yachtId: aurora, periods }),
      op('hor/exception/save', { yachtId: aurora, periods: [{ from: '2027-03-01', to: '2027-03-03' }] }),
    ]);
    expect(queued.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected']);
    expect(queued.results[1].message).toBe(MSG.exceptionNoWatchkeepers('01 Mar – 03 Mar 27'));
  });
});
