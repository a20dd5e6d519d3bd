import type { ModulesAnswer } from '@contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

let s: TestServer;
let solstice: number;
let group: number;
const token: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  solstice = await s.vesselId('solstice');
  [{ group_id: group }] = (await s.db.query<{ group_id: number }>(
    'SELECT group_id FROM vessels WHERE id = $1',
    [solstice],
  )) as [{ group_id: number }];
  for (const who of ['crew', 'officer', 'fleet'])
    token[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
});
afterAll(() => s.close());

const modules = async (vessel: number, who = 'fleet'): Promise<ModulesAnswer> =>
  (await s.request(`/modules?yachtId=${vessel}`, { token: token[who] })).json();

describe('accounts: modules', () => {
  it('lists every module with its price, what is live, and the monthly spend', async () => {
    const answer = await modules(solstice);
    const byCode = Object.fromEntries(answer.modules.map((m) => [m.codeName, m]));
    expect(byCode.hoursofrest).toMatchObject({ isActive: false, price: 49 });
    expect(byCode.support).toMatchObject({ isActive: true, price: 0 });
    const live = answer.modules.filter((m) => m.isActive).reduce((n, m) => n + m.price, 0);
    expect(answer.monthlySpend).toBe(live);
    expect(answer.groupId).toBe(group);
  });

  it('activates a paid module for everyone on the vessel, and switches it off again', async () => {
    const rest = (await modules(solstice)).modules.find((m) => m.codeName === 'hoursofrest')!;
    const before = await modules(solstice);
    const on: ModulesAnswer = await (
      await s.post('/modules', { yachtId: solstice, moduleId: rest.id, isActive: true }, token.fleet)
    ).json();
    expect(on.monthlySpend).toBe(before.monthlySpend + 49);
    const session = await (await s.request('/me', { token: token.fleet })).json();
    expect(session.vessels.find((v: { id: number }) => v.id === solstice).modules).toContain('hoursofrest');
    // The module's routes open at once.
    expect((await s.request(`/hor/settings/${solstice}`, { token: token.fleet })).status).not.toBe(403);
    await s.post('/modules', { yachtId: solstice, moduleId: rest.id, isActive: false }, token.fleet);
    expect((await modules(solstice)).monthlySpend).toBe(before.monthlySpend);
  });

  it('a module switched to the state it is in changes nothing: no device re-reads its access', async () => {
    const rest = (await modules(solstice)).modules.find((m) => m.codeName === 'hoursofrest')!;
    const accessVersions = async () =>
      s.db.query<{ id: number; v: string }>(
        `SELECT id, access_version::text AS v FROM users
          WHERE id IN (SELECT user_id FROM user_vessel_roles WHERE vessel_id = $1) ORDER BY id`,
        [solstice],
      );
    const audited = async () =>
      Number(
        (
          await s.db.query<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE action LIKE 'module.%'")
        )[0]!.n,
      );
    const toggle = (isActive: boolean) =>
      s.post('/modules', { yachtId: solstice, moduleId: rest.id, isActive }, token.fleet);
    const before = { access: await accessVersions(), audit: await audited() };
    const off = await toggle(false);
    expect(off.status).toBe(200);
    expect((await off.json()).modules.find((m: { id: number }) => m.id === rest.id).isActive).toBe(false);
    expect({ access: await accessVersions(), audit: await audited() }).toEqual(before);
    expect((await toggle(true)).status).toBe(200);
    expect(await accessVersions()).not.toEqual(before.access);
    const on = { access: await accessVersions(), audit: await audited() };
    expect(on.audit).toBe(before.audit + 1);
    expect((await toggle(true)).status).toBe(200);
    expect({ access: await accessVersions(), audit: await audited() }).toEqual(on);
    await toggle(false);
  });

  it('keeps free modules on, and the page to level 4 on that vessel', async () => {
    const support = (await modules(solstice)).modules.find((m) => m.codeName === 'support')!;
    const off = await s.post(
      '/modules',
      { yachtId: solstice, moduleId: support.id, isActive: false },
      token.fleet,
    );
    expect(off.status).toBe(400);
    const aurora = await s.vesselId('aurora');
    expect((await s.request(`/modules?yachtId=${aurora}`, { token: token.crew })).status).toBe(403);
    // The officer is on Aurora only.
    expect((await s.request(`/modules?yachtId=${solstice}`, { token: token.officer })).status).toBe(403);
  });
});

describe('accounts: invoice details', () => {
  const details = {
    name: 'Blue Water Yachting Ltd',
    contact: 'Fiona Grant',
    email: 'accounts@bluewater.example',
    addressLine1: '1 Harbour Road',
    addressLine2: '',
    city: 'Southampton',
    zip: 'SO14 2AQ',
    state: 'Hampshire',
    country: 'United Kingdom',
    vatID: 'GB123456789',
  };

  it('saves and reads back the group details; all but address line 2 are required', async () => {
    const put = (body: unknown, who = 'fleet') =>
      s.request(`/groupdetails/${group}`, { method: 'PUT', body: JSON.stringify(body), token: token[who] });
    expect(await (await put(details)).json()).toEqual({ id: group, ...details });
    expect(await (await s.request(`/groupdetails/${group}`, { token: token.officer })).json()).toMatchObject({
      city: 'Southampton',
    });
    const bad = await put({ ...details, city: '', email: 'accounts' });
    expect((await bad.json()).errorList).toEqual([
      { property: 'email', message: 'Invalid email address.' },
      { property: 'city', message: 'Field is required.' },
    ]);
  });

  it('is not for crew, nor for an administrator of another company', async () => {
    expect((await s.request(`/groupdetails/${group}`, { token: token.crew })).status).toBe(403);
    // Someone who registered their own company: captain of its vessel, a stranger to this group.
    const res = await s.post('/users/register', {
      user: {
        firstName: 'Other',
        lastName: 'Owner',
        email: 'owner@other-company.example',
        phone: '+1 555 0100',
        newPassword: 'Harbour2027',
        agreedWithTerms: true,
      },
      yacht: { type: 1, yachtName: 'M/Y Elsewhere' },
    });
    const { accessToken } = await res.json();
    expect((await s.request(`/groupdetails/${group}`, { token: accessToken })).status).toBe(403);
    const own = (await (await s.request('/me', { token: accessToken })).json()).vessels[0].id;
    const ownGroup = (await (await s.request(`/modules?yachtId=${own}`, { token: accessToken })).json())
      .groupId;
    expect((await s.request(`/groupdetails/${ownGroup}`, { token: accessToken })).status).toBe(200);
  });
});
