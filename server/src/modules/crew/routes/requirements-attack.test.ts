import { MSG } from '@contracts/messages';
import type { Requirement } from '@contracts/requirements';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  bosun,
  expect400,
  get,
  meridian,
  meridianPos,
  put,
  requirementsAttackServer,
  s,
  token,
  types,
} from '../../../../testing/requirements-attack-kit';

/**
 * Attack tests for requirements and the requirements sync feed (vessel details:
 * vessel-details-attack.test.ts). Each asserts the CORRECT behaviour; a failing one shows a defect.
 */
requirementsAttackServer();

describe('requirements: access', () => {
  it('types need a signed-in user', async () => {
    expect((await s.request('/requirements/types')).status).toBe(401);
    const res = await get('crew', '/requirements/types');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { general: unknown[] }).general.length).toBeGreaterThan(0);
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
    // In the catalogue's words (there is a Spanish for them), not an English-only text.
    const named = await put('officer', path(), [{ requirementTypeId: 1, positionId: meridianPos }]);
    expect((await named.json()).errorList).toEqual([
      { property: '0.positionId', message: MSG.notTheAddress },
    ]);
    const vessel = await put('officer', path(), [{ requirementTypeId: 1, yachtId: meridian }]);
    expect((await vessel.json()).errorList).toEqual([{ property: '0.yachtId', message: MSG.notTheAddress }]);
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
