import { describe, expect, it } from 'vitest';
import { deviceSigner } from '../../../../testing/device-signer';
import {
  markSignedOff,
  openRestHoursServer,
  opsWith,
  s,
  syncBatch,
} from '../../../../testing/rest-hours-kit';
import { scratchVessel } from '../../../../testing/scratch-vessel';

/**
 * Notify people after sign-off (doc 3, section 4) reaches the vessel's supervisors of today: an
 * officer whose role on the vessel has ended (they left it) is neither offered nor told, and is
 * sent no e-mail with its one-time login link.
 */
openRestHoursServer();
const op = opsWith('01JNOTIFYLEFT');

/** A scratch vessel with a second officer who left it in 2020. */
async function withFormerOfficer() {
  const v = await scratchVessel(s);
  const [former] = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'gone.' || $1 || '@scratch.yacht', password_hash, 'Gil', 'Gone' FROM users WHERE id = $2
     RETURNING id`,
    [v.vesselId, v.crew.id],
  );
  await s.db.query(
    `INSERT INTO user_vessel_roles (user_id, vessel_id, role_id, crew_status, end_date)
       SELECT $1, $2, id, 2, '2020-01-01' FROM roles WHERE name = 'Officer'`,
    [former!.id, v.vesselId],
  );
  return { ...v, former: former!.id };
}

describe('notify people after sign-off: only those on the vessel now', () => {
  it('the sign-off answer offers no one who has left the vessel', async () => {
    const v = await withFormerOfficer();
    const crew = await s.login(v.crew.email);
    const device = await deviceSigner(s, crew.accessToken, v.crew.id);
    const body = { ...(await device.sign('sign', v.crew.id, v.vesselId, '2026-10')), password: 'Demo1234' };
    const res = await s.post(`/hor/signoff/${v.vesselId}`, body, crew.accessToken);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).availableUsersToNotify).toEqual([
      { userId: v.officer.id, userName: 'Omar Scratch' },
    ]);
  });

  it('POST /hor/signoff/notify naming someone who left is refused, and no one is written to', async () => {
    const v = await withFormerOfficer();
    const crew = await s.login(v.crew.email);
    await markSignedOff(s.db, v.crew.id, v.vesselId, '2026-10');
    const before = s.mail.sent.length;
    const res = await s.post(
      `/hor/signoff/notify/${v.vesselId}`,
      { password: 'Demo1234', month: '2026-10', notify: [v.officer.id, v.former] },
      crew.accessToken,
    );
    expect(res.status).toBe(403);
    expect(s.mail.sent.length).toBe(before);
    const inbox = await s.db.query('SELECT 1 FROM inbox_messages WHERE user_id = ANY($1::int[])', [
      [v.officer.id, v.former],
    ]);
    expect(inbox).toEqual([]);
  });

  it('the queued notify naming someone who left is refused too', async () => {
    const v = await withFormerOfficer();
    const crew = await s.login(v.crew.email);
    await markSignedOff(s.db, v.crew.id, v.vesselId, '2026-10');
    const before = s.mail.sent.length;
    const r = await syncBatch(s, crew.accessToken, [
      op('hor/month/notify', { yachtId: v.vesselId, month: '2026-10', userIds: [v.former] }),
    ]);
    expect(r.results[0].status).toBe('rejected');
    await s.drainJobs();
    expect(s.mail.sent.length).toBe(before);
  });
});
