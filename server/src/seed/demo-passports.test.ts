import type { CrewDocument } from '@contracts/crew-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/report-files';
import { type ReportTestServer, reportServer } from '../../testing/report-fixture';
import { TEST_TODAY } from '../../testing/test-server';
import { seedDemoPassports } from './demo-passports';
import { AURORA_DETAILS, seedDemoVesselDetails } from './demo-vessel-details';

/**
 * The demo fleet's M/Y Aurora out of the box (doc 3, the crew and guest list): its vessel details
 * and a passport for each of its crew, so a newcomer's FAL 5 list has no empty boxes; the scans
 * open; one passport shows on the issues page; and a re-seed adds nothing nor undoes an edit.
 */
let t: ReportTestServer;
/** Aurora's demo crew (the fixture adds a level 3 shipmate of its own after the seed). */
let demoCrew: { id: number; last_name: string; user_id: number }[];

beforeAll(async () => {
  t = await reportServer();
  demoCrew = await t.s.db.query(
    `SELECT uvr.id, u.last_name, uvr.user_id FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id
      WHERE uvr.vessel_id = $1 AND u.email LIKE '%@demo.yacht' ORDER BY uvr.id`,
    [t.aurora],
  );
});
afterAll(() => t.s.close());

const passports = () =>
  t.s.db.query<{ id: string; crew_id: number; file_id: string; is_private: boolean }>(
    'SELECT id, crew_id, file_id, is_private FROM crew_documents WHERE category_id = 1 ORDER BY id',
  );

describe("M/Y Aurora's crew and guest list out of the box", () => {
  it('prints the IMO number, call sign, flag and every crew member’s passport', async () => {
    expect(demoCrew.length).toBeGreaterThanOrEqual(10);
    const res = await t.page(
      'captain',
      t.listQuery(
        demoCrew.map((c) => c.id),
        [t.demoGuestId(1)],
      ),
    );
    expect(res.status).toBe(200);
    const crewPage = pdfText(res.body, 1);
    for (const text of ['9876543', 'ZGAU7', 'Cayman Islands']) expect(crewPage).toContain(text);
    const rows = crewPage.split('\n').filter((l) => /^\s*\d+\s{2,}\S/.test(l));
    expect(rows).toHaveLength(demoCrew.length);
    // Each crew row: a passport number, its issuing state and an expiry date.
    for (const row of rows) expect(row).toMatch(/Passport [A-Z]{2}\d{7}\s+\S.*\d{1,2} \w{3} \d{4}\s*$/);
  });

  it('keeps each passport as a public crew document whose scan opens as a PDF', async () => {
    const crew = await t.json<CrewDocument[]>('crew', `/documents/crewonyacht/${t.crewId.crew}`);
    const own = crew.json.filter((d) => d.categoryId === 1);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ isPrivate: false, deleted: false, name: 'Passport' });
    expect(own[0]!.nationality).toBeGreaterThan(0);
    expect(own[0]!.issuedAt! < own[0]!.expiryDate!).toBe(true);
    const file = await t.s.request(`/files/${own[0]!.fileId}`, { token: t.token.crew });
    expect(file.status).toBe(200);
    const scan = pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(scan).toContain('Passport (demo scan)');
    expect(scan).toContain('TAYLOR');
  });

  it('shows one passport running out on the issues page, and only that one', async () => {
    const issues = await t.json<{ crew: { issues: { kind: string; name: string; date?: string }[] }[] }>(
      'officer',
      `/issues/${t.aurora}`,
    );
    const expiring = issues.json.crew
      .flatMap((c) => c.issues)
      .filter((i) => i.name === 'Passport' && i.kind.startsWith('document'));
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.kind).toBe('documentExpiring');
    expect(expiring[0]!.date! > TEST_TODAY).toBe(true);
  });

  it('adds nothing on a second seed and never overwrites edited vessel details', async () => {
    const before = await passports();
    expect(before.map((p) => p.crew_id).sort()).toEqual(demoCrew.map((c) => c.id).sort());
    await t.s.db.query('UPDATE vessels SET details = $2::jsonb WHERE id = $1', [
      t.aurora,
      JSON.stringify({ ...AURORA_DETAILS, callSign: 'ZGXX1' }),
    ]);
    await t.s.db.transaction(async (tx) => {
      await seedDemoVesselDetails(tx);
      await seedDemoPassports(tx, TEST_TODAY, t.s.deps.files);
    });
    expect(await passports()).toEqual(before);
    const [v] = await t.s.db.query<{ details: { callSign: string } }>(
      'SELECT details FROM vessels WHERE id = $1',
      [t.aurora],
    );
    expect(v!.details.callSign).toBe('ZGXX1');
  });
});
