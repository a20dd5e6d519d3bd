import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
let aurora: number;
let crewId: number;
let captainId: number;
let crewToken: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captainId = await s.idOf('captain@demo.yacht');
  crewToken = (await s.login('crew@demo.yacht')).accessToken;
});
afterAll(() => s.close());

const get = async (path: string, token = crewToken) => {
  const res = await s.request(path, { token });
  return { status: res.status, body: await res.json() };
};

describe('the read calls of /hor', () => {
  it('signState gives the month of a date; another crew member may not read it', async () => {
    const state = await s.post(
      '/hor/signoff/signState',
      { date: '2026-09-15', userID: crewId, yachtID: aurora },
      crewToken,
    );
    expect(await state.json()).toMatchObject({ month: '2026-09', counterSignedByName: 'James Whitfield' });
    expect(
      (
        await s.post(
          '/hor/signoff/signState',
          { date: '2026-09-15', userID: captainId, yachtID: aurora },
          crewToken,
        )
      ).status,
    ).toBe(403);
  });

  it('the sign-off pre-check reports signature, blanks and non-compliance', async () => {
    const { body } = await get(`/hor/signoff/check/${aurora}/2026-11`);
    expect(body).toEqual({
      digitalSignature: false,
      digitalSignatureOptOut: false,
      nonCompliance: false,
      monthHasBlanks: true,
      signedOf: null,
    });
  });

  it('compliance by day and by week', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    // The busiest day on record (a charter day of the demo fleet).
    const [charter] = await s.db.query<{ user_id: number }>(
      "SELECT user_id FROM rest_days WHERE vessel_id = $1 AND day = '2026-10-12' ORDER BY length(replace(work, '0', '')) DESC LIMIT 1",
      [aurora],
    );
    const daily = await get(`/hor/compliance/daily/${aurora}/${charter!.user_id}/2026-10-12`, captain);
    expect(daily.body.issues.map((i: { rule: number }) => i.rule)).toContain(1);
    // Per day, the spec's rules and comment (no reason given for that day).
    expect(daily.body.rules).toContain(1);
    expect(daily.body.comment).toBeNull();
    const weekly = await get(`/hor/compliance/weekly/${aurora}/${charter!.user_id}/2026-10`, captain);
    expect(weekly.body).toHaveLength(5);
    expect(weekly.body.some((w: { issues: unknown[] }) => w.issues.length > 0)).toBe(true);
    // Each week as the calendar reads it: a week with non-compliances is bad, counting its days.
    for (const w of weekly.body as { status: string; issueDays: number; issues: { date: string }[] }[]) {
      expect(w.issueDays).toBe(new Set(w.issues.map((i) => i.date)).size);
      if (w.issueDays) expect(w.status).toBe('bad');
    }
  });

  it('comments of a day can be read and edited by their author', async () => {
    const op = {
      id: '01JQUERYTEST0000000000001',
      op: 'hor/comment/save',
      body: {
        commentId: '01JQCOMMENT00000000000001',
        yachtId: aurora,
        userId: crewId,
        date: '2026-11-05',
        kind: 'comment',
        text: 'Drill',
      },
      baseVersion: 0,
    };
    await s.post('/sync', { cursor: 0, ops: [op] }, crewToken);
    expect(
      (await get(`/hor/comment/${aurora}/${crewId}/2026-11-05`)).body.map((c: { text: string }) => c.text),
    ).toEqual(['Drill']);
    const edit = await s.post(
      `/hor/comment/${aurora}/01JQCOMMENT00000000000001`,
      { text: 'Fire drill' },
      crewToken,
    );
    expect(await edit.json()).toEqual({ id: '01JQCOMMENT00000000000001', text: 'Fire drill' });
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const notMine = await s.post(`/hor/comment/${aurora}/01JQCOMMENT00000000000001`, { text: 'x' }, captain);
    expect(await notMine.json()).toEqual({ message: 'Invalid comment.' });
    // A non-compliance's reason is the day's comment in the daily compliance.
    const reason = {
      ...op,
      id: '01JQUERYTEST0000000000009',
      body: {
        ...op.body,
        commentId: '01JQCOMMENT00000000000009',
        kind: 'noncompliance',
        text: 'Night passage',
      },
    };
    await s.post('/sync', { cursor: 0, ops: [reason] }, crewToken);
    expect((await get(`/hor/compliance/daily/${aurora}/${crewId}/2026-11-05`)).body.comment).toBe(
      'Night passage',
    );
  });

  it('presets by user, by id and their hours', async () => {
    const op = {
      id: '01JQUERYTEST0000000000002',
      op: 'hor/preset/save',
      body: {
        presetId: '01JQPRESET000000000000001',
        yachtId: aurora,
        name: 'Watch',
        binary: '1'.repeat(8) + '0'.repeat(40),
        isDefault: true,
      },
      baseVersion: 0,
    };
    await s.post('/sync', { cursor: 0, ops: [op] }, crewToken);
    expect(
      (await get(`/hor/preset/all/${aurora}/${crewId}`)).body.map((p: { title: string }) => p.title),
    ).toEqual(['Watch - Default']);
    expect((await get('/hor/preset/01JQPRESET000000000000001')).body.name).toBe('Watch');
    expect((await get('/hor/preset/getHours/01JQPRESET000000000000001')).body).toMatchObject({
      workHours: 4,
      restHours: 20,
    });
    expect((await get(`/hor/preset/all/${aurora}/${captainId}`)).status).toBe(403);
  });

  it('lists the months a crew member has records for', async () => {
    const { body } = await get(`/hor/records/${aurora}/${crewId}`);
    expect(body).toEqual(expect.arrayContaining(['2026-09', '2026-10', '2026-11']));
  });
});

describe('days off and cleared days', () => {
  it('marks days as all rest, clears them, and tells devices through the feed', async () => {
    const body = { yachtId: aurora, dates: ['2026-11-06', '2026-11-07'] };
    expect((await s.post(`/hor/day/rest/${crewId}`, body, crewToken)).status).toBe(200);
    const day = await (
      await s.post(`/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date: '2026-11-06' }, crewToken)
    ).json();
    expect(day.binary).toBe('0'.repeat(48));

    const cursor = (await (await s.request('/sync/changes?since=0', { token: crewToken })).json()).cursor;
    const res = await s.request(`/hor/day/rest/${crewId}`, {
      method: 'DELETE',
      body: JSON.stringify(body),
      token: crewToken,
    });
    expect(await res.json()).toEqual({ cleared: 2 });
    const feed = await (await s.request(`/sync/changes?since=${cursor}`, { token: crewToken })).json();
    expect(feed.restDays.map((d: { date: string; cleared?: boolean }) => [d.date, d.cleared])).toEqual([
      ['2026-11-06', true],
      ['2026-11-07', true],
    ]);
    const gone = await (
      await s.post(`/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date: '2026-11-06' }, crewToken)
    ).json();
    expect(gone.version).toBe(0);
  });

  it("refuses clearing someone else's days", async () => {
    const res = await s.request(`/hor/day/rest/${captainId}`, {
      method: 'DELETE',
      body: JSON.stringify({ yachtId: aurora, dates: ['2026-11-06'] }),
      token: crewToken,
    });
    expect(res.status).toBe(403);
  });
});
