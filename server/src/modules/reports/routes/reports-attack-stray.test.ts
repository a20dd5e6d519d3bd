import { REPORT_TEXT } from '@contracts/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportTestServer, reportServer, TRIP } from '../../../../testing/report-fixture';

/**
 * Guests and the trip belong to the crew and guest list alone. Sent with another report type
 * they were dropped unseen: a bank details report with one guest chosen came back (or was
 * e-mailed) as every current crew member's bank details. The download, POST /emailreport and
 * the queued e-mail refuse them, naming the field; nothing is drawn, sent or counted.
 */
let t: ReportTestServer;
let guest: string;
beforeAll(async () => {
  t = await reportServer();
  const [row] = await t.s.db.query<{ id: string }>(
    'SELECT id FROM guests WHERE vessel_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
    [t.aurora],
  );
  guest = row!.id;
});
afterAll(() => t.s.close());

const runs = async () =>
  Number((await t.s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_runs'))[0]!.n);
const refusal = (property: string) => ({
  errorList: [{ property, message: REPORT_TEXT.crewAndGuestsOnly }],
});

describe('guests or a trip with a report type that has none', () => {
  const strays: [string, Record<string, unknown>][] = [
    ['guestList', { guestList: ['GUEST'] }],
    ['portOfDeparture', { portOfDeparture: TRIP.portOfDeparture }],
    ['arrivalDate', { arrivalDate: TRIP.arrivalDate }],
  ];
  const withGuest = (extra: Record<string, unknown>) =>
    extra.guestList ? { ...extra, guestList: [guest] } : extra;

  it('are refused by POST /emailreport and the queued e-mail, naming the field; nothing goes out', async () => {
    const mails = t.s.mail.sent.length;
    const before = await runs();
    let n = 0;
    for (const [property, extra] of strays) {
      const body = { yachtId: t.aurora, reportType: 'bankdetails', ...withGuest(extra) };
      const now = await t.s.post('/emailreport', body, t.token.captain);
      expect([property, now.status, await now.json()]).toMatchObject([property, 400, refusal(property)]);
      const id = `01JRSTRAYQ${String(++n).padStart(16, '0')}`;
      const res = await t.s.post(
        '/sync',
        { cursor: 0, ops: [{ id, op: 'report/email', body, baseVersion: 0 }] },
        t.token.captain,
      );
      expect((await res.json()).results[0]).toMatchObject({ status: 'rejected', ...refusal(property) });
    }
    await t.s.drainJobs();
    expect(t.s.mail.sent.length).toBe(mails);
    expect(await runs()).toBe(before);
  });

  it('are refused by the download, while the same report without them is drawn', async () => {
    const base = { report: 'personaldetails', yachtid: String(t.aurora) };
    const before = await runs();
    for (const [property, extra] of [
      ['guestList', { guest: guest }],
      ['portOfDeparture', { pod: TRIP.portOfDeparture }],
    ] as const) {
      const page = await t.page('captain', { ...base, ...extra });
      expect([property, page.status, page.json()]).toMatchObject([property, 400, refusal(property)]);
    }
    expect(await runs()).toBe(before);
    expect((await t.page('captain', base)).status).toBe(200);
    // The trip's names sent blank, as a spec client fills its query: no trip, drawn.
    const blank = { pod: '', poa: '', depDate: '', arrDate: '' };
    expect((await t.page('captain', { ...base, ...blank })).status).toBe(200);
  });
});
