import { describe, expect, it } from 'vitest';
import {
  aurora,
  expect400,
  get,
  meridian,
  put,
  requirementsAttackServer,
  s,
} from '../../../../testing/requirements-attack-kit';

/**
 * Attack tests for vessel details (requirements: requirements-attack.test.ts). Each asserts the
 * CORRECT behaviour; a failing one shows a defect.
 */
requirementsAttackServer();

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
    await expect400(await put('officer', path(), { loa: 'twelve' }), 'loa');
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
    // Not the smuggled value: the one stored before (a field left out keeps it).
    expect(read.hullColour).not.toBe('Evil');
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
    // Sent back as the GET answered them they pass; changed, they are refused.
    await expect400(await put('officer', path(), { id: 999, registration: 'R' }), 'id');
    await expect400(await put('officer', path(), { codename: 'evil', registration: 'R' }), 'codename');
    expect((await put('officer', path(), { id: aurora, codename: 'aurora', registration: 'R' })).status).toBe(
      200,
    );
    const read = await (await get('officer', path())).json();
    expect(read.id).toBe(aurora);
    expect(read.codename).toBe('aurora');
  });
});
