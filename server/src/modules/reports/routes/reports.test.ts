import { MSG } from '@contracts/messages';
import { REPORT_TEXT } from '@contracts/reports';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, sheetRows, workbook } from '../../../../testing/report-files';
import { type ReportTestServer, reportServer } from '../../../../testing/report-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * The crew and guest list downloaded and viewed (doc 3, section 7: GET /cmspages/{page}.aspx):
 * the chosen crew and guests and only them, with the trip and the vessel's details, as a PDF or
 * a workbook; the trip required; other vessels' people refused; level 4+ with reports on only.
 */
let t: ReportTestServer;
let captainCrew: number;
let officerCrew: number;
let purserName: string;
let demoPassport: string;
const HELENA = () => t.demoGuestId(2);
const CHARLES = () => t.demoGuestId(1);

beforeAll(async () => {
  t = await reportServer();
  captainCrew = t.crewId.captain!;
  officerCrew = t.crewId.officer!;
  await t.s.db.query(`UPDATE vessels SET details = $2::jsonb WHERE id = $1`, [
    t.aurora,
    JSON.stringify({
      imoNumber: '9876543',
      callSign: 'ZCAU7',
      flagState: 'Cayman Islands',
      grossTonnage: 499,
    }),
  ]);
  // The demo's passport is deleted (a deleted one is never listed), then an older passport, a
  // newer one and a newer deleted one are added: the newest not deleted is listed.
  const [demo] = await t.s.db.query<{ passport_no: string }>(
    `UPDATE crew_documents SET deleted_at = now() WHERE crew_id = $1 AND category_id = 1 AND deleted_at IS NULL
     RETURNING passport_no`,
    [captainCrew],
  );
  demoPassport = demo!.passport_no;
  await t.addPassport(captainCrew, {
    no: 'OLD111',
    country: 'GB',
    issued: '2014-01-01',
    expires: '2024-01-01',
  });
  await t.addPassport(captainCrew, {
    no: 'CAP222',
    country: 'GB',
    issued: '2022-03-01',
    expires: '2032-03-01',
  });
  await t.addPassport(captainCrew, {
    no: 'DEL333',
    country: 'GB',
    issued: '2025-01-01',
    expires: '2035-01-01',
    deleted: true,
  });
  const [purser] = await t.s.db.query<{ last_name: string }>(
    'SELECT u.last_name FROM users u WHERE u.email = $1',
    ['purser@demo.yacht'],
  );
  purserName = purser!.last_name;
});
afterAll(() => t.s.close());

const names = async (crew: number[]) =>
  (
    await t.s.db.query<{ first_name: string; last_name: string }>(
      `SELECT u.first_name, u.last_name FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
        WHERE uvr.id = ANY($1::int[]) ORDER BY uvr.id`,
      [crew],
    )
  ).map((r) => r.last_name);

describe('the crew and guest list', () => {
  it('prints the chosen crew and guests, the trip and the vessel as a PDF to download', async () => {
    const res = await t.page('officer', t.listQuery([captainCrew, officerCrew], [HELENA(), CHARLES()]));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="M-Y Aurora crew and guest list 2026-11-20\.pdf"/,
    );
    const text = pdfText(res.body);
    for (const last of await names([captainCrew, officerCrew])) expect(text).toContain(last);
    expect(text).not.toContain(purserName);
    expect(text).toContain('M/Y Aurora');
    expect(text).toContain('9876543');
    expect(text).toContain('Antibes');
    expect(text).toContain('Palma');
    expect(text).toContain('20 Nov 2026');
    expect(text).toContain('22 Nov 2026');
    expect(text).toContain('CAP222');
    expect(text).not.toContain('OLD111');
    expect(text).not.toContain('DEL333');
    expect(text).not.toContain(demoPassport);
    expect(text).toContain('Helena');
    expect(text).toContain('Charles');
    expect(text).toContain('X1234567');
    // The other two guests were not chosen.
    expect(text).not.toContain('Louis');
    expect(text).not.toContain('Marchetti');
  });

  it('gives the same lists as a workbook: FAL 5 and FAL 6 sheets with the trip at the top', async () => {
    const res = await t.page(
      'captain',
      t.listQuery([officerCrew, captainCrew], [HELENA()], { format: 'xlsx', disposition: 'inline' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.xlsx"/);
    const book = await workbook(res.body);
    const crew = sheetRows(book, 'Crew list (FAL 5)');
    expect(crew).toContainEqual(['Name of ship', 'M/Y Aurora']);
    expect(crew).toContainEqual(['IMO number', '9876543']);
    expect(crew).toContainEqual(['Port of departure', 'Antibes']);
    expect(crew).toContainEqual(['Date of arrival', '22 Nov 2026']);
    expect(crew).toContainEqual(expect.arrayContaining(['No.', 'Family name', 'Rank or rating']));
    const people = crew.filter((r) => typeof r[0] === 'number');
    expect(people.map((r) => r[0])).toEqual([1, 2]);
    expect(people.map((r) => r[1]).sort()).toEqual((await names([captainCrew, officerCrew])).sort());
    const captainRow = people.find((r) => r.includes('Passport CAP222'));
    expect(captainRow).toContain('United Kingdom');
    expect(captainRow).toContain('01 Mar 2032');
    const guests = sheetRows(book, 'Passenger list (FAL 6)').filter((r) => typeof r[0] === 'number');
    expect(guests).toEqual([
      expect.arrayContaining([1, 'Whitmore', 'Helena', 'X1234567', 'Antibes', 'Palma', 'No']),
    ]);
  });

  it('needs all four trip fields; empty parameters count as missing', async () => {
    const res = await t.page('officer', t.listQuery([captainCrew], [], { pod: '', arrDate: '' }));
    expect(res.status).toBe(400);
    const props = (res.json().errorList as { property: string }[]).map((e) => e.property).sort();
    expect(props).toEqual(['arrivalDate', 'portOfDeparture']);
    const bad = await t.page('officer', t.listQuery([captainCrew], [], { depDate: '20/11/2026' }));
    expect(bad.status).toBe(400);
  });

  it("refuses a list of nobody, and another vessel's crew or guest without listing them", async () => {
    expect((await t.page('officer', t.listQuery([], []))).status).toBe(400);
    const [other] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 LIMIT 1',
      [t.meridian],
    );
    const foreign = await t.page('officer', t.listQuery([captainCrew, other!.id], []));
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe(REPORT_TEXT.crewNotOnVessel);
    const unknownGuest = await t.page('officer', t.listQuery([captainCrew], ['01JNOBODY000000000000000000']));
    expect(unknownGuest.status).toBe(404);
    expect(unknownGuest.json().message).toBe(REPORT_TEXT.guestsNotOnVessel);
    const tooMany = Array.from({ length: 401 }, (_, i) => i + 1);
    expect((await t.page('officer', t.listQuery(tooMany, []))).status).toBe(400);
  });

  it('is for level 4 and above on a vessel with reports on', async () => {
    const q = t.listQuery([captainCrew], []);
    expect((await t.page('crew', q)).status).toBe(403);
    expect((await t.page('level3', q)).status).toBe(403);
    for (const who of ['officer', 'purser', 'captain', 'fleet'])
      expect((await t.page(who, q)).status).toBe(200);
    const outsider = await outsiderCaptain(t.s);
    t.token.outsider = outsider.token;
    expect((await t.page('outsider', q)).status).toBe(403);
    // The officer of Aurora asking about Meridian, where they have no role.
    expect((await t.page('officer', { ...q, yachtid: String(t.meridian) })).status).toBe(403);
    await t.setReports(t.aurora, false);
    try {
      const off = await t.page('captain', q);
      expect(off.status).toBe(403);
      expect(off.json().message).toBe(MSG.moduleOff(MODULE_NAMES.reports));
    } finally {
      await t.setReports(t.aurora, true);
    }
  });

  it('answers only the report pages, each with its own type', async () => {
    const q = { yachtid: String(t.aurora) };
    expect((await t.page('officer', q, 'NoSuchReport')).status).toBe(404);
    const mismatch = await t.page('officer', { ...q, report: 'bankdetails' }, 'AccessCardReport');
    expect(mismatch.status).toBe(400);
    expect((await t.page('officer', q)).status).toBe(400); // yachtcrewreport needs a report type
  });
});

describe('the access token in the query', () => {
  it('opens the document without a header, as a link in a new tab does', async () => {
    const q = { ...t.listQuery([captainCrew], []), accessToken: t.token.officer! };
    const res = await t.page('officer', q, 'yachtcrewreport', false);
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toContain('Antibes');
  });

  it('refuses no token, a bad one, and a level too low through the query too', async () => {
    const q = t.listQuery([captainCrew], []);
    expect((await t.page('officer', q, 'yachtcrewreport', false)).status).toBe(401);
    expect(
      (await t.page('officer', { ...q, accessToken: 'not.a.token' }, 'yachtcrewreport', false)).status,
    ).toBe(401);
    const tampered = `${t.token.officer!.slice(0, -4)}AAAA`;
    expect((await t.page('officer', { ...q, accessToken: tampered }, 'yachtcrewreport', false)).status).toBe(
      401,
    );
    expect(
      (await t.page('crew', { ...q, accessToken: t.token.crew! }, 'yachtcrewreport', false)).status,
    ).toBe(403);
  });

  // Last: it moves the server's clock past every token's lifetime.
  it('refuses an expired token', async () => {
    const q = { ...t.listQuery([captainCrew], []), accessToken: t.token.officer! };
    t.s.advance(2 * 86_400_000);
    const res = await t.page('officer', q, 'yachtcrewreport', false);
    expect(res.status).toBe(401);
  });
});
