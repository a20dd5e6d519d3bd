import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersAnswer } from '../../../src/contracts/users';
import { DEMO_PASSWORD } from '../seed/demo-fleet';
import { startTestServer, TEST_TODAY, type TestServer } from '../testing/test-server';

/** Users administration (issue 8, item 8): every rule of doc 1, section 6, held by the server. */
let s: TestServer;
let aurora: number;
let meridian: number;
const token: Record<string, string> = {};
const role: Record<string, number> = {};
let deck: number;
let deckhand: number;
let meridianDeck: number;
let meridianDeckhand: number;

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  meridian = await s.vesselId('meridian');
  for (const who of ['crew', 'officer', 'purser', 'captain', 'fleet'])
    token[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
  for (const r of await s.db.query<{ id: number; name: string }>('SELECT id, name FROM roles'))
    role[r.name] = r.id;
  const place = async (vessel: number, position: string) =>
    (
      await s.db.query<{ d: number; p: number }>(
        'SELECT department_id AS d, id AS p FROM positions WHERE vessel_id = $1 AND name = $2',
        [vessel, position],
      )
    )[0]!;
  ({ d: deck, p: deckhand } = await place(aurora, 'Deckhand'));
  ({ d: meridianDeck, p: meridianDeckhand } = await place(meridian, 'Deckhand'));
});
afterAll(() => s.close());

let made = 0;
const fresh = () => `sailor${++made}@new.example`;
const newCrew = (email = fresh(), extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Ada',
  lastName: 'Byron',
  role: role.Crew,
  departmentId: deck,
  positionId: deckhand,
  yachts: [aurora],
  ...extra,
});
const create = (who: string, body: unknown, vessel = aurora) => s.post(`/users/${vessel}`, body, token[who]);
const put = (who: string, body: unknown) =>
  s.request('/users', { method: 'PUT', body: JSON.stringify(body), token: token[who] });
const list = async (who: string) =>
  (await (await s.request('/users', { token: token[who] })).json()) as UsersAnswer;
const userOn = async (who: string, vessel: number, email: string) =>
  (await list(who)).vessels.find((v) => v.id === vessel)?.users.find((u) => u.email === email);

describe('the users page', () => {
  it('lists only vessels where the caller is level 4 or more, with their users', async () => {
    expect((await list('crew')).vessels).toEqual([]);
    expect((await list('officer')).vessels.map((v) => v.codename)).toEqual(['aurora']);
    const fleet = await list('fleet');
    expect(fleet.vessels.map((v) => v.codename)).toEqual(['aurora', 'solstice', 'meridian']); // by name: M/Y, then S/Y
    const crew = fleet.vessels.find((v) => v.id === aurora)!.users.find((u) => u.email === 'crew@demo.yacht');
    expect(crew).toMatchObject({
      firstName: 'Sam',
      roleName: 'Crew',
      permissionLevel: 2,
      positionName: 'Deckhand',
    });
    expect(fleet.roles.map((r) => r.permissionLevel)).toEqual([2, 4, 5, 6, 8]);
  });
});

describe('adding a user', () => {
  it('creates a crew member who can then log in with the password given', async () => {
    const email = fresh();
    const res = await create(
      'officer',
      newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'User has been submitted' });
    const session = await s.login(email, 'Harbour2027');
    expect(session.roles).toEqual([expect.objectContaining({ vesselId: aurora, permissionLevel: 2 })]);
  });

  it('e-mails a new user without a password a link to choose one', async () => {
    const email = fresh();
    expect((await create('officer', newCrew(email))).status).toBe(200);
    const mail = s.mail.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Your Seaworthy account');
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const reset = await s.post(`/restresetpassword/${url.pathname.split('/').at(-1)}`, {
      password: 'Harbour2027',
      hash: url.searchParams.get('hash'),
    });
    expect(reset.status).toBe(200);
    await s.login(email, 'Harbour2027');
  });

  it('offers only roles at or below the caller’s level', async () => {
    const res = await create('officer', newCrew(fresh(), { role: role.Captain, departmentId: null }));
    expect(res.status).toBe(403);
    expect((await create('captain', newCrew(fresh(), { role: role['Fleet Manager'] }))).status).toBe(403);
  });

  it('asks for department and position below level 5, department below 6, and only the vessel’s own', async () => {
    const res = await create('officer', newCrew(fresh(), { departmentId: null, positionId: null }));
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'departmentId', message: 'Field is required.' },
      { property: 'positionId', message: 'Field is required.' },
    ]);
    const elsewhere = await create('officer', newCrew(fresh(), { departmentId: meridianDeck }));
    expect((await elsewhere.json()).errorList[0].property).toBe('departmentId');
    const purser = await create('purser', newCrew(fresh(), { role: role.Purser, positionId: null }));
    expect(purser.status).toBe(200);
  });

  it('lets only level 6 add to several vessels, each one theirs', async () => {
    const two = newCrew(fresh(), { yachts: [aurora, meridian] });
    expect((await create('officer', two)).status).toBe(403);
    expect((await create('captain', two)).status).toBe(403); // not on Meridian
    expect((await create('fleet', two)).status).toBe(200);
    const several = await list('fleet');
    const on = several.vessels.filter((v) => v.users.some((u) => u.email === two.email)).map((v) => v.id);
    expect(on.sort()).toEqual([aurora, meridian].sort());
  });

  it('adds a known person with their own names and password, never changing them', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, {
        yachts: [meridian],
        departmentId: meridianDeck,
        positionId: meridianDeckhand,
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      }),
      meridian,
    );
    const found = await s.post('/users/checkifexists', { email, yachtId: aurora }, token.officer);
    expect(await found.json()).toMatchObject({
      exists: true,
      firstName: 'Ada',
      lastName: 'Byron',
      roleId: null,
    });
    const again = newCrew(email, {
      firstName: 'Mallory',
      password: 'Takeover99',
      confirmPassword: 'Takeover99',
    });
    expect((await create('officer', again)).status).toBe(200);
    expect((await userOn('officer', aurora, email))?.firstName).toBe('Ada');
    await s.login(email, 'Harbour2027');
    const twice = await create('officer', newCrew(email));
    expect(twice.status).toBe(400);
    expect((await twice.json()).errorList).toEqual([
      { property: 'email', message: 'This user is already on this vessel.' },
    ]);
  });

  it('refuses a crew member and another vessel’s captain', async () => {
    expect((await create('crew', newCrew())).status).toBe(403);
    expect((await create('officer', newCrew(fresh(), { yachts: [meridian] }), meridian)).status).toBe(403);
  });
});

describe('editing a user', () => {
  const edit = (u: { id: number; email: string; firstName: string; lastName: string }, extra = {}) => ({
    userId: u.id,
    yachtId: aurora,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: role.Crew,
    departmentId: deck,
    positionId: deckhand,
    ...extra,
  });

  it('saves a crew member’s details and position', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', aurora, email))!;
    const res = await put(
      'officer',
      edit(u, { firstName: 'Grace', alertEmail: 'alerts@new.example', whatsAppNumber: '+44 7700 900123' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User editing has been successful.' });
    expect(await userOn('officer', aurora, email)).toMatchObject({
      firstName: 'Grace',
      alertEmail: 'alerts@new.example',
      whatsAppNumber: '+447700900123',
    });
  });

  it('refuses to edit a user above the editor’s level, in the spec’s words', async () => {
    const captain = (await userOn('fleet', aurora, 'captain@demo.yacht'))!;
    const res = await put(
      'officer',
      edit(captain, { role: role.Captain, departmentId: deck, positionId: null }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You don't have permission to edit this user." });
  });

  it('keeps a level-4-or-below user among levels 4 and below', async () => {
    const email = fresh();
    await create('captain', newCrew(email));
    const u = (await userOn('captain', aurora, email))!;
    expect((await put('captain', edit(u, { role: role.Purser, positionId: null }))).status).toBe(403);
    expect((await put('captain', edit(u, { role: role.Officer }))).status).toBe(200);
  });

  it('lets no one change the e-mail of a user who holds a higher level elsewhere', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', aurora, email))!;
    // Captain of another vessel too: their e-mail is how they log in there.
    await s.db.query(`INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)`, [
      u.id,
      meridian,
      role.Captain,
    ]);
    expect((await put('officer', edit(u, { email: 'officer-owned@new.example' }))).status).toBe(403);
    expect((await put('officer', edit(u, { firstName: 'Someone' }))).status).toBe(403);
    expect((await put('officer', edit(u, { positionId: deckhand }))).status).toBe(200);
    expect((await put('fleet', edit(u, { email: 'moved@new.example' }))).status).toBe(200);
  });

  it('refuses an e-mail another user has', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', aurora, email))!;
    const res = await put('officer', edit(u, { email: 'CREW@demo.yacht' }));
    expect((await res.json()).errorList).toEqual([
      { property: 'email', message: 'Another user already uses this e-mail address.' },
    ]);
  });
});

describe('removing a user', () => {
  const remove = (who: string, userID: number, endDate?: string) =>
    s.post('/users/removefromyacht', { userID, yachtID: aurora, endDate }, token[who]);

  it('needs an end date below level 6, and ends access after it', async () => {
    const email = fresh();
    await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
    const id = await s.idOf(email);
    const missing = await remove('officer', id);
    expect((await missing.json()).errorList).toEqual([
      { property: 'endDate', message: 'Field is required.' },
    ]);
    expect((await remove('officer', id, '2026-11-20')).status).toBe(200);
    // Still on board until the end date.
    expect((await s.login(email, 'Harbour2027')).roles).toHaveLength(1);
    expect((await userOn('officer', aurora, email))?.endDate).toBe('2026-11-20');
    s.advance(6 * 86_400_000);
    expect((await s.login(email, 'Harbour2027')).roles).toEqual([]);
    s.advance(-6 * 86_400_000);
  });

  it('removes a level-6 user without an end date, at once', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, {
        role: role.Captain,
        departmentId: null,
        positionId: null,
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      }),
    );
    expect((await remove('captain', await s.idOf(email))).status).toBe(200);
    expect((await s.login(email, 'Harbour2027')).roles).toEqual([]);
  });

  it('refuses a user above the caller, the caller themselves, and a crew member', async () => {
    expect((await remove('officer', await s.idOf('purser@demo.yacht'), TEST_TODAY)).status).toBe(403);
    const self = await remove('officer', await s.idOf('officer@demo.yacht'), TEST_TODAY);
    expect(self.status).toBe(400);
    expect((await remove('crew', await s.idOf('crew@demo.yacht'), TEST_TODAY)).status).toBe(403);
  });

  it('removes from all vessels only those where the caller is level 6', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, { yachts: [aurora, meridian], password: 'Harbour2027', confirmPassword: 'Harbour2027' }),
    );
    const id = await s.idOf(email);
    const res = await s.post(
      '/users/removefromallyachts',
      { yachtId: aurora, users: [id], endDate: TEST_TODAY },
      token.captain,
    );
    expect(res.status).toBe(200);
    // The captain has no role on Meridian: that stays. Aurora ends with the day.
    expect((await userOn('fleet', aurora, email))?.endDate).toBe(TEST_TODAY);
    expect((await userOn('fleet', meridian, email))?.endDate).toBeNull();
    s.advance(86_400_000);
    expect((await s.login(email, 'Harbour2027')).roles.map((r) => r.vesselId)).toEqual([meridian]);
    s.advance(-86_400_000);
    const byOfficer = await s.post(
      '/users/removefromallyachts',
      { yachtId: aurora, users: [id] },
      token.officer,
    );
    expect(byOfficer.status).toBe(403);
  });
});

describe('adding users to other vessels and reset links', () => {
  it('adds users the caller administers to a vessel where they are level 6', async () => {
    const email = fresh();
    await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
    const id = await s.idOf(email);
    const body = { users: [id], yachtId: meridian, role: role.Crew };
    expect((await s.post('/users/assigntoyacht', body, token.captain)).status).toBe(403);
    expect((await s.post('/users/assigntoyacht', body, token.fleet)).status).toBe(200);
    expect((await s.login(email, 'Harbour2027')).roles).toHaveLength(2);
    const again = await s.post('/users/assigntoyacht', body, token.fleet);
    expect(again.status).toBe(400);
  });

  it('refuses to add someone the caller does not administer', async () => {
    // The captain of Aurora administers its crew; a user only on Meridian they do not.
    const [other] = await s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE vessel_id = $1
         AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [meridian, aurora],
    );
    const res = await s.post(
      '/users/assigntoyacht',
      { users: [other!.id], yachtId: aurora, role: role.Crew },
      token.captain,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You can add only users you administer on another vessel.' });
  });

  it('e-mails the user a reset link; the administrator never sees it', async () => {
    const crewId = await s.idOf('crew@demo.yacht');
    const res = await s.post('/users/resetpassword', { userId: crewId, yachtId: aurora }, token.officer);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toMatch(/hash=/);
    const mail = s.mail.sent.filter((m) => m.to === 'crew@demo.yacht').at(-1)!;
    expect(mail.text).toContain('An administrator of your vessel has sent you a link');
    const captainId = await s.idOf('captain@demo.yacht');
    expect(
      (await s.post('/users/resetpassword', { userId: captainId, yachtId: aurora }, token.officer)).status,
    ).toBe(403);
    await s.login('crew@demo.yacht', DEMO_PASSWORD);
  });
});

/** Found by an attack on the first version: each was a 200. */
describe('no account changes hands through Add user then Edit', () => {
  const readdress = (who: string, userId: number, email: string, roleId: number, extra = {}) =>
    put(who, { userId, yachtId: aurora, email, firstName: 'Ada', lastName: 'Byron', role: roleId, ...extra });

  it('an officer adds a Meridian officer to Aurora, but cannot change their e-mail', async () => {
    const email = fresh();
    const meridianPlace = { departmentId: meridianDeck, positionId: meridianDeckhand };
    await create(
      'fleet',
      newCrew(email, { role: role.Officer, yachts: [meridian], ...meridianPlace }),
      meridian,
    );
    expect((await create('officer', newCrew(email))).status).toBe(200);
    const id = await s.idOf(email);
    const res = await readdress('officer', id, 'taken-over@new.example', role.Crew!, {
      departmentId: deck,
      positionId: deckhand,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You don't have permission to edit this user." });
    const listed = await userOn('officer', aurora, email);
    expect(listed).toMatchObject({ email, accountEditable: false });
  });

  it('a captain adds another vessel’s captain, but cannot change their e-mail', async () => {
    const email = fresh();
    const captainOnly = { role: role.Captain, departmentId: null, positionId: null };
    await create('fleet', newCrew(email, { ...captainOnly, yachts: [meridian] }), meridian);
    expect((await create('captain', newCrew(email, captainOnly))).status).toBe(200);
    const res = await readdress('captain', await s.idOf(email), 'taken-over-2@new.example', role.Captain!);
    expect(res.status).toBe(403);
  });

  it('counts the super user (-1) above every level', async () => {
    const [su] = await s.db.query<{ id: number }>(
      "INSERT INTO roles (name, permission_level, is_crew_role) VALUES ('Super User', -1, false) RETURNING id",
    );
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, { role: role.Captain, yachts: [meridian], departmentId: null, positionId: null }),
      meridian,
    );
    await s.db.query('UPDATE user_vessel_roles SET role_id = $1 WHERE user_id = $2', [
      su!.id,
      await s.idOf(email),
    ]);
    const found = await s.post('/users/checkifexists', { email, yachtId: aurora }, token.officer);
    expect((await found.json()).existingLevel).toBe(5);
    const asCrew = await create('officer', newCrew(email));
    expect((await asCrew.json()).errorList).toEqual([
      {
        property: 'role',
        message: 'This user already holds an access level of 5 or more; choose one of those.',
      },
    ]);
    await s.db.query('DELETE FROM user_vessel_roles WHERE role_id = $1', [su!.id]);
    await s.db.query('DELETE FROM roles WHERE id = $1', [su!.id]);
  });

  it('keeps a level-5 user at 5 or more when adding them to another vessel', async () => {
    const purser = await s.idOf('purser@demo.yacht');
    const res = await s.post(
      '/users/assigntoyacht',
      { users: [purser], yachtId: meridian, role: role.Crew },
      token.fleet,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errorList[0].property).toBe('role');
  });

  it('takes a vessel named twice as one, so department and position are still asked', async () => {
    const res = await create(
      'captain',
      newCrew(fresh(), { yachts: [aurora, aurora], departmentId: null, positionId: null }),
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
    const res = await s.post(
      '/users/removefromyacht',
      { userID: await s.idOf(email), yachtID: aurora, endDate: '2021-01-01' },
      token.officer,
    );
    expect((await res.json()).errorList).toEqual([
      { property: 'endDate', message: 'Selected date cannot be in the past' },
    ]);
  });
});
