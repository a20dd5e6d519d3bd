import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../../testing/test-server';
import { usersFixture } from '../../../../testing/users-fixture';

/** Users administration: transfer, one user read, and delete (doc 1, sections 6 and 7). */
const { f, fresh, newCrew, create, userOn } = usersFixture();

const newSailor = async () => {
  const email = fresh();
  await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
  return { email, id: await f.s.idOf(email) };
};
const transfer = (who: string, body: unknown) => f.s.post('/users/transfer', body, f.token[who]);

describe('transferring a user', () => {
  it('moves them today, in the same role, leaving department, position and order behind', async () => {
    const { email, id } = await newSailor();
    const res = await transfer('fleet', { userId: id, fromYachtId: f.aurora, yachtId: f.meridian });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Ada Byron has been transferred.' });
    expect(await userOn('fleet', f.aurora, email)).toBeUndefined();
    expect(await userOn('fleet', f.meridian, email)).toMatchObject({
      roleName: 'Crew',
      departmentId: null,
      positionId: null,
      startDate: TEST_TODAY,
    });
    const session = await f.s.login(email, 'Harbour2027');
    expect(session.roles.map((r) => r.vesselId)).toEqual([f.meridian]);
  });

  it('needs level 6 on both vessels', async () => {
    const { id } = await newSailor();
    // The captain is level 6 on Aurora only; the officer is below 6.
    const byCaptain = await transfer('captain', { userId: id, fromYachtId: f.aurora, yachtId: f.meridian });
    expect(byCaptain.status).toBe(403);
    const byOfficer = await transfer('officer', { userId: id, fromYachtId: f.aurora, yachtId: f.meridian });
    expect(byOfficer.status).toBe(403);
  });

  it('refuses the same vessel, someone not on it, someone already there, and oneself', async () => {
    const { email, id } = await newSailor();
    const same = await transfer('fleet', { userId: id, fromYachtId: f.aurora, yachtId: f.aurora });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      errorList: [{ property: 'yachtId', message: 'Choose another vessel.' }],
    });
    const notThere = await transfer('fleet', { userId: id, fromYachtId: f.meridian, yachtId: f.aurora });
    expect(notThere.status).toBe(404);
    await f.s.post(
      '/users/assigntoyacht',
      { users: [id], yachtId: f.meridian, role: f.role.Crew },
      f.token.fleet,
    );
    const already = await transfer('fleet', { userId: id, fromYachtId: f.aurora, yachtId: f.meridian });
    expect(already.status).toBe(400);
    expect(await already.json()).toMatchObject({
      errorList: [{ property: 'yachtId', message: 'This user is already on this vessel.' }],
    });
    // Refused as a whole: they are still on Aurora.
    expect((await f.s.login(email, 'Harbour2027')).roles).toHaveLength(2);
    const fleetId = await f.s.idOf('fleet@demo.yacht');
    const self = await transfer('fleet', { userId: fleetId, fromYachtId: f.aurora, yachtId: f.meridian });
    expect(self.status).toBe(400);
  });
});

describe('one user, and deleting a user', () => {
  it('shows a user only as the caller’s own vessels know them', async () => {
    const crewId = await f.s.idOf('crew@demo.yacht');
    const asOfficer = await f.s.request(`/users/${crewId}`, { token: f.token.officer });
    expect(asOfficer.status).toBe(200);
    // Sam is on Aurora and Meridian; the officer administers Aurora only.
    const body = await asOfficer.json();
    expect(body.vessels.map((v: { yachtId: number }) => v.yachtId)).toEqual([f.aurora]);
    expect(body.vessels[0].user).toMatchObject({ email: 'crew@demo.yacht', roleName: 'Crew' });
    const asFleet = await (await f.s.request(`/users/${crewId}`, { token: f.token.fleet })).json();
    expect(asFleet.vessels).toHaveLength(2);
    // Someone on none of the officer's vessels does not exist for them.
    const [other] = await f.s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE vessel_id = $1
         AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [f.meridian, f.aurora],
    );
    expect((await f.s.request(`/users/${other!.id}`, { token: f.token.officer })).status).toBe(404);
    expect((await f.s.request(`/users/${crewId}`, { token: f.token.crew })).status).toBe(403);
  });

  it('removes the user from every vessel of the caller’s at level 6, with an end date below 6', async () => {
    const { email, id } = await newSailor();
    const del = (who: string, query = '') =>
      f.s.request(`/users/${id}${query}`, { method: 'DELETE', token: f.token[who] });
    expect((await del('officer', `?endDate=${TEST_TODAY}`)).status).toBe(403);
    const undated = await del('captain');
    expect(undated.status).toBe(400);
    expect(await undated.json()).toMatchObject({ errorList: [{ property: 'endDate' }] });
    expect((await del('captain', '?endDate=yesterday')).status).toBe(400);
    expect((await del('captain', `?endDate=${TEST_TODAY}`)).status).toBe(200);
    expect((await userOn('fleet', f.aurora, email))?.endDate).toBe(TEST_TODAY);
    f.s.advance(86_400_000);
    await expect(f.s.login(email, 'Harbour2027')).resolves.toMatchObject({ roles: [] });
    f.s.advance(-86_400_000);
  });
});
