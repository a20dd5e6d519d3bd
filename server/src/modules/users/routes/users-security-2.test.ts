import { describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { usersFixture } from '../../../../testing/users-fixture';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/**
 * A second attack (one's own 2FA, and the fixes of the first): parallel password guesses, one's
 * own required 2FA, hidden contact details that a guess could confirm, crew added to a vessel
 * whose administrators are leaving.
 */
const { f, fresh, newCrew, create, put, userOn } = usersFixture();
const PW = 'Harbour2027';
const roleId = async (level: number) =>
  (
    await f.s.db.query<{ id: number }>('SELECT id FROM roles WHERE permission_level = $1 LIMIT 1', [level])
  )[0]!.id;
const req = (method: string, path: string, body: unknown, token: string, address?: string) =>
  f.s.request(path, { method, body: JSON.stringify(body), token, ...(address ? { address } : {}) });

describe('own 2FA: the password throttle', () => {
  it('holds against wrong passwords sent in parallel to /me/twofactor/setup (5 per account)', async () => {
    const { crew } = await scratchVessel(f.s);
    const { accessToken } = await f.s.login(crew.email);
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          req('POST', '/me/twofactor/setup', { password: `Wrong${i}xx` }, accessToken, '198.51.100.41'),
        ),
      )
    ).map((r) => r.status);
    // Each 400 is a password actually checked; past 5 the account is locked (429).
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    f.s.advance(16 * 60_000);
  });

  it('holds on POST /login too (the same check-then-count: 30 parallel guesses are all checked)', async () => {
    const { crew } = await scratchVessel(f.s);
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          f.s.request('/login', {
            method: 'POST',
            address: '198.51.100.42',
            body: JSON.stringify({ username: crew.email, password: `Wrong${i}xx` }),
          }),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    f.s.advance(16 * 60_000);
  });
});

describe('level-6 users and their own required 2FA', () => {
  it('a captain cannot lift the requirement an administrator set on them, nor remove their own 2FA without a password', async () => {
    const { vesselId, officer } = await scratchVessel(f.s);
    await f.s.db.query('UPDATE user_vessel_roles SET role_id = $3 WHERE user_id = $1 AND vessel_id = $2', [
      officer.id,
      vesselId,
      await roleId(6),
    ]);
    const { accessToken } = await f.s.login(officer.email);
    // Omar has 2FA by the app and an administrator requires it (as own-two-factor.test sets it).
    const step = await (
      await req('POST', '/me/twofactor/setup', { password: DEMO_PASSWORD }, accessToken)
    ).json();
    expect(step.step).toBe('setup');
    await f.s.db.query(
      "UPDATE users SET two_factor_required = true, two_factor_method = 'totp', totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1",
      [officer.id],
    );
    const off = await req('POST', '/me/twofactor/off', { password: DEMO_PASSWORD }, accessToken);
    expect(off.status).toBe(400); // 'Your administrator requires two-factor login...'

    // The same user lifts their own requirement through the users page's action...
    const lift = await req(
      'PUT',
      '/whatsapprequirements',
      { yachtId: vesselId, users: [officer.id], required: false },
      accessToken,
    );
    // ...and removes their own 2FA with no password at all (the settings ask for it).
    const remove = await req(
      'PUT',
      '/removewhatsapp',
      { yachtId: vesselId, users: [officer.id] },
      accessToken,
    );
    const [row] = await f.s.db.query<{ two_factor_required: boolean; two_factor_method: string | null }>(
      'SELECT two_factor_required, two_factor_method FROM users WHERE id = $1',
      [officer.id],
    );
    expect({ lift: lift.status, remove: remove.status, row }).toEqual({
      lift: 403,
      remove: 403,
      row: { two_factor_required: true, two_factor_method: 'totp' },
    });
  });
});

describe('hidden contact details (GET /users hides them)', () => {
  it('PUT /users does not tell an officer whether a guessed WhatsApp number or alert e-mail is right', async () => {
    // The throttle tests moved the clock past the fixture's tokens.
    f.token.officer = (await f.s.login('officer@demo.yacht')).accessToken;
    const email = fresh();
    expect((await create('officer', newCrew(email, { password: PW, confirmPassword: PW }))).status).toBe(200);
    const id = await f.s.idOf(email);
    // The user is also a captain on Meridian: the Aurora officer does not hold the account.
    await f.s.db.query(
      'INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, start_date) VALUES ($1, $2, $3, $4)',
      [id, f.meridian, await roleId(6), '2026-01-01'],
    );
    await f.s.db.query(
      "UPDATE users SET whatsapp_number = '+447700900123', alert_email = 'secret.alerts@private.example' WHERE id = $1",
      [id],
    );
    const seen = await userOn('officer', f.aurora, email);
    expect(seen).toMatchObject({ whatsAppNumber: null, alertEmail: null, accountEditable: false });

    const edit = (extra: Record<string, unknown>) =>
      put('officer', {
        userId: id,
        yachtId: f.aurora,
        email,
        firstName: 'Ada',
        lastName: 'Byron',
        role: f.role.Crew,
        departmentId: f.deck,
        positionId: f.deckhand,
        ...extra,
      });
    const wrongNumber = (await edit({ whatsAppNumber: '+447700900999' })).status;
    const rightNumber = (await edit({ whatsAppNumber: '+447700900123' })).status;
    const wrongAlert = (await edit({ alertEmail: 'guess@private.example' })).status;
    const rightAlert = (await edit({ alertEmail: 'secret.alerts@private.example' })).status;
    // Expected: the same answer whether the guess is right or wrong.
    expect({ rightNumber, rightAlert }).toEqual({ rightNumber: wrongNumber, rightAlert: wrongAlert });
    // ...and that answer is a refusal, never a 200 that quietly kept the stored values.
    expect({ wrongNumber, wrongAlert }).toEqual({ wrongNumber: 403, wrongAlert: 403 });
    const [row] = await f.s.db.query<{ whatsapp_number: string; alert_email: string }>(
      'SELECT whatsapp_number, alert_email FROM users WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ whatsapp_number: '+447700900123', alert_email: 'secret.alerts@private.example' });
    // Sent back as the officer sees them (empty), or left out: the rest of the edit is saved.
    expect((await edit({ alertEmail: '', whatsAppNumber: '', positionId: f.deckhand })).status).toBe(200);
    expect((await edit({})).status).toBe(200);
  });
});

describe('someone at level 6+ with no end date stays while a vessel has crew', () => {
  it('crew cannot be added to a vessel whose only administrator is leaving', async () => {
    const address = '198.51.100.201';
    const reg = await f.s.request('/users/register', {
      method: 'POST',
      address,
      body: JSON.stringify({
        user: {
          firstName: 'Rita',
          lastName: 'Owner',
          email: 'rita@leaving.example',
          phone: '+46 70 123 45 67',
          newPassword: PW,
          agreedWithTerms: true,
        },
        yacht: { type: 1, yachtName: 'M/Y Leaving' },
      }),
    });
    expect(reg.status).toBe(200);
    const rita = (await reg.json()) as { accessToken: string; user: { id: number } };
    const [v] = await f.s.db.query<{ id: number }>("SELECT id FROM vessels WHERE name = 'M/Y Leaving'");
    const vessel = v!.id;
    const [dept] = await f.s.db.query<{ id: number }>(
      "SELECT id FROM departments WHERE vessel_id = $1 AND name = 'Deck'",
      [vessel],
    );
    // Rita adds a second fleet manager, Quinn; no crew yet.
    const add = await f.s.post(
      `/users/${vessel}`,
      {
        email: 'quinn@leaving.example',
        firstName: 'Quinn',
        lastName: 'Second',
        role: f.role['Fleet Manager'],
        yachts: [vessel],
        password: PW,
        confirmPassword: PW,
      },
      rita.accessToken,
    );
    expect(add.status).toBe(200);
    const quinn = await f.s.login('quinn@leaving.example', PW);
    // Quinn gives Rita an end date (tomorrow); Rita removes Quinn. No crew: both allowed.
    expect(
      (
        await f.s.post(
          '/users/removefromyacht',
          { userID: rita.user.id, yachtID: vessel, endDate: '2026-11-16' },
          quinn.accessToken,
        )
      ).status,
    ).toBe(200);
    expect(
      (await f.s.post('/users/removefromyacht', { userID: quinn.user.id, yachtID: vessel }, rita.accessToken))
        .status,
    ).toBe(200);
    // Rita, leaving tomorrow, now adds a purser: crew with no administrator staying.
    const purser = await f.s.post(
      `/users/${vessel}`,
      {
        email: fresh(),
        firstName: 'Pat',
        lastName: 'Purser',
        role: f.role.Purser,
        departmentId: dept!.id,
        yachts: [vessel],
      },
      rita.accessToken,
    );
    expect(purser.status).toBe(400);
  });
});
