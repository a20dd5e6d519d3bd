import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { DEMO_PASSWORD } from '../../../seed/demo-fleet';

/**
 * Races found by attacking the password routes (issue 8). They show on PostgreSQL, where
 * requests run side by side (`npm test` repeats this file there), not on the one-connection
 * embedded database.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

it('parallel requests cannot beat the limit of three reset e-mails an hour', async () => {
  const email = 'purser@demo.yacht';
  const count = () => s.mail.sent.filter((m) => m.to === email).length;
  const before = count();
  await Promise.all(Array.from({ length: 10 }, () => s.post('/resetpassword', { email })));
  expect(count() - before).toBe(3);
});

it('a stolen session refreshing in a loop does not outlive a change of password', async () => {
  const email = 'captain@demo.yacht';
  let password = DEMO_PASSWORD;
  for (let round = 0; round < 8; round++) {
    const stolen = await s.login(email, password);
    const mine = await s.login(email, password);
    let token = stolen.refreshToken;
    let stop = false;
    const thief = (async () => {
      while (!stop) {
        const r = await s.post('/refreshtoken', { refreshToken: token });
        if (r.status !== 200) return;
        token = ((await r.json()) as { refreshToken: string }).refreshToken;
      }
    })();
    await new Promise((r) => setTimeout(r, 20));
    const next = `Harbour${2100 + round}`;
    const changed = await s.post(
      '/changepassword',
      { oldPassword: password, newPassword: next, confirmPassword: next },
      mine.accessToken,
    );
    expect(changed.status).toBe(200);
    password = next;
    stop = true;
    await thief;
    expect((await s.post('/refreshtoken', { refreshToken: token })).status).toBe(401);
  }
});
