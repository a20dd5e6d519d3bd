import type { IssuesAnswer } from '@contracts/issues';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../testing/test-server';

/** The issues page and the issue badge (doc 1, navigation; doc 2, Issues). */
let s: TestServer;
let aurora: number;
let crewId: number;
const token: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  aurora = await s.vesselId('aurora');
  crewId = await s.idOf('crew@demo.yacht');
  for (const who of ['crew', 'officer', 'captain', 'fleet'])
    token[who] = (await s.login(`${who}@demo.yacht`)).accessToken;
});
afterAll(() => s.close());

const issues = async (who: string, vessel = aurora) =>
  (await (await s.request(`/issues/${vessel}`, { token: token[who] })).json()) as IssuesAnswer;
const badge = async (who: string, vessel = aurora) =>
  (await (await s.request(`/status/foryacht/${vessel}`, { token: token[who] })).json()).issueCount as number;
/** The badge counts the crew's issues and the vessel's certificate issues, as the page lists them. */
const count = (a: IssuesAnswer) => a.crew.reduce((n, c) => n + c.issues.length, 0) + (a.vessel?.length ?? 0);
const monthsOf = (a: IssuesAnswer, userId: number, kind: string) =>
  a.crew
    .find((c) => c.userId === userId)
    ?.issues.filter((i) => i.kind === kind)
    .map((i) => ('month' in i ? i.month : '')) ?? [];

describe('the issues page', () => {
  it('shows crew their own issues only, officers everyone’s, and the badge counts the same', async () => {
    const mine = await issues('crew');
    expect(mine.crew.map((c) => c.userId)).toEqual(mine.crew.length ? [crewId] : []);
    const all = await issues('officer');
    expect(all.crew.length).toBeGreaterThan(1);
    expect(await badge('crew')).toBe(count(mine));
    expect(await badge('officer')).toBe(count(all));
    // The share of hours-of-rest months, to which a device adds the document issues it computes.
    const status = await (await s.request(`/status/foryacht/${aurora}`, { token: token.officer })).json();
    const restMonths = all.crew.reduce((n, c) => n + c.issues.filter((i) => 'month' in i).length, 0);
    expect(restMonths).toBeGreaterThan(0);
    expect(status.restIssueCount).toBe(restMonths);
    // Everyone with a month to countersign is someone else: never one's own.
    const officerId = await s.idOf('officer@demo.yacht');
    expect(monthsOf(all, officerId, 'countersign')).toEqual([]);
  });

  it('moves a month from unsigned to countersign when it is signed, and clears it when countersigned', async () => {
    // A past month of the crew member's with a day recorded and no signature.
    await s.db.query(
      `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
       VALUES ($1, $2, '2026-06-10', $3, next_change(), $1, now()) ON CONFLICT DO NOTHING`,
      [crewId, aurora, '0'.repeat(48)],
    );
    await s.db.query("DELETE FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = '2026-06'", [
      crewId,
      aurora,
    ]);
    expect(monthsOf(await issues('crew'), crewId, 'unsigned')).toContain('2026-06');
    expect(monthsOf(await issues('captain'), crewId, 'unsigned')).toContain('2026-06');
    await s.db.query(
      `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, version)
       VALUES ($1, $2, '2026-06', $1, now(), next_change())`,
      [crewId, aurora],
    );
    expect(monthsOf(await issues('crew'), crewId, 'unsigned')).not.toContain('2026-06');
    // Waiting for a countersignature is the officers' issue, not the crew member's.
    expect(monthsOf(await issues('crew'), crewId, 'countersign')).toEqual([]);
    expect(monthsOf(await issues('captain'), crewId, 'countersign')).toContain('2026-06');
    await s.db.query(
      "UPDATE rest_months SET countersigned_at = now() WHERE user_id = $1 AND vessel_id = $2 AND month = '2026-06'",
      [crewId, aurora],
    );
    expect(monthsOf(await issues('captain'), crewId, 'countersign')).not.toContain('2026-06');
  });

  it('gives one crew member’s issues, by their crew record id, to them and to officers', async () => {
    const crewRecordOf = async (userId: number) =>
      (
        await s.db.query<{ id: number }>(
          'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
          [userId, aurora],
        )
      )[0]!.id;
    const record = await crewRecordOf(crewId);
    // The crew record id is not the user id (it was once taken as one), nor anyone's user id on board.
    expect(record).not.toBe(crewId);
    // A past month of theirs with a day recorded and no signature: they have an issue.
    await s.db.query(
      `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
       VALUES ($1, $2, '2026-05-10', $3, next_change(), $1, now()) ON CONFLICT DO NOTHING`,
      [crewId, aurora, '0'.repeat(48)],
    );
    await s.db.query("DELETE FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = '2026-05'", [
      crewId,
      aurora,
    ]);
    for (const who of ['officer', 'crew']) {
      const one = await s.request(`/issues/${aurora}/${record}`, { token: token[who] });
      expect(one.status).toBe(200);
      const body = (await one.json()) as IssuesAnswer;
      expect(body.crew.map((c) => c.crewId)).toEqual([record]);
      expect(body.crew[0]!.userId).toBe(crewId);
    }
    const captainRecord = await crewRecordOf(await s.idOf('captain@demo.yacht'));
    expect((await s.request(`/issues/${aurora}/${captainRecord}`, { token: token.crew })).status).toBe(403);
    // An id that is no crew record's: refused as an outsider.
    expect((await s.request(`/issues/${aurora}/999999`, { token: token.crew })).status).toBe(403);
  });

  it("a crew record of another vessel is not found under this one (it answered 200 with no one's issues)", async () => {
    const meridian = await s.vesselId('meridian');
    const [own] = await s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE user_id = $1 AND vessel_id = $2',
      [crewId, aurora],
    );
    // The crew member's own Aurora record asked under Meridian (where they are crew too); the
    // fleet manager's too.
    for (const who of ['crew', 'fleet']) {
      const res = await s.request(`/issues/${meridian}/${own!.id}`, { token: token[who] });
      expect([who, res.status, await res.json()]).toEqual([
        who,
        404,
        { message: 'Requested resource could not be found.' },
      ]);
    }
    expect((await s.request(`/issues/${aurora}/${own!.id}`, { token: token.crew })).status).toBe(200);
  });
});

describe('exporting the issues', () => {
  it('gives officers a workbook with one row per issue', async () => {
    const res = await s.request(`/issues/${aurora}/export`, { token: token.officer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/issues-aurora-2026-11-15\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Crew member', 'Position', 'Issue', 'Date']);
    expect(sheet.rowCount - 2).toBe(count(await issues('officer')));
    expect(String(sheet.getRow(3).getCell(3).value)).toMatch(
      /^Hours of rest for \w+ \d{4} (not signed off|to countersign)$/,
    );
  });

  it('lists no hours-of-rest month, nor counts one, on a vessel with the module off (issue 30, section 3)', async () => {
    const restMonths = (a: IssuesAnswer) =>
      a.crew.reduce((n, c) => n + c.issues.filter((i) => 'month' in i).length, 0);
    expect(restMonths(await issues('officer'))).toBeGreaterThan(0);
    await s.db.query("UPDATE vessels SET modules = array_remove(modules, 'hoursofrest') WHERE id = $1", [
      aurora,
    ]);
    try {
      for (const who of ['crew', 'officer']) {
        const page = await issues(who);
        const status = await (await s.request(`/status/foryacht/${aurora}`, { token: token[who] })).json();
        expect([who, restMonths(page), status.restIssueCount, status.issueCount]).toEqual([
          who,
          0,
          0,
          count(page),
        ]);
      }
    } finally {
      await s.db.query("UPDATE vessels SET modules = array_append(modules, 'hoursofrest') WHERE id = $1", [
        aurora,
      ]);
    }
  });

  it('needs the reports module, and is not for crew', async () => {
    const meridian = await s.vesselId('meridian');
    const off = await s.request(`/issues/${meridian}/export`, { token: token.fleet });
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ message: 'This feature requires the Reports Module to function.' });
    expect((await s.request(`/issues/${aurora}/export`, { token: token.crew })).status).toBe(403);
  });
});
