import { describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../testing/device-signer';
import { openRestHoursServer, opsWith, s, syncBatch } from '../../../testing/rest-hours-kit';
import { scratchVessel } from '../../../testing/scratch-vessel';

/**
 * A request to reopen a countersigned month is e-mailed to its countersigner, or, if they can no
 * longer decide it (they left the vessel, or its approval group), to those who can: those on it
 * today. Someone whose role there has ended is written to about none of its records.
 */
openRestHoursServer();
const op = opsWith('01JREOPENLEFT');
const MONTH = '2026-10';
const WORK = '000000000000111111111111111111111111111111000000';

/** A second officer on `vesselId` (with the demo password); left in 2020 when `left`. */
async function officer(vesselId: number, first: string, left: boolean) {
  const email = `${first.toLowerCase()}.${vesselId}@scratch.yacht`;
  const [user] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT $1, password_hash, $2, 'Scratch' FROM users WHERE email = 'crew@demo.yacht' RETURNING id`,
    [email, first],
  );
  await s.db.query(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, crew_status, end_date)
       SELECT $1, $2, id, $3, $4 FROM roles WHERE name = 'Officer'`,
    [user!.id, vesselId, left ? 2 : 1, left ? '2020-01-01' : null],
  );
  return { id: user!.id, email };
}

describe('who hears of a request to reopen a countersigned month', () => {
  it('a countersigner who has left is not written to: the officers on board now are', async () => {
    const v = await scratchVessel(s);
    const former = await officer(v.vesselId, 'Gil', true);
    const signer = await officer(v.vesselId, 'Olga', false);
    const crew = (await s.login(v.crew.email)).accessToken;
    const device = await deviceSigner(s, crew, v.crew.id);
    const olga = (await s.login(signer.email)).accessToken;
    const odev = await deviceSigner(s, olga, signer.id);
    const signed = await syncBatch(s, crew, [
      op('hor/month/sign', await device.sign('sign', v.crew.id, v.vesselId, MONTH)),
    ]);
    expect(signed.results[0].status).toBe('applied');
    const countersigned = await syncBatch(s, olga, [
      op('hor/month/countersign', await odev.sign('countersign', v.crew.id, v.vesselId, MONTH)),
    ]);
    expect(countersigned.results[0].status).toBe('applied');
    // Olga leaves the vessel after countersigning.
    await s.db.query(
      "UPDATE user_vessel_roles SET crew_status = 2, end_date = '2020-01-01' WHERE user_id = $1 AND vessel_id = $2",
      [signer.id, v.vesselId],
    );
    const before = s.mail.sent.length;
    const asked = await syncBatch(s, crew, [
      op('hor/reopen/request', {
        requestId: '01JREOPENLEFTREQUEST000001',
        yachtId: v.vesselId,
        userId: v.crew.id,
        dates: [`${MONTH}-10`],
        binary: WORK,
      }),
    ]);
    expect(asked.results[0].status).toBe('applied');
    await s.drainJobs();
    const to = s.mail.sent.slice(before).map((m) => m.to);
    expect(to).toEqual([v.officer.email]);
    expect(to).not.toContain(former.email);
  });

  it('a countersigner who left the approval group is not written to: those who can decide are', async () => {
    const v = await scratchVessel(s);
    // Ivy, crew level, countersigned as a member of the approval group.
    const ivy = await officer(v.vesselId, 'Ivy', false);
    await s.db.query(
      "UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE name = 'Crew') WHERE user_id = $1",
      [ivy.id],
    );
    await s.db.query('INSERT INTO hor_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      v.vesselId,
      ivy.id,
    ]);
    const crew = (await s.login(v.crew.email)).accessToken;
    const device = await deviceSigner(s, crew, v.crew.id);
    const ivyToken = (await s.login(ivy.email)).accessToken;
    const idev = await deviceSigner(s, ivyToken, ivy.id);
    const signed = await syncBatch(s, crew, [
      op('hor/month/sign', await device.sign('sign', v.crew.id, v.vesselId, MONTH)),
    ]);
    expect(signed.results[0].status).toBe('applied');
    const countersigned = await syncBatch(s, ivyToken, [
      op('hor/month/countersign', await idev.sign('countersign', v.crew.id, v.vesselId, MONTH)),
    ]);
    expect(countersigned.results[0].status).toBe('applied');
    // An officer takes Ivy out of the group: she can no longer decide a request.
    await s.db.query('DELETE FROM hor_approval_members WHERE vessel_id = $1 AND user_id = $2', [
      v.vesselId,
      ivy.id,
    ]);
    const before = s.mail.sent.length;
    const asked = await syncBatch(s, crew, [
      op('hor/reopen/request', {
        requestId: '01JREOPENLEFTREQUEST000002',
        yachtId: v.vesselId,
        userId: v.crew.id,
        dates: [`${MONTH}-10`],
        binary: WORK,
      }),
    ]);
    expect(asked.results[0].status).toBe('applied');
    await s.drainJobs();
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual([v.officer.email]);
  });
});
