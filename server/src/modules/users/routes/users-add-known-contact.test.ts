import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * Add user with a known person's e-mail adds them to the vessel and keeps their account as it is
 * (users.test: names and password). An alert e-mail or WhatsApp number sent for them was taken
 * and dropped (a 200, nothing stored): it is refused by name, as Edit user refuses it from someone
 * who does not hold the account; sent empty, as the form leaves it, the add goes through. So are
 * a password and names other than their own (the old password still logged in): the form fills
 * in their names and sends no password for them.
 */
const { f, fresh, newCrew, create } = usersFixture();

const contactOf = async (email: string) =>
  (
    await f.s.db.query<{ alert_email: string | null; whatsapp_number: string | null }>(
      'SELECT alert_email, whatsapp_number FROM users WHERE email = $1',
      [email],
    )
  )[0]!;
const known = async () => {
  const email = fresh();
  const made = await create(
    'fleet',
    newCrew(email, { yachts: [f.meridian], departmentId: f.meridianDeck, positionId: f.meridianDeckhand }),
    f.meridian,
  );
  expect(made.status).toBe(200);
  return email;
};

describe('adding a known person', () => {
  it.each([
    ['alertEmail', 'mine@elsewhere.example'],
    ['whatsAppNumber', '+447700900555'],
  ])('refuses a %s for them and adds nothing', async (property, value) => {
    const email = await known();
    const res = await create('officer', newCrew(email, { [property]: value }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errorList: [{ property, message: MSG.noPermissionToEdit }] });
    expect(await contactOf(email)).toEqual({ alert_email: null, whatsapp_number: null });
    const onAurora = await f.s.db.query(
      'SELECT 1 FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id WHERE u.email = $1 AND uvr.vessel_id = $2',
      [email, f.aurora],
    );
    expect(onAurora).toEqual([]);
  });

  it.each([
    ['password', { password: 'Takeover99', confirmPassword: 'Takeover99' }, MSG.knownPersonPassword],
    ['confirmPassword', { password: '', confirmPassword: 'Takeover99' }, MSG.knownPersonPassword],
    ['firstName', { firstName: 'Mallory' }, MSG.knownPersonName],
    ['lastName', { lastName: 'byron' }, MSG.knownPersonName],
  ])('refuses a %s for them that would not be kept, and adds nothing', async (property, other, message) => {
    const email = await known();
    const res = await create('officer', newCrew(email, other));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorList: [{ property, message }] });
    const [stored] = await f.s.db.query<{ first_name: string; last_name: string; id: number }>(
      'SELECT id, first_name, last_name FROM users WHERE email = $1',
      [email],
    );
    expect(stored).toMatchObject({ first_name: 'Ada', last_name: 'Byron' });
    expect(
      await f.s.db.query('SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2', [
        stored!.id,
        f.aurora,
      ]),
    ).toEqual([]);
  });

  it('adds them with their own names (spaces around them aside) and no password, which stays theirs', async () => {
    const email = fresh();
    const made = await create(
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
    expect(made.status).toBe(200);
    const res = await create('officer', newCrew(email, { firstName: ' Ada ', password: '' }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await f.s.login(email, 'Harbour2027')).accessToken).toEqual(expect.any(String));
  });

  it('adds them with the contact fields left empty', async () => {
    const email = await known();
    const res = await create('officer', newCrew(email, { alertEmail: '', whatsAppNumber: '' }));
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
