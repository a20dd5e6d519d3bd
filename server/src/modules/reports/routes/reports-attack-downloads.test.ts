import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../testing/report-files';
import { type ReportTestServer, reportServer, TRIP } from '../../../../testing/report-fixture';

/**
 * Report downloads attacked: with the crew module off the crew profile (personal and bank details,
 * pay) is in no report, as GET /crew/{yachtId}/{crewId} refuses it; and names in letters the
 * PDF's standard fonts lack print readably instead of as garbage.
 */
let t: ReportTestServer;
beforeAll(async () => {
  t = await reportServer();
});
afterAll(() => t.s.close());

const pageOf = (type: string) =>
  type === 'accesscards'
    ? 'AccessCardReport'
    : type === 'crewissues'
      ? 'CrewIssuesReport'
      : 'yachtcrewreport';
const setCrewModule = (on: boolean) =>
  t.s.db.query(
    on
      ? "UPDATE vessels SET modules = array_append(array_remove(modules, 'crew'), 'crew') WHERE id = $1"
      : "UPDATE vessels SET modules = array_remove(modules, 'crew') WHERE id = $1",
    [t.aurora],
  );

describe('the crew module off', () => {
  it('refuses personal details, bank details and salaries, as the crew profile is refused', async () => {
    await setCrewModule(false);
    try {
      const profile = await t.s.request(`/crew/${t.aurora}/${t.crewId.officer}`, { token: t.token.captain });
      expect(profile.status).toBe(403);
      for (const type of ['personaldetails', 'bankdetails', 'salaryhistory', 'salaryhistorycrew'])
        for (const format of ['pdf', 'xlsx']) {
          const res = await t.page('captain', { report: type, yachtid: String(t.aurora), format });
          expect({ type, status: res.status, body: res.json() }).toEqual({
            type,
            status: 403,
            body: { message: MSG.moduleOff(MODULE_NAMES.crew) },
          });
        }
      const mails = t.s.mail.sent.length;
      const mail = await t.json('captain', '/emailreport', {
        method: 'POST',
        body: JSON.stringify({ yachtId: t.aurora, reportType: 'bankdetails' }),
      });
      expect(mail).toEqual({ status: 403, json: { message: MSG.moduleOff(MODULE_NAMES.crew) } });
      expect(t.s.mail.sent.length).toBe(mails);
    } finally {
      await setCrewModule(true);
    }
  });

  it("still makes the reports module's own lists: access cards, crew issues, the crew and guest list", async () => {
    await setCrewModule(false);
    try {
      for (const type of ['accesscards', 'crewissues', 'crewandguests']) {
        const trip: Record<string, string> =
          type === 'crewandguests'
            ? {
                crew: String(t.crewId.officer),
                pod: TRIP.portOfDeparture,
                poa: TRIP.portOfArrival,
                depDate: TRIP.departureDate,
                arrDate: TRIP.arrivalDate,
              }
            : {};
        const res = await t.page(
          'captain',
          { report: type, yachtid: String(t.aurora), ...trip },
          pageOf(type),
        );
        expect({ type, status: res.status }).toEqual({ type, status: 200 });
      }
    } finally {
      await setCrewModule(true);
    }
  });
});

describe('names outside Latin-1 in the PDFs', () => {
  it('prints Łukasz Żółć as Lukasz Zólc and a Greek or Chinese letter as ?, never as stray bytes', async () => {
    const [row] = await t.s.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [t.userId.officer],
    );
    await t.s.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [
      'Łukasz',
      'Żółć Ω漢',
      t.userId.officer,
    ]);
    try {
      for (const type of [
        'accesscards',
        'crewissues',
        'personaldetails',
        'bankdetails',
        'salaryhistory',
        'LM-LeaveHistory',
        'LM-LeaveIndividualSummary',
      ]) {
        const res = await t.page(
          'captain',
          { report: type, yachtid: String(t.aurora), crew: String(t.crewId.officer) },
          pageOf(type),
        );
        expect(res.status).toBe(200);
        const text = pdfText(res.body);
        // The access card breaks the name over two lines in its narrow box.
        expect({ type, name: /Lukasz\s+Zólc \?\?/.test(text) }).toEqual({ type, name: true });
        // Before, each letter past Latin-1 became two stray glyphs: 'Ł' printed as 'A' after one.
        expect(text).not.toMatch(/Aukasz/);
      }
    } finally {
      await t.s.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [
        row!.first_name,
        row!.last_name,
        t.userId.officer,
      ]);
    }
  });

  it('keeps line breaks of a multi-line address in the personal details', async () => {
    await t.s.db.query('UPDATE crew_details SET address = $1 WHERE crew_id = $2', [
      '12 Quai Ćirila\nAntibes',
      t.crewId.officer,
    ]);
    const res = await t.page('captain', {
      report: 'personaldetails',
      yachtid: String(t.aurora),
      crew: String(t.crewId.officer),
    });
    const lines = pdfText(res.body).split('\n');
    expect(lines.some((l) => l.includes('12 Quai Cirila'))).toBe(true);
    expect(lines.some((l) => l.trim().endsWith('Antibes') && !l.includes('Quai'))).toBe(true);
  });
});
