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
});
