import type { ReportCrewRow, ReportsLastGenerated } from '@contracts/reports';
import { REPORT_MESSAGE_MAX } from '@contracts/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportTestServer, reportServer } from '../../../../testing/report-fixture';

/**
 * The reports page's other calls (doc 3, section 7): the crew a report may list (current crew and
 * those who left in the last 12 months by default), when each report was last generated and by
 * whom, and the report failed popup's message to support.
 */
let t: ReportTestServer;
let recent: number;
let longGone: number;
let current: ReportCrewRow[];
beforeAll(async () => {
  t = await reportServer();
  recent = await t.formerCrew('Rita', 'Recent', 90);
  longGone = await t.formerCrew('Lars', 'Longgone', 540);
});
afterAll(() => t.s.close());

const crewList = async (query = '', who = 'officer') =>
  t.json<ReportCrewRow[] & { message?: string }>(who, `/reportCrewList/${t.aurora}${query}`);
const ids = (rows: ReportCrewRow[]) => rows.map((r) => r.crewID);

describe('GET /reportCrewList/{yachtId}', () => {
  it('lists the current crew in crew order and those who left in the last 12 months', async () => {
    const res = await crewList();
    expect(res.status).toBe(200);
    const rows = res.json;
    expect(ids(rows)).toContain(t.crewId.captain);
    expect(ids(rows)).toContain(t.crewId.crew);
    expect(ids(rows)).toContain(recent);
    expect(ids(rows)).not.toContain(longGone);
    const orders = rows.map((r) => r.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const captain = rows.find((r) => r.crewID === t.crewId.captain)!;
    expect(captain).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String) });
    const [profile] = await t.s.db.query<{ crew_id: number }>(
      'SELECT crew_id FROM leave_profiles WHERE vessel_id = $1 AND active AND NOT deleted LIMIT 1',
      [t.aurora],
    );
    expect(rows.find((r) => r.crewID === profile!.crew_id)?.hasLeaveProfile).toBe(true);
    expect(rows.find((r) => r.crewID === recent)?.hasLeaveProfile).toBe(false);
    current = rows.filter((r) => r.crewID !== recent);
  });

  it('narrows to current or former crew, and widens the period on request', async () => {
    expect(ids((await crewList('?crewType=0')).json)).toEqual(ids(current));
    expect(ids((await crewList('?crewType=1')).json)).toEqual([recent]);
    expect(ids((await crewList('?crewType=1&wasCrewXMonthsAgo=24')).json).sort()).toEqual(
      [recent, longGone].sort(),
    );
    expect(ids((await crewList('?crewType=1&from=2025-01-01&to=2025-12-31')).json)).toEqual([longGone]);
    // Empty parameters count as absent: the default 12 months.
    expect(ids((await crewList('?crewType=1&from=&to=&reportName=')).json)).toEqual([recent]);
  });

  it('refuses a period started twice (months and from), not dropping the months unseen', async () => {
    const res = await crewList('?crewType=1&wasCrewXMonthsAgo=24&from=2025-01-01');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      errorList: [
        { property: 'wasCrewXMonthsAgo', message: 'Send either wasCrewXMonthsAgo or from, not both.' },
      ],
    });
    // Each alone still answers (the months with a to: the last N months up to that day).
    expect((await crewList('?crewType=1&wasCrewXMonthsAgo=24&to=2026-12-31')).status).toBe(200);
  });

  it('takes the months as digits only: a blank, hex or exponent is not read as some number of months', async () => {
    for (const months of ['%20', '0x10', '1e1', 'Infinity'])
      expect([months, (await crewList(`?crewType=1&wasCrewXMonthsAgo=${months}`)).json]).toEqual([
        months,
        {
          message: "Data you've entered are invalid.",
          errorList: [{ property: 'wasCrewXMonthsAgo', message: 'Field should be a number.' }],
        },
      ]);
    expect((await crewList('?crewType=1&wasCrewXMonthsAgo=601')).status).toBe(400);
    expect((await crewList('?crewType=1&wasCrewXMonthsAgo=0')).status).toBe(200);
  });

  it('a period that ended before current crew joined does not list them', async () => {
    const starts = await t.s.db.query<{ id: number; start: string | null }>(
      'SELECT id, start_date::text AS start FROM user_vessel_roles WHERE vessel_id = $1',
      [t.aurora],
    );
    const startOf = new Map(starts.map((r) => [Number(r.id), r.start]));
    const joinedBy = (day: string) =>
      ids(current).filter((id) => startOf.get(id) === null || startOf.get(id)! <= day);
    const latest = ids(current)
      .map((id) => startOf.get(id))
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1)!;
    // Before, every current crew member was listed whatever the period.
    expect(ids((await crewList('?crewType=0&from=2020-01-01&to=2020-02-01')).json)).toEqual(
      joinedBy('2020-02-01'),
    );
    expect(joinedBy('2020-02-01').length).toBeLessThan(current.length);
    // A period reaching the latest start lists them all.
    expect(ids((await crewList(`?crewType=0&from=2020-01-01&to=${latest}`)).json)).toEqual(ids(current));
  });

  it('a leave report (reportName LM-...) lists only those with a leave profile; other reports everyone', async () => {
    const all = (await crewList('?crewType=0')).json;
    const withProfile = all.filter((r) => r.hasLeaveProfile);
    expect(withProfile.length).toBeGreaterThan(0);
    expect(withProfile.length).toBeLessThan(all.length);
    for (const report of ['LM-LeaveHistory', 'LM-LeaveIndividualSummary']) {
      const rows = (await crewList(`?crewType=0&reportName=${report}`)).json;
      expect(ids(rows)).toEqual(ids(withProfile));
    }
    expect(ids((await crewList('?crewType=0&reportName=personaldetails')).json)).toEqual(ids(all));
    // Former crew without a profile are left out of a leave report too.
    expect(ids((await crewList('?crewType=1&reportName=LM-LeaveHistory')).json)).toEqual([]);
    expect((await crewList('?reportName=holidays')).status).toBe(400);
  });

  it('refuses bad periods, low levels and vessels without reports', async () => {
    expect((await crewList('?from=2026-05-01&to=2026-01-01')).status).toBe(400);
    expect((await crewList('?crewType=7')).status).toBe(400);
    expect((await crewList('', 'crew')).status).toBe(403);
    expect((await crewList('', 'level3')).status).toBe(403);
    expect((await t.json('captain', `/reportCrewList/${t.meridian}`)).status).toBe(403);
  });
});

describe('GET /reportslastgenerated/{yachtId}', () => {
  it('says per report type when it was last generated and by whom, and the newest', async () => {
    const url = `/reportslastgenerated/${t.aurora}`;
    expect((await t.json('officer', url)).json).toEqual({ reports: [], newest: null });
    const q = t.listQuery([t.crewId.captain!], []);
    expect((await t.page('officer', q)).status).toBe(200);
    t.s.advance(60_000);
    expect((await t.page('captain', { ...q, disposition: 'inline' })).status).toBe(200);
    // A refused download is no run.
    expect((await t.page('captain', { ...q, pod: '' })).status).toBe(400);
    const last = (await t.json<ReportsLastGenerated>('purser', url)).json;
    expect(last.reports).toHaveLength(1);
    expect(last.reports[0]).toMatchObject({
      reportType: 'crewandguests',
      how: 'view',
      userId: t.userId.captain,
    });
    expect(last.reports[0]!.generatedBy).toMatch(/\S+ \S+/);
    expect(last.newest).toEqual(last.reports[0]);
    expect(new Date(last.newest!.generatedAt).getTime()).toBe(t.s.clock().getTime());
    expect((await t.json('crew', url)).status).toBe(403);
  });
});

describe('POST /reports/failed', () => {
  const failed = (who: string, body: unknown) =>
    t.json(who, '/reports/failed', { method: 'POST', body: JSON.stringify(body) });

  it("sends the popup's message to support with who and which report", async () => {
    const before = t.s.mail.sent.length;
    const res = await failed('officer', {
      yachtId: t.aurora,
      reportType: 'salaryhistory',
      message: 'The download stopped half way.',
    });
    expect(res.status).toBe(200);
    const [mail] = t.s.mail.sent.slice(before);
    expect(mail?.subject).toContain('M/Y Aurora');
    expect(mail?.text).toContain('Salary history');
    expect(mail?.text).toContain('The download stopped half way.');
    const [row] = await t.s.db.query<{ message: string }>(
      'SELECT message FROM support_requests WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [t.userId.officer],
    );
    expect(row?.message).toContain('The download stopped half way.');
  });

  it(`needs a message of at most ${REPORT_MESSAGE_MAX} characters, from level 4`, async () => {
    const body = { yachtId: t.aurora, reportType: 'crewissues' };
    const empty = await failed('officer', { ...body, message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.errorList).toEqual([expect.objectContaining({ property: 'message' })]);
    expect((await failed('officer', { ...body, message: 'x'.repeat(REPORT_MESSAGE_MAX + 1) })).status).toBe(
      400,
    );
    expect((await failed('officer', { ...body, message: 'x'.repeat(REPORT_MESSAGE_MAX) })).status).toBe(200);
    expect((await failed('crew', { ...body, message: 'Hello' })).status).toBe(403);
  });
});
