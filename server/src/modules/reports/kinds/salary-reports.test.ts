import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../testing/report-files';
import { type ReportKit, reportKit } from '../../../../testing/report-kinds-kit';
import { NOT_CREW_OF_VESSEL } from './report-crew';

/**
 * The salary reports (salaryhistory, salaryhistorycrew) against the demo fleet: the chosen crew's
 * entries and no one else's, newest first; the salary in force; pay kept from level 4.
 */
let t: ReportKit;
type Crew = { id: number; user_id: number; name: string };
let chosen: Crew[];
let other: Crew;
let meridianCrew: Crew;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const entriesOf = (crewId: number) =>
  t.s.db.query<{ change_date: string; amount: string; is_bonus: boolean; comment: string | null }>(
    `SELECT change_date::text AS change_date, amount, is_bonus, comment FROM crew_salaries WHERE crew_id = $1
      ORDER BY change_date DESC, created_at DESC, id DESC`,
    [crewId],
  );

beforeAll(async () => {
  t = await reportKit();
  const aurora = await t.crewOn(t.aurora);
  const crewRow = aurora.find((c) => c.user_id === t.userId.crew)!;
  const officerRow = aurora.find((c) => c.user_id === t.userId.officer)!;
  chosen = [crewRow, officerRow];
  other = aurora.find((c) => !chosen.includes(c) && c.name !== crewRow.name && c.name !== officerRow.name)!;
  meridianCrew = (await t.crewOn(t.meridian)).find((c) => c.user_id !== t.userId.crew)!;
  // A pay review agreed for next month: in the history, not yet the salary in force.
  await t.s.db.query(
    `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus, comment)
     VALUES ('01JREPORTFUTURESALARY00000', $1, 9999, 2, '2026-12-01', false, 'From December')`,
    [crewRow.id],
  );
  await t.s.db.query(
    `INSERT INTO crew_salaries (id, crew_id, amount, currency_id, change_date, is_bonus, comment)
     VALUES ('01JREPORTSEASONBONUS000000', $1, 750, 1, '2026-11-14', true, 'Season end')`,
    [officerRow.id],
  );
});
afterAll(() => t.s.close());

describe('salary history', () => {
  it('lists every entry of the chosen crew, newest first, as typed cells under a frozen header', async () => {
    const doc = await t.build('purser', 'salaryhistory', 'xlsx', { crewList: chosen.map((c) => c.id) });
    expect(doc.fileName).toBe('M-Y Aurora Salary history 2026-11-15.xlsx');
    expect(doc.contentType).toContain('spreadsheetml');
    const rows = await t.rowsOf(doc.body, 'Salary history');
    expect(rows[0]).toEqual(['Name', 'Position', 'Date of change', 'Amount', 'Currency', 'Type', 'Comment']);
    const body = rows.slice(1);
    expect(new Set(body.map((r) => r[0]))).toEqual(new Set(chosen.map((c) => c.name)));
    for (const c of chosen) {
      const expected = (await entriesOf(c.id)).map((e) => [
        day(e.change_date),
        Number(e.amount),
        e.change_date === '2026-12-01' ? 'USD' : 'EUR',
        e.is_bonus ? 'Bonus' : 'Pay Review',
        e.comment,
      ]);
      expect(body.filter((r) => r[0] === c.name).map((r) => r.slice(2))).toEqual(expected);
    }
    const crewFirst = body.find((r) => r[0] === chosen[0]!.name)!;
    expect(crewFirst.slice(2, 6)).toEqual([day('2026-12-01'), 9999, 'USD', 'Pay Review']);
  });

  it('prints each person with their entries and no one who was not chosen', async () => {
    const doc = await t.build('captain', 'salaryhistory', 'pdf', { crewList: chosen.map((c) => c.id) });
    expect(doc.contentType).toBe('application/pdf');
    const text = t.textOf(doc.body);
    expect(text).toContain('Salary history');
    expect(text).toContain('M/Y Aurora');
    expect(text).toContain('Made 15 Nov 26');
    for (const c of chosen) expect(text).toContain(c.name);
    expect(text).not.toContain(other.name);
    expect(text).toMatch(/01 Dec 26 9,999\.00 USD Pay Review From December/);
    expect(text).toContain('Joining salary');
    expect(text).toContain('Page 1 of 1');
    expect(pdfPages(doc.body)).toBe(1);
  });

  it('takes no choice as all current crew of the vessel', async () => {
    const all = await t.crewOn(t.aurora);
    const rows = (
      await t.rowsOf((await t.build('captain', 'salaryhistory', 'xlsx')).body, 'Salary history')
    ).slice(1);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(all.map((c) => c.name)));
  });
});

describe('crew salaries', () => {
  it('gives one row per person: the salary in force up to today, since when, the changes and the last bonus', async () => {
    const doc = await t.build('purser', 'salaryhistorycrew', 'xlsx', { crewList: chosen.map((c) => c.id) });
    const rows = await t.rowsOf(doc.body, 'Crew salaries');
    expect(rows).toHaveLength(3);
    for (const c of chosen) {
      const entries = await entriesOf(c.id);
      const inForce = entries.find((e) => !e.is_bonus && e.change_date <= '2026-11-15')!;
      const bonus = entries.find((e) => e.is_bonus) ?? null;
      const row = rows.find((r) => r[0] === c.name)!;
      // A row's empty cells at its end are not stored: read it as ten cells.
      expect(Array.from({ length: 10 }, (_, i) => row[i] ?? null).slice(3)).toEqual([
        Number(inForce.amount),
        'EUR',
        day(inForce.change_date),
        entries.length,
        bonus ? Number(bonus.amount) : null,
        bonus ? 'EUR' : null,
        bonus ? day(bonus.change_date) : null,
      ]);
    }
    expect(rows.find((r) => r[0] === chosen[1]!.name)!.slice(7)).toEqual([750, 'EUR', day('2026-11-14')]);
    // The December review is counted as a change but is not yet in force.
    const crewRow = rows.find((r) => r[0] === chosen[0]!.name)!;
    expect(crewRow[3]).not.toBe(9999);
  });

  it('prints the overview in landscape with one line per person', async () => {
    const doc = await t.build('captain', 'salaryhistorycrew', 'pdf', { crewList: [chosen[1]!.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain('Crew salaries');
    expect(text).toContain(chosen[1]!.name);
    expect(text).not.toContain(chosen[0]!.name);
    expect(text).toContain('750.00 EUR, 14 Nov 26');
  });
});

describe('who gets pay reports', () => {
  it('refuses an officer (level 4) the pay of others, as the crew feed does', async () => {
    for (const type of ['salaryhistory', 'salaryhistorycrew'] as const) {
      const refused = await t.refusal('officer', type, 'pdf', { crewList: [chosen[0]!.id] });
      expect(refused.status).toBe(403);
      expect(refused.message).toContain('Salaries of other crew members are seen from level 5 only');
      // No choice means everyone, the officer's shipmates too.
      expect((await t.refusal('officer', type, 'xlsx')).status).toBe(403);
    }
  });

  it('gives an officer their own pay', async () => {
    const officer = chosen[1]!;
    const rows = await t.rowsOf(
      (await t.build('officer', 'salaryhistory', 'xlsx', { crewList: [officer.id] })).body,
      'Salary history',
    );
    expect(rows.length).toBe((await entriesOf(officer.id)).length + 1);
  });

  it('refuses a crew id of another vessel and lists nothing of it', async () => {
    for (const format of ['pdf', 'xlsx'] as const) {
      const refused = await t.refusal('fleet', 'salaryhistory', format, {
        crewList: [chosen[0]!.id, meridianCrew.id],
      });
      expect(refused).toEqual({ status: 404, message: NOT_CREW_OF_VESSEL });
    }
    expect((await t.refusal('fleet', 'salaryhistorycrew', 'xlsx', { crewList: [999_999] })).status).toBe(404);
  });
});
