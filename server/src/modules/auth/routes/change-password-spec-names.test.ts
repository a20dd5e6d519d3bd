import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/**
 * POST /changepassword as the spec names its payload (doc 1, section 7: 'old, new, confirm'):
 * a client written to the spec is taken as the app's own names are, with the same rules.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('change password with the spec’s names', () => {
  it('old, new and confirm change the password; their rules refuse under the names sent', async () => {
    const me = await s.login('purser@demo.yacht');
    const send = (body: object) => s.post('/changepassword', body, me.accessToken);
    const mismatch = await send({ old: DEMO_PASSWORD, new: 'Harbour2027', confirm: 'Harbour2028' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errorList).toEqual([
      { property: 'confirm', message: 'Field must be equal to New password.' },
    ]);
    const both = await send({
      old: DEMO_PASSWORD,
      oldPassword: 'other',
      new: 'Harbour2027',
      confirm: 'Harbour2027',
    });
    expect(both.status).toBe(400);
    // Attack s59: the wrong old password, and the fields left out, named as the spec names them.
    const wrongOld = await send({ old: 'Wrong1234', new: 'Harbour2027', confirm: 'Harbour2027' });
    expect(wrongOld.status).toBe(400);
    expect((await wrongOld.json()).errorList).toEqual([
      { property: 'old', message: 'Your credentials are invalid.' },
    ]);
    const oldOnly = await send({ old: DEMO_PASSWORD });
    expect(oldOnly.status).toBe(400);
    expect(
      ((await oldOnly.json()).errorList as { property: string }[]).map((e) => e.property).sort(),
    ).toEqual(['confirm', 'new']);
    const ok = await send({ old: DEMO_PASSWORD, new: 'Harbour2027', confirm: 'Harbour2027' });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await s.post('/login', { username: 'purser@demo.yacht', password: 'Harbour2027' })).status).toBe(
      200,
    );
  });
});
