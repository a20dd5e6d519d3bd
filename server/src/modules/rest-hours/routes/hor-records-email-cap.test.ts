import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * The record e-mail's daily cap holds on both paths (issue 30, 2.4): the app now sends at once
 * through REST when online, so the REST calls count with the queued operations, and neither is
 * a way past the 20 a day the other keeps.
 */
let s: TestServer;
let aurora: number;
let crewId: number;
const MONTH = '2026-10';
const CAPPED = 'At most 20 records can be e-mailed a day. Please try again tomorrow.';

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
});
afterAll(() => s.close());

describe('records e-mailed at once and queued share one daily cap', () => {
  it('refuses the 21st of a day, sent at once or queued, and sends nothing for it', async () => {
    const officer = (await s.login('officer@demo.yacht')).accessToken;
    const queued = (n: number) => ({
      id: `01JRECCAP${String(n).padStart(16, '0')}`,
      op: 'hor/records/email',
      body: { yachtId: aurora, userId: crewId, month: MONTH, format: 'xlsx', to: ['office@shore.example'] },
      baseVersion: 0,
    });
    const sync = await (
      await s.post('/sync', { cursor: 0, ops: Array.from({ length: 5 }, (_, i) => queued(i)) }, officer)
    ).json();
    expect(sync.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);

    const atOnce = (path: string) => s.post(path, { format: 'xlsx', to: 'office@shore.example' }, officer);
    const one = `/hor/records/email/${aurora}/${crewId}/${MONTH}`;
    for (let i = 0; i < 14; i++) expect((await atOnce(one)).status).toBe(200);
    expect((await atOnce(`/hor/records/emailYacht/${aurora}/${MONTH}`)).status).toBe(200);

    const before = s.mail.sent.length;
    const refused = await atOnce(one);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: CAPPED });
    expect((await atOnce(`/hor/records/emailYacht/${aurora}/${MONTH}`)).status).toBe(429);
    expect(s.mail.sent.length).toBe(before);

    const late = await (await s.post('/sync', { cursor: 0, ops: [queued(99)] }, officer)).json();
    expect(late.results[0]).toMatchObject({ status: 'rejected', message: CAPPED });
  });

  it('a send that fails gives its place back', async () => {
    const purser = (await s.login('purser@demo.yacht')).accessToken;
    const path = `/hor/records/email/${aurora}/${crewId}/${MONTH}`;
    const send = s.mail.send;
    s.mail.send = async () => {
      throw new Error('mail server down');
    };
    try {
      for (let i = 0; i < 3; i++) expect((await s.post(path, { format: 'pdf' }, purser)).status).toBe(502);
    } finally {
      s.mail.send = send;
    }
    // Twenty still go out after three that failed, and the 21st is refused.
    for (let i = 0; i < 20; i++) expect((await s.post(path, { format: 'pdf' }, purser)).status).toBe(200);
    expect((await s.post(path, { format: 'pdf' }, purser)).status).toBe(429);
  });

  it('counts per user: another officer still sends', async () => {
    const captain = (await s.login('captain@demo.yacht')).accessToken;
    const res = await s.post(`/hor/records/email/${aurora}/${crewId}/${MONTH}`, { format: 'pdf' }, captain);
    expect(res.status).toBe(200);
  });
});
