import { MSG } from '@contracts/messages';
import { MODULE_NAMES } from '@domain/access/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportTestServer, reportServer } from '../../../../testing/report-fixture';
import { privateRefusal } from '../kinds/report-crew';

/**
 * The queued 'report/email' attacked: it must refuse, when it arrives, every report the download
 * and POST /emailreport refuse, so it is neither a way round a type's rules nor a run counted
 * against the cap and shown as 'last generated' for a mail that never goes out; and an odd body
 * is a refusal naming the field, never a server error.
 */
let t: ReportTestServer;
beforeAll(async () => {
  t = await reportServer();
});
afterAll(() => t.s.close());

let seq = 0;
/** One queued e-mail under a fresh key; its result. */
const queued = async (who: string, body: Record<string, unknown>) => {
  const id = `01JRATTACKQ${String(++seq).padStart(15, '0')}`;
  const res = await t.s.post(
    '/sync',
    { cursor: 0, ops: [{ id, op: 'report/email', body, baseVersion: 0 }] },
    t.token[who],
  );
  expect(res.status).toBe(200);
  return (await res.json()).results[0] as {
    status: string;
    message?: string;
    errorList?: { property: string }[];
  };
};
const runsOf = async (who: string, type: string) =>
  Number(
    (
      await t.s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM report_runs WHERE user_id = $1 AND report_type = $2',
        [t.userId[who], type],
      )
    )[0]!.n,
  );
const setModule = (key: string, on: boolean) =>
  t.s.db.query(
    on
      ? `UPDATE vessels SET modules = array_append(array_remove(modules, '${key}'), '${key}') WHERE id = $1`
      : `UPDATE vessels SET modules = array_remove(modules, '${key}') WHERE id = $1`,
    [t.aurora],
  );
/** Checks that nothing went out: no mail once the job queue has run, no run recorded. */
async function nothingSent(who: string, type: string, attempt: () => Promise<void>) {
  const mails = t.s.mail.sent.length;
  const runs = await runsOf(who, type);
  await attempt();
  await t.s.drainJobs();
  expect(t.s.mail.sent.length).toBe(mails);
  expect(await runsOf(who, type)).toBe(runs);
}

describe("queued 'report/email' refused as the download is", () => {
  it("refuses an officer's bank details and salaries of others (level 5 only), as the download does", async () => {
    for (const type of ['bankdetails', 'salaryhistory', 'salaryhistorycrew']) {
      const page = await t.page('officer', { report: type, yachtid: String(t.aurora) });
      expect(page.status).toBe(403);
      await nothingSent('officer', type, async () => {
        const result = await queued('officer', { yachtId: t.aurora, reportType: type });
        expect(result).toMatchObject({ status: 'rejected', message: page.json().message });
      });
    }
    expect(privateRefusal('bankDetails').message).toContain('level 5');
    // Nor does the refused report show as made on the reports page.
    const last = await t.json<{ reports: { reportType: string }[] }>(
      'captain',
      `/reportslastgenerated/${t.aurora}`,
    );
    expect(last.json.reports.map((r) => r.reportType)).not.toContain('bankdetails');
  });

  it('still takes the one private report an officer may have: their own', async () => {
    const result = await queued('officer', {
      yachtId: t.aurora,
      reportType: 'bankdetails',
      crewList: [t.crewId.officer],
    });
    expect(result.status).toBe('applied');
    const before = t.s.mail.sent.length;
    await t.s.drainJobs();
    expect(t.s.mail.sent.slice(before).map((m) => m.attachments?.length)).toEqual([1]);
  });

  it('refuses the leave reports with the leave module off', async () => {
    await setModule('leave', false);
    try {
      for (const type of ['LM-LeaveHistory', 'LM-LeaveIndividualSummary'])
        await nothingSent('captain', type, async () => {
          expect(await queued('captain', { yachtId: t.aurora, reportType: type })).toMatchObject({
            status: 'rejected',
            message: MSG.moduleOff(MODULE_NAMES.leave),
          });
        });
    } finally {
      await setModule('leave', true);
    }
  });

  it('refuses the profile reports with the crew module off', async () => {
    await setModule('crew', false);
    try {
      await nothingSent('captain', 'personaldetails', async () => {
        expect(await queued('captain', { yachtId: t.aurora, reportType: 'personaldetails' })).toMatchObject({
          status: 'rejected',
          message: MSG.moduleOff(MODULE_NAMES.crew),
        });
      });
    } finally {
      await setModule('crew', true);
    }
  });
});

describe("queued 'report/email' with odd bodies", () => {
  it('refuses a NUL or a lone surrogate in a port as bad text, for a type with no trip too', async () => {
    for (const port of ['Antibes\u0000', 'Palma\ud800']) {
      await nothingSent('captain', 'accesscards', async () => {
        const result = await queued('captain', {
          yachtId: t.aurora,
          reportType: 'accesscards',
          portOfDeparture: port,
        });
        expect(result.status).toBe('rejected');
        expect(result.message).not.toBe(MSG.status500);
        expect(result.errorList?.map((e) => e.property)).toEqual(['body.portOfDeparture']);
      });
    }
  });

  it('answers a replayed key from its first answer; another body under it is refused; one mail', async () => {
    const id = '01JRATTACKREPLAY0000000001';
    const send = (body: Record<string, unknown>) =>
      t.s.post(
        '/sync',
        { cursor: 0, ops: [{ id, op: 'report/email', body, baseVersion: 0 }] },
        t.token.captain,
      );
    const mails = t.s.mail.sent.length;
    const first = await (await send({ yachtId: t.aurora, reportType: 'accesscards' })).json();
    expect(first.results[0]).toMatchObject({ id, status: 'applied' });
    // The same call again: the stored answer.
    const again = await (await send({ yachtId: t.aurora, reportType: 'accesscards' })).json();
    expect(again.results[0]).toEqual(first.results[0]);
    // The same key with another report: refused (before, answered 'applied' and never sent).
    const other = await (await send({ yachtId: t.aurora, reportType: 'bankdetails' })).json();
    expect(other.results[0]).toMatchObject({ id, status: 'rejected', message: MSG.keyReused });
    await t.s.drainJobs();
    const sent = t.s.mail.sent.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Access cards: /);
  });
});
