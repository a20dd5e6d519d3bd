import type { Requirement } from '@contracts/requirements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewServer } from '../../../../testing/crew-fixture';
import type { TestServer } from '../../../../testing/test-server';

/** Requirements of positions and vessels (doc 2): level 4 sets them; every device gets them. */
let s: TestServer;
let aurora: number;
let token: Record<string, string>;
let bosun: number;

beforeAll(async () => {
  ({ s, aurora, token } = await crewServer());
  const [p] = await s.db.query<{ id: number }>(
    "SELECT id FROM positions WHERE vessel_id = $1 AND name = 'Bosun'",
    [aurora],
  );
  bosun = p!.id;
});
afterAll(() => s.close());

const put = (who: string, path: string, body: unknown) =>
  s.request(path, { method: 'PUT', token: token[who], body: JSON.stringify(body) });
const types = (list: Requirement[]) => list.map((r) => r.requirementTypeId);

describe('requirements', () => {
  it('saves the ticked list of a position: added, kept, and unticked ones gone', async () => {
    const path = `/requirements/forposition/${bosun}`;
    const first = await put('officer', path, [
      { requirementTypeId: 1 },
      { requirementTypeId: 4, positionId: bosun },
    ]);
    expect(first.status).toBe(200);
    expect(types((await first.json()).requirements)).toEqual([1, 4]);
    await put('officer', path, [{ requirementTypeId: 4 }, { requirementTypeId: 25 }]);
    const read = (await (await s.request(path, { token: token.officer })).json()) as Requirement[];
    expect(types(read)).toEqual([4, 25]);
    // The vessel's own list is apart from the position's.
    await put('captain', `/requirements/foryacht/${aurora}`, [{ requirementTypeId: 3 }]);
    const vessel = (await (
      await s.request(`/requirements/foryacht/${aurora}`, { token: token.officer })
    ).json()) as Requirement[];
    expect(vessel.map((r) => [r.positionId, r.requirementTypeId])).toEqual([[null, 3]]);
  });

  it('reaches every device of the vessel, an unticked one as a tombstone', async () => {
    const path = `/requirements/forposition/${bosun}`;
    await put('officer', path, [{ requirementTypeId: 2 }]);
    const feed = (await (await s.request('/sync/changes?since=0', { token: token.crew })).json()) as {
      requirements?: Requirement[];
    };
    const mine = (feed.requirements ?? []).filter((r) => r.positionId === bosun);
    expect(mine.filter((r) => !r.deleted).map((r) => r.requirementTypeId)).toEqual([2]);
    const gone = mine.filter((r) => r.deleted).map((r) => r.requirementTypeId);
    expect(gone.sort((a, b) => a - b)).toEqual([1, 4, 25]);
  });

  it('refuses crew, unknown types, training without familiarization, and another position in the body', async () => {
    const path = `/requirements/forposition/${bosun}`;
    expect((await put('crew', path, [{ requirementTypeId: 1 }])).status).toBe(403);
    expect((await s.request(path, { token: token.crew })).status).toBe(403);
    const unknown = await put('officer', path, [{ requirementTypeId: 1 }, { requirementTypeId: 999 }]);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errorList).toEqual([
      { property: '1.requirementTypeId', message: 'Invalid id.' },
    ]);
    expect((await put('officer', path, [{ requirementTypeId: 60 }])).status).toBe(400);
    expect((await put('officer', path, [{ requirementTypeId: 1, positionId: bosun + 1 }])).status).toBe(400);
    expect((await s.request('/requirements/forposition/2147483000', { token: token.fleet })).status).toBe(
      403,
    );
  });
});

describe('a list too long', () => {
  it("answers the 400 shape with the catalogue's words, not zod's English", async () => {
    const list = Array.from({ length: 201 }, () => ({ requirementTypeId: 1 }));
    const res = await put('officer', `/requirements/forposition/${bosun}`, list);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Data you've entered are invalid.",
      errorList: [{ property: '_', message: 'At most 200 items.' }],
    });
  });
});
