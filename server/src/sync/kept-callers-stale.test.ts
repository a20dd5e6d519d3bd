import { badgeTag } from '@contracts/badge-tag';
import type { StatusAnswer } from '@contracts/inbox';
import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../testing/leave-fixture';
import { TEST_TODAY } from '../../testing/test-server';
import { queueDailyRuns } from '../jobs/daily-jobs';
import { DEMO_PASSWORD } from '../seed/demo-fleet';

/**
 * Issue 34: on the embedded database a poll at the head is answered from the caller and head kept
 * in memory (kept-callers.ts). Each case brings a device to the head, checks that its poll there
 * read nothing (so the next one would be answered stale if a change did not end what was kept),
 * then changes something as another user and polls again: the change must come.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

type Answer = {
  changes: { cursor: number; more: boolean; reset?: boolean } & Record<string, unknown>;
  badges?: StatusAnswer;
};

/** A device of `token` on Aurora, polling as the app does: with the tag of the badges it holds. */
function device(token: string) {
  const d = { cursor: 0, badges: undefined as StatusAnswer | undefined, resets: 0 };
  const poll = async (): Promise<Answer> => {
    const badges = { vesselId: t.aurora, known: d.badges && badgeTag(d.badges) };
    const res = await t.s.post('/sync', { cursor: d.cursor, ops: [], badges }, token);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    if (answer.changes.reset) d.resets++;
    d.cursor = answer.changes.reset ? 0 : answer.changes.cursor;
    if (answer.badges) d.badges = answer.badges;
    return answer;
  };
  /** Follows the feed to the head; there a poll is answered without reading (embedded database). */
  const atHead = async () => {
    for (let n = 0; n < 100; n++) {
      const before = d.cursor;
      const answer = await poll();
      if (!answer.changes.more && !answer.changes.reset && answer.changes.cursor === before) break;
    }
    await poll();
    const sole = t.s.db.soleWriter;
    if (!sole) return; // PostgreSQL: nothing is kept, every poll reads
    const reads = vi.spyOn(sole, 'readOnly');
    const writes = sole.writes();
    expect(await poll()).toEqual({ results: [], changes: { cursor: d.cursor, more: false } });
    expect([reads.mock.calls.length, sole.writes()]).toEqual([0, writes]);
    reads.mockRestore();
  };
  return { d, poll, atHead };
}

/** A Radio licence of Aurora's register, as a device saves one. */
const RADIO_LICENCE = {
  certificateTypeId: 'RD03',
  sectionId: 9,
  sectionNumber: '03',
  expireDate: '2027-06-30',
};

const kindOf = (answer: Answer, kind: string) => (answer.changes[kind] ?? []) as Record<string, unknown>[];

describe('a poll answered from memory never misses a change', () => {
  it("the captain's message to the vessel: the message and its badge come", async () => {
    const crew = device(t.token.crew!);
    await crew.atHead();
    const inbox = crew.d.badges!.inboxCount;
    const sent = await t.s.post(
      '/notification',
      { yachtId: t.aurora, header: 'Stores', text: 'At 09:00.' },
      t.token.captain,
    );
    expect(sent.status).toBe(200);
    const after = await crew.poll();
    expect(kindOf(after, 'messages').map((m) => m.header)).toEqual(['Stores']);
    expect(after.badges?.inboxCount).toBe(inbox + 1);
  });

  it('a day the captain saves for the crew member comes', async () => {
    const crew = device(t.token.crew!);
    await crew.atHead();
    const saved = await t.s.post(
      `/hor/day/${t.userId.crew}`,
      { yachtId: t.aurora, dates: ['2026-11-12'], binary: '0'.repeat(16) + '1'.repeat(16) + '0'.repeat(16) },
      t.token.captain,
    );
    expect(saved.status).toBe(200);
    expect(kindOf(await crew.poll(), 'restDays').map((r) => r.date)).toEqual(['2026-11-12']);
  });

  it("the purser's approval of a leave request comes to the crew member who asked", async () => {
    const id = t.newId('R');
    const asked = await t.call(
      'crew',
      'PUT',
      `/leave/requests/${id}`,
      t.requestBody('crew', ['2027-03-01', '2027-03-02']),
    );
    expect(asked.status).toBe(200);
    const crew = device(t.token.crew!);
    await crew.atHead();
    const decided = await t.call('purser', 'PUT', `/leave/requests/${id}/decide`, {
      yachtId: t.aurora,
      action: 'APPROVE',
    });
    expect(decided.status).toBe(200);
    const got = kindOf(await crew.poll(), 'leaveRequests').filter((r) => r.id === id);
    expect(got.map((r) => r.status)).toEqual(['Approved']);
  });

  it('a certificate the captain saves comes to the purser', async () => {
    const purser = device(t.token.purser!);
    await purser.atHead();
    const certificateId = t.newId('C');
    const saved = await t.op('captain', 'cert/save', { yachtId: t.aurora, certificateId, ...RADIO_LICENCE });
    expect(saved.status).toBe('applied');
    expect(kindOf(await purser.poll(), 'certificates').map((c) => c.id)).toEqual([certificateId]);
  });

  it('a crew member moved to another vessel starts afresh on the next poll', async () => {
    const [mover] = await t.s.db.query<{ id: number; email: string }>(
      `SELECT u.id, u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id JOIN roles r ON r.id = uvr.role_id
        WHERE uvr.vessel_id = $1 AND r.permission_level < 4 AND uvr.end_date IS NULL AND u.email IS NOT NULL
          AND u.email NOT IN ('crew@demo.yacht', 'officer@demo.yacht', 'purser@demo.yacht')
          AND NOT EXISTS (SELECT 1 FROM user_vessel_roles o WHERE o.user_id = u.id AND o.vessel_id <> $1)
        ORDER BY u.id LIMIT 1`,
      [t.aurora],
    );
    const moved = device((await t.s.login(mover!.email)).accessToken);
    await moved.atHead();
    const meridian = await t.s.vesselId('meridian');
    const res = await t.s.post(
      '/users/transfer',
      { userId: mover!.id, fromYachtId: t.aurora, yachtId: meridian },
      t.token.fleet,
    );
    expect(res.status).toBe(200);
    await moved.poll();
    expect(moved.d.resets).toBe(1);
  });

  it('a logout refuses the next poll of its token', async () => {
    const session = await t.s.login('officer@demo.yacht');
    const officer = device(session.accessToken);
    await officer.atHead();
    expect((await t.s.request('/logout', { token: session.accessToken })).status).toBe(200);
    const res = await t.s.post('/sync', { cursor: officer.d.cursor, ops: [] }, session.accessToken);
    expect(res.status).toBe(401);
  });

  it("a daily job's write (a certificate's expiry notice, through the job queue) comes", async () => {
    const certificateId = t.newId('C');
    const expiring = { ...RADIO_LICENCE, expireDate: addDays(TEST_TODAY, 10) };
    const saved = await t.op('captain', 'cert/save', { yachtId: t.aurora, certificateId, ...expiring });
    expect(saved.status).toBe('applied');
    expect(await queueDailyRuns(t.s.db, t.s.deps.jobs, TEST_TODAY)).toContain('cert-expiry-alerts');
    // At the head once the run is queued: only the job's own writes can end what is kept.
    const captain = device(t.token.captain!);
    await captain.atHead();
    const inbox = captain.d.badges!.inboxCount;
    expect(await t.s.drainJobs()).toBeGreaterThan(0);
    const after = await captain.poll();
    const notices = kindOf(after, 'messages').map((m) => m.header);
    expect(notices).toContain('Certificate expiring: GMDSS Shore-based Maintenance Agreement');
    expect(after.badges?.inboxCount).toBeGreaterThan(inbox);
  });

  it("a module switched off by an admin: everyone's next poll starts afresh, and again when on", async () => {
    const crew = device(t.token.crew!);
    await crew.atHead();
    const [library] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM modules WHERE price > 0 ORDER BY id LIMIT 1',
    );
    const toggle = (isActive: boolean) =>
      t.s.post('/modules', { yachtId: t.aurora, moduleId: library!.id, isActive }, t.token.captain);
    expect((await toggle(false)).status).toBe(200);
    await crew.poll();
    expect(crew.d.resets).toBe(1);
    await crew.atHead();
    expect((await toggle(true)).status).toBe(200);
    await crew.poll();
    expect(crew.d.resets).toBe(2);
  });

  it("two devices of one user: one's logout leaves the other's polls, a password change ends them", async () => {
    const [someone] = await t.s.db.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN user_vessel_roles uvr ON uvr.user_id = u.id
        WHERE uvr.vessel_id = $1 AND uvr.end_date IS NULL AND u.email IS NOT NULL AND u.email NOT IN ('crew@demo.yacht', 'officer@demo.yacht', 'purser@demo.yacht', 'captain@demo.yacht')
        ORDER BY u.id DESC LIMIT 1`,
      [t.aurora],
    );
    const [phone, laptop, tablet] = [
      await t.s.login(someone!.email),
      await t.s.login(someone!.email),
      await t.s.login(someone!.email),
    ];
    const devices = [device(phone.accessToken), device(laptop.accessToken), device(tablet.accessToken)];
    for (const d of devices) await d.atHead();
    expect((await t.s.request('/logout', { token: phone.accessToken })).status).toBe(200);
    const polled = async (token: string, cursor: number) =>
      (await t.s.post('/sync', { cursor, ops: [] }, token)).status;
    expect(await polled(phone.accessToken, devices[0]!.d.cursor)).toBe(401);
    await devices[1]!.atHead();
    const changed = await t.s.post(
      '/changepassword',
      {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'An0ther-long-passw0rd!',
        confirmPassword: 'An0ther-long-passw0rd!',
      },
      tablet.accessToken,
    );
    expect(changed.status).toBe(200);
    expect(await polled(laptop.accessToken, devices[1]!.d.cursor)).toBe(401);
    expect(await polled(tablet.accessToken, devices[2]!.d.cursor)).toBe(200);
  });

  it('an access token that expired between two polls at the head is refused', async () => {
    const { accessToken } = await t.s.login('crew@demo.yacht');
    const crew = device(accessToken);
    await crew.atHead();
    t.s.advance(16 * 60_000);
    const res = await t.s.post('/sync', { cursor: crew.d.cursor, ops: [] }, accessToken);
    expect(res.status).toBe(401);
  });

  // Last: it moves the server's clock past midnight.
  it('a role that ends today is gone after midnight: no badges of that vessel, and the device starts afresh', async () => {
    t.s.advance(Date.parse(`${TEST_TODAY}T23:58:00Z`) - t.s.clock().getTime()); // 23:58
    await t.s.db.query('UPDATE user_vessel_roles SET end_date = $1 WHERE user_id = $2 AND vessel_id = $3', [
      TEST_TODAY,
      t.userId.officer,
      t.aurora,
    ]);
    const { accessToken } = await t.s.login('officer@demo.yacht');
    const officer = device(accessToken);
    await officer.atHead();
    const badges = (token: string) =>
      t.s.post('/sync', { cursor: officer.d.cursor, ops: [], badges: { vesselId: t.aurora } }, token);
    expect(((await (await badges(accessToken)).json()) as Answer).badges).toBeDefined();
    t.s.advance(3 * 60_000); // 00:01 the next day, the token still valid
    const after = await badges(accessToken);
    expect(after.status).toBe(200);
    expect(((await after.json()) as Answer).badges).toBeUndefined();
    // The vessel's records go from the device too: the day's run after midnight starts it afresh.
    expect(await queueDailyRuns(t.s.db, t.s.deps.jobs, addDays(TEST_TODAY, 1))).toContain('roles-ended');
    await t.s.drainJobs();
    await officer.poll();
    expect(officer.d.resets).toBe(1);
    await officer.atHead();
    // Once: the next day's run leaves them be.
    await queueDailyRuns(t.s.db, t.s.deps.jobs, addDays(TEST_TODAY, 2));
    await t.s.drainJobs();
    await officer.poll();
    expect(officer.d.resets).toBe(1);
  });
});
