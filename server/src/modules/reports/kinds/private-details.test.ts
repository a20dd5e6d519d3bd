import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportKit, reportKit } from '../../../../testing/report-kinds-kit';
import { NOK_HIDDEN } from './personal-details';
import { NOT_CREW_OF_VESSEL } from './report-crew';

/**
 * bankdetails and personaldetails against the demo fleet: the chosen crew's records only, and
 * the private parts (bank, next of kin) only for whoever may read them on a device or over REST.
 */
let t: ReportKit;
type Crew = { id: number; user_id: number; name: string };
let crewMember: Crew;
let officer: Crew;
let notChosen: Crew;
let meridianCrew: Crew;

type Private = { bank_iban: string; bank_account_no: string; nok_name: string; nok_email: string };
const privateOf = async (crewId: number) =>
  (await t.s.db.query<Private>('SELECT * FROM crew_private WHERE crew_id = $1', [crewId]))[0]!;

beforeAll(async () => {
  t = await reportKit();
  const aurora = await t.crewOn(t.aurora);
  crewMember = aurora.find((c) => c.user_id === t.userId.crew)!;
  officer = aurora.find((c) => c.user_id === t.userId.officer)!;
  notChosen = aurora.find((c) => c !== crewMember && c !== officer && c.user_id !== t.userId.purser)!;
  meridianCrew = (await t.crewOn(t.meridian)).find((c) => c.user_id !== t.userId.crew)!;
  // One nationality the list does not know any more, and a line a workbook could not hold.
  await t.s.db.query(
    `UPDATE crew_details SET nationality = ARRAY[78, 999999], address = $2 WHERE crew_id = $1`,
    [crewMember.id, 'Flat 2\uFFFF, 4 Quay Road'],
  );
});
afterAll(() => t.s.close());

describe('bank details', () => {
  it('lists the bank fields of the chosen crew, one row each', async () => {
    const doc = await t.build('purser', 'bankdetails', 'xlsx', { crewList: [crewMember.id, officer.id] });
    const rows = await t.rowsOf(doc.body, 'Bank details');
    expect(rows[0]).toEqual([
      'Name',
      'Position',
      'Account owner',
      'Bank name',
      'Bank address',
      'Account no',
      'IBAN',
      'SWIFT',
      'Additional info',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([officer.name, crewMember.name]);
    const mine = await privateOf(crewMember.id);
    const row = rows.find((r) => r[0] === crewMember.name)!;
    expect(row.slice(2, 8)).toEqual([
      crewMember.name,
      'Harbour Bank',
      expect.stringContaining('Quay Street'),
      mine.bank_account_no,
      mine.bank_iban,
      'HRBKGB2L',
    ]);
  });

  it('prints them, and nothing of crew not chosen', async () => {
    const doc = await t.build('captain', 'bankdetails', 'pdf', { crewList: [crewMember.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain('Bank details');
    expect(text).toContain(crewMember.name);
    expect(text).toContain((await privateOf(crewMember.id)).bank_iban);
    expect(text).not.toContain((await privateOf(officer.id)).bank_iban);
    expect(text).not.toContain(notChosen.name);
  });

  it('refuses an officer (level 4) the bank details of others, even one among their own', async () => {
    const refused = await t.refusal('officer', 'bankdetails', 'pdf', {
      crewList: [officer.id, crewMember.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('Bank details of other crew members are seen from level 5 only');
    expect((await t.refusal('officer', 'bankdetails', 'xlsx')).status).toBe(403);
    const own = await t.build('officer', 'bankdetails', 'xlsx', { crewList: [officer.id] });
    expect((await t.rowsOf(own.body, 'Bank details')).map((r) => r[0])).toEqual(['Name', officer.name]);
  });

  it("refuses another vessel's crew id", async () => {
    const refused = await t.refusal('fleet', 'bankdetails', 'xlsx', { crewList: [meridianCrew.id] });
    expect(refused).toEqual({ status: 404, message: NOT_CREW_OF_VESSEL });
  });
});

describe('personal details', () => {
  it('gives a purser the details and next of kin of the chosen crew', async () => {
    const doc = await t.build('purser', 'personaldetails', 'xlsx', { crewList: [crewMember.id] });
    const rows = await t.rowsOf(doc.body, 'Personal details');
    expect(rows).toHaveLength(2);
    const [head, row] = rows as [unknown[], unknown[]];
    const cell = (name: string) => row[head.indexOf(name)];
    const [details] = await t.s.db.query<{ dob: string; phone_number: string; marital_status: string }>(
      'SELECT dob::text AS dob, phone_number, marital_status FROM crew_details WHERE crew_id = $1',
      [crewMember.id],
    );
    expect(cell('Name')).toBe(crewMember.name);
    expect(cell('Phone')).toBe(details!.phone_number);
    expect(cell('Date of birth')).toEqual(new Date(`${details!.dob}T00:00:00Z`));
    expect(cell('Marital status')).toBe(details!.marital_status);
    // Id 78 is Grenada; an id no longer listed is left out rather than shown as a number.
    expect(cell('Nationality')).toBe('Grenada');
    expect(cell('Address')).toBe('Flat 2, 4 Quay Road');
    expect(cell('Next of kin name')).toBe((await privateOf(crewMember.id)).nok_name);
    expect(cell('Next of kin e-mail')).toBe((await privateOf(crewMember.id)).nok_email);
    expect(rows.flat()).not.toContain(notChosen.name);
  });

  it('prints a block per person with the next of kin beside the details', async () => {
    const doc = await t.build('captain', 'personaldetails', 'pdf', { crewList: [crewMember.id, officer.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain('Personal details');
    expect(text).toContain(crewMember.name);
    expect(text).toContain(officer.name);
    expect(text).toContain((await privateOf(officer.id)).nok_email);
    expect(text).not.toContain(NOK_HIDDEN.trim());
  });

  it("gives an officer (level 4) the details without others' next of kin, and says so", async () => {
    const chosen = { crewList: [officer.id, crewMember.id] };
    const pdf = t.textOf((await t.build('officer', 'personaldetails', 'pdf', chosen)).body);
    expect(pdf).toContain(`Next of kin is shown from level 5 only; not shown for: ${crewMember.name}.`);
    expect(pdf).not.toContain((await privateOf(crewMember.id)).nok_email);
    expect(pdf).toContain((await privateOf(officer.id)).nok_email);
    const book = (await t.build('officer', 'personaldetails', 'xlsx', chosen)).body;
    const rows = await t.rowsOf(book, 'Personal details');
    const nok = rows[0]!.indexOf('Next of kin name');
    expect(rows.find((r) => r[0] === crewMember.name)![nok] ?? null).toBeNull();
    expect(rows.find((r) => r[0] === officer.name)![nok]).toBe((await privateOf(officer.id)).nok_name);
    expect(rows.find((r) => r[0] === crewMember.name)![rows[0]!.indexOf('Phone')]).toEqual(
      expect.any(String),
    );
    expect((await t.rowsOf(book, 'Report')).flat()).toContain(
      `Next of kin is shown from level 5 only; not shown for: ${crewMember.name}.`,
    );
  });

  it("refuses another vessel's crew id, and takes no choice as the vessel's current crew", async () => {
    const refused = await t.refusal('captain', 'personaldetails', 'pdf', { crewList: [meridianCrew.id] });
    expect(refused).toEqual({ status: 404, message: NOT_CREW_OF_VESSEL });
    const rows = await t.rowsOf(
      (await t.build('captain', 'personaldetails', 'xlsx')).body,
      'Personal details',
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual((await t.crewOn(t.aurora)).map((c) => c.name));
  });
});
