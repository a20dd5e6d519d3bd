import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDays } from '../../server/src/modules/rest-hours/rest-repo';
import { startTestServer, TEST_TODAY, type TestServer } from '../../server/testing/test-server';
import {
  deleteClockChange,
  recordClockChange,
} from '../../src/features/rest-hours/data/clock-change-commands';
import { saveDayWithNotes, saveRestDay } from '../../src/features/rest-hours/data/save-rest-day';
import { serverDevice } from '../kits/server-device';

/**
 * Issue 33: the day tools on dates of another length. A day saved through several dates, or a
 * reopen request's day, takes each date's length by ship's clock time (the server refuses a
 * wrong one); a clock change deleted after days were saved at its length lays them back on 48
 * cells by ship's clock without losing a mark, on the server and for a save still in flight;
 * a signed record is never changed under its signature (the deletion is refused instead).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const rest = (n: number) => '0'.repeat(n);
const work = (n: number) => '1'.repeat(n);
// 00:00-02:00 worked, 02:00-03:00 rest then worked again after the clocks went back, rest after.
const LONG = `${work(4)}${'00'}${'11'}${rest(42)}`;
const FOLDED = `${work(6)}${rest(42)}`; // 02:00-03:00 keeps the marks of the second pass

async function setUp(date: string) {
  const aurora = await s.vesselId('aurora');
  let clock = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
  const now = () => clock;
  const master = await serverDevice(s, 'captain@demo.yacht', now);
  const crew = await serverDevice(s, 'crew@demo.yacht', now);
  const who = { db: master.db, userId: master.login.user.id, name: 'Captain', now: clock };
  await recordClockChange(who, { yachtId: aurora, date, at: '02:00', minutes: -60 });
  expect((await master.sync()).outcome).toBe('synced');
  await crew.sync();
  const later = () => {
    clock += 60_000;
    return clock;
  };
  return { aurora, master, crew, who, later, crewId: crew.login.user.id };
}

const storedWork = async (userId: number, vesselId: number, dates: string[]) =>
  Object.fromEntries((await findDays(s.db, userId, vesselId, dates)).map((d) => [d.date, d.work]));

describe('days of another length through the day tools', () => {
  it('a day saved through dates around a clock change takes each date’s length', async () => {
    const { aurora, crew, later, crewId } = await setUp('2026-11-08');
    const day = `${work(8)}${rest(40)}`; // worked 00:00-04:00
    await saveDayWithNotes(
      crew.db,
      { ...crew.login, key: 'current', needsLogin: false },
      {
        userId: crewId,
        vesselId: aurora,
        dates: ['2026-11-07', '2026-11-08', '2026-11-09'],
        work: day,
        reopen: false,
      },
      later(),
    );
    expect((await crew.sync()).outcome).toBe('synced');
    expect(await storedWork(crewId, aurora, ['2026-11-07', '2026-11-08', '2026-11-09'])).toEqual({
      '2026-11-07': day,
      '2026-11-08': `${work(10)}${rest(40)}`, // the hour lived twice was worked both times
      '2026-11-09': day,
    });
    // Judged before saving the same way: each date at its length, not one refusal for all.
    const check = await s.post(
      `/hor/compliance/noncompliances/${crewId}`,
      { yachtId: aurora, dates: ['2026-11-08', '2026-11-09'], binary: LONG },
      (await s.login('crew@demo.yacht')).accessToken,
    );
    expect(check.status).toBe(200);
  });

  it('a deleted change lays the days saved at its length back on 48 cells, a save in flight too', async () => {
    const { aurora, master, crew, who, later, crewId } = await setUp('2026-11-15');
    const captainId = master.login.user.id;
    await saveRestDay(crew.db, { userId: crewId, vesselId: aurora, date: '2026-11-15', work: LONG }, later());
    await saveRestDay(
      master.db,
      { userId: captainId, vesselId: aurora, date: '2026-11-15', work: LONG },
      later(),
    );
    expect((await crew.sync()).outcome).toBe('synced');
    expect((await master.sync()).outcome).toBe('synced');
    expect(await storedWork(crewId, aurora, ['2026-11-15'])).toEqual({ '2026-11-15': LONG });

    // The crew member edits the day offline; meanwhile the master deletes the change.
    crew.link.offline = true;
    const edited = `${work(4)}${'01'}${'10'}${rest(42)}`;
    await saveRestDay(
      crew.db,
      { userId: crewId, vesselId: aurora, date: '2026-11-15', work: edited },
      later(),
    );
    const held = await master.db.clockChanges.get([aurora, '2026-11-15']);
    await deleteClockChange({ ...who, now: later() }, held!);
    expect((await master.sync()).outcome).toBe('synced');
    expect(await storedWork(captainId, aurora, ['2026-11-15'])).toEqual({ '2026-11-15': FOLDED });
    expect((await master.db.restDays.get([captainId, aurora, '2026-11-15']))?.work).toBe(FOLDED);
    const audit = await s.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'rest_day' AND entity_key = $1 ORDER BY id`,
      [`${aurora}/${captainId}/2026-11-15`],
    );
    expect(audit.map((a) => a.action)).toContain('clock-change-relay');

    // The edit queued before the crew's device heard of it is laid on 48 cells, not refused.
    crew.link.offline = false;
    later();
    expect((await crew.sync()).outcome).toBe('synced');
    expect(await storedWork(crewId, aurora, ['2026-11-15'])).toEqual({
      '2026-11-15': `${work(6)}${rest(42)}`,
    });
    expect((await crew.db.restDays.get([crewId, aurora, '2026-11-15']))?.work).toHaveLength(48);
  });

  it('is refused while a day at its length lies in a signed month', async () => {
    const { aurora, crew, later, crewId } = await setUp('2026-12-06');
    await saveRestDay(crew.db, { userId: crewId, vesselId: aurora, date: '2026-12-06', work: LONG }, later());
    expect((await crew.sync()).outcome).toBe('synced');
    await s.db.query(
      `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version) VALUES ($1, $2, '2026-12', $1, now(), 1)
       ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = EXCLUDED.signed_by, signed_at = now()`,
      [crewId, aurora],
    );
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const res = await s.request(`/hor/clock-changes/${aurora}/2026-12-06`, {
      method: 'DELETE',
      token: captain,
    });
    expect(res.status).toBe(409);
    expect(await storedWork(crewId, aurora, ['2026-12-06'])).toEqual({ '2026-12-06': LONG });
  });
});

describe('a reopen request on dates of another length', () => {
  it('accepted, each date takes the requested day at its own length', async () => {
    const month = '2026-10';
    // The change is recorded while October is open (a signed month's dates keep their clocks);
    // the crew member's month is then signed and countersigned over the 25-hour day.
    await s.db.query(
      `UPDATE rest_months SET signed_by = NULL, countersigned_by = NULL WHERE vessel_id = $1 AND month = $2`,
      [await s.vesselId('aurora'), month],
    );
    const { aurora, later, crewId } = await setUp('2026-10-25');
    const captainId = await s.idOf('captain@demo.yacht');
    await s.db.query(
      `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, countersigned_by, countersigned_at, version)
       VALUES ($1, $2, $3, $1, now(), $4, now(), 1)
       ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = EXCLUDED.signed_by, signed_at = now(),
         countersigned_by = EXCLUDED.countersigned_by, countersigned_at = now()`,
      [crewId, aurora, month, captainId],
    );
    const token = { crew: (await s.login('crew@demo.yacht')).accessToken };
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const sync = async (t: string, op: string, body: unknown) =>
      (
        (await (
          await s.post(
            '/sync',
            { cursor: 0, ops: [{ id: `01JLEN${op.length}${later()}`, op, body, baseVersion: 0 }] },
            t,
          )
        ).json()) as { results: { status: string; message?: string }[] }
      ).results[0];
    const requestId = '01JLENGTHREQUEST000000001';
    expect(
      await sync(token.crew, 'hor/reopen/request', {
        requestId,
        yachtId: aurora,
        userId: crewId,
        dates: ['2026-10-24', '2026-10-25'],
        binary: LONG,
      }),
    ).toMatchObject({ status: 'applied' });
    expect(
      await sync(captain, 'hor/reopen/decide', { requestId, yachtId: aurora, accept: true }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await storedWork(crewId, aurora, ['2026-10-24', '2026-10-25'])).toEqual({
      '2026-10-24': FOLDED,
      '2026-10-25': LONG,
    });
  });
});
