import { RECORD_EMAIL_TEXT } from '@contracts/record-email';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/**
 * Issue 30, 2.4: a queued record e-mail is sent later by the job queue; when that send fails,
 * the sender hears of it: a message in their inbox, which their device syncs (the Sync page
 * shows it). A REST e-mail answers at once with the spec's texts.
 */
let s: TestServer;
let aurora: number;
let crewId: number;
let crew: string;
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  crew = (await s.login('crew@demo.yacht')).accessToken;
});
afterAll(() => s.close());

let n = 0;
const queueEmail = async () => {
  const op = {
    id: `01JRECFAIL${String(++n).padStart(16, '0')}`,
    op: 'hor/records/email',
    body: { yachtId: aurora, userId: crewId, month: '2026-10', format: 'pdf', to: ['office@shore.example'] },
    baseVersion: 0,
  };
  const res = await s.post('/sync', { cursor: 0, ops: [op] }, crew);
  expect((await res.json()).results[0].status).toBe('applied');
};
/** The sender's inbox as their device receives it from the sync feed. */
const inboxOnDevice = async () => {
  const res = await s.post('/sync', { cursor: 0, ops: [] }, crew);
  const { changes } = (await res.json()) as {
    changes: { messages?: { header: string; text: string; userId: number; seen: boolean }[] };
  };
  return (changes.messages ?? []).filter((m) => m.header.startsWith(RECORD_EMAIL_TEXT.failedHeader));
};
const failingMailer = () => {
  const send = s.mail.send;
  s.mail.send = async () => {
    throw new Error('SMTP: connection refused');
  };
  return () => {
    s.mail.send = send;
  };
};

describe('a record e-mail that fails after it was queued', () => {
  it('tells the sender in their inbox, with the spec text, and is not sent again behind their back', async () => {
    const restore = failingMailer();
    await queueEmail();
    await s.drainJobs();
    restore();
    const told = await inboxOnDevice();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: crewId, seen: false });
    expect(told[0]!.header).toBe(`${RECORD_EMAIL_TEXT.failedHeader} hours of rest, Sam Taylor, October 2026`);
    expect(told[0]!.text).toContain(RECORD_EMAIL_TEXT.failed);
    expect(told[0]!.text).toContain('office@shore.example');
    // The user was told to try again: the job is done, no retry sends it later behind them.
    const [job] = await s.db.query<{ state: string }>(
      `SELECT state FROM ${s.schema ?? 'pgboss'}.job WHERE name = 'hor-alerts' ORDER BY created_on DESC LIMIT 1`,
    );
    expect(job?.state).toBe('completed');
  });

  it('says nothing when the send succeeds', async () => {
    const told = (await inboxOnDevice()).length;
    const before = s.mail.sent.length;
    await queueEmail();
    await s.drainJobs();
    expect(s.mail.sent.length).toBe(before + 1);
    expect(await inboxOnDevice()).toHaveLength(told);
  });

  it('over REST, answers with the spec popup texts at once', async () => {
    const path = `/hor/records/email/${aurora}/${crewId}/2026-10`;
    const ok = await s.post(path, { format: 'pdf', to: ['office@shore.example'] }, crew);
    expect(await ok.json()).toEqual({ message: RECORD_EMAIL_TEXT.sent });
    const restore = failingMailer();
    const failed = await s.post(path, { format: 'pdf' }, crew);
    restore();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: RECORD_EMAIL_TEXT.failed });
  });
});
