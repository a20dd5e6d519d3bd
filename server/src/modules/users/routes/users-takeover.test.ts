import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/** Users administration: an account never changes hands, and the rules an attack found open. */
const { f, fresh, newCrew, create, put, userOn } = usersFixture();

/** Found by an attack on the first version: each was a 200. */
describe('no account changes hands through Add user then Edit', () => {
  const readdress = (who: string, userId: number, email: string, roleId: number, extra = {}) =>
    put(who, {
      userId,
      yachtId: f.aurora,
      email,
      firstName: 'Ada',
      lastName: 'Byron',
      role: roleId,
      ...extra,
    });

  it('an officer adds a Meridian officer to Aurora, but cannot change their e-mail', async () => {
    const email = fresh();
    const meridianPlace = { departmentId: f.meridianDeck, positionId: f.meridianDeckhand };
    await create(
      'fleet',
      newCrew(email, { role: f.role.Officer, yachts: [f.meridian], ...meridianPlace }),
      f.meridian,
    );
    expect((await create('officer', newCrew(email))).status).toBe(200);
    const id = await f.s.idOf(email);
    const res = await readdress('officer', id, 'taken-over@new.example', f.role.Crew!, {
      departmentId: f.deck,
      positionId: f.deckhand,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You don't have permission to edit this user." });
    const listed = await userOn('officer', f.aurora, email);
    expect(listed).toMatchObject({ email, accountEditable: false });
  });

  it('a captain adds another vessel’s captain, but cannot change their e-mail', async () => {
    const email = fresh();
    const captainOnly = { role: f.role.Captain, departmentId: null, positionId: null };
    await create('fleet', newCrew(email, { ...captainOnly, yachts: [f.meridian] }), f.meridian);
    expect((await create('captain', newCrew(email, captainOnly))).status).toBe(200);
    const res = await readdress(
      'captain',
      await f.s.idOf(email),
      'taken-over-2@new.example',
      f.role.Captain!,
    );
    expect(res.status).toBe(403);
  });

  it('counts the super user (-1) above every level', async () => {
    const [su] = await f.s.db.query<{ id: number }>(
      "INSERT INTO roles (name, permission_level, is_crew_role) VALUES ('Super User', -1, false) RETURNING id",
    );
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, { role: f.role.Captain, yachts: [f.meridian], departmentId: null, positionId: null }),
      f.meridian,
    );
    await f.s.db.query('UPDATE user_vessel_roles SET role_id = $1 WHERE user_id = $2', [
      su!.id,
      await f.s.idOf(email),
    ]);
    const found = await f.s.post('/users/checkifexists', { email, yachtId: f.aurora }, f.token.officer);
    expect((await found.json()).existingLevel).toBe(5);
    const asCrew = await create('officer', newCrew(email));
    expect((await asCrew.json()).errorList).toEqual([
      {
        property: 'role',
        message: 'This user already holds an access level of 5 or more; choose one of those.',
      },
    ]);
    await f.s.db.query('DELETE FROM user_vessel_roles WHERE role_id = $1', [su!.id]);
    await f.s.db.query('DELETE FROM roles WHERE id = $1', [su!.id]);
  });

  it('keeps a level-5 user at 5 or more when adding them to another vessel', async () => {
    const purser = await f.s.idOf('purser@demo.yacht');
    const res = await f.s.post(
      '/users/assigntoyacht',
      { users: [purser], yachtId: f.meridian, role: f.role.Crew },
      f.token.fleet,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList[0].property).toBe('role');
  });

  it('takes a vessel named twice as one, so department and position are still asked', async () => {
    const res = await create(
      'captain',
      newCrew(fresh(), { yachts: [f.aurora, f.aurora], departmentId: null, positionId: null }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList.map((e: { property: string }) => e.property)).toEqual([
      'departmentId',
      'positionId',
    ]);
  });

  it('refuses an end date in the past', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const res = await f.s.post(
      '/users/removefromyacht',
      { userID: await f.s.idOf(email), yachtID: f.aurora, endDate: '2021-01-01' },
      f.token.officer,
    );
    expect((await res.json()).errorList).toEqual([
      { property: 'endDate', message: 'Selected date cannot be in the past' },
    ]);
  });
});
