import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

let made = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Marta',
  lastName: 'Lind',
  email: `owner${++made}@new-fleet.example`,
  phone: '+46 70 123 45 67',
  newPassword: 'Harbour2027',
  agreedWithTerms: true,
  ...extra,
});
const yacht = (extra: Record<string, unknown> = {}) => ({ type: 1, yachtName: 'M/Y Blue Horizon', ...extra });
const register = (body: unknown, address = `198.51.100.${made}`) =>
  s.request('/users/register', { method: 'POST', body: JSON.stringify(body), address });
type Session = { accessToken: string; user: { agreedWithTerms?: boolean } };

describe('registration', () => {
  it('lists the vessel types before login', async () => {
    const types = await (await s.request('/yacht/getvesseltypes')).json();
    expect(types.map((t: { name: string }) => t.name)).toContain('Sailing yacht');
  });

  it('checks the e-mail and the password between the steps', async () => {
    const taken = await s.post('/utils/checkemail', { email: 'CREW@demo.yacht' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      errorList: [
        {
          property: 'email',
          message: 'This e-mail is already registered. Log in, or use Forgot your password?',
        },
      ],
    });
    expect(await (await s.post('/utils/checkemail', { email: 'free@new-fleet.example' })).json()).toEqual({
      available: true,
    });
    expect((await s.post('/utils/checkpassword', { password: 'harbour' })).status).toBe(400);
    expect((await s.post('/utils/checkpassword', { password: 'Harbour2027' })).status).toBe(200);
  });

  it('creates the user, a group on a 30-day trial and the first vessel, and logs in', async () => {
    const user = person();
    const res = await register({ user, yacht: yacht({ grossTonnage: '499', loa: 45.5 }) });
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session.accessToken).toBeTruthy();
    expect(session.user).toMatchObject({ email: user.email, agreedWithTerms: true });
    expect(session.vessels).toEqual([
      expect.objectContaining({ name: 'M/Y Blue Horizon', codename: 'm-y-blue-horizon' }),
    ]);
    expect(session.roles[0].permissionLevel).toBe(8);
    const [group] = await s.db.query<{ trial_ends_at: Date }>(
      'SELECT g.trial_ends_at FROM company_groups g JOIN vessels v ON v.group_id = g.id WHERE v.id = $1',
      [session.vessels[0].id],
    );
    expect(new Date(group!.trial_ends_at).getTime() - s.clock().getTime()).toBe(30 * 86_400_000);
    const [vessel] = await s.db.query<{ details: { grossTonnage: number; loa: number } }>(
      'SELECT details FROM vessels WHERE id = $1',
      [session.vessels[0].id],
    );
    expect(vessel!.details).toMatchObject({ grossTonnage: 499, loa: 45.5 });
    // They administer the new vessel: its users page lists it, with its departments.
    const users = await (await s.request('/users/overview', { token: session.accessToken })).json();
    expect(users.vessels[0].departments.map((d: { name: string }) => d.name)).toEqual([
      'Deck',
      'Engine',
      'Interior',
    ]);
    // A second vessel of the same name gets a codename of its own.
    const again = await (await register({ user: person(), yacht: yacht() })).json();
    expect(again.vessels[0].codename).toBe('m-y-blue-horizon-2');
  });

  it("refuses a registered e-mail, missing terms and a bad size with the spec's messages", async () => {
    expect((await register({ user: person({ email: 'captain@demo.yacht' }), yacht: yacht() })).status).toBe(
      400,
    );
    const bad = await register({
      user: person({ agreedWithTerms: false, phone: '' }),
      yacht: yacht({ type: '', yachtName: ' ', loa: 'long' }),
    });
    expect(bad.status).toBe(400);
    const { errorList } = await bad.json();
    expect(errorList).toEqual(
      expect.arrayContaining([
        { property: 'user.agreedWithTerms', message: 'Field is required.' },
        { property: 'user.phone', message: 'Field is required.' },
        { property: 'yacht.type', message: 'Field is required.' },
        { property: 'yacht.yachtName', message: 'Field is required.' },
        { property: 'yacht.loa', message: 'Field should be a number.' },
      ]),
    );
  });

  it('an address registers at most 5 times in 15 minutes', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i++)
      expect((await register({ user: person(), yacht: yacht() }, address)).status).toBe(200);
    expect((await register({ user: person(), yacht: yacht() }, address)).status).toBe(429);
    s.advance(16 * 60_000);
    expect((await register({ user: person(), yacht: yacht() }, address)).status).toBe(200);
  });
});

describe('terms', () => {
  it('an account made by an administrator has not agreed until it accepts', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const users = await (await s.request('/users/overview', { token: captain })).json();
    const aurora = users.vessels.find((v: { codename: string }) => v.codename === 'aurora');
    const deck = aurora.departments[0].id;
    const email = 'terms.new@demo.yacht';
    const created = await s.post(
      `/users/${aurora.id}`,
      {
        email,
        firstName: 'Tess',
        lastName: 'Terms',
        role: users.roles.find((r: { name: string }) => r.name === 'Crew').id,
        departmentId: deck,
        positionId: aurora.positions.find((p: { departmentId: number }) => p.departmentId === deck).id,
        yachts: [aurora.id],
        password: 'Harbour2027',
        confirmPassword: 'Harbour2027',
      },
      captain,
    );
    expect(created.status).toBe(200);
    const session = (await s.login(email, 'Harbour2027')) as unknown as Session;
    expect(session.user.agreedWithTerms).toBe(false);
    expect((await s.post('/terms/accept', {}, session.accessToken)).status).toBe(200);
    const me = await (await s.request('/me', { token: session.accessToken })).json();
    expect(me.user.agreedWithTerms).toBe(true);
    expect(((await s.login('crew@demo.yacht')) as unknown as Session).user.agreedWithTerms).toBe(true);
  });
});
