import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let s: TestServer;
let aurora: number;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
});
afterAll(() => s.close());

/** A sign-off notice to the officer, and the token of the link in its e-mail. */
async function noticeLink(opId: string) {
  const crew = await s.login('crew@demo.yacht');
  const officer = await s.idOf('officer@demo.yacht');
  const before = s.mail.sent.length;
  const ops = [
    {
      id: opId,
      op: 'hor/month/notify',
      body: { yachtId: aurora, month: '2026-10', userIds: [officer] },
      baseVersion: 0,
    },
  ];
  await s.post('/sync', { cursor: 0, ops }, crew.accessToken);
  await s.drainJobs();
  const mail = s.mail.sent.slice(before).find((m) => m.to === 'officer@demo.yacht')!;
  const link = /(http\S+\/action\/countersign\?yacht=aurora&token=(\S+))/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![2]!;
}

describe('system-token login (POST /loginuser)', () => {
  it('logs the reader of a notice in once, from the link in the e-mail', async () => {
    const token = await noticeLink('01JSYSTOKEN00000000000001');
    const res = await s.post('/loginuser', { token });
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session.user.email).toBe('officer@demo.yacht');
    expect((await s.request('/me', { token: session.accessToken })).status).toBe(200);
    const again = await s.post('/loginuser', { token });
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe('This link has expired or was already used. Please log in.');
  });

  it('refuses an expired link and a made-up one, and asks a 2FA user for their code', async () => {
    const old = await noticeLink('01JSYSTOKEN00000000000002');
    s.advance(73 * 3600_000);
    expect((await s.post('/loginuser', { token: old })).status).toBe(401);
    expect((await s.post('/loginuser', { token: 'made-up' })).status).toBe(401);
    expect((await s.post('/loginuser', {})).status).toBe(400);
    await s.db.query(
      "UPDATE users SET two_factor_method = 'whatsapp', whatsapp_number = '+447700900123' WHERE email = 'officer@demo.yacht'",
    );
    const token = await noticeLink('01JSYSTOKEN00000000000003');
    const answer = await (await s.post('/loginuser', { token })).json();
    expect(answer.twoFactor).toMatchObject({ step: 'verify' });
    expect(answer.accessToken).toBeUndefined();
  });
});
