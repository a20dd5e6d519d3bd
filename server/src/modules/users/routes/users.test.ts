import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../../testing/test-server';
import { usersFixture } from '../../../../testing/users-fixture';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/** Users administration (issue 8, item 8): every rule of doc 1, section 6, held by the server. */
const { f, fresh, newCrew, create, put, list, userOn, editBody } = usersFixture();

describe('the users page', () => {
  it('lists only vessels where the caller is level 4 or more, with their users', async () => {
    expect((await list('crew')).vessels).toEqual([]);
    expect((await list('officer')).vessels.map((v) => v.codename)).toEqual(['aurora']);
    const fleet = await list('fleet');
    expect(fleet.vessels.map((v) => v.codename)).toEqual(['aurora', 'solstice', 'meridian']); // by name: M/Y, then S/Y
    const crew = fleet.vessels
      .find((v) => v.id === f.aurora)!
      .users.find((u) => u.email === 'crew@demo.yacht');
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
    const session = await f.s.login(email, 'Harbour2027');
    expect(session.roles).toEqual([expect.objectContaining({ vesselId: f.aurora, permissionLevel: 2 })]);
  });

  it('e-mails a new user without a password a link to choose one', async () => {
    const email = fresh();
    expect((await create('officer', newCrew(email))).status).toBe(200);
    const mail = f.s.mail.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Your Seaworthy account');
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const reset = await f.s.post(`/restresetpassword/${url.pathname.split('/').at(-1)}`, {
      password: 'Harbour2027',
      hash: url.searchParams.get('hash'),
    });
    expect(reset.status).toBe(200);
    await f.s.login(email, 'Harbour2027');
  });

  it('refuses a confirmation sent without a password for a new user, and adds no one', async () => {
    const email = fresh();
    const res = await create('officer', newCrew(email, { password: '', confirmPassword: 'Harbour2027' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errorList: [{ property: 'confirmPassword', message: 'Field must be equal to Password.' }],
    });
    expect(await f.s.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
    expect(f.s.mail.sent.filter((m) => m.to === email)).toEqual([]);
  });

  it('offers only roles at or below the caller’s level', async () => {
    const res = await create('officer', newCrew(fresh(), { role: f.role.Captain, departmentId: null }));
    expect(res.status).toBe(403);
    expect((await create('captain', newCrew(fresh(), { role: f.role['Fleet Manager'] }))).status).toBe(403);
  });

  it('asks for department and position below level 5, department below 6, and only the vessel’s own', async () => {
    const res = await create('officer', newCrew(fresh(), { departmentId: null, positionId: null }));
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([
      { property: 'departmentId', message: 'Field is required.' },
      { property: 'positionId', message: 'Field is required.' },
    ]);
    const elsewhere = await create('officer', newCrew(fresh(), { departmentId: f.meridianDeck }));
    expect((await elsewhere.json()).errorList[0].property).toBe('departmentId');
    const purser = await create('purser', newCrew(fresh(), { role: f.role.Purser, positionId: null }));
    expect(purser.status).toBe(200);
  });

  it('lets only level 6 add to several vessels, each one theirs', async () => {
    const two = newCrew(fresh(), { yachts: [f.aurora, f.meridian], departmentId: null, positionId: null });
    expect((await create('officer', two)).status).toBe(403);
    expect((await create('captain', two)).status).toBe(403); // not on Meridian
    expect((await create('fleet', two)).status).toBe(200);
    const several = await list('fleet');
    const on = several.vessels.filter((v) => v.users.some((u) => u.email === two.email)).map((v) => v.id);
    expect(on.sort()).toEqual([f.aurora, f.meridian].sort());
  });

  it('adds a known person with their own names and password, never changing them', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, {
        yachts: [f.meridian],
        departmentId: f.meridianDeck,
        positionId: f.meridianDeckhand,
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      }),
      f.meridian,
    );
    const found = await f.s.post('/users/checkifexists', { email, yachtId: f.aurora }, f.token.officer);
    expect(await found.json()).toMatchObject({
      exists: true,
      firstName: 'Ada',
      lastName: 'Byron',
      roleId: null,
    });
    // Another name or a password for them is refused (it was dropped unseen); their own names go through.
    const again = newCrew(email, {
      firstName: 'Mallory',
      password: 'Takeover99',
      confirmPassword: 'Takeover99',
    });
    expect((await create('officer', again)).status).toBe(400);
    expect((await create('officer', newCrew(email))).status).toBe(200);
    expect((await userOn('officer', f.aurora, email))?.firstName).toBe('Ada');
    await f.s.login(email, 'Harbour2027');
    const twice = await create('officer', newCrew(email));
    expect(twice.status).toBe(400);
    expect((await twice.json()).errorList).toEqual([
      { property: 'email', message: 'This user is already on this vessel.' },
    ]);
  });

  it('refuses a crew member and another vessel’s captain', async () => {
    expect((await create('crew', newCrew())).status).toBe(403);
    expect((await create('officer', newCrew(fresh(), { yachts: [f.meridian] }), f.meridian)).status).toBe(
      403,
    );
  });
});

describe('editing a user', () => {
  const edit = editBody;

  it('saves a crew member’s details and position', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', f.aurora, email))!;
    const res = await put(
      'officer',
      edit(u, { firstName: 'Grace', alertEmail: 'alerts@new.example', whatsAppNumber: '+44 7700 900123' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User editing has been successful.' });
    expect(await userOn('officer', f.aurora, email)).toMatchObject({
      firstName: 'Grace',
      alertEmail: 'alerts@new.example',
      whatsAppNumber: '+447700900123',
    });
  });

  it('saved as it stands: the same answer, no change number, no audit line', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', f.aurora, email))!;
    const state = async () => {
      const [row] = await f.s.db.query<{ version: string; lines: string }>(
        `SELECT uvr.version,
                (SELECT count(*) FROM audit_log WHERE action = 'user.edited' AND entity_key = uvr.user_id::text) AS lines
           FROM user_vessel_roles uvr WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
        [u.id, f.aurora],
      );
      return row;
    };
    const before = await state();
    const res = await put('officer', edit(u, {}));
    expect([res.status, await res.json()]).toEqual([200, { message: 'User editing has been successful.' }]);
    expect(await state()).toEqual(before);
    // A real change still moves it on.
    expect((await put('officer', edit(u, { firstName: 'Grace' }))).status).toBe(200);
    expect(Number((await state())!.version)).toBeGreaterThan(Number(before!.version));
  });

  it('refuses to edit a user above the editor’s level, in the spec’s words', async () => {
    const captain = (await userOn('fleet', f.aurora, 'captain@demo.yacht'))!;
    const res = await put(
      'officer',
      edit(captain, { role: f.role.Captain, departmentId: f.deck, positionId: null }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You don't have permission to edit this user." });
  });

  it('keeps a level-4-or-below user among levels 4 and below', async () => {
    const email = fresh();
    await create('captain', newCrew(email));
    const u = (await userOn('captain', f.aurora, email))!;
    expect((await put('captain', edit(u, { role: f.role.Purser, positionId: null }))).status).toBe(403);
    expect((await put('captain', edit(u, { role: f.role.Officer }))).status).toBe(200);
  });

  it('lets no one change the e-mail of a user who holds a higher level elsewhere', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', f.aurora, email))!;
    // Captain of another vessel too: their e-mail is how they log in there.
    await f.s.db.query(`INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)`, [
      u.id,
      f.meridian,
      f.role.Captain,
    ]);
    expect((await put('officer', edit(u, { email: 'officer-owned@new.example' }))).status).toBe(403);
    expect((await put('officer', edit(u, { firstName: 'Someone' }))).status).toBe(403);
    expect((await put('officer', edit(u, { positionId: f.deckhand }))).status).toBe(200);
    expect((await put('fleet', edit(u, { email: 'moved@new.example' }))).status).toBe(200);
  });

  it('refuses an e-mail another user has', async () => {
    const email = fresh();
    await create('officer', newCrew(email));
    const u = (await userOn('officer', f.aurora, email))!;
    const res = await put('officer', edit(u, { email: 'CREW@demo.yacht' }));
    expect((await res.json()).errorList).toEqual([
      { property: 'email', message: 'Another user already uses this e-mail address.' },
    ]);
  });
});

describe('removing a user', () => {
  const remove = (who: string, userID: number, endDate?: string) =>
    f.s.post('/users/removefromyacht', { userID, yachtID: f.aurora, endDate }, f.token[who]);

  it('needs an end date below level 6, and ends access after it', async () => {
    const email = fresh();
    await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
    const id = await f.s.idOf(email);
    const missing = await remove('officer', id);
    expect((await missing.json()).errorList).toEqual([
      { property: 'endDate', message: 'Field is required.' },
    ]);
    expect((await remove('officer', id, '2026-11-20')).status).toBe(200);
    // Still on board until the end date.
    expect((await f.s.login(email, 'Harbour2027')).roles).toHaveLength(1);
    expect((await userOn('officer', f.aurora, email))?.endDate).toBe('2026-11-20');
    f.s.advance(6 * 86_400_000);
    expect((await f.s.login(email, 'Harbour2027')).roles).toEqual([]);
    f.s.advance(-6 * 86_400_000);
  });

  it('says an end date that is no date is one, on removal from a vessel and from all', async () => {
    const email = fresh();
    await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
    const id = await f.s.idOf(email);
    const invalid = [{ property: 'endDate', message: 'Invalid date. Use YYYY-MM-DD.' }];
    for (const endDate of ['2026-02-30', '0000-01-01']) {
      const res = await remove('officer', id, endDate);
      expect(res.status).toBe(400);
      expect((await res.json()).errorList).toEqual(invalid);
    }
    const all = await f.s.request(`/users/${id}?endDate=2026-02-30`, {
      method: 'DELETE',
      token: f.token.fleet,
    });
    expect(all.status).toBe(400);
    expect((await all.json()).errorList).toEqual(invalid);
    expect((await userOn('officer', f.aurora, email))?.endDate ?? null).toBeNull();
  });

  it('removes a level-6 user without an end date, at once', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, {
        role: f.role.Captain,
        departmentId: null,
        positionId: null,
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      }),
    );
    expect((await remove('captain', await f.s.idOf(email))).status).toBe(200);
    expect((await f.s.login(email, 'Harbour2027')).roles).toEqual([]);
  });

  it('refuses a user above the caller, the caller themselves, and a crew member', async () => {
    expect((await remove('officer', await f.s.idOf('purser@demo.yacht'), TEST_TODAY)).status).toBe(403);
    const self = await remove('officer', await f.s.idOf('officer@demo.yacht'), TEST_TODAY);
    expect(self.status).toBe(400);
    expect((await remove('crew', await f.s.idOf('crew@demo.yacht'), TEST_TODAY)).status).toBe(403);
  });

  it('removes from all vessels only those where the caller is level 6', async () => {
    const email = fresh();
    await create(
      'fleet',
      newCrew(email, {
        yachts: [f.aurora, f.meridian],
        departmentId: null,
        positionId: null,
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      }),
    );
    const id = await f.s.idOf(email);
    const res = await f.s.post(
      '/users/removefromallyachts',
      { yachtId: f.aurora, users: [id], endDate: TEST_TODAY },
      f.token.captain,
    );
    expect(res.status).toBe(200);
    // The captain has no role on Meridian: that stays. Aurora ends with the day.
    expect((await userOn('fleet', f.aurora, email))?.endDate).toBe(TEST_TODAY);
    expect((await userOn('fleet', f.meridian, email))?.endDate).toBeNull();
    f.s.advance(86_400_000);
    expect((await f.s.login(email, 'Harbour2027')).roles.map((r) => r.vesselId)).toEqual([f.meridian]);
    f.s.advance(-86_400_000);
    const byOfficer = await f.s.post(
      '/users/removefromallyachts',
      { yachtId: f.aurora, users: [id] },
      f.token.officer,
    );
    expect(byOfficer.status).toBe(403);
  });
});

describe('adding users to other vessels and reset links', () => {
  it('adds users the caller administers to a vessel where they are level 6', async () => {
    const email = fresh();
    await create('officer', newCrew(email, { password: 'Harbour2027', confirmPassword: 'Harbour2027' }));
    const id = await f.s.idOf(email);
    const body = { users: [id], yachtId: f.meridian, role: f.role.Crew };
    expect((await f.s.post('/users/assigntoyacht', body, f.token.captain)).status).toBe(403);
    expect((await f.s.post('/users/assigntoyacht', body, f.token.fleet)).status).toBe(200);
    expect((await f.s.login(email, 'Harbour2027')).roles).toHaveLength(2);
    const again = await f.s.post('/users/assigntoyacht', body, f.token.fleet);
    expect(again.status).toBe(400);
  });

  it('refuses to add someone the caller does not administer', async () => {
    // The captain of Aurora administers its crew; a user only on Meridian they do not.
    const [other] = await f.s.db.query<{ id: number }>(
      `SELECT user_id AS id FROM user_vessel_roles WHERE vessel_id = $1
         AND user_id NOT IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) LIMIT 1`,
      [f.meridian, f.aurora],
    );
    const res = await f.s.post(
      '/users/assigntoyacht',
      { users: [other!.id], yachtId: f.aurora, role: f.role.Crew },
      f.token.captain,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You can add only users you administer on another vessel.' });
  });

  it('e-mails the user a reset link; the administrator never sees it', async () => {
    const crewId = await f.s.idOf('crew@demo.yacht');
    const res = await f.s.post(
      '/users/resetpassword',
      { userId: crewId, yachtId: f.aurora },
      f.token.officer,
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toMatch(/hash=/);
    const mail = f.s.mail.sent.filter((m) => m.to === 'crew@demo.yacht').at(-1)!;
    expect(mail.text).toContain('An administrator of your vessel has sent you a link');
    const captainId = await f.s.idOf('captain@demo.yacht');
    expect(
      (await f.s.post('/users/resetpassword', { userId: captainId, yachtId: f.aurora }, f.token.officer))
        .status,
    ).toBe(403);
    await f.s.login('crew@demo.yacht', DEMO_PASSWORD);
  });
});
