import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import { usersFixture } from '../../../../testing/users-fixture';

/**
 * Add user with a known person's e-mail adds them to the vessel and keeps their account as it is
 * (users.test: names and password). An alert e-mail or WhatsApp number sent for them was taken
 * and dropped (a 200, nothing stored): it is refused by name, as Edit user refuses it from someone
 * who does not hold the account; sent empty, as the form leaves it, the add goes through.
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

  it('adds them with the contact fields left empty', async () => {
    const email = await known();
    const res = await create('officer', newCrew(email, { alertEmail: '', whatsAppNumber: '' }));
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
