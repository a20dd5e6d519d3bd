import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../testing/device-signer';
import { reasonsNotAsked } from '../../../testing/reasons-not-asked';
import { outsiderCaptain, shipmate } from '../../../testing/role-fixtures';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { findDays, findMonth } from './rest-repo';

/**
 * Issue 7, gap 5: a change that met a countersigned month is kept as a request to reopen it.
 * The countersigner hears of it and decides; nothing changes in the record until they accept.
 */
let s: TestServer;
let aurora: number;
let crewId: number;
let captainId: number;
let crew: string;
let captain: string;
const MONTH = '2024-05';
const WORK = '000000000000111111111111111111111111111111000000';
let n = 0;
const op = (name: string, body: unknown) => ({
  id: `01JREOPEN${String(++n).padStart(16, '0')}`,
  op: name,
  body,
  baseVersion: 0,
});
const sync = async (token: string, ops: unknown[]) =>
  (await (await s.post('/sync', { cursor: 0, ops }, token)).json()) as {
    results: { status: string; message?: string }[];
    changes: { reopenRequests?: { id: string; state: string; decidedByName: string | null }[] };
  };
const request = (requestId: string, dates = [`${MONTH}-10`]) => ({
  requestId,
  yachtId: aurora,
  userId: crewId,
  dates,
  binary: WORK,
});

beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  captainId = await s.idOf('captain@demo.yacht');
  // The demo's months break rules with no reason given; the reasons are hor-sign-reasons.test.ts's.
  await reasonsNotAsked(s, aurora);
  crew = (await s.login('crew@demo.yacht')).accessToken;
  captain = (await s.login('captain@demo.yacht')).accessToken;
  // May 2024: signed by the crew member, countersigned by the captain.
  const device = await deviceSigner(s, crew, crewId);
  expect(
    (await sync(crew, [op('hor/month/sign', await device.sign('sign', crewId, aurora, MONTH))])).results[0]!
      .status,
  ).toBe('applied');
  const cdev = await deviceSigner(s, captain, captainId);
  const cs = await sync(captain, [
    op('hor/month/countersign', await cdev.sign('countersign', crewId, aurora, MONTH)),
  ]);
  expect(cs.results[0]!.status).toBe('applied');
});
afterAll(() => s.close());

describe('a request to reopen a countersigned month', () => {
  it('is kept, shown to both sides, and e-mailed to the countersigner; the record does not change', async () => {
    const sent = s.mail.sent.length;
    const r = await sync(crew, [op('hor/reopen/request', request('01JREQUEST000000000000001'))]);
    expect(r.results[0]!.status).toBe('applied');
    expect((await findMonth(s.db, crewId, aurora, MONTH))?.counterSignedBy).toBe(captainId);
    expect(await findDays(s.db, crewId, aurora, [`${MONTH}-10`])).toEqual([]);
    const seen = (await sync(captain, [])).changes.reopenRequests ?? [];
    expect(seen.find((q) => q.id === '01JREQUEST000000000000001')?.state).toBe('open');
    await s.drainJobs();
    const mail = s.mail.sent.slice(sent);
    expect(mail.map((m) => m.to)).toEqual(['captain@demo.yacht']);
    expect(mail[0]!.subject).toBe('Request to reopen hours of rest: Sam Taylor, May 2024');
  });

  it('is refused for a month that is not countersigned, for days of two months, and for someone else', async () => {
    const notCountersigned = await sync(crew, [
      op('hor/reopen/request', request('01JREQUEST000000000000002', ['2024-06-03'])),
    ]);
    expect(notCountersigned.results[0]!.message).toBe(
      'This month is not countersigned: save the change itself.',
    );
    const twoMonths = await sync(crew, [
      op('hor/reopen/request', request('01JREQUEST000000000000003', [`${MONTH}-31`, '2024-06-01'])),
    ]);
    expect(twoMonths.results[0]!.message).toBe('A request to reopen covers the days of one month.');
    const mate = await shipmate(s);
    const mateToken = (
      await s.login(
        (
          await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mate])
        )[0]!.email,
      )
    ).accessToken;
    const outsider = await outsiderCaptain(s);
    for (const token of [mateToken, outsider.token]) {
      const r = await sync(token, [
        op('hor/reopen/request', request(`01JREQUEST0000000000000${String(++n).padStart(2, '0')}`)),
      ]);
      expect(r.results[0]).toMatchObject({
        status: 'rejected',
        message: "You don't have access to requested resource.",
      });
    }
  });

  it('is decided by a supervisor only: declined, the record stays; answered once', async () => {
    const decide = (accept: boolean) =>
      op('hor/reopen/decide', { requestId: '01JREQUEST000000000000001', yachtId: aurora, accept });
    expect((await sync(crew, [decide(true)])).results[0]!.message).toBe(
      "You don't have access to requested resource.",
    );
    const declined = await sync(captain, [decide(false)]);
    expect(declined.results[0]!.status).toBe('applied');
    expect((await findMonth(s.db, crewId, aurora, MONTH))?.counterSignedBy).toBe(captainId);
    expect(await findDays(s.db, crewId, aurora, [`${MONTH}-10`])).toEqual([]);
    const again = await sync(captain, [decide(true)]);
    expect(again.results[0]).toMatchObject({
      status: 'conflict',
      message: 'This request has already been answered.',
    });
    expect(await findDays(s.db, crewId, aurora, [`${MONTH}-10`])).toEqual([]);
    const mine = (await sync(crew, [])).changes.reopenRequests ?? [];
    expect(mine.find((q) => q.id === '01JREQUEST000000000000001')).toMatchObject({
      state: 'declined',
      decidedByName: 'James Whitfield',
    });
  });

  it('is never decided by whoever asked, even an officer', async () => {
    const officer = (await s.login('officer@demo.yacht')).accessToken;
    const id = '01JREQUEST000000000000010';
    expect(
      (await sync(officer, [op('hor/reopen/request', request(id, [`${MONTH}-12`]))])).results[0]!.status,
    ).toBe('applied');
    for (const accept of [true, false])
      expect(
        (await sync(officer, [op('hor/reopen/decide', { requestId: id, yachtId: aurora, accept })]))
          .results[0],
      ).toMatchObject({ status: 'rejected', message: "You don't have access to requested resource." });
    expect(await findDays(s.db, crewId, aurora, [`${MONTH}-12`])).toEqual([]);
  });

  it('accepted, reopens the month with the requested days', async () => {
    const id = '01JREQUEST000000000000009';
    expect((await sync(crew, [op('hor/reopen/request', request(id))])).results[0]!.status).toBe('applied');
    const accepted = await sync(captain, [
      op('hor/reopen/decide', { requestId: id, yachtId: aurora, accept: true }),
    ]);
    expect(accepted.results[0]!.status).toBe('applied');
    const month = await findMonth(s.db, crewId, aurora, MONTH);
    expect([month?.signedBy, month?.counterSignedBy]).toEqual([null, null]);
    expect((await findDays(s.db, crewId, aurora, [`${MONTH}-10`]))[0]?.work).toBe(WORK);
  });
  it('accepted by an approval-group member below officer level, as a supervisor for that user', async () => {
    const mateId = await shipmate(s);
    const [mate] = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [mateId]);
    await s.db.query(
      'INSERT INTO hor_approval_members (vessel_id, user_id, watchkeeper) VALUES ($1, $2, false)',
      [aurora, mateId],
    );
    // The month was reopened by the accept above: signed and countersigned again first.
    const device = await deviceSigner(s, crew, crewId);
    await sync(crew, [op('hor/month/sign', await device.sign('sign', crewId, aurora, MONTH))]);
    const cdev = await deviceSigner(s, captain, captainId);
    await sync(captain, [op('hor/month/countersign', await cdev.sign('countersign', crewId, aurora, MONTH))]);
    const id = '01JREQUEST000000000000011';
    expect(
      (await sync(crew, [op('hor/reopen/request', request(id, [`${MONTH}-14`]))])).results[0]!.status,
    ).toBe('applied');
    const approver = (await s.login(mate!.email)).accessToken;
    const r = await sync(approver, [
      op('hor/reopen/decide', { requestId: id, yachtId: aurora, accept: true }),
    ]);
    expect(r.results[0]!.status).toBe('applied');
    expect((await findDays(s.db, crewId, aurora, [`${MONTH}-14`]))[0]?.work).toBe(WORK);
    await s.db.query('DELETE FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
      aurora,
      mateId,
    ]);
  });
  it('is e-mailed to the countersigner’s alert e-mail when they gave one', async () => {
    await s.drainJobs(); // the earlier tests' notices
    const device = await deviceSigner(s, crew, crewId);
    await sync(crew, [op('hor/month/sign', await device.sign('sign', crewId, aurora, MONTH))]);
    const cdev = await deviceSigner(s, captain, captainId);
    await sync(captain, [op('hor/month/countersign', await cdev.sign('countersign', crewId, aurora, MONTH))]);
    await s.db.query('UPDATE users SET alert_email = $2 WHERE id = $1', [captainId, 'master@home.example']);
    const sent = s.mail.sent.length;
    const id = '01JREQUEST000000000000012';
    expect(
      (await sync(crew, [op('hor/reopen/request', request(id, [`${MONTH}-15`]))])).results[0]!.status,
    ).toBe('applied');
    await s.drainJobs();
    const notices = s.mail.sent.slice(sent).filter((m) => m.subject.startsWith('Request to reopen'));
    expect(notices.map((m) => m.to)).toEqual(['master@home.example']);
    await s.db.query('UPDATE users SET alert_email = NULL WHERE id = $1', [captainId]);
  });
});
