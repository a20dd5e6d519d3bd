import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../testing/report-files';
import { type ReportKit, reportKit } from '../../../../testing/report-kinds-kit';
import { TEST_TODAY } from '../../../../testing/test-server';
import { loadActor } from '../../../kernel/actors';
import { vesselIssues } from '../../issues/issues';
import { CARDS_PER_PAGE } from './access-cards';
import { NO_OPEN_ISSUES_FOR } from './crew-issues';
import { NOT_CREW_OF_VESSEL } from './report-crew';

/**
 * accesscards and crewissues against the demo fleet: a card per chosen crew member (photo or
 * initials, card number), eight to a page; the chosen crew's open issues and no one else's.
 */
let t: ReportKit;
type Crew = { id: number; user_id: number; name: string };
let aurora: Crew[];
let crewMember: Crew;
let officer: Crew;
/** A crew member with nothing open: their hours of rest are taken away. */
let clear: Crew;

// A 1 x 1 PNG, and a file that starts like one and is not.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const BROKEN_PNG = 'data:image/png;base64,iVBORw0KGgo=';
const images = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

beforeAll(async () => {
  t = await reportKit();
  aurora = await t.crewOn(t.aurora);
  crewMember = aurora.find((c) => c.user_id === t.userId.crew)!;
  officer = aurora.find((c) => c.user_id === t.userId.officer)!;
  await t.s.db.query(
    `INSERT INTO crew_photos (crew_id, content, file_name) VALUES ($1, $2, 'me.png'), ($3, $4, 'broken.png')`,
    [crewMember.id, PNG, officer.id, BROKEN_PNG],
  );
  await t.s.db.query('UPDATE user_vessel_roles SET custom_id = NULL WHERE id = $1', [officer.id]);
  clear = aurora.find((c) => c !== crewMember && c !== officer && c.user_id !== t.userId.captain)!;
  for (const table of ['rest_days', 'rest_months'])
    await t.s.db.query(`DELETE FROM ${table} WHERE user_id = $1`, [clear.user_id]);
  // An expired certificate of the crew member: an open issue the report must show. Filed under
  // its own category (4, STCW Basic Safety Training): the demo's passport (category 1) would
  // otherwise count as its renewal.
  const uploader = t.userId.captain!;
  await t.s.db.query(
    `INSERT INTO files (id, vessel_id, user_id, uploaded_by, purpose, name, size, state)
     VALUES ('01JREPORTFILE0000000000000', $1, $2, $3, 'crew-document', 'stcw.pdf', 10, 'stored')`,
    [t.aurora, crewMember.user_id, uploader],
  );
  await t.s.db.query(
    `INSERT INTO crew_documents (id, crew_id, file_id, category_id, name, extension, expiry_date, uploaded_by)
     VALUES ('01JREPORTDOC00000000000000', $1, '01JREPORTFILE0000000000000', 4, 'STCW Basic Safety', 'pdf',
             '2026-10-01', $2)`,
    [crewMember.id, uploader],
  );
});
afterAll(() => t.s.close());

describe('access cards', () => {
  it('prints a card per chosen crew member with name, vessel, photo or initials and card number', async () => {
    const doc = await t.build('officer', 'accesscards', 'pdf', { crewList: [crewMember.id, officer.id] });
    expect(doc.fileName).toBe('M-Y Aurora Access cards 2026-11-15.pdf');
    const text = t.textOf(doc.body);
    expect(text).toContain(crewMember.name);
    expect(text).toContain(officer.name);
    const [custom] = await t.s.db.query<{ custom_id: string }>(
      'SELECT custom_id FROM user_vessel_roles WHERE id = $1',
      [crewMember.id],
    );
    expect(text).toContain(`Card no ${custom!.custom_id}`);
    // No custom id: the record's own number, padded.
    expect(text).toContain(`Card no ${String(officer.id).padStart(6, '0')}`);
    // The crew member's photo is drawn; the officer's unreadable one gives way to initials.
    expect(images(doc.body)).toBeGreaterThan(0);
    const officerOnly = await t.build('officer', 'accesscards', 'pdf', { crewList: [officer.id] });
    expect(images(officerOnly.body)).toBe(0);
    const [first, last] = officer.name.split(' ');
    expect(t.textOf(officerOnly.body)).toContain(`${first![0]}${last![0]}`.toUpperCase());
    expect(pdfPages(doc.body)).toBe(1);
    expect(text).not.toContain(aurora.find((c) => c !== crewMember && c !== officer)!.name);
  });

  it('takes no choice as every current crew member, eight cards to a page', async () => {
    const doc = await t.build('captain', 'accesscards', 'pdf');
    expect(pdfPages(doc.body)).toBe(Math.ceil(aurora.length / CARDS_PER_PAGE));
    const text = t.textOf(doc.body);
    for (const c of aurora) expect(text).toContain(c.name);
    expect(text).toContain(`Page ${Math.ceil(aurora.length / CARDS_PER_PAGE)} of`);
  });

  it('lists the same as a workbook', async () => {
    const doc = await t.build('captain', 'accesscards', 'xlsx', { crewList: [officer.id] });
    const rows = await t.rowsOf(doc.body, 'Access cards');
    expect(rows).toEqual([
      ['Name', 'Position', 'Department', 'Card no'],
      [officer.name, 'Chief Officer', 'Deck', String(officer.id).padStart(6, '0')],
    ]);
  });

  it("refuses another vessel's crew id", async () => {
    const [meridianCrew] = await t.crewOn(t.meridian);
    const refused = await t.refusal('fleet', 'accesscards', 'pdf', { crewList: [meridianCrew!.id] });
    expect(refused).toEqual({ status: 404, message: NOT_CREW_OF_VESSEL });
  });
});

describe('crew issues', () => {
  it("lists the chosen crew's open issues, naming the chosen with none", async () => {
    const captain = (await loadActor(t.s.db, t.userId.captain!, TEST_TODAY))!;
    const open = await vesselIssues(t.s.db, captain, t.aurora, TEST_TODAY);
    expect(open.map((c) => c.crewId)).not.toContain(clear.id);
    const other = open.find((c) => c.crewId !== crewMember.id)!;
    const chosen = [crewMember, clear];
    const doc = await t.build('captain', 'crewissues', 'xlsx', { crewList: chosen.map((c) => c.id) });
    const rows = await t.rowsOf(doc.body, 'Crew issues');
    expect(rows[0]).toEqual([
      'Crew member',
      'Position',
      'Issue',
      'Document or certificate',
      'Status',
      'Expiry or month',
    ]);
    expect(rows.slice(1).every((r) => r[0] === crewMember.name)).toBe(true);
    expect(rows.length - 1).toBe(open.find((c) => c.crewId === crewMember.id)!.issues.length);
    expect(rows).toContainEqual([
      crewMember.name,
      expect.anything(),
      'STCW Basic Safety expired on 01 Oct 2026',
      'STCW Basic Safety',
      'Expired',
      new Date('2026-10-01T00:00:00Z'),
    ]);
    expect(rows.flat()).not.toContain(`${other.firstName} ${other.lastName}`);
    expect((await t.rowsOf(doc.body, 'Report')).flat()).toContain(`${NO_OPEN_ISSUES_FOR}${clear.name}.`);
  });

  it('prints them with the expiry or status', async () => {
    const doc = await t.build('captain', 'crewissues', 'pdf', { crewList: [crewMember.id] });
    const text = t.textOf(doc.body);
    expect(text).toContain('Crew issues');
    expect(text).toContain('STCW Basic Safety expired on 01 Oct 2026');
    expect(text).toContain('Expired 01 Oct 2026');
    expect(text).not.toContain(officer.name);
  });

  it('says when the chosen crew have no open issues', async () => {
    const text = t.textOf((await t.build('captain', 'crewissues', 'pdf', { crewList: [clear.id] })).body);
    expect(text).toContain('There are no open issues for the crew in this report.');
    expect(text).toContain(`${NO_OPEN_ISSUES_FOR}${clear.name}.`);
  });
});
