import { MSG } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  captainId,
  crewId,
  markSignedOff,
  openRestHoursServer,
  s,
} from '../../../../testing/rest-hours-kit';

/** POST /hor/signoff/notify answers how many people were told: each once, however often named. */
openRestHoursServer();

describe('POST /hor/signoff/notify', () => {
  it('counts the people told, not the times they were named', async () => {
    const crew = await s.login('crew@demo.yacht');
    await markSignedOff(s.db, crewId, aurora, '2026-11');
    const before = s.mail.sent.length;
    const res = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: [captainId, captainId, captainId] },
      crew.accessToken,
    );
    expect(await res.json()).toEqual({ notified: 1 });
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual(['captain@demo.yacht']);
  });

  it('refuses a month not signed off (the notice would say it is) and the signer themselves', async () => {
    const crew = await s.login('crew@demo.yacht');
    const officer = await s.login('officer@demo.yacht');
    const before = s.mail.sent.length;
    const unsigned = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2100-12', notify: [captainId] },
      crew.accessToken,
    );
    expect(unsigned.status).toBe(409);
    expect((await unsigned.json()).message).toBe(MSG.notifyUnsigned);
    await markSignedOff(s.db, officer.user.id, aurora, '2026-11');
    const self = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: [officer.user.id] },
      officer.accessToken,
    );
    expect(self.status).toBe(403);
    expect(s.mail.sent.length).toBe(before);
  });

  it('refuses a month already countersigned, by REST and as a queued operation, telling no one', async () => {
    const crew = await s.login('crew@demo.yacht');
    await markSignedOff(s.db, crewId, aurora, '2026-09');
    await s.db.query(
      "UPDATE rest_months SET countersigned_by = $3, countersigned_at = now() WHERE user_id = $1 AND vessel_id = $2 AND month = '2026-09'",
      [crewId, aurora, captainId],
    );
    const before = s.mail.sent.length;
    const res = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-09', notify: [captainId] },
      crew.accessToken,
    );
    expect([res.status, (await res.json()).message]).toEqual([
      409,
      'This month is already countersigned: there is nothing left to countersign.',
    ]);
    const op = { id: '01JNOTIFYCOUNTERSIGNED0001', op: 'hor/month/notify', baseVersion: 0 };
    const body = { yachtId: aurora, month: '2026-09', userIds: [captainId] };
    const queued = await (
      await s.post('/sync', { cursor: 0, ops: [{ ...op, body }] }, crew.accessToken)
    ).json();
    expect(queued.results[0].status).toBe('rejected');
    await s.drainJobs();
    expect(s.mail.sent.length).toBe(before);
  });
});
