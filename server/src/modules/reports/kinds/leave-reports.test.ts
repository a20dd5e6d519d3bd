import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportKit, reportKit } from '../../../../testing/report-kinds-kit';
import { moduleOffMessage } from '../../../kernel/vessel-modules';
import { NOT_CREW_OF_VESSEL } from './report-crew';

/**
 * LM-LeaveHistory and LM-LeaveIndividualSummary against the demo fleet's leave: the chosen
 * crew's profiles, those without one named, and the leave reports' own rules.
 */
let t: ReportKit;
type Crew = { id: number; user_id: number; name: string };
let crewMember: Crew;
let officer: Crew;
let noProfile: Crew;
let notChosen: Crew;

beforeAll(async () => {
  t = await reportKit();
  const aurora = await t.crewOn(t.aurora);
  crewMember = aurora.find((c) => c.user_id === t.userId.crew)!;
  officer = aurora.find((c) => c.user_id === t.userId.officer)!;
  const others = aurora.filter((c) => c !== crewMember && c !== officer && c.name !== crewMember.name);
  noProfile = others[others.length - 1]!;
  notChosen = others.find((c) => c !== noProfile && c.name !== noProfile.name && c.name !== officer.name)!;
  // The last crew member's profile was deleted: they are crew with no leave profile.
  await t.s.db.query('UPDATE leave_profiles SET deleted = true, active = false WHERE crew_id = $1', [
    noProfile.id,
  ]);
});
afterAll(() => t.s.close());

const chosen = () => ({ crewList: [crewMember.id, officer.id, noProfile.id] });
const noProfileLine = () => `No leave profile: ${noProfile.name}.`;

describe('leave history', () => {
  it('is the leave history workbook of the chosen profiles, naming who has none', async () => {
    const doc = await t.build('captain', 'LM-LeaveHistory', 'xlsx', chosen());
    expect(doc.fileName).toBe('M-Y Aurora Leave history 2026-11-15.xlsx');
    const rows = await t.rowsOf(doc.body, 'Leave history');
    expect(rows[0]).toEqual([
      'Name',
      'Date',
      'Entry',
      'Amount',
      'Available',
      'Comments',
      'Decision comments',
    ]);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set([crewMember.name, officer.name]));
    expect(rows.slice(1).every((r) => r[1] instanceof Date)).toBe(true);
    const profiles = await t.rowsOf(doc.body, 'Profiles');
    expect(
      profiles
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([crewMember.name, officer.name].sort());
    expect((await t.rowsOf(doc.body, 'Report')).flat()).toContain(noProfileLine());
  });

  it('prints the same, with the line naming who has no profile', async () => {
    const doc = await t.build('captain', 'LM-LeaveHistory', 'pdf', chosen());
    const text = t.textOf(doc.body);
    expect(text).toContain('Leave history');
    expect(text).toContain(noProfileLine());
    expect(text).toContain(crewMember.name);
    expect(text).toContain(officer.name);
    expect(text).not.toContain(notChosen.name);
  });

  it('prints only the line when none of the chosen crew has a profile', async () => {
    const doc = await t.build('captain', 'LM-LeaveHistory', 'pdf', { crewList: [noProfile.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain(noProfileLine());
    expect(text).toContain('No leave profiles in this report.');
  });
});

describe('individual summary', () => {
  it('gives each chosen profile its months up to today', async () => {
    const doc = await t.build('captain', 'LM-LeaveIndividualSummary', 'xlsx', chosen());
    const rows = await t.rowsOf(doc.body, 'Summary');
    expect(rows[0]!.slice(0, 3)).toEqual(['Name', 'Month', 'Accrued']);
    const mine = rows.filter((r) => r[0] === crewMember.name);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.at(-1)![1]).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set([crewMember.name, officer.name]));
    expect((await t.rowsOf(doc.body, 'Report')).flat()).toContain(noProfileLine());
  });

  it('prints in landscape with the months of each person', async () => {
    const doc = await t.build('captain', 'LM-LeaveIndividualSummary', 'pdf', { crewList: [officer.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain('Individual summary');
    expect(text).toContain(officer.name);
    expect(text).toContain('Nov 2026');
    expect(text).not.toContain(crewMember.name);
    expect(text).not.toContain('No leave profile');
  });
});

describe('who gets leave reports', () => {
  it('keeps to the leave rules: an officer outside the approval group has only their own', async () => {
    const refused = await t.refusal('officer', 'LM-LeaveHistory', 'pdf', { crewList: [crewMember.id] });
    expect(refused).toEqual({ status: 403, message: MSG.status403 });
    const own = await t.build('officer', 'LM-LeaveHistory', 'xlsx', { crewList: [officer.id] });
    const names = (await t.rowsOf(own.body, 'Profiles')).slice(1).map((r) => r[0]);
    expect(names).toEqual([officer.name]);
  });

  it("refuses another vessel's crew id", async () => {
    const [meridianCrew] = await t.crewOn(t.meridian);
    const refused = await t.refusal('fleet', 'LM-LeaveIndividualSummary', 'xlsx', {
      crewList: [crewMember.id, meridianCrew!.id],
    });
    expect(refused).toEqual({ status: 404, message: NOT_CREW_OF_VESSEL });
  });

  it('refuses clearly on a vessel where leave is off', async () => {
    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      for (const type of ['LM-LeaveHistory', 'LM-LeaveIndividualSummary'] as const) {
        const refused = await t.refusal('captain', type, 'pdf', chosen());
        expect(refused).toEqual({ status: 403, message: moduleOffMessage('leave') });
      }
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = array_append(modules, 'leave') WHERE id = $1", [
        t.aurora,
      ]);
    }
  });
});
