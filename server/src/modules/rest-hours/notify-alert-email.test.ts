import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markSignedOff } from '../../../testing/rest-hours-kit';
import { startTestServer, type TestServer } from '../../../testing/test-server';

/**
 * A user's alert e-mail (doc 1, section 3: alertEmail; the wizard's notificationEmail, 'where
 * alerts go if not to the e-mail above') is where the notices about their work go. It was saved
 * and never read: the countersign notice went to the login e-mail. Without one, the login's.
 */
let s: TestServer;
let aurora: number;
let captainId: number;
let crew: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  captainId = await s.idOf('captain@demo.yacht');
  const login = await s.login('crew@demo.yacht');
  crew = login.accessToken;
  await markSignedOff(s.db, login.user.id, aurora, '2026-11');
});
afterAll(() => s.close());

let n = 0;
const notify = async () => {
  const op = {
    id: `01JNOTIFYALERT${String(++n).padStart(11, '0')}`,
    op: 'hor/month/notify',
    body: { yachtId: aurora, month: '2026-11', userIds: [captainId] },
    baseVersion: 0,
  };
  const res = (await (await s.post('/sync', { cursor: 0, ops: [op] }, crew)).json()) as {
    results: { status: string }[];
  };
  expect(res.results[0]!.status).toBe('applied');
  const before = s.mail.sent.length;
  await s.drainJobs();
  return s.mail.sent.slice(before);
};
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('the countersign notice', () => {
  it('goes to the supervisor’s alert e-mail when they gave one, else to their login', async () => {
    const [toLogin] = await notify();
    expect(toLogin!.to).toBe('captain@demo.yacht');
    expect(tokenIn(toLogin!.text)).toBeDefined();
    await s.db.query('UPDATE users SET alert_email = $2 WHERE id = $1', [captainId, 'master@home.example']);
    const [toAlert] = await notify();
    expect(toAlert!.to).toBe('master@home.example');
    // An alert address may be shared (the bridge's): its link opens the records after a login,
    // it never logs its reader in.
    expect(tokenIn(toAlert!.text)).toBeUndefined();
    expect(toAlert!.text).toContain('/fleet/aurora/hours-of-rest/calendar?month=2026-11');
  });
});
