import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Issue 6, defect 5: bad input is a 400 in the spec's shape, never a 500. */
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
let captain: string;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
  captain = (await s.login('captain@demo.yacht')).accessToken;
});
afterAll(() => {
  // Nothing reached the 500 handler.
  expect(s.errors).toEqual([]);
  return s.close();
});

const INVALID = "Data you've entered are invalid.";
const TOO_BIG = 2_147_483_648; // INTEGER's largest is 2147483647
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const WATCH = '111111110000000000000000111111110000000000000000';

/** A 400 with the spec's message and at least one field error; answers the field names. */
async function expectInvalid(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; errorList: { property: string; message: string }[] };
  expect(body.message).toBe(INVALID);
  expect(body.errorList.length).toBeGreaterThan(0);
  return body.errorList.map((e) => e.property);
}
const put = (path: string, body: unknown, token: string) =>
  s.request(path, { method: 'PUT', body: JSON.stringify(body), token });

describe('ids beyond a PostgreSQL INTEGER', () => {
  it('in the path', async () => {
    await expectInvalid(await s.request(`/hor/approvalGroup/isMember/${TOO_BIG}`, { token: crew }));
    await expectInvalid(
      await s.post(`/hor/day/${TOO_BIG}`, { yachtId: aurora, dates: ['2026-11-01'], binary: WATCH }, captain),
    );
    await expectInvalid(await s.request(`/hor/records/${aurora}/${TOO_BIG}`, { token: captain }));
  });

  it('in the body', async () => {
    expect(
      await expectInvalid(
        await s.post(
          '/hor/countersign/check',
          { userId: TOO_BIG, yachtId: aurora, month: '2026-10' },
          captain,
        ),
      ),
    ).toContain('userId');
    expect(
      await expectInvalid(
        await s.post(`/hor/day/${crewId}`, { yachtId: TOO_BIG, dates: ['2026-11-01'], binary: WATCH }, crew),
      ),
    ).toContain('yachtId');
  });

  it('in a sync operation: that operation is refused as invalid, not failed', async () => {
    const op = {
      id: '01JBADINPUT00000000000001',
      op: 'hor/day/save',
      body: { userId: TOO_BIG, yachtId: aurora, dates: ['2026-11-01'], binary: WATCH },
      baseVersion: 0,
    };
    const { results } = await (await s.post('/sync', { cursor: 0, ops: [op] }, captain)).json();
    expect(results[0]).toMatchObject({ status: 'rejected', message: INVALID });
  });
});

describe('things that are not ids, though they would coerce to one', () => {
  it.each([
    ['true', true],
    ['[5]', [5]],
    ["'0x5'", '0x5'],
    ["'1e0'", '1e0'],
    ["' 5 '", ' 5 '],
  ])('refuses %s as an id', async (_name, odd) => {
    const body = { userId: odd, yachtId: aurora, month: '2026-10' };
    expect(await expectInvalid(await s.post('/hor/countersign/check', body, captain))).toContain('userId');
  });
});

describe('a signature time out of any sane range (issue 6, attack after the session)', () => {
  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])('refuses signedAt %s with a 400', async (at) => {
    const body = {
      yachtId: aurora,
      userId: crewId,
      month: '2026-10',
      hash: 'a'.repeat(64),
      signedAt: at,
      keyId: '01JKEY0000000000000000000A',
      signature: 'x'.repeat(64),
      password: 'Demo1234',
    };
    expect(await expectInvalid(await s.post(`/hor/signoff/${aurora}`, body, crew))).toContain('signedAt');
  });
});

describe('strings PostgreSQL cannot store (NUL, a lone surrogate)', () => {
  for (const [name, bad] of [
    ['NUL', NUL],
    ['lone surrogate', LONE],
  ] as const) {
    it(`refuses a ${name} in the guide, comments, presets, vessel details and device keys`, async () => {
      expect(await expectInvalid(await s.post(`/hor/guide/${aurora}`, { text: bad }, captain))).toEqual([
        'text',
      ]);
      const comment = {
        commentId: '01JBADCOMMENT000000000001',
        yachtId: aurora,
        userId: crewId,
        date: '2026-11-02',
        kind: 'comment',
        text: bad,
      };
      expect(
        await expectInvalid(await s.post(`/hor/comment/new/${aurora}/${crewId}`, comment, crew)),
      ).toEqual(['text']);
      const preset = { presetId: '01JBADPRESET0000000000001', yachtId: aurora, name: bad, binary: WATCH };
      await expectInvalid(await s.post('/hor/preset/new', { ...preset, isDefault: false }, crew));
      expect(await expectInvalid(await put(`/yacht/${aurora}/details`, { flagState: bad }, captain))).toEqual(
        ['flagState'],
      );
      await expectInvalid(
        await s.post('/devices/keys', { publicJwk: { kty: 'EC', crv: 'P-256', x: bad, y: 'y' } }, crew),
      );
      // Object keys too, and deep inside.
      await expectInvalid(await put(`/yacht/${aurora}/details`, { [bad]: 'x' }, captain));
      await expectInvalid(await s.post('/login', { username: 'crew@demo.yacht', password: bad }));
    });
  }

  it('inside /sync refuses only the operation that holds one; the others go through', async () => {
    const base = {
      commentId: '01JBADSYNCCOMMENT00000001',
      yachtId: aurora,
      userId: crewId,
      date: '2026-11-02',
      kind: 'comment',
    };
    const ops = [
      {
        id: '01JBADSYNC000000000000001',
        op: 'hor/comment/save',
        body: { ...base, text: NUL },
        baseVersion: 0,
      },
      {
        id: '01JBADSYNC000000000000002',
        op: 'hor/comment/save',
        body: { ...base, commentId: '01JBADSYNCCOMMENT00000002', text: 'Fine' },
        baseVersion: 0,
      },
    ];
    const res = await s.post('/sync', { cursor: 0, ops }, crew);
    expect(res.status).toBe(200);
    const { results } = await res.json();
    expect(results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'applied']);
    expect(results[0].message).toBe(INVALID);
  });

  it('in a path parameter or a query string', async () => {
    await expectInvalid(await s.request('/hor/preset/01JNUL%00000000000000001', { token: crew }));
    await expectInvalid(
      await s.request(`/hor/approvalGroup/eligible/${aurora}?searchStr=a%00b`, { token: captain }),
    );
  });
});

describe('dates out of any sane range', () => {
  it('a read dated 9999-12-31, or before 1900', async () => {
    for (const date of ['9999-12-31', '1899-12-31', '0100-01-01']) {
      expect(
        await expectInvalid(
          await s.post(`/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date }, crew),
        ),
      ).toEqual(['date']);
      await expectInvalid(
        await s.request(`/hor/compliance/daily/${aurora}/${crewId}/${date}`, { token: crew }),
      );
    }
    await expectInvalid(await s.request(`/hor/signoff/check/${aurora}/9999-12`, { token: crew }));
    await expectInvalid(
      await s.request(`/hor/records/download/${aurora}/${crewId}/1800-01`, { token: crew }),
    );
  });

  it('the ends of the range are accepted', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) {
      const res = await s.post(`/hor/day/get/${aurora}-${crewId}`, { yachtId: aurora, date }, crew);
      expect(res.status).toBe(200);
    }
  });
});

describe('JSON nested thousands of levels deep (issue 8, attack on the password routes)', () => {
  it('is refused as invalid input on public and signed-in routes, never a 500', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const token = (await s.login('crew@demo.yacht')).accessToken;
    for (const [path, auth] of [
      ['/login', undefined],
      ['/resetpassword', undefined],
      ['/sync', token],
    ] as const) {
      const res = await s.request(path, { method: 'POST', body: deep, token: auth });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Data you've entered are invalid." });
    }
    expect(s.errors).toEqual([]);
  });
});
