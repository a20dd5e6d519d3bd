import type { TwoFactorStep } from '@contracts/two-factor';
import { describe, expect, it } from 'vitest';
import { scratchVessel } from '../../../../testing/scratch-vessel';
import { usersFixture } from '../../../../testing/users-fixture';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/**
 * Found by an attack on users administration and 2FA (doc 1, sections 6 to 8): who may touch a
 * person's second factor and contact details (the last administrator and the throttles behind a
 * proxy: users-last-admin.test.ts).
 */
const { f, fresh, newCrew, create, put } = usersFixture();

const PW = 'Harbour2027';
const lastCode = (to: string) =>
  /\b(\d{6})\b/.exec(f.s.messages.sent.filter((m) => m.to === to).at(-1)!.text)![1]!;
const logIn = async (email: string, password = PW, extra: Record<string, unknown> = {}) => {
  const res = await f.s.post('/login', { username: email, password, ...extra });
  expect(res.status).toBe(200);
  return (await res.json()) as { twoFactor?: TwoFactorStep; accessToken?: string };
};
const roleId = async (level: number) =>
  (
    await f.s.db.query<{ id: number }>('SELECT id FROM roles WHERE permission_level = $1 LIMIT 1', [level])
  )[0]!.id;

/** A new Aurora crew member (only on Aurora) who has set up 2FA by message on `number`. */
async function auroraCrewWithWhatsApp(number: string) {
  const email = fresh();
  expect((await create('officer', newCrew(email, { password: PW, confirmPassword: PW }))).status).toBe(200);
  const step = (await logIn(email, PW, { enableWhatsAppAuth: true })).twoFactor!;
  f.s.advance(60_000);
  const setup = await f.s.post('/setUpWhatsApp', { challenge: step.challenge, userId: step.userId, number });
  expect(setup.status).toBe(200);
  const done = await f.s.post('/verifyWhatsApp', {
    challenge: step.challenge,
    userId: step.userId,
    code: lastCode(number),
  });
  expect(done.status).toBe(200);
  return { email, id: step.userId };
}

describe('the number of a 2FA by message', () => {
  it('is not changed through PUT /users: the login codes keep going to the verified number', async () => {
    const victimPhone = '+447700900111';
    const officerPhone = '+447700900666';
    const victim = await auroraCrewWithWhatsApp(victimPhone);
    // Removing 2FA needs level 6: the officer is refused.
    const remove = await f.s.request('/removewhatsapp', {
      method: 'PUT',
      body: JSON.stringify({ yachtId: f.aurora, users: [victim.id] }),
      token: f.token.officer,
    });
    expect(remove.status).toBe(403);
    // But editing the user's WhatsApp number is accepted, and it is the 2FA number.
    const edit = await put('officer', {
      userId: victim.id,
      yachtId: f.aurora,
      email: victim.email,
      firstName: 'Ada',
      lastName: 'Byron',
      role: f.role.Crew,
      departmentId: f.deck,
      positionId: f.deckhand,
      whatsAppNumber: officerPhone,
    });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({
      errorList: [
        {
          property: 'whatsAppNumber',
          message:
            'Their two-factor login codes go to this number, so only they can change it (under Two-factor login).',
        },
      ],
    });
    // The rest of the user is still the officer's to edit (the form leaves the number out).
    const { whatsAppNumber: _, ...withoutNumber } = {
      userId: victim.id,
      yachtId: f.aurora,
      email: victim.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: f.role.Crew,
      departmentId: f.deck,
      positionId: f.deckhand,
      whatsAppNumber: officerPhone,
    };
    expect((await put('officer', withoutNumber)).status).toBe(200);
    f.s.advance(60_000);
    const step = (await logIn(victim.email)).twoFactor!;
    expect(f.s.messages.sent.at(-1)!.to).toBe(victimPhone);
    expect(step.sentTo).toBe('+44 ••• 111');
  });
});

describe('a change of password', () => {
  it('ends a 2FA setup begun with the old password: it cannot install a number or log in', async () => {
    const { crew } = await scratchVessel(f.s);
    // The attacker, with the password, opens a 2FA setup (the opt-in box) and keeps the challenge.
    const stolen = (await logIn(crew.email, DEMO_PASSWORD, { enableWhatsAppAuth: true })).twoFactor!;
    expect(stolen.step).toBe('setup');
    // The owner notices and changes the password: every other session ends.
    const owner = await logIn(crew.email, DEMO_PASSWORD);
    const change = await f.s.post(
      '/changepassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Anchor2029x', confirmPassword: 'Anchor2029x' },
      owner.accessToken,
    );
    expect(change.status).toBe(200);
    // The old challenge still works: the attacker's number becomes the account's 2FA and a session follows.
    f.s.advance(60_000);
    const attackerPhone = '+447700900999';
    const setup = await f.s.post('/setUpWhatsApp', {
      challenge: stolen.challenge,
      userId: stolen.userId,
      number: attackerPhone,
    });
    const verify =
      setup.status === 200
        ? await f.s.post('/verifyWhatsApp', {
            challenge: stolen.challenge,
            userId: stolen.userId,
            code: lastCode(attackerPhone),
          })
        : setup;
    const body = (await verify.json()) as { accessToken?: string; message?: string };
    // Expected: 400 'This login has expired. Please log in again.' for the old challenge.
    expect({ setup: setup.status, verify: verify.status, session: !!body.accessToken }).toEqual({
      setup: 400,
      verify: 400,
      session: false,
    });
  });
});

describe('2FA as Required', () => {
  it('is lifted only by someone holding the account: not by an Aurora captain for a Meridian fleet manager', async () => {
    // X is crew on Aurora and a fleet manager (8) on Meridian.
    const email = fresh();
    expect((await create('officer', newCrew(email, { password: PW, confirmPassword: PW }))).status).toBe(200);
    const x = await f.s.idOf(email);
    await f.s.db.query('INSERT INTO user_vessel_roles (user_id, vessel_id, role_id) VALUES ($1, $2, $3)', [
      x,
      f.meridian,
      await roleId(8),
    ]);
    const req = (token: string, yachtId: number, required: boolean) =>
      f.s.request('/whatsapprequirements', {
        method: 'PUT',
        token,
        body: JSON.stringify({ yachtId, users: [x], required }),
      });
    expect((await req(f.token.fleet!, f.meridian, true)).status).toBe(200);
    // The same captain may not Remove 2FA for X (X outranks them elsewhere)...
    const remove = await f.s.request('/removewhatsapp', {
      method: 'PUT',
      token: f.token.captain,
      body: JSON.stringify({ yachtId: f.aurora, users: [x] }),
    });
    expect(remove.status).toBe(403);
    // Nor lift the requirement the fleet manager set: X's next login still asks for 2FA.
    const lift = await req(f.token.captain!, f.aurora, false);
    const next = await logIn(email);
    expect({ lift: lift.status, loggedInWithout2FA: !!next.accessToken }).toEqual({
      lift: 403,
      loggedInWithout2FA: false,
    });
  });
});

describe('2FA setup', () => {
  it('keeps the number the code went to when a second number is refused (429)', async () => {
    const email = fresh();
    expect((await create('officer', newCrew(email, { password: PW, confirmPassword: PW }))).status).toBe(200);
    const step = (await logIn(email, PW, { enableWhatsAppAuth: true })).twoFactor!;
    f.s.advance(60_000);
    const mine = '+447700900321';
    const never = '+447700900404'; // a number that never receives or proves anything
    const first = await f.s.post('/setUpWhatsApp', {
      challenge: step.challenge,
      userId: step.userId,
      number: mine,
    });
    expect(first.status).toBe(200);
    const code = lastCode(mine);
    // Within the 30 s resend wait: refused, no code sent to the new number.
    const second = await f.s.post('/setUpWhatsApp', {
      challenge: step.challenge,
      userId: step.userId,
      number: never,
    });
    expect(second.status).toBe(429);
    expect(f.s.messages.sent.filter((m) => m.to === never)).toHaveLength(0);
    const done = await f.s.post('/verifyWhatsApp', { challenge: step.challenge, userId: step.userId, code });
    expect(done.status).toBe(200);
    const [row] = await f.s.db.query<{ whatsapp_number: string }>(
      'SELECT whatsapp_number FROM users WHERE id = $1',
      [step.userId],
    );
    // Expected: the verified number (the one the code went to) is the 2FA number.
    expect(row!.whatsapp_number).toBe(mine);
  });
});

describe('another company’s trial account', () => {
  it('may add a known e-mail to its vessel, but neither sees their number nor removes their 2FA', async () => {
    // The fleet manager has 2FA by message.
    const fleetPhone = '+447700900888';
    const step = (await logIn('fleet@demo.yacht', DEMO_PASSWORD, { enableWhatsAppAuth: true })).twoFactor!;
    f.s.advance(60_000);
    expect(
      (
        await f.s.post('/setUpWhatsApp', {
          challenge: step.challenge,
          userId: step.userId,
          number: fleetPhone,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await f.s.post('/verifyWhatsApp', {
          challenge: step.challenge,
          userId: step.userId,
          code: lastCode(fleetPhone),
        })
      ).status,
    ).toBe(200);
    const fleetId = await f.s.idOf('fleet@demo.yacht');
    // Anyone can register: they become level 8 on a new vessel of their own.
    const reg = await f.s.request('/users/register', {
      method: 'POST',
      address: '198.51.100.77',
      body: JSON.stringify({
        user: {
          firstName: 'Eve',
          lastName: 'Stranger',
          email: 'eve@elsewhere.example',
          phone: '+46 70 123 45 67',
          newPassword: PW,
          agreedWithTerms: true,
        },
        yacht: { type: 1, yachtName: 'M/Y Pirate' },
      }),
    });
    expect(reg.status).toBe(200);
    const eve = (await reg.json()) as { accessToken: string; vessels: { id: number }[] };
    const mine = eve.vessels[0]!.id;
    // Eve adds the demo fleet manager (another customer's account) to her vessel by e-mail, with
    // the names the add form fills in for a known person (other names are refused).
    const [names] = await f.s.db.query<{ first_name: string; last_name: string }>(
      "SELECT first_name, last_name FROM users WHERE email = 'fleet@demo.yacht'",
    );
    const add = await f.s.post(
      `/users/${mine}`,
      {
        email: 'fleet@demo.yacht',
        firstName: names!.first_name,
        lastName: names!.last_name,
        role: f.role.Captain,
        yachts: [mine],
      },
      eve.accessToken,
    );
    // Now their contact details show on her users page...
    const list = (await (await f.s.request('/users/overview', { token: eve.accessToken })).json()) as {
      vessels: { users: { id: number; whatsAppNumber: string | null; twoFactor: string | null }[] }[];
    };
    const seen = list.vessels[0]?.users.find((u) => u.id === fleetId);
    // ...and she may Remove 2FA from the fleet manager's whole account.
    const remove = await f.s.request('/removewhatsapp', {
      method: 'PUT',
      token: eve.accessToken,
      body: JSON.stringify({ yachtId: mine, users: [fleetId] }),
    });
    const after = await logIn('fleet@demo.yacht', DEMO_PASSWORD);
    // Expected: another fleet's stranger cannot touch the account's 2FA (403), nor see its number.
    expect({
      add: add.status,
      numberSeen: seen?.whatsAppNumber ?? null,
      remove: remove.status,
      loginWithoutCode: !!after.accessToken,
    }).toEqual({ add: add.status, numberSeen: null, remove: 403, loginWithoutCode: false });
  });
});
