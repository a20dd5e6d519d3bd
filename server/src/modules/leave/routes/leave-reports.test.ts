import { LEAVE_REPORT_TEXT } from '@contracts/leave-reports';
import { MSG } from '@contracts/messages';
import { REPORTS_MODULE_NEEDED } from '@contracts/reports-module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { pdfPages, pdfText, sheetRows, workbook } from '../../../../testing/report-files';

/**
 * Leave reports (doc 3, deliverable 6; sections 6 and 7): history, individual summary and
 * flights as PDF and xlsx, read back and checked against the demo fleet's leave; who may have
 * which, and the refusals.
 */
let t: LeaveTestServer;
let crewName: string;
let officerName: string;
const YEAR = 'from=2026-01-01&to=2026-12-31';
const reportOf = (who: string, kind: string, query: string) =>
  t.call(who, 'GET', `/leave/${t.aurora}/reports/${kind}?${query}`);
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const nameOf = async (userId: number) =>
  (
    await t.s.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
      [userId],
    )
  )[0]!.name;

beforeAll(async () => {
  t = await leaveServer();
  crewName = await nameOf(t.userId.crew!);
  officerName = await nameOf(t.userId.officer!);
  // Flights on the crew member's pending request (2026-12-05 to 2026-12-11).
  await t.s.db.query(`UPDATE leave_requests SET flights = $2 WHERE profile_id = $1 AND status = 'Pending'`, [
    t.profileId.crew,
    JSON.stringify([
      { kind: 'outbound', destination: 'Nice', date: '2026-12-05' },
      { kind: 'return', destination: 'Palma', date: '2026-12-11' },
    ]),
  ]);
});
afterAll(() => t.s.close());

describe('leave history', () => {
  it('lists the entries of the period per person, as a workbook with typed cells and a frozen header', async () => {
    const res = await reportOf('captain', 'history', `format=xlsx&profileIds=${t.profileId.officer}&${YEAR}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const fileName = `leave-history-${officerName.replace(/ /g, '-')}-2026-01-01-to-2026-12-31.xlsx`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const book = await workbook(await bytes(res));
    const rows = sheetRows(book, 'Leave history');
    expect(rows[0]).toEqual([
      'Name',
      'Date',
      'Entry',
      'Amount',
      'Available',
      'Comments',
      'Decision comments',
    ]);
    expect(book.getWorksheet('Leave history')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The demo's additional leave of the officer, 12 days before 'today' (2026-11-15).
    expect(rows).toContainEqual([
      officerName,
      new Date('2026-11-03T00:00:00Z'),
      'Additional leave',
      2,
      expect.any(Number),
      'Charter season',
    ]);
    expect(book.getWorksheet('Leave history')!.getCell('D2').numFmt).toBe('0.00');
    expect(rows.slice(1).every((r) => r[0] === officerName && r[1] instanceof Date)).toBe(true);
  });

  it('shows leave taken on booked requests, and nothing outside the period', async () => {
    const [req] = await t.s.db.query<{ profile_id: string; start_date: string; name: string }>(
      `SELECT q.profile_id, q.start_date::text AS start_date, u.first_name || ' ' || u.last_name AS name
         FROM leave_requests q JOIN users u ON u.id = q.user_id
        WHERE q.vessel_id = $1 AND q.status IN ('Approved', 'Checked') ORDER BY q.start_date DESC LIMIT 1`,
      [t.aurora],
    );
    const from = req!.start_date;
    const res = await reportOf(
      'captain',
      'history',
      `format=xlsx&profileIds=${req!.profile_id}&from=${from}&to=${from}`,
    );
    const rows = sheetRows(await workbook(await bytes(res)), 'Leave history');
    // The demo's leave is 4 days of 'Leave'; a one-day period holds one of them.
    expect(rows.slice(1)).toEqual([
      [req!.name, new Date(`${from}T00:00:00Z`), 'Leave taken', -1, expect.any(Number)],
    ]);
  });

  it('has leave days only in Amount: the rate in words, the initial leave, and the balance after each entry', async () => {
    const res = await reportOf('captain', 'history', `format=xlsx&profileIds=${t.profileId.crew}&${YEAR}`);
    const rows = sheetRows(await workbook(await bytes(res)), 'Leave history').slice(1);
    const [profile] = await t.s.db.query<{
      start_date: string;
      initial_leave: string;
      rates: { daysPerYear: number }[];
    }>('SELECT start_date::text AS start_date, initial_leave, rates FROM leave_profiles WHERE id = $1', [
      t.profileId.crew,
    ]);
    const start = new Date(`${profile!.start_date}T00:00:00Z`);
    const perYear = profile!.rates[0]!.daysPerYear;
    // The set-up moves no days: its rate is in the words, its Amount empty.
    expect(rows[0]!.slice(0, 4)).toEqual([
      crewName,
      start,
      `Profile set up: yearly rate, ${perYear.toFixed(2)} days per year`,
      undefined,
    ]);
    expect(rows[1]!.slice(0, 4)).toEqual([crewName, start, 'Initial leave', Number(profile!.initial_leave)]);
    // The balance after each row is the maths' available at the end of its day.
    for (const r of rows) {
      const day = (r[1] as Date).toISOString().slice(0, 10);
      const calc = await (
        await t.call(
          'captain',
          'GET',
          `/leave/profiles/${t.profileId.crew}/calculations?year=${day.slice(0, 4)}&asOf=${day}`,
        )
      ).json();
      expect(r[4]).toBeCloseTo(calc.totals.available, 6);
    }
  });

  it('as a PDF: A4, the vessel, the period, the person and the entries', async () => {
    const res = await reportOf('crew', 'history', `format=pdf&${YEAR}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await bytes(res);
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(pdf).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    expect(text).toContain('Leave history');
    expect(text).toContain('M/Y Aurora');
    expect(text).toContain('01 Jan 26 to 31 Dec 26');
    expect(text).toContain(crewName);
    // Crew see their own only.
    expect(text).not.toContain(officerName);
  });

  it('closes each person’s table with what the popup says at its foot: Available today', async () => {
    const today = t.s.clock().toISOString().slice(0, 10);
    const calc = await (
      await t.call(
        'captain',
        'GET',
        `/leave/profiles/${t.profileId.crew}/calculations?year=${today.slice(0, 4)}&asOf=${today}`,
      )
    ).json();
    const available = (calc.totals.available as number).toFixed(2);
    const [d, m, y] = [today.slice(8), today.slice(5, 7), today.slice(2, 4)];
    const day = `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]} ${y}`;
    const text = pdfText(await bytes(await reportOf('crew', 'history', `format=pdf&${YEAR}`)));
    const lines = text.split('\n').filter((l) => l.trim() && !/^Leave history, |Page \d+ of/.test(l));
    expect(lines.at(-1)).toMatch(
      new RegExp(`^${day}\\s+Available today\\s+${available.replace('.', '\\.')}\\s*$`),
    );
    // A period before today says nothing of today.
    const past = pdfText(
      await bytes(await reportOf('crew', 'history', 'format=pdf&from=2025-01-01&to=2025-12-31')),
    );
    expect(past).not.toContain('Available today');
  });

  it('repeats the table header on every page of a long history', async () => {
    for (let i = 0; i < 90; i++)
      await t.s.db.query(
        `INSERT INTO leave_history (vessel_id, profile_id, user_id, what, change_date, amount, comment)
         VALUES ($1, $2, $3, 'additional', '2025-03-01', 1, $4)`,
        [t.aurora, t.profileId.purser, t.userId.purser, `Extra day ${i}`],
      );
    const res = await reportOf(
      'purser',
      'history',
      `format=pdf&profileIds=${t.profileId.purser}&from=2025-01-01&to=2025-12-31`,
    );
    const pdf = await bytes(res);
    expect(pdfPages(pdf)).toBeGreaterThan(1);
    const second = pdfText(pdf, 2);
    expect(second).toContain('Leave history');
    expect(second).toMatch(/Date\s+Entry\s+Amount\s+Available\s+Comments/);
    expect(second).toContain('(continued)');
    expect(second).toMatch(/Page 2 of \d/);
  });
});

describe('individual summary', () => {
  it('has the months of the calculations page, with the same figures, and the profile', async () => {
    const res = await reportOf('captain', 'summary', `format=xlsx&profileIds=${t.profileId.crew}&${YEAR}`);
    expect(res.status).toBe(200);
    const book = await workbook(await bytes(res));
    const rows = sheetRows(book, 'Summary');
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Name',
      'Month',
      'Accrued',
      'Worked',
      'Taken',
      'Additional',
      'Forfeited',
      'Available',
    ]);
    const calc = await (
      await t.call(
        'captain',
        'GET',
        `/leave/profiles/${t.profileId.crew}/calculations?year=2026&asOf=2026-11-15`,
      )
    ).json();
    const [profile] = await t.s.db.query<{
      start_date: string;
      type: string;
      rates: { daysPerYear: number }[];
    }>('SELECT start_date::text AS start_date, type, rates FROM leave_profiles WHERE id = $1', [
      t.profileId.crew,
    ]);
    const first = profile!.start_date.slice(0, 7) > '2026-01' ? profile!.start_date.slice(0, 7) : '2026-01';
    // Counted to 'today' (2026-11-15): no December yet.
    const expected = calc.months.filter((m: { month: string }) => m.month >= first && m.month <= '2026-11');
    expect(rows.slice(1).map((r) => (r[1] as Date).toISOString().slice(0, 7))).toEqual(
      expected.map((m: { month: string }) => m.month),
    );
    for (const [i, m] of expected.entries()) {
      const r = rows[i + 1]!;
      const figures = [m.accrued, m.worked, m.taken, m.additional, m.forfeited, m.available];
      const plus = [m.accruedPlus, m.workedPlus, m.takenPlus, m.additionalPlus, m.forfeitedPlus];
      expect(r.slice(2)).toEqual([...figures, ...plus]);
    }
    // And by hand: a yearly rate earns its days over 365 days, 31 of them in October.
    if (profile!.type === 'yearly' && first <= '2026-10') {
      const october = rows.slice(1).find((r) => (r[1] as Date).toISOString().startsWith('2026-10'))!;
      expect(october[2]).toBeCloseTo((31 * profile!.rates[0]!.daysPerYear) / 365, 10);
    }
    const profiles = sheetRows(book, 'Profiles');
    expect(profiles[1]?.slice(0, 2)).toEqual([
      crewName,
      profile!.type === 'yearly' ? 'Yearly rate' : 'Accrued',
    ]);
    expect(profiles[1]?.[3]).toEqual(new Date(`${profile!.start_date}T00:00:00Z`));
  });

  it('as a landscape PDF with every figure', async () => {
    const res = await reportOf(
      'captain',
      'summary',
      `format=pdf&profileIds=${t.profileId.crew},${t.profileId.officer}&${YEAR}`,
    );
    const pdf = await bytes(res);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
    const text = pdfText(pdf);
    expect(text).toContain('Individual summary');
    expect(text).toContain('counted to 15 Nov 26');
    expect(text).toContain(crewName);
    expect(text).toContain(officerName);
    expect(text).toMatch(/Oct 2026(\s+-?\d+\.\d\d){11}/);
  });

  it('is hidden from crew when the vessel hides calculations, not from full access', async () => {
    await t.s.db.query('UPDATE leave_settings SET hide_calculations = true WHERE vessel_id = $1', [t.aurora]);
    try {
      const crew = await reportOf('crew', 'summary', `format=pdf&${YEAR}`);
      expect(crew.status).toBe(403);
      expect((await crew.json()).message).toBe(LEAVE_REPORT_TEXT.calculationsHidden);
      expect((await reportOf('crew', 'history', `format=pdf&${YEAR}`)).status).toBe(200);
      expect((await reportOf('captain', 'summary', `format=pdf&${YEAR}`)).status).toBe(200);
    } finally {
      await t.s.db.query('UPDATE leave_settings SET hide_calculations = false WHERE vessel_id = $1', [
        t.aurora,
      ]);
    }
  });
});

describe('flights', () => {
  it('lists the flights booked on requests in the period, with the request', async () => {
    const res = await reportOf('captain', 'flights', `format=xlsx&${YEAR}`);
    const rows = sheetRows(await workbook(await bytes(res)), 'Flights');
    expect(rows[0]).toEqual([
      'Name',
      'Flight',
      'Destination',
      'Date',
      'Request from',
      'Request to',
      'Status',
    ]);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    expect(rows.slice(1)).toEqual([
      [crewName, 'Outbound', 'Nice', day('2026-12-05'), day('2026-12-05'), day('2026-12-11'), 'Pending'],
      [crewName, 'Return', 'Palma', day('2026-12-11'), day('2026-12-05'), day('2026-12-11'), 'Pending'],
    ]);
    const none = await reportOf('captain', 'flights', 'format=xlsx&from=2026-01-01&to=2026-12-10');
    expect(sheetRows(await workbook(await bytes(none)), 'Flights').slice(1)).toHaveLength(1);
  });

  it('as a PDF', async () => {
    const pdf = await bytes(await reportOf('crew', 'flights', `format=pdf&${YEAR}`));
    const text = pdfText(pdf);
    expect(text).toContain('Flights');
    expect(text).toMatch(/Outbound\s+05 Dec 26\s+05 Dec 26 to 11 Dec 26\s+Pending\s+Nice/);
  });
});

describe('refusals', () => {
  const refused = async (res: Response, status: number, message?: string) => {
    expect(res.status).toBe(status);
    if (message) expect((await res.json()).message).toBe(message);
  };

  it("crew cannot have someone else's report; an id of no profile here is not found", async () => {
    await refused(
      await reportOf('crew', 'history', `profileIds=${t.profileId.captain}&${YEAR}`),
      403,
      MSG.status403,
    );
    await refused(
      await reportOf('crew', 'history', `profileIds=${t.profileId.crew},${t.profileId.officer}&${YEAR}`),
      403,
    );
    await refused(await reportOf('captain', 'history', `profileIds=01JNOSUCHPROFILE000000000&${YEAR}`), 404);
    // The officer (level 4) is not full access either.
    await refused(await reportOf('officer', 'flights', `profileIds=${t.profileId.crew}&${YEAR}`), 403);
  });

  it("another vessel's: no role there, or a profile of another vessel", async () => {
    const solstice = await t.s.vesselId('solstice');
    await refused(await t.call('crew', 'GET', `/leave/${solstice}/reports/history?${YEAR}`), 403);
    await refused(
      await t.call(
        'fleet',
        'GET',
        `/leave/${solstice}/reports/history?profileIds=${t.profileId.crew}&${YEAR}`,
      ),
      404,
    );
  });

  it('needs the reports module, and the leave module', async () => {
    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'reports') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      await refused(await reportOf('captain', 'history', YEAR), 403, REPORTS_MODULE_NEEDED);
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = modules || '{reports}' WHERE id = $1", [t.aurora]);
    }
    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      await refused(await reportOf('captain', 'history', YEAR), 403);
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = modules || '{leave}' WHERE id = $1", [t.aurora]);
    }
    expect((await reportOf('captain', 'history', YEAR)).status).toBe(200);
  });

  it('former crew cannot export', async () => {
    const role = 'UPDATE user_vessel_roles SET crew_status = $3 WHERE user_id = $1 AND vessel_id = $2';
    await t.s.db.query(role, [t.userId.crew, t.aurora, 2]);
    try {
      await refused(await reportOf('crew', 'history', YEAR), 403, LEAVE_REPORT_TEXT.formerCrew);
    } finally {
      await t.s.db.query(role, [t.userId.crew, t.aurora, 1]);
    }
  });

  it.each([
    [
      'too many people',
      `profileIds=${Array.from({ length: 201 }, (_, i) => `01JMANY${String(i).padStart(19, '0')}`).join(',')}&${YEAR}`,
    ],
    ['no dates', 'format=pdf'],
    ['a bad date', 'from=2026-13-01&to=2026-12-31'],
    ['the end before the start', 'from=2026-06-01&to=2026-05-31'],
    ['more than ten years', 'from=2016-01-01&to=2026-01-02'],
    ['an unknown format', `format=docx&${YEAR}`],
    ['a bad profile id', `profileIds=x'--&${YEAR}`],
  ])('%s is a 400 with the field named', async (_what, query) => {
    const res = await reportOf('captain', 'history', query);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList?.length).toBeGreaterThan(0);
  });

  it('ten years to the day is allowed', async () => {
    expect((await reportOf('captain', 'history', 'from=2016-01-01&to=2026-01-01')).status).toBe(200);
  });

  it("the spec's e-mail flag is refused, naming it: the e-mail goes through the queue and its daily cap", async () => {
    const res = await reportOf('captain', 'history', `email=true&profileIds=${t.profileId.officer}&${YEAR}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      `"property":"email","message":"A report is e-mailed with the 'leave/report/email' operation."`,
    );
  });

  it('an unknown report is not found', async () => {
    expect((await reportOf('captain', 'salary', YEAR)).status).toBe(404);
  });
});
