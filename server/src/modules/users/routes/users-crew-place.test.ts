import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * Add user: a department or position is kept for one vessel and a role below 6 (position below
 * 5, doc 1 section 5). Sent where none is kept it is refused under its field, never dropped.
 */
const { f, fresh, newCrew, create, put, userOn } = usersFixture();

const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('a department or position that add user would not keep', () => {
  it('with several vessels is refused under its field, and nobody is added', async () => {
    const email = fresh();
    const res = await refusal(await create('fleet', newCrew(email, { yachts: [f.aurora, f.meridian] })));
    expect(res.status).toBe(400);
    expect(res.body.errorList).toEqual([{ property: 'departmentId', message: MSG.placeOnOneVessel }]);
    expect(await userOn('fleet', f.aurora, email)).toBeUndefined();
    const position = newCrew(fresh(), { yachts: [f.aurora, f.meridian], departmentId: null });
    expect((await refusal(await create('fleet', position))).body.errorList).toEqual([
      { property: 'positionId', message: MSG.placeOnOneVessel },
    ]);
  });

  it('for a role without one is refused under its field', async () => {
    const captain = newCrew(fresh(), { role: f.role.Captain, positionId: null });
    expect((await refusal(await create('fleet', captain))).body.errorList).toEqual([
      { property: 'departmentId', message: MSG.noDepartmentAtLevel },
    ]);
    const purser = newCrew(fresh(), { role: f.role.Purser });
    expect((await refusal(await create('fleet', purser))).body.errorList).toEqual([
      { property: 'positionId', message: MSG.noPositionAtLevel },
    ]);
  });

  it('none sent, or one where it is kept, adds the user as before', async () => {
    const none = newCrew(fresh(), { yachts: [f.aurora, f.meridian], departmentId: null, positionId: null });
    expect((await create('fleet', none)).status).toBe(200);
    const email = fresh();
    expect((await create('fleet', newCrew(email))).status).toBe(200);
    expect(await userOn('fleet', f.aurora, email)).toMatchObject({
      departmentId: f.deck,
      positionId: f.deckhand,
    });
  });
});

describe('edit user, to a role that keeps no department or position', () => {
  /** A purser (level 5: a department, no position), edited by the fleet manager. */
  const edit = async (extra: Record<string, unknown>) => {
    const email = fresh();
    expect((await create('fleet', newCrew(email, { role: f.role.Purser, positionId: null }))).status).toBe(
      200,
    );
    const u = (await userOn('fleet', f.aurora, email))!;
    const body = { userId: u.id, yachtId: f.aurora, email, firstName: 'Ada', lastName: 'Byron', ...extra };
    return { res: await put('fleet', body), email };
  };

  it('refuses another department or position under its field, and changes nothing', async () => {
    const captain = await edit({ role: f.role.Captain, departmentId: f.meridianDeck, positionId: null });
    expect(captain.res.status).toBe(400);
    expect((await captain.res.json()).errorList).toEqual([
      { property: 'departmentId', message: MSG.noDepartmentAtLevel },
    ]);
    expect(await userOn('fleet', f.aurora, captain.email)).toMatchObject({
      roleId: f.role.Purser,
      departmentId: f.deck,
    });
    const purser = await edit({ role: f.role.Purser, departmentId: f.deck, positionId: f.deckhand });
    expect((await purser.res.json()).errorList).toEqual([
      { property: 'positionId', message: MSG.noPositionAtLevel },
    ]);
    const both = await edit({ role: f.role.Captain, departmentId: f.meridianDeck, positionId: f.deckhand });
    expect((await both.res.json()).errorList).toEqual([
      { property: 'departmentId', message: MSG.noDepartmentAtLevel },
      { property: 'positionId', message: MSG.noPositionAtLevel },
    ]);
  });

  it('takes the stored ones sent back unchanged as the hidden fields’ echo, and keeps none', async () => {
    const { res, email } = await edit({ role: f.role.Captain, departmentId: f.deck, positionId: null });
    expect(res.status).toBe(200);
    expect(await userOn('fleet', f.aurora, email)).toMatchObject({
      roleId: f.role.Captain,
      departmentId: null,
      positionId: null,
    });
  });
});

describe('add user and the crew order', () => {
  it('puts the new crew member at its end (highest order + 1), as the wizard does', async () => {
    const [{ n }] = (await f.s.db.query<{ n: number }>(
      `SELECT COALESCE(floor(max(crew_order)), 0) + 1 AS n FROM user_vessel_roles
        WHERE vessel_id = $1 AND crew_status <> 2 AND end_date IS NULL`,
      [f.aurora],
    )) as [{ n: number }];
    expect(Number(n)).toBeGreaterThan(1);
    const email = fresh();
    expect((await create('fleet', newCrew(email))).status).toBe(200);
    expect(await userOn('fleet', f.aurora, email)).toMatchObject({ crewOrder: Number(n) });
  });
});
