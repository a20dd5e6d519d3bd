import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { OTHER, WATCH } from '../../../../testing/signed-month-kit';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * A day save carries the version its device based it on. A day someone else changed after it is
 * a conflict that writes nothing, with the server's copy and who changed it; the user's own
 * changes (another device, an answer lost) and saves of the same work go through as before.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const LONG = '000000000000111111111111111111111111111111000000';
let n = 0;
const opId = () => `01JCHANGEDBY${String(++n).padStart(14, '0')}`;

/** A crew member's day on a new vessel, saved by them; their and the officer's tokens. */
async function crewDay(date = '2026-10-05') {
  const v = await scratchVessel(s);
  const crew = (await s.login(v.crew.email)).accessToken;
  const officer = (await s.login(v.officer.email)).accessToken;
  const saved = await s.post(
    `/hor/day/${v.crew.id}`,
    { yachtId: v.vesselId, dates: [date], binary: WATCH },
    crew,
  );
  expect(saved.status).toBe(200);
  const base = Number((await saved.json()).version);
  return { ...v, crewToken: crew, officerToken: officer, base, date };
}

/** The vessel's officer saves the crew member's day (a correction ashore or on board). */
const correct = (d: Awaited<ReturnType<typeof crewDay>>, binary: string) =>
  s.post(`/hor/day/${d.crew.id}`, { yachtId: d.vesselId, dates: [d.date], binary }, d.officerToken);

const stored = async (d: { crew: { id: number }; vesselId: number; date: string }) => {
  const [row] = await s.db.query<{ work: string; version: string }>(
    'SELECT work, version FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3',
    [d.crew.id, d.vesselId, d.date],
  );
  return { work: row!.work, version: Number(row!.version) };
};

/** Queued day saves in one batch; their results. */
async function queue(
  token: string,
  saves: { userId: number; yachtId: number; date: string; work: string; base: number }[],
) {
  const ops = saves.map((x) => ({
    id: opId(),
    op: 'hor/day/save',
    body: { userId: x.userId, yachtId: x.yachtId, dates: [x.date], binary: x.work },
    baseVersion: x.base,
  }));
  const res = await s.post('/sync', { cursor: 0, ops }, token);
  expect(res.status).toBe(200);
  return (await res.json()).results as {
    status: string;
    message?: string;
    version?: number;
    records?: { restDays?: { date: string; work: string; version: number }[] };
  }[];
}

describe('a day changed by someone else after the copy a save was based on', () => {
  it('is a conflict through the queue: nothing written, the server copy and who changed it', async () => {
    const d = await crewDay();
    // The officer corrects the day; the crew's phone, offline, edits the copy it had.
    const fixed = await correct(d, LONG);
    expect(fixed.status).toBe(200);
    const before = await stored(d);
    const [result] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: d.base },
    ]);
    expect(result!.status).toBe('conflict');
    expect(result!.message).toBe(
      'Omar Scratch changed this record while your change was waiting to be sent.',
    );
    expect(result!.records?.restDays).toEqual([expect.objectContaining({ date: d.date, work: LONG })]);
    expect(await stored(d)).toEqual(before);

    // Kept after seeing both: sent again on the server's copy, it replaces it.
    const [again] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: before.version },
    ]);
    expect(again!.status).toBe('applied');
    expect((await stored(d)).work).toBe(OTHER);
  });

  it('is a conflict in a batch of several saves too, and the other days of the batch are applied', async () => {
    const d = await crewDay();
    await correct(d, LONG);
    const results = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: '2026-10-04', work: OTHER, base: 0 },
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: d.base },
      { userId: d.crew.id, yachtId: d.vesselId, date: '2026-10-06', work: OTHER, base: 0 },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'conflict', 'applied']);
    expect((await stored(d)).work).toBe(LONG);
  });

  it('is a 409 over REST with X-Base-Version, and the day is kept', async () => {
    const d = await crewDay();
    await correct(d, LONG);
    const res = await s.request(`/hor/day/${d.crew.id}`, {
      method: 'POST',
      body: JSON.stringify({ yachtId: d.vesselId, dates: [d.date], binary: OTHER }),
      token: d.crewToken,
      headers: { 'x-base-version': String(d.base) },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'Omar Scratch changed this record while your change was waiting to be sent.',
    );
    expect((await stored(d)).work).toBe(LONG);
  });

  it('a day off marked over REST (POST /hor/day/rest) with X-Base-Version is a 409 as well', async () => {
    const d = await crewDay();
    await correct(d, LONG);
    const dayOff = (base: number) =>
      s.request(`/hor/day/rest/${d.crew.id}`, {
        method: 'POST',
        body: JSON.stringify({ yachtId: d.vesselId, dates: [d.date] }),
        token: d.crewToken,
        headers: { 'x-base-version': String(base) },
      });
    expect((await dayOff(d.base)).status).toBe(409);
    expect((await stored(d)).work).toBe(LONG);
    // Based on the officer's correction, it goes through.
    expect((await dayOff((await stored(d)).version)).status).toBe(200);
    expect((await stored(d)).work).toBe('0'.repeat(48));
  });
});

describe('saves that replace no one else', () => {
  it("the user's own later change (another device, or an answer lost) is replaced as before", async () => {
    const d = await crewDay();
    await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: LONG, base: d.base },
    ]);
    const [result] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: d.base },
    ]);
    expect(result!.status).toBe('applied');
    expect((await stored(d)).work).toBe(OTHER);
  });

  it('a save of the work already recorded, or one with no base, is applied', async () => {
    const d = await crewDay();
    await correct(d, LONG);
    const [same] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: LONG, base: d.base },
    ]);
    expect(same!.status).toBe('applied');
    await correct(d, WATCH);
    const [unbased] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: 0 },
    ]);
    expect(unbased!.status).toBe('applied');
    expect((await stored(d)).work).toBe(OTHER);
  });

  it('a day cleared by someone else after the copy is a conflict as well', async () => {
    const d = await crewDay();
    const cleared = await s.request(`/hor/day/rest/${d.crew.id}`, {
      method: 'DELETE',
      body: JSON.stringify({ yachtId: d.vesselId, dates: [d.date] }),
      token: d.officerToken,
    });
    expect(cleared.status).toBe(200);
    const [result] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: d.base },
    ]);
    expect(result!.status).toBe('conflict');
    // Marked cleared, with the version a resubmit is based on.
    const [day] = result!.records?.restDays ?? [];
    expect(day).toEqual(expect.objectContaining({ date: d.date, cleared: true }));
    const [again] = await queue(d.crewToken, [
      { userId: d.crew.id, yachtId: d.vesselId, date: d.date, work: OTHER, base: day!.version },
    ]);
    expect(again!.status).toBe('applied');
    expect((await stored(d)).work).toBe(OTHER);
  });
});

describe('a clear of a day someone else changed after its copy', () => {
  const clear = async (
    token: string,
    d: { crew: { id: number }; vesselId: number; date: string },
    base: number,
  ) => {
    const res = await s.post(
      '/sync',
      {
        cursor: 0,
        ops: [
          {
            id: opId(),
            op: 'hor/day/clear',
            body: { userId: d.crew.id, yachtId: d.vesselId, dates: [d.date] },
            baseVersion: base,
          },
        ],
      },
      token,
    );
    return (await res.json()).results[0] as { status: string; message?: string };
  };

  it('is a conflict that keeps the day, and goes through on the server copy', async () => {
    const d = await crewDay();
    await correct(d, LONG);
    const result = await clear(d.crewToken, d, d.base);
    expect(result.status).toBe('conflict');
    expect(result.message).toBe('Omar Scratch changed this record while your change was waiting to be sent.');
    expect((await stored(d)).work).toBe(LONG);
    // Over REST with X-Base-Version as well.
    const res = await s.request(`/hor/day/rest/${d.crew.id}`, {
      method: 'DELETE',
      body: JSON.stringify({ yachtId: d.vesselId, dates: [d.date] }),
      token: d.crewToken,
      headers: { 'x-base-version': String(d.base) },
    });
    expect(res.status).toBe(409);
    const [row] = await s.db.query<{ cleared: boolean }>(
      'SELECT cleared FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day = $3',
      [d.crew.id, d.vesselId, d.date],
    );
    expect(row!.cleared).toBe(false);
    expect((await clear(d.crewToken, d, (await stored(d)).version)).status).toBe('applied');
  });

  it("the user's own later change is cleared as before", async () => {
    const d = await crewDay();
    await s.post(
      `/hor/day/${d.crew.id}`,
      { yachtId: d.vesselId, dates: [d.date], binary: LONG },
      d.crewToken,
    );
    expect((await clear(d.crewToken, d, d.base)).status).toBe('applied');
  });
});
