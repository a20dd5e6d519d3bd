import { describe, expect, it } from 'vitest';
import { aurora, crewId, LONG, openRestHoursServer, s } from '../../../../testing/rest-hours-kit';
import { lastLivedDay, loadSeafarerRecord } from './load-record';

openRestHoursServer();

describe('the printed record of a month with days still to come', () => {
  it('a day can have been lived up to tomorrow in UTC (it is already tomorrow at UTC+14)', () => {
    expect(lastLivedDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(lastLivedDay(new Date('2026-06-30T00:10:00Z'))).toBe('2026-07-01');
  });

  it('prints planned days blank: no hours, no 7-day total, no non-compliance', async () => {
    // Next month, wholly ahead of the server's today: 15 hours' work a day breaks rule 4.
    const now = s.clock();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const dates = ['10', '11', '12', '13', '14', '15', '16', '17'].map((d) => `${next}-${d}`);
    const crew = await s.login('crew@demo.yacht');
    const saved = await s.post(
      `/hor/day/${crewId}`,
      { yachtId: aurora, dates, binary: LONG },
      crew.accessToken,
    );
    expect(saved.status).toBe(200);

    // Read as if the month were over: the days and their breaches are there to print.
    const lived = await loadSeafarerRecord(s.db, aurora, crewId, next, `${next}-31`);
    expect(lived?.lines.find((l) => l.date === dates[7])).toMatchObject({ work: LONG, rest7Days: 63 });
    expect(lived?.nonCompliances.map((n) => n.date)).toEqual(dates);

    // Read today: they are plans, and the record says nothing of them.
    const ahead = await loadSeafarerRecord(s.db, aurora, crewId, next, lastLivedDay(now));
    for (const date of dates)
      expect(ahead?.lines.find((l) => l.date === date)).toMatchObject({
        work: null,
        restHours: null,
        rest7Days: null,
        rules: [],
      });
    expect(ahead?.nonCompliances).toEqual([]);
  });
});
