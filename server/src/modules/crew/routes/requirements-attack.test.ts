import type { Requirement } from '@contracts/requirements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';

/**
 * Attack tests for requirements, vessel details and the requirements sync feed. Each asserts the
 * CORRECT behaviour; a failing one shows a defect.
 */
let s: TestServer;
let aurora: number;
let meridian: number;
let token: Record<string, string>;
let bosun: number;
let meridianPos: number;

beforeAll(async () => {
  ({ s, aurora, token } = await crewServer());
  meridian = await s.vesselId('meridian');
  const [p] = await s.db.query<{ id: number }>(
    "SELECT id FROM positions WHERE vessel_id = $1 AND name = 'Bosun'",
    [aurora],
  );
  bosun = p!.id;
  const [m] = await s.db.query<{ id: number }>(
    'SELECT id FROM positions WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
    [meridian],
  );
  meridianPos = m!.id;
});
afterAll(() => s.close());

const put = (who: string, path: string, body: unknown) =>
  s.request(path, {
    method: 'PUT',
    token: token[who],
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (who: string, path: string) => s.request(path, { token: token[who] });
const types = (list: Requirement[]) => list.map((r) => r.requirementTypeId);

/** A 400 in the spec's shape: a message and a list of {property, message}. */
async function expect400(res: Response, property?: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    message?: string;
    errorList?: { property: string; message: string }[];
  };
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.errorList)).toBe(true);
  for (const e of body.errorList!) {
    expect(typeof e.property).toBe('string');
    expect(typeof e.message).toBe('string');
  }
  if (property) expect(body.errorList!.map((e) => e.property)).toContain(property);
  return body;
}

describe('requirements: access', () => {
  it('types need a signed-in user', async () => {
    expect((await s.request('/requirements/types')).status).toBe(401);
    const res = await get('crew', '/requirements/types');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("an officer of aurora can neither read nor write meridian's position or vessel lists", async () => {
    expect((await get('officer', `/requirements/forposition/${meridianPos}`)).status).toBe(403);
    expect(
      (await put('officer', `/requirements/forposition/${meridianPos}`, [{ requirementTypeId: 1 }])).status,
    ).toBe(403);
    expect((await get('officer', `/requirements/foryacht/${meridian}`)).status).toBe(403);
    expect(
      (await put('officer', `/requirements/foryacht/${meridian}`, [{ requirementTypeId: 1 }])).status,
    ).toBe(403);
    // crew is on meridian, but only at level 2
    expect((await put('crew', `/requirements/foryacht/${meridian}`, [{ requirementTypeId: 1 }])).status).toBe(
      403,
    );
  });

  it('path ids out of range are never a 500', async () => {
    for (const path of [
      '/requirements/forposition/0',
      '/requirements/forposition/9999999999',
      '/requirements/foryacht/0',
    ]) {
      const res = await get('fleet', path);
      expect([400, 403, 404]).toContain(res.status);
    }
    expect(s.errors).toEqual([]);
  });
});

describe('requirements: body validation', () => {
  const path = () => `/requirements/forposition/${bosun}`;

  it('refuses non-array bodies, bad ids and too many items with 400 in the spec shape', async () => {
    for (const body of ['', 'null', '{}', '"x"', '5', '[null]', '[[1]]', '{"0":{"requirementTypeId":1}}'])
      await expect400(await put('officer', path(), body));
    for (const id of [0, -1, 1.5, '1e0', '0x1', true, null, [1], 2147483648, 'abc'])
      await expect400(await put('officer', path(), [{ requirementTypeId: id }]), '0.requirementTypeId');
    const many = Array.from({ length: 201 }, () => ({ requirementTypeId: 1 }));
    await expect400(await put('officer', path(), many));
    expect(s.errors).toEqual([]);
  });

  it('takes 200 items (duplicates collapse to one row)', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ requirementTypeId: i % 2 ? 1 : '3' }));
    const res = await put('officer', path(), many);
    expect(res.status).toBe(200);
    expect(types((await res.json()).requirements)).toEqual([1, 3]);
  });

  it('names the right item when an unknown type follows a duplicate', async () => {
    const res = await put('officer', path(), [
      { requirementTypeId: 1 },
      { requirementTypeId: 1 },
      { requirementTypeId: 999 },
    ]);
    // The bad one is item 2 of the body, not item 1 of the de-duplicated list.
    await expect400(res, '2.requirementTypeId');
  });

  it('refuses a body item naming another vessel (yachtId) rather than silently ignoring it', async () => {
    await expect400(
      await put('officer', `/requirements/foryacht/${aurora}`, [{ requirementTypeId: 1, yachtId: meridian }]),
      '0.yachtId',
    );
    await expect400(await put('officer', path(), [{ requirementTypeId: 1, yachtId: meridian }]), '0.yachtId');
  });

  it('a body positionId must be the path position; none at all for the vessel list', async () => {
    await expect400(
      await put('officer', path(), [{ requirementTypeId: 1, positionId: meridianPos }]),
      '0.positionId',
    );
    await expect400(
      await put('officer', `/requirements/foryacht/${aurora}`, [{ requirementTypeId: 1, positionId: bosun }]),
      '0.positionId',
    );
    const ok = await put('officer', path(), [
      { requirementTypeId: 4, positionId: String(bosun) },
      { requirementTypeId: 5, positionId: null },
    ]);
    expect(ok.status).toBe(200);
  });

  it('parallel saves of the same list never 500 and leave one of the lists', async () => {
    const lists = [[1, 2], [2, 3], [3, 4], [1, 4], [5]];
    const results = await Promise.all(
      lists.map((l) =>
        put(
          'officer',
          path(),
          l.map((requirementTypeId) => ({ requirementTypeId })),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(lists.map(() => 200));
    const read = types((await (await get('officer', path())).json()) as Requirement[]);
    expect(lists.map((l) => JSON.stringify(l))).toContain(JSON.stringify(read));
    expect(s.errors).toEqual([]);
  });

  it('training types only with the familiarization module', async () => {
    await expect400(
      await put('fleet', `/requirements/foryacht/${meridian}`, [{ requirementTypeId: 61 }]),
      '0.requirementTypeId',
    );
    await s.db.query("UPDATE vessels SET modules = array_append(modules, 'familiarization') WHERE id = $1", [
      meridian,
    ]);
    try {
      const res = await put('fleet', `/requirements/foryacht/${meridian}`, [
        { requirementTypeId: 61 },
        { requirementTypeId: 1 },
      ]);
      expect(res.status).toBe(200);
    } finally {
      await s.db.query(
        "UPDATE vessels SET modules = array_remove(modules, 'familiarization') WHERE id = $1",
        [meridian],
      );
    }
  });

  it('NUL and lone surrogates in keys or values are a 400, not a 500', async () => {
    await expect400(await put('officer', path(), '[{"requirementTypeId":"1\\u0000"}]'));
    await expect400(await put('officer', path(), '[{"requirementTypeId":1,"\\ud800":1}]'));
    // a __proto__ key in an item must not smuggle a foreign positionId past the check
    const proto = await put(
      'officer',
      path(),
      `[{"requirementTypeId":1,"__proto__":{"positionId":${meridianPos}}}]`,
    );
    expect([200, 400]).toContain(proto.status);
    expect(({} as Record<string, unknown>).positionId).toBeUndefined();
    expect(s.errors).toEqual([]);
  });
});

describe('requirements: deleted positions and the sync feed', () => {
  async function feed(who: string) {
    const res = await get(who, '/sync/changes?since=0');
    expect(res.status).toBe(200);
    return ((await res.json()) as { requirements?: Requirement[] }).requirements ?? [];
  }

  it('only people on the vessel get its requirements', async () => {
    expect(
      (await put('fleet', `/requirements/foryacht/${meridian}`, [{ requirementTypeId: 7 }])).status,
    ).toBe(200);
    expect(
      (await put('fleet', `/requirements/forposition/${meridianPos}`, [{ requirementTypeId: 80 }])).status,
    ).toBe(200);
    for (const who of ['officer', 'purser', 'captain'])
      expect((await feed(who)).filter((r) => r.vesselId === meridian)).toEqual([]);
    const crew = await feed('crew');
    expect(crew.some((r) => r.vesselId === meridian && r.requirementTypeId === 7 && !r.deleted)).toBe(true);
    expect(crew.every((r) => r.vesselId === aurora || r.vesselId === meridian)).toBe(true);
  });

  it('a deleted position has no requirements: not in GET, and tombstoned in the feed', async () => {
    const created = await s.request('/positions', {
      method: 'POST',
      token: token.officer,
      body: JSON.stringify({ name: 'Attack temp', yachtId: aurora }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    expect(
      (
        await put('officer', `/requirements/forposition/${id}`, [
          { requirementTypeId: 1 },
          { requirementTypeId: 2 },
        ])
      ).status,
    ).toBe(200);
    const del = await s.request(`/positions/${id}/${aurora}`, { method: 'DELETE', token: token.officer });
    expect(del.status).toBe(200);
    // no longer readable or writable
    expect([403, 404]).toContain((await get('officer', `/requirements/forposition/${id}`)).status);
    expect([403, 404]).toContain(
      (await put('officer', `/requirements/forposition/${id}`, [{ requirementTypeId: 3 }])).status,
    );
    // every device must drop them
    const live = (await feed('crew')).filter((r) => r.positionId === id && !r.deleted);
    expect(live).toEqual([]);
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM requirements WHERE position_id = $1 AND NOT deleted',
      [id],
    );
    expect(row!.n).toBe(0);
  });
});

describe('vessel details', () => {
  const path = () => `/yacht/${aurora}/details`;
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('members read; level 2 and other vessels cannot write; officers from elsewhere cannot read', async () => {
    expect((await get('crew', path())).status).toBe(200);
    expect((await get('crew', `/yacht/${meridian}/details`)).status).toBe(200);
    expect((await put('crew', path(), { registration: 'X' })).status).toBe(403);
    expect((await put('crew', `/yacht/${meridian}/details`, { registration: 'X' })).status).toBe(403);
    expect((await get('officer', `/yacht/${meridian}/details`)).status).toBe(403);
    expect((await put('officer', `/yacht/${meridian}/details`, { registration: 'X' })).status).toBe(403);
    expect((await s.request(path())).status).toBe(401);
  });

  it('round-trips what GET returns, with a string shipsStamp ignored', async () => {
    const res = await put('officer', path(), {
      registration: 'Cayman',
      registrationNo: 'AB123',
      imoNumber: '123-4567',
      ownerAddress: 'Ünïcødé 🚢 street',
      grossTonnage: 499,
      shipsStamp: { filename: 'stamp.png', content: png },
    });
    expect(res.status).toBe(200);
    const read = await (await get('officer', path())).json();
    expect(read.shipsStamp).toBe(png);
    expect(read.ownerAddress).toBe('Ünïcødé 🚢 street');
    expect((await put('officer', path(), read)).status).toBe(200);
    const again = await (await get('officer', path())).json();
    expect(again).toEqual(read);
  });

  it('refuses SVG, non-base64 and oversized stamps with a 400 naming the field', async () => {
    const bad = [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/png;base64,<script>',
      'data:image/png;base64,AAAA\n',
      'data:image/png;base64,',
      'javascript:alert(1)',
      `data:image/png;base64,${'A'.repeat(400_000)}`,
    ];
    for (const content of bad)
      await expect400(
        await put('officer', path(), { shipsStamp: { filename: 's.png', content } }),
        'shipsStamp.content',
      );
    for (const stamp of [[], {}, 5, true, { filename: '', content: png }])
      await expect400(await put('officer', path(), { shipsStamp: stamp }));
    expect(s.errors).toEqual([]);
  });

  it('refuses a "png" whose bytes are not an image (an SVG/HTML payload relabelled)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    await expect400(
      await put('officer', path(), {
        shipsStamp: { filename: 's.png', content: `data:image/png;base64,${svg}` },
      }),
      'shipsStamp.content',
    );
  });

  it('a body past 1 MB is a 413, one just under is validated', async () => {
    const big = await put('officer', path(), { registration: 'x'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    const near = await put('officer', path(), {
      shipsStamp: { filename: 's.png', content: `data:image/png;base64,${'A'.repeat(1_000_000)}` },
    });
    await expect400(near, 'shipsStamp.content');
  });

  it('null removes the stamp', async () => {
    expect((await put('officer', path(), { shipsStamp: null })).status).toBe(200);
    expect((await (await get('officer', path())).json()).shipsStamp).toBeNull();
  });

  it('refuses non-object bodies, arrays and wrong types in fields, NUL bytes', async () => {
    for (const body of ['[]', 'null', '"x"', '7', '[{"registration":"x"}]'])
      await expect400(await put('officer', path(), body));
    await expect400(await put('officer', path(), { registration: ['x'] }), 'registration');
    await expect400(await put('officer', path(), { mmsi: 'NaN' }), 'mmsi');
    await expect400(await put('officer', path(), { loa: '12' }), 'loa');
    await expect400(await put('officer', path(), { registrationNo: 'AB-12' }), 'registrationNo');
    await expect400(await put('officer', path(), { imoNumber: '12--3' }), 'imoNumber');
    await expect400(await put('officer', path(), '{"callSign":"A\\u0000B"}'));
    await expect400(await put('officer', path(), '{"\\udc00":"x"}'));
    expect(s.errors).toEqual([]);
  });

  it('refuses negative, fractional and infinite measurements and numbers', async () => {
    const accepted: string[] = [];
    for (const [field, value] of [
      ['grossTonnage', -1],
      ['netTonnage', -500],
      ['loa', -30],
      ['beam', 0 - 1e-9],
      ['draft', -2],
      ['berths', -3],
      ['berths', 2.5],
      ['mmsi', -123456789],
      ['mmsi', 1.5],
      ['registrationNo', -42],
      ['registrationNo', 1.25],
      ['imoNumber', -9074729],
      ['imoNumber', 3.14],
    ] as const) {
      const res = await put('officer', path(), { [field]: value });
      if (res.status !== 400) accepted.push(`${field}=${value} -> ${res.status}`);
    }
    // 1e400 parses to Infinity: stored as null by JSON.stringify if let through
    const inf = await put('officer', path(), '{"grossTonnage":1e400}');
    if (inf.status !== 400) accepted.push(`grossTonnage=1e400 -> ${inf.status}`);
    expect(accepted).toEqual([]);
  });

  it('prototype keys neither pollute nor smuggle values into the details', async () => {
    const res = await put(
      'officer',
      path(),
      '{"registration":"Real","__proto__":{"hullColour":"Evil","polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    );
    expect([200, 400]).toContain(res.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const read = await (await get('officer', path())).json();
    expect(read.hullColour).toBeUndefined();
    expect(read.polluted).toBeUndefined();
    expect(Object.hasOwn(read, 'constructor')).toBe(false);
  });

  it('a stamp smuggled through __proto__ is not stored', async () => {
    await put('officer', path(), { shipsStamp: null });
    const res = await put(
      'officer',
      path(),
      `{"__proto__":{"shipsStamp":{"filename":"s.png","content":"${png}"}}}`,
    );
    expect([200, 400]).toContain(res.status);
    expect((await (await get('officer', path())).json()).shipsStamp).toBeNull();
  });

  it('stored details cannot override id or codename in GET', async () => {
    expect((await put('officer', path(), { id: 999, codename: 'evil', registration: 'R' })).status).toBe(200);
    const read = await (await get('officer', path())).json();
    expect(read.id).toBe(aurora);
    expect(read.codename).toBe('aurora');
  });
});
