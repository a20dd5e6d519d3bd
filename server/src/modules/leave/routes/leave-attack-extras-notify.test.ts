import { LEAVE_NOTICES_PER_DAY, LEAVE_NOTIFY_TEXT } from '@contracts/leave-notify';
import { LEAVE_REPORT_EMAILS_PER_DAY, LEAVE_REPORT_TEXT } from '@contracts/leave-reports';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batch, madeRequest, signIn, together } from '../../../../testing/leave-extras-kit';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { sheetRows, workbook } from '../../../../testing/report-files';
import { shipmate } from '../../../../testing/role-fixtures';

/**
 * Attacks on 'Notify people' and the leave reports (doc 3, sections 2, 6 and 7): recipients of
 * other vessels or without the right to see the request, odd bodies, reports with odd periods or
 * odd text, e-mails of reports replayed, and the daily caps when several devices send at once.
 * On PostgreSQL the racing operations are held after they counted what was sent that day.
 */
let t: LeaveTestServer;
let meridian: number;
beforeAll(async () => {
  t = await leaveServer();
  meridian = await t.s.vesselId('meridian');
  await signIn(t, 'mate', await shipmate(t.s));
});
afterAll(() => t.s.close());

const inboxCount = async (userId: number) =>
  Number(
    (
      await t.s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE user_id = $1', [
        userId,
      ])
    )[0]!.n,
  );
const notify = (who: string, requestId: string, userIds: unknown) =>
  t.op(who, 'leave/request/notify', { yachtId: t.aurora, requestId, userIds });
const YEAR = 'from=2028-01-01&to=2028-12-31';
const report = (who: string, kind: string, query: string) =>
  t.call(who, 'GET', `/leave/${t.aurora}/reports/${kind}?${query}`);

describe('Notify people: who may be told', () => {
  it('a purser of another vessel is crew here; a leave group elsewhere counts for nothing here', async () => {
    const request = await madeRequest(t, 'mate', ['2028-01-10'], 'purser', await profileOf(t.userId.mate!));
    // The demo crew member serves on Meridian too: there at level 5 and in its leave group.
    await t.s.db.query(
      `UPDATE user_vessel_roles SET role_id = (SELECT id FROM roles WHERE permission_level = 5 LIMIT 1)
        WHERE user_id = $1 AND vessel_id = $2`,
      [t.userId.crew, meridian],
    );
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      meridian,
      t.userId.crew,
    ]);
    const before = await inboxCount(t.userId.crew!);
    const res = await notify('purser', request, [t.userId.captain, t.userId.crew]);
    expect(res.errorList).toEqual([{ property: 'userIds.1', message: LEAVE_NOTIFY_TEXT.cannotSee }]);
    const users = await t.call(
      'purser',
      'GET',
      `/leave/requests/${request}/notify-users?yachtId=${t.aurora}`,
    );
    expect(((await users.json()) as { userId: number }[]).map((u) => u.userId)).not.toContain(t.userId.crew);
    // Someone who left Aurora is no one to tell there.
    await t.s.db.query(
      `UPDATE user_vessel_roles SET end_date = '2026-11-01' WHERE user_id = $1 AND vessel_id = $2`,
      [t.userId.officer, t.aurora],
    );
    try {
      expect((await notify('purser', request, [t.userId.officer])).errorList?.[0]?.message).toBe(
        MSG.notOnVessel,
      );
    } finally {
      await t.s.db.query(
        'UPDATE user_vessel_roles SET end_date = NULL WHERE user_id = $1 AND vessel_id = $2',
        [t.userId.officer, t.aurora],
      );
    }
    expect(await inboxCount(t.userId.crew!)).toBe(before);
  });

  it('odd bodies are refused, never a 500, and tell no one', async () => {
    const request = await madeRequest(t, 'crew', ['2028-01-17']);
    const before = await inboxCount(t.userId.captain!);
    const bodies: unknown[] = [
      null,
      { yachtId: t.aurora, requestId: request },
      { yachtId: t.aurora, requestId: request, userIds: null },
      { yachtId: t.aurora, requestId: request, userIds: 'all' },
      { yachtId: t.aurora, requestId: request, userIds: [null] },
      { yachtId: t.aurora, requestId: request, userIds: [1.5] },
      { yachtId: t.aurora, requestId: request, userIds: [-2] },
      { yachtId: t.aurora, requestId: request, userIds: [2 ** 40] },
      { yachtId: t.aurora, requestId: request, userIds: [t.userId.captain, String(t.userId.captain)] },
      { yachtId: t.aurora, requestId: request, userIds: Array.from({ length: 10_000 }, (_, i) => i + 1) },
      { yachtId: t.aurora, requestId: request, userIds: [{ id: t.userId.captain }] },
      { yachtId: t.aurora, requestId: t.profileId.crew, userIds: [t.userId.captain] },
      { yachtId: meridian, requestId: request, userIds: [t.userId.captain] },
      { yachtId: t.aurora, requestId: '😀'.repeat(8), userIds: [t.userId.captain] },
    ];
    const results = await batch(
      t,
      t.token.crew!,
      bodies.map((body) => ({ op: 'leave/request/notify', body })),
    );
    for (const [i, r] of results.entries()) {
      expect(r.status, String(i)).toBe('rejected');
      expect(r.message, String(i)).not.toBe(MSG.status500);
    }
    for (const q of ['', '?yachtId=', '?yachtId=x', `?yachtId=${meridian}`, '?yachtId=0'])
      expect(
        (await t.call('crew', 'GET', `/leave/requests/${request}/notify-users${q}`)).status,
        q,
      ).toBeLessThan(500);
    expect(await inboxCount(t.userId.captain!)).toBe(before);
    expect(t.s.errors).toEqual([]);
  });
});

describe('Notify people: the daily cap', () => {
  it('holds when several devices send at once', async () => {
    const request = await madeRequest(t, 'crew', ['2028-02-07'], 'purser');
    const told = [t.userId.captain, t.userId.fleet, t.userId.crew];
    // Three short of the cap: one more notice of three fits, not two.
    await t.s.db.query(
      'INSERT INTO leave_notices (vessel_id, request_id, sent_by, recipients, at) VALUES ($1, $2, $3, $4, $5)',
      [t.aurora, request, t.userId.purser, LEAVE_NOTICES_PER_DAY - 3, t.s.clock().toISOString()],
    );
    const results = await together(
      t.s,
      [0, 1, 2].map(() => () => notify('purser', request, told)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'rejected', 'rejected']);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(r.message).toBe(LEAVE_NOTIFY_TEXT.perDay);
    const [sent] = await t.s.db.query<{ n: number }>(
      'SELECT sum(recipients)::int AS n FROM leave_notices WHERE sent_by = $1',
      [t.userId.purser],
    );
    expect(sent!.n).toBe(LEAVE_NOTICES_PER_DAY);
    expect(t.s.errors).toEqual([]);
  });
});

describe('reports: odd periods and odd text', () => {
  it.each([
    ['30 February', 'from=2026-02-30&to=2026-03-31'],
    ['29 February of a common year', 'from=2026-01-01&to=2026-02-29'],
    ['a month 00', 'from=2026-00-10&to=2026-03-31'],
    ['no zero padding', 'from=2026-1-01&to=2026-03-31'],
    ['a timestamp', 'from=2026-01-01T00:00:00Z&to=2026-03-31'],
    ['from after to', 'from=2026-03-02&to=2026-03-01'],
    ['a year 0', 'from=0000-01-01&to=0000-12-31'],
    ['an empty list of people', `profileIds=,&${YEAR}`],
    ['a profile id with a NUL', `profileIds=${encodeURIComponent('01JDEMO\u0000')}&${YEAR}`],
  ])('%s is a 400', async (_what, query) => {
    for (const kind of ['history', 'summary', 'flights']) {
      const res = await report('captain', kind, query);
      expect(res.status, `${kind} ${query}`).toBe(400);
    }
  });

  it('a leap day and a one-day period are fine', async () => {
    expect((await report('captain', 'summary', 'from=2028-02-29&to=2028-02-29')).status).toBe(200);
    expect((await report('crew', 'history', 'format=xlsx&from=2028-02-29&to=2028-03-01')).status).toBe(200);
  });

  it('text with characters XML does not allow (as a phone may paste them) still makes a workbook that opens', async () => {
    // Saved through the API, which takes any storable text: a vertical tab, a form feed and a
    // byte-order mark read the wrong way round (U+FFFE, which XML does not allow).
    const request = t.newId('R');
    const save = await t.call('crew', 'PUT', `/leave/requests/${request}`, {
      ...t.requestBody('crew', ['2028-03-06', '2028-03-07']),
      flights: [
        { kind: 'outbound', destination: 'Nice\u000bCôte d’Azur\u000c \ufffe李', date: '2028-03-06' },
      ],
    });
    expect(save.status, await save.clone().text()).toBe(200);
    for (const who of ['captain', 'crew']) {
      const res = await report(who, 'flights', `format=xlsx&${YEAR}`);
      expect(res.status).toBe(200);
      const rows = sheetRows(await workbook(new Uint8Array(await res.arrayBuffer())), 'Flights');
      expect(rows.map((r) => r[2])).toContain('NiceCôte d’Azur 李');
    }
    const pdf = await report('captain', 'flights', `format=pdf&${YEAR}`);
    expect(pdf.status).toBe(200);
  });

  it('the leave group at level 2 has everyone’s report; once out of it, only their own', async () => {
    const everyone = `profileIds=${t.profileId.officer}&${YEAR}`;
    await t.s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      t.aurora,
      t.userId.mate,
    ]);
    expect((await report('mate', 'history', everyone)).status).toBe(200);
    await t.s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
      t.aurora,
      t.userId.mate,
    ]);
    expect((await report('mate', 'history', everyone)).status).toBe(403);
  });
});

describe('e-mailed reports', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    yachtId: t.aurora,
    report: 'history',
    format: 'pdf',
    from: '2026-01-01',
    to: '2026-12-31',
    recipients: ['office@shore.example'],
    ...extra,
  });

  it('the same operation sent twice (a lost answer) is one e-mail', async () => {
    const before = t.s.mail.sent.length;
    const op = { id: t.newId('MAIL'), op: 'leave/report/email', body: body() };
    expect((await batch(t, t.token.captain!, [op]))[0]!.status).toBe('applied');
    expect((await batch(t, t.token.captain!, [op]))[0]!.status).toBe('applied');
    await t.s.drainJobs();
    expect(t.s.mail.sent.length - before).toBe(1);
  });

  it('goes out with what the caller may see when it is sent: a role ended meanwhile sends nothing', async () => {
    const before = t.s.mail.sent.length;
    const own = body({ profileIds: [t.profileId.officer] });
    expect((await t.op('officer', 'leave/report/email', own)).status).toBe('applied');
    await t.s.db.query(
      `UPDATE user_vessel_roles SET end_date = '2026-11-01' WHERE user_id = $1 AND vessel_id = $2`,
      [t.userId.officer, t.aurora],
    );
    try {
      await t.s.drainJobs();
      expect(t.s.mail.sent.length).toBe(before);
    } finally {
      await t.s.db.query(
        'UPDATE user_vessel_roles SET end_date = NULL WHERE user_id = $1 AND vessel_id = $2',
        [t.userId.officer, t.aurora],
      );
    }
    t.s.errors.length = 0; // the job logs the report it did not send
  });

  it('the daily cap holds when several devices send at once', async () => {
    // One short of the cap, as if sent from other devices earlier today.
    for (let i = 0; i < LEAVE_REPORT_EMAILS_PER_DAY - 1; i++)
      await t.s.db.query(
        `INSERT INTO idempotency_keys (user_id, key, op, result) VALUES ($1, $2, 'leave/report/email', $3)`,
        [t.userId.purser, t.newId('EARLIER'), JSON.stringify({ status: 'applied', version: 0 })],
      );
    // Held where the e-mail is queued, after each has counted what went out today.
    const results = await together(
      t.s,
      [0, 1, 2].map(() => () => t.op('purser', 'leave/report/email', body())),
      `LOCK TABLE ${t.s.schema ?? 'pgboss'}.job IN SHARE MODE`,
    );
    expect(results.map((r) => r.status).sort()).toEqual(['applied', 'rejected', 'rejected']);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(r.message).toBe(LEAVE_REPORT_TEXT.tooManyEmails);
    expect(t.s.errors).toEqual([]);
  });
});

async function profileOf(userId: number) {
  const [row] = await t.s.db.query<{ id: string }>(
    'SELECT id FROM leave_profiles WHERE user_id = $1 AND vessel_id = $2 AND active AND NOT deleted',
    [userId, t.aurora],
  );
  return row!.id;
}
