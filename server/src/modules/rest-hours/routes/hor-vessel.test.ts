import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsiderCaptain, shipmate } from '../../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
let aurora: number;
let crewId: number;
let captain: string;
let crew: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captain = (await s.login('captain@demo.yacht')).accessToken;
  crew = (await s.login('crew@demo.yacht')).accessToken;
});
afterAll(() => s.close());

describe('vessel-level hours-of-rest calls', () => {
  it('countersign check: the captain may, the crew member may not, on a signed and unchanged month', async () => {
    const body = { userId: crewId, yachtId: aurora, month: '2026-10' };
    expect(await (await s.post('/hor/countersign/check', body, captain)).json()).toMatchObject({
      allowed: true,
      signed: true,
      countersigned: false,
    });
    expect((await (await s.post('/hor/countersign/check', body, crew)).json()).allowed).toBe(false);
    // Spelled as the spec writes it, with a trailing slash.
    const slashed = await s.post('/hor/countersign/check/', body, captain);
    expect(slashed.status).toBe(200);
    expect((await slashed.json()).allowed).toBe(true);
  });

  it("lists the crew's non-compliances by week (the calendar's rows) and by day (officers only)", async () => {
    type Row = { userId: number; issues: { text: string }[]; weeklyCompliance: { status: string }[] };
    const weekly: Row[] = await (
      await s.post(`/hor/compliance/weekly/${aurora}`, { Date: '2026-10-15' }, captain)
    ).json();
    const captainId = await s.idOf('captain@demo.yacht');
    // The captain's calendar: their own row first, then the crew, each with the month's weeks.
    expect(weekly[0]!.userId).toBe(captainId);
    expect(weekly.map((r) => r.userId)).toContain(crewId);
    expect(weekly.find((r) => r.issues.length)!.issues[0]).toHaveProperty('text');
    expect(weekly.every((r) => r.weeklyCompliance.length === 5)).toBe(true);
    // A crew member's calendar: their own row alone.
    const own: Row[] = await (
      await s.post(`/hor/compliance/weekly/${aurora}`, { Date: '2026-10-15' }, crew)
    ).json();
    expect(own.map((r) => r.userId)).toEqual([crewId]);
    const daily = await (
      await s.request(`/hor/compliance/daily/${aurora}/2026-10-12`, { token: captain })
    ).json();
    expect(daily.length).toBeGreaterThan(0);
    expect((await s.request(`/hor/compliance/daily/${aurora}/2026-10-12`, { token: crew })).status).toBe(403);
  });

  it('keeps a guide that everyone on board reads and officers write', async () => {
    expect((await s.post(`/hor/guide/${aurora}`, { text: 'Log before 10:00.' }, crew)).status).toBe(403);
    await s.post(`/hor/guide/${aurora}`, { text: 'Log before 10:00.' }, captain);
    expect(await (await s.request(`/hor/guide/${aurora}`, { token: crew })).json()).toEqual({
      text: 'Log before 10:00.',
    });
  });

  it("vessel details refusals say doc 1's words: alphanumeric, number or hyphen, greater or equal to 0", async () => {
    const bad = await s.request(`/yacht/${aurora}/details`, {
      method: 'PUT',
      body: JSON.stringify({ registrationNo: 'MT 12', imoNumber: '91x', netTonnage: -1 }),
      token: captain,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorList).toEqual(
      expect.arrayContaining([
        { property: 'registrationNo', message: 'Field accepts only alphanumeric characters.' },
        { property: 'imoNumber', message: 'Field should be a number or "-".' },
        { property: 'netTonnage', message: 'Value must be greater or equal to 0.' },
      ]),
    );
  });

  it('vessel details: numbers numeric (IMO with hyphens), owner address at most 140, a string shipsStamp is dropped', async () => {
    const bad = await s.request(`/yacht/${aurora}/details`, {
      method: 'PUT',
      body: JSON.stringify({ imoNumber: 'abc', ownerAddress: 'x'.repeat(141), loa: '45m' }),
      token: captain,
    });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).errorList;
    expect(errors).toHaveLength(3);
    expect(errors).toEqual(
      expect.arrayContaining([
        { property: 'imoNumber', message: 'Field should be a number or "-".' },
        { property: 'ownerAddress', message: 'max 140 characters' },
        { property: 'loa', message: 'Field should be a number.' },
      ]),
    );
    const ok = await s.request(`/yacht/${aurora}/details`, {
      method: 'PUT',
      body: JSON.stringify({
        imoNumber: 9876543,
        flagState: 'Malta',
        shipsStamp: 'data:image/png;base64,xyz',
      }),
      token: captain,
    });
    expect(await ok.json()).toEqual({
      message: 'Vessel details has been updated.',
      details: expect.objectContaining({ imoNumber: 9876543, flagState: 'Malta' }),
    });
    expect(await (await s.request(`/yacht/${aurora}/details`, { token: crew })).json()).toMatchObject({
      imoNumber: 9876543,
      codename: 'aurora',
    });
    expect(
      (await s.request(`/yacht/${aurora}/details`, { method: 'PUT', body: '{}', token: crew })).status,
    ).toBe(403);
  });

  it('vessel details: letters in the official number, hyphens in the IMO number, and the ships stamp image', async () => {
    const put = (body: unknown) =>
      s.request(`/yacht/${aurora}/details`, { method: 'PUT', body: JSON.stringify(body), token: captain });
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const saved = await put({
      registrationNo: 'MT1234',
      imoNumber: '912-3456',
      shipsStamp: { filename: 's.png', content: png },
    });
    expect(saved.status).toBe(200);
    const read = async () => (await s.request(`/yacht/${aurora}/details`, { token: crew })).json();
    expect(await read()).toMatchObject({ registrationNo: 'MT1234', imoNumber: '912-3456', shipsStamp: png });
    // The stamp read back and sent again as a string changes nothing.
    await put({ registrationNo: 'MT1234', shipsStamp: png });
    expect(await read()).toMatchObject({ shipsStamp: png });
    const notImage = await put({
      shipsStamp: { filename: 'x.pdf', content: 'data:application/pdf;base64,JVBERi0=' },
    });
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).errorList).toEqual([
      { property: 'shipsStamp.content', message: 'The ships stamp must be an image file.' },
    ]);
    expect((await put({ registrationNo: 'MT-1' })).status).toBe(400);
    await put({ shipsStamp: null });
    expect(await read()).toMatchObject({ shipsStamp: null });
  });

  it('vessel details: a field left out keeps its value, null or empty clears it, by PUT and by /sync alike', async () => {
    const put = (body: unknown) =>
      s.request(`/yacht/${aurora}/details`, { method: 'PUT', body: JSON.stringify(body), token: captain });
    const read = async () => (await s.request(`/yacht/${aurora}/details`, { token: crew })).json();
    await put({ flagState: 'Malta', callSign: '9HA1', grossTonnage: 500, beam: 9 });
    const partial = await put({ grossTonnage: 600 });
    expect(partial.status).toBe(200);
    // The answer is the whole details as now stored, not only the field sent.
    expect((await partial.json()).details).toMatchObject({
      flagState: 'Malta',
      callSign: '9HA1',
      grossTonnage: 600,
      beam: 9,
    });
    expect(await read()).toMatchObject({ flagState: 'Malta', callSign: '9HA1', grossTonnage: 600, beam: 9 });
    expect((await put({})).status).toBe(200);
    expect(await read()).toMatchObject({ flagState: 'Malta', grossTonnage: 600 });
    // Sent empty, it is cleared.
    await put({ callSign: '', beam: null });
    expect(await read()).toMatchObject({ flagState: 'Malta', callSign: null, beam: null, grossTonnage: 600 });
    // The same write queued on a device.
    const sync = (details: object, n: number) =>
      s.post(
        '/sync',
        {
          cursor: 0,
          ops: [
            {
              id: `01JVESSELDETAILSOP0000000${n}`,
              op: 'yacht/details/save',
              body: { yachtId: aurora, details },
              baseVersion: 0,
            },
          ],
        },
        captain,
      );
    expect((await (await sync({ netTonnage: 150 }, 1)).json()).results[0].status).toBe('applied');
    expect(await read()).toMatchObject({ flagState: 'Malta', grossTonnage: 600, netTonnage: 150 });
    await sync({ flagState: '', netTonnage: null }, 2);
    expect(await read()).toMatchObject({ flagState: null, grossTonnage: 600, netTonnage: null });
    // Queued, a text field sent null and a number sent '' clear as by PUT (they were refused).
    await put({ callSign: '9HA1', mmsi: 215000000, registration: 'Valletta' });
    const cleared = await (await sync({ callSign: null, mmsi: '' }, 3)).json();
    expect(cleared.results[0].status).toBe('applied');
    expect(await read()).toMatchObject({ callSign: null, mmsi: null, registration: 'Valletta' });
    // Spaces are an emptied field, not a value.
    await put({ registration: '   ' });
    expect(await read()).toMatchObject({ registration: null });
  });

  it('updates a preset by id, only its owner', async () => {
    await s.post(
      '/hor/preset/new',
      {
        presetId: '01JVESSELPRESET0000000001',
        yachtId: aurora,
        name: 'A',
        binary: '0'.repeat(48),
        isDefault: false,
      },
      crew,
    );
    const upd = await s.post(
      '/hor/preset/01JVESSELPRESET0000000001',
      { yachtId: aurora, name: 'B', binary: '1'.repeat(48), isDefault: true },
      crew,
    );
    expect((await upd.json()).status).toBe('applied');
    expect(
      (
        await s.post(
          '/hor/preset/01JVESSELPRESET0000000001',
          { yachtId: aurora, name: 'C', binary: '1'.repeat(48), isDefault: true },
          captain,
        )
      ).status,
    ).toBe(403);
  });
});

describe('countersign check: only about people the caller may see (issue 6, defect 3)', () => {
  const FORBIDDEN = { message: "You don't have access to requested resource." };

  it('refuses a caller with no role on the vessel, whatever their level elsewhere', async () => {
    const outsider = await outsiderCaptain(s);
    const res = await s.post(
      '/hor/countersign/check',
      { userId: crewId, yachtId: aurora, month: '2026-10' },
      outsider.token,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
  });

  it("does not tell a crew member another person's sign state", async () => {
    const captainId = await s.idOf('captain@demo.yacht');
    const res = await s.post(
      '/hor/countersign/check',
      { userId: captainId, yachtId: aurora, month: '2026-10' },
      crew,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    // Their own month they may ask about (they cannot countersign it).
    const own = await s.post(
      '/hor/countersign/check',
      { userId: crewId, yachtId: aurora, month: '2026-10' },
      crew,
    );
    expect(own.status).toBe(200);
    expect((await own.json()).allowed).toBe(false);
  });

  it('says a person not on the vessel cannot be countersigned there', async () => {
    const outsider = await outsiderCaptain(s);
    const res = await s.post(
      '/hor/countersign/check',
      { userId: outsider.id, yachtId: aurora, month: '2026-10' },
      captain,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).allowed).toBe(false);
  });

  it('answers a crew member who countersigns for that user in the approval group', async () => {
    const mate = await shipmate(s);
    await s.db.query(
      'INSERT INTO hor_approval_members (vessel_id, user_id, watchkeeper) VALUES ($1, $2, false)',
      [aurora, crewId],
    );
    try {
      const res = await s.post(
        '/hor/countersign/check',
        { userId: mate, yachtId: aurora, month: '2026-10' },
        crew,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ allowed: true, signed: expect.any(Boolean) });
    } finally {
      await s.db.query('DELETE FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        aurora,
        crewId,
      ]);
    }
  });
});
