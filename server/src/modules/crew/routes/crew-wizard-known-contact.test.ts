import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  created,
  crewWizardAttackServer,
  key,
  meridian,
  s,
  step1,
} from '../../../../testing/crew-wizard-attack-kit';

/**
 * Wizard step 1 with a known person's e-mail adds them and keeps their account as it is. The alert
 * e-mail (notificationEmail) and other names sent for them were taken and dropped, a 200 that
 * stored nothing: they are refused by name, as Add user refuses them; sent empty (the alert
 * e-mail) or the same as stored (the names, as the wizard fills them in), the step goes through.
 */
crewWizardAttackServer();

const knownPerson = async () => {
  const [known] = await s.db.query<{
    id: number;
    email: string;
    alert_email: string | null;
    first_name: string;
    last_name: string;
  }>(
    `SELECT u.id, u.email, u.alert_email, u.first_name, u.last_name FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id
      WHERE uvr.vessel_id = $1 AND u.email LIKE '%@demo.yacht' AND u.id NOT IN
        (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $2) ORDER BY u.id LIMIT 1`,
    [meridian, aurora],
  );
  return known!;
};

describe('wizard step 1 for a known person', () => {
  it('refuses an alert e-mail for them and adds nothing', async () => {
    const known = await knownPerson();
    const res = await step1('officer', {
      wizardKey: key(),
      email: known.email,
      firstName: known.first_name,
      lastName: known.last_name,
      notificationEmail: 'elsewhere@example.com',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      errorList: [{ property: 'notificationEmail', message: MSG.noPermissionToEdit }],
    });
    const [after] = await s.db.query<{ alert_email: string | null }>(
      'SELECT alert_email FROM users WHERE id = $1',
      [known.id],
    );
    expect(after!.alert_email).toBe(known.alert_email);
    expect(
      await s.db.query('SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2', [
        known.id,
        aurora,
      ]),
    ).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: 'Mallory' }],
    ['lastName', { lastName: 'Other' }],
  ])('refuses another %s for them (it was dropped unseen) and adds nothing', async (property, other) => {
    const known = await knownPerson();
    const res = await step1('officer', {
      wizardKey: key(),
      email: known.email,
      firstName: known.first_name,
      lastName: known.last_name,
      ...other,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorList: [{ property, message: MSG.knownPersonName }] });
    const [after] = await s.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [known.id],
    );
    expect(after).toEqual({ first_name: known.first_name, last_name: known.last_name });
    expect(
      await s.db.query('SELECT 1 FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2', [
        known.id,
        aurora,
      ]),
    ).toEqual([]);
  });

  it('adds them with their own names (as the form fills them in) and the alert e-mail left empty', async () => {
    const known = await knownPerson();
    await created(
      await step1('officer', {
        wizardKey: key(),
        email: known.email,
        firstName: ` ${known.first_name} `,
        lastName: known.last_name,
        notificationEmail: '',
      }),
    );
  });
});
