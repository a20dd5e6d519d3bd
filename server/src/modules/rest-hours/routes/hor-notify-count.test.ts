import { describe, expect, it } from 'vitest';
import { aurora, captainId, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';

/** POST /hor/signoff/notify answers how many people were told: each once, however often named. */
openRestHoursServer();

describe('POST /hor/signoff/notify', () => {
  it('counts the people told, not the times they were named', async () => {
    const crew = await s.login('crew@demo.yacht');
    const before = s.mail.sent.length;
    const res = await s.post(
      `/hor/signoff/notify/${aurora}`,
      { password: 'Demo1234', month: '2026-11', notify: [captainId, captainId, captainId] },
      crew.accessToken,
    );
    expect(await res.json()).toEqual({ notified: 1 });
    expect(s.mail.sent.slice(before).map((m) => m.to)).toEqual(['captain@demo.yacht']);
  });
});
