import { LEAVE_REPORT_TEXT } from '@contracts/leave-reports';
import { MSG } from '@contracts/messages';
import { REPORTS_MODULE_NEEDED } from '@contracts/reports-module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { pdfText, sheetRows, workbook } from '../../../../testing/report-files';

/**
 * 'leave/report/email' (doc 3, section 7: reports 'take ... an e-mail flag'): queued on the
 * device, checked when it reaches the server with the download's rules and a daily cap, and
 * sent from the job queue.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const body = (extra: Record<string, unknown> = {}) => ({
  yachtId: t.aurora,
  report: 'history',
  format: 'xlsx',
  profileIds: [t.profileId.officer],
  from: '2026-01-01',
  to: '2026-12-31',
  recipients: ['office@shore.example', 'agent@shore.example'],
  ...extra,
});

describe('e-mailing a leave report', () => {
  it('sends the report as an attachment to every address once the operation is applied', async () => {
    const before = t.s.mail.sent.length;
    expect(await t.op('captain', 'leave/report/email', body())).toMatchObject({ status: 'applied' });
    // Nothing goes out inside the sync call: the job queue sends it.
    expect(t.s.mail.sent.length).toBe(before);
    await t.s.drainJobs();
    const [mail] = t.s.mail.sent.slice(before);
    expect(mail?.to).toBe('office@shore.example, agent@shore.example');
    expect(mail?.subject).toContain('Leave history, M/Y Aurora');
    const file = mail!.attachments![0]!;
    expect(file.filename).toMatch(/^leave-history-.+-2026-01-01-to-2026-12-31\.xlsx$/);
    expect(file.contentType).toContain('spreadsheetml');
    const rows = sheetRows(await workbook(file.content), 'Leave history');
    expect(rows).toContainEqual(expect.arrayContaining(['Additional leave', 2, 'Charter season']));
  });

  it('sends a PDF of the summary of the crew member asking for their own', async () => {
    const before = t.s.mail.sent.length;
    const own = body({ report: 'summary', format: 'pdf', profileIds: [t.profileId.crew] });
    expect(await t.op('crew', 'leave/report/email', own)).toMatchObject({ status: 'applied' });
    await t.s.drainJobs();
    const file = t.s.mail.sent.slice(before)[0]!.attachments![0]!;
    expect(file.contentType).toBe('application/pdf');
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file.content)).toContain('Individual summary');
  });

  it('is refused as the download is: someone else, module off, former crew, bad input', async () => {
    const refusal = async (who: string, b: unknown) => t.op(who, 'leave/report/email', b);
    expect(await refusal('crew', body())).toMatchObject({ status: 'rejected', message: MSG.status403 });
    expect(await refusal('captain', body({ profileIds: ['01JNOSUCHPROFILE000000000'] }))).toMatchObject({
      status: 'rejected',
      message: MSG.status404,
    });
    expect(await refusal('captain', body({ recipients: ['nobody'] }))).toMatchObject({
      status: 'rejected',
      message: MSG.status400,
    });
    expect(await refusal('captain', body({ to: '2040-01-01' }))).toMatchObject({ status: 'rejected' });
    const many = Array.from({ length: 11 }, (_, i) => `a${i}@shore.example`);
    expect(await refusal('captain', body({ recipients: many }))).toMatchObject({ status: 'rejected' });

    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'reports') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      expect(await refusal('captain', body())).toMatchObject({
        status: 'rejected',
        message: REPORTS_MODULE_NEEDED,
      });
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = modules || '{reports}' WHERE id = $1", [t.aurora]);
    }
    const role = 'UPDATE user_vessel_roles SET crew_status = $3 WHERE user_id = $1 AND vessel_id = $2';
    await t.s.db.query(role, [t.userId.crew, t.aurora, 2]);
    try {
      expect(await refusal('crew', body({ profileIds: [t.profileId.crew] }))).toMatchObject({
        status: 'rejected',
        message: LEAVE_REPORT_TEXT.formerCrew,
      });
    } finally {
      await t.s.db.query(role, [t.userId.crew, t.aurora, 1]);
    }
    // Nothing refused was queued to send.
    const before = t.s.mail.sent.length;
    await t.s.drainJobs();
    expect(t.s.mail.sent.length).toBe(before);
  });

  it('sends at most 20 a day per user', async () => {
    const ops = Array.from({ length: 21 }, () => ({
      id: t.newId('MAIL'),
      op: 'leave/report/email',
      body: body({ report: 'flights' }),
      baseVersion: 0,
    }));
    const res = await t.s.post('/sync', { cursor: 0, ops }, t.token.purser);
    const { results } = (await res.json()) as { results: { status: string; message?: string }[] };
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(20);
    expect(results[20]).toMatchObject({ status: 'rejected', message: LEAVE_REPORT_TEXT.tooManyEmails });
  });

  it('is not sent when leave is switched off on the vessel before the job runs', async () => {
    await t.s.drainJobs();
    const before = t.s.mail.sent.length;
    expect(await t.op('captain', 'leave/report/email', body())).toMatchObject({ status: 'applied' });
    await t.s.db.query("UPDATE vessels SET modules = array_remove(modules, 'leave') WHERE id = $1", [
      t.aurora,
    ]);
    try {
      await t.s.drainJobs();
    } finally {
      await t.s.db.query("UPDATE vessels SET modules = modules || '{leave}' WHERE id = $1", [t.aurora]);
    }
    expect(t.s.mail.sent.length).toBe(before);
  });
});
