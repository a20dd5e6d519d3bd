import { MSG } from '@contracts/messages';
import { REPORT_EMAILS_PER_DAY, REPORT_TEXT } from '@contracts/reports';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, sheetRows, workbook } from '../../../../testing/report-files';
import { type ReportTestServer, reportServer, TRIP } from '../../../../testing/report-fixture';

/**
 * A report e-mailed to the caller's own address (doc 3, section 7: POST /emailreport, 'Email has
 * been sent to your email address'), online at once or queued offline as 'report/email', sent
 * once when the device is back, within a daily cap.
 */
let t: ReportTestServer;
beforeAll(async () => {
  t = await reportServer();
});
afterAll(() => t.s.close());

const choice = (extra: Record<string, unknown> = {}) => ({
  yachtId: t.aurora,
  reportType: 'crewandguests',
  crewList: [t.crewId.officer],
  guestList: [t.demoGuestId(2)],
  ...TRIP,
  ...extra,
});
const emailNow = (who: string, body: unknown) =>
  t.json(who, '/emailreport', { method: 'POST', body: JSON.stringify(body) });
/** One queued operation with the id given, through POST /sync. */
const queued = async (who: string, id: string, body: unknown) => {
  const res = await t.s.post(
    '/sync',
    { cursor: 0, ops: [{ id, op: 'report/email', body, baseVersion: 0 }] },
    t.token[who],
  );
  return (await res.json()).results[0] as {
    status: string;
    message?: string;
    errorList?: { property: string }[];
  };
};
const emailRuns = async (userId: number) =>
  Number(
    (
      await t.s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM report_runs WHERE user_id = $1 AND how = 'email'",
        [userId],
      )
    )[0]!.n,
  );

describe('POST /emailreport', () => {
  it('e-mails the document to the caller, records the run and says so', async () => {
    const before = t.s.mail.sent.length;
    const res = await emailNow('captain', choice());
    expect(res).toEqual({ status: 200, json: { message: REPORT_TEXT.emailSent } });
    const [mail] = t.s.mail.sent.slice(before);
    expect(mail?.to).toBe('captain@demo.yacht');
    const file = mail!.attachments![0]!;
    expect(file.filename).toBe('M-Y Aurora crew and guest list 2026-11-20.pdf');
    expect(file.contentType).toBe('application/pdf');
    const text = pdfText(file.content);
    expect(text).toContain('Helena');
    expect(text).toContain('Antibes');
    const last = await t.json<{ newest: { reportType: string; how: string; userId: number } }>(
      'officer',
      `/reportslastgenerated/${t.aurora}`,
    );
    expect(last.json.newest).toMatchObject({
      reportType: 'crewandguests',
      how: 'email',
      userId: t.userId.captain,
    });
  });

  it('is refused like the download: level, module, trip, other vessels', async () => {
    const before = t.s.mail.sent.length;
    expect((await emailNow('crew', choice())).status).toBe(403);
    expect((await emailNow('level3', choice())).status).toBe(403);
    const noTrip = await emailNow('officer', choice({ portOfArrival: undefined }));
    expect(noTrip.status).toBe(400);
    expect(noTrip.json.errorList).toEqual([expect.objectContaining({ property: 'portOfArrival' })]);
    expect((await emailNow('officer', choice({ yachtId: t.meridian }))).status).toBe(403);
    expect((await emailNow('officer', choice({ guestList: ['01JNOBODY000000000000000000'] }))).status).toBe(
      404,
    );
    await t.setReports(t.aurora, false);
    try {
      const off = await emailNow('officer', choice());
      expect(off).toEqual({ status: 403, json: { message: MSG.moduleOff(MODULE_NAMES.reports) } });
    } finally {
      await t.setReports(t.aurora, true);
    }
    expect(t.s.mail.sent.length).toBe(before);
  });

  it('takes the spec payload with a blank trip for a report that has none; the crew and guest list still asks for it', async () => {
    const personal = (blank: '' | null) =>
      choice({
        reportType: 'personaldetails',
        crewList: [t.crewId.officer],
        guestList: [],
        portOfDeparture: blank,
        portOfArrival: blank,
        departureDate: blank,
        arrivalDate: blank,
      });
    for (const blank of ['', null] as const)
      expect([blank, await emailNow('officer', personal(blank))]).toEqual([
        blank,
        { status: 200, json: { message: REPORT_TEXT.emailSent } },
      ]);
    expect(await queued('officer', '01JREPORTQBLANKTRIP0000001', personal(null))).toMatchObject({
      status: 'applied',
    });
    const before = t.s.mail.sent.length;
    await t.s.drainJobs();
    expect(t.s.mail.sent.slice(before).map((m) => m.to)).toEqual(['officer@demo.yacht']);
    for (const blank of ['', null]) {
      const res = await emailNow('officer', choice({ departureDate: blank, portOfArrival: blank }));
      expect(res.status).toBe(400);
      expect(res.json.errorList).toEqual([
        { property: 'departureDate', message: MSG.required },
        { property: 'portOfArrival', message: MSG.required },
      ]);
    }
    const badDate = await emailNow(
      'officer',
      choice({ reportType: 'personaldetails', guestList: [], ...{ departureDate: '2026-13-01' } }),
    );
    expect(badDate.status).toBe(400);
    expect(badDate.json.errorList).toEqual([
      { property: 'departureDate', message: 'Invalid date. Use YYYY-MM-DD.' },
    ]);
  });

  it(`stops at ${REPORT_EMAILS_PER_DAY} a day per user, online and queued alike`, async () => {
    const purser = t.userId.purser!;
    const room = REPORT_EMAILS_PER_DAY - (await emailRuns(purser));
    // The day's earlier e-mails, as if sent an hour ago.
    for (let i = 0; i < room - 1; i++)
      await t.s.db.query(
        `INSERT INTO report_runs (vessel_id, report_type, user_id, how, format, created_at)
         VALUES ($1, 'crewandguests', $2, 'email', 'pdf', $3)`,
        [t.aurora, purser, new Date(t.s.clock().getTime() - 3_600_000).toISOString()],
      );
    const before = t.s.mail.sent.length;
    expect((await emailNow('purser', choice())).status).toBe(200);
    const capped = await emailNow('purser', choice());
    expect(capped).toEqual({ status: 429, json: { message: REPORT_TEXT.tooManyEmails } });
    expect(await queued('purser', '01JREPORTCAP00000000000001', choice())).toMatchObject({
      status: 'rejected',
      message: REPORT_TEXT.tooManyEmails,
    });
    await t.s.drainJobs();
    expect(t.s.mail.sent.length).toBe(before + 1);
    // Someone else is not held by the purser's cap.
    expect((await emailNow('officer', choice())).status).toBe(200);
  });
});

describe("the queued 'report/email'", () => {
  it('goes out once from the job queue, however often the device replays it', async () => {
    const body = choice({ format: 'xlsx', crewList: [t.crewId.captain, t.crewId.officer] });
    const before = t.s.mail.sent.length;
    expect(await queued('fleet', '01JREPORTQUEUED00000000001', body)).toMatchObject({ status: 'applied' });
    expect(t.s.mail.sent.length).toBe(before); // not inside the sync call
    await t.s.drainJobs();
    const sent = t.s.mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('fleet@demo.yacht');
    const file = sent[0]!.attachments![0]!;
    expect(file.filename).toBe('M-Y Aurora crew and guest list 2026-11-20.xlsx');
    const guests = sheetRows(await workbook(file.content), 'Passenger list (FAL 6)');
    expect(guests).toContainEqual(expect.arrayContaining([1, 'Whitmore', 'Helena']));
    // The device did not hear the answer and sends the same operation again.
    expect(await queued('fleet', '01JREPORTQUEUED00000000001', body)).toMatchObject({ status: 'applied' });
    await t.s.drainJobs();
    expect(t.s.mail.sent.length).toBe(before + 1);
  });

  it('is refused when it arrives, for the same reasons as the online e-mail', async () => {
    const before = t.s.mail.sent.length;
    expect(await queued('crew', '01JREPORTQREFUSED000000001', choice())).toMatchObject({
      status: 'rejected',
      message: MSG.status403,
    });
    const noTrip = await queued(
      'officer',
      '01JREPORTQREFUSED000000002',
      choice({ departureDate: undefined }),
    );
    expect(noTrip.status).toBe('rejected');
    expect(noTrip.errorList?.map((e) => e.property)).toEqual(['departureDate']);
    const [other] = await t.s.db.query<{ id: number }>(
      'SELECT id FROM user_vessel_roles WHERE vessel_id = $1 LIMIT 1',
      [t.meridian],
    );
    expect(
      await queued('officer', '01JREPORTQREFUSED000000003', choice({ crewList: [other!.id] })),
    ).toMatchObject({
      status: 'rejected',
      message: REPORT_TEXT.crewNotOnVessel,
    });
    await t.setReports(t.aurora, false);
    try {
      expect(await queued('officer', '01JREPORTQREFUSED000000004', choice())).toMatchObject({
        status: 'rejected',
        message: MSG.moduleOff(MODULE_NAMES.reports),
      });
    } finally {
      await t.setReports(t.aurora, true);
    }
    await t.s.drainJobs();
    expect(t.s.mail.sent.length).toBe(before);
  });

  it('tells the user by mail when the report can no longer be made as the job runs', async () => {
    const guest = t.saveBody({ guestId: t.newId() });
    expect(await t.op('captain', 'guest/save', guest)).toMatchObject({ status: 'applied' });
    const before = t.s.mail.sent.length;
    const body = choice({ guestList: [guest.guestId] });
    expect(await queued('captain', '01JREPORTGONE0000000000001', body)).toMatchObject({ status: 'applied' });
    expect(
      await t.op('captain', 'guest/delete', { yachtId: t.aurora, guestId: guest.guestId }),
    ).toMatchObject({
      status: 'applied',
    });
    await t.s.drainJobs();
    const sent = t.s.mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments ?? []).toHaveLength(0);
    expect(sent[0]!.text).toContain(REPORT_TEXT.guestsNotOnVessel);
  });
});
