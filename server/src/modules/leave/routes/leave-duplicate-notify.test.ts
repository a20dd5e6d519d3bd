import { LEAVE_NOTICES_PER_DAY, LEAVE_NOTIFY_TEXT } from '@contracts/leave-notify';
import { MSG } from '@contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';
import { outsiderCaptain } from '../../../../testing/role-fixtures';

/**
 * Doc 3, section 2: 'Duplicate leave request' (to other employees, with 'Duplicate ALL Future
 * leave request for this users': every later request of the owner too) and 'Notify people' (a
 * message in the inbox of each one chosen among those who may see the request).
 */
let t: LeaveTestServer;
let outsider: number;
beforeAll(async () => {
  t = await leaveServer();
  outsider = (await outsiderCaptain(t.s)).id;
});
afterAll(() => t.s.close());

const made = async (who: string, dates: string[], action = 'REQUEST') => {
  const id = t.newId('R');
  const res = await t.call(who, 'PUT', `/leave/requests/${id}`, t.requestBody(who, dates, { action }));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
};
const requestsOf = (profileId: string, from: string, to: string) =>
  t.s.db.query<{ id: string; start_date: string; status: string; created_by: number }>(
    `SELECT id, start_date::text AS start_date, status, created_by FROM leave_requests
      WHERE profile_id = $1 AND start_date BETWEEN $2 AND $3 AND NOT deleted ORDER BY start_date`,
    [profileId, from, to],
  );

describe('Duplicate leave request', () => {
  it('copies as drafts under the device’s ids, and with ALL Future every later request of the owner', async () => {
    const source = await made('crew', ['2028-03-06', '2028-03-07']);
    await made('crew', ['2028-04-10'], 'SAVE');
    const denied = await made('crew', ['2028-05-15']);
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${denied}/decide`, {
          yachtId: t.aurora,
          action: 'REJECT',
        })
      ).status,
    ).toBe(200);
    const copy = t.newId('C');
    const result = await t.op('purser', 'leave/request/duplicate', {
      yachtId: t.aurora,
      requestId: source,
      copies: [{ profileId: t.profileId.officer, requestId: copy }],
      allFuture: true,
    });
    expect(result.status).toBe('applied');
    const copies = await requestsOf(t.profileId.officer!, '2028-03-01', '2028-06-30');
    // The source under the id the device made; the draft after it; the denied one stays out.
    expect(copies.map((c) => [c.start_date, c.status])).toEqual([
      ['2028-03-06', 'Draft'],
      ['2028-04-10', 'Draft'],
    ]);
    expect(copies[0]!.id).toBe(copy);
    expect(copies.every((c) => c.created_by === t.userId.purser)).toBe(true);
    // The owner's requests are where they were.
    expect(await t.requestRow(source)).toMatchObject({ status: 'Pending', deleted: false });
  });

  it('without ALL Future copies only the request', async () => {
    const source = await made('crew', ['2028-07-03']);
    await made('crew', ['2028-08-07']);
    const copy = t.newId('C');
    const res = await t.call('captain', 'POST', `/leave/requests/${source}/duplicate`, {
      yachtId: t.aurora,
      copies: [{ profileId: t.profileId.purser, requestId: copy }],
    });
    expect(res.status).toBe(200);
    expect((await requestsOf(t.profileId.purser!, '2028-07-01', '2028-08-31')).map((c) => c.id)).toEqual([
      copy,
    ]);
  });

  it('is refused to a crew member and an officer, over REST and as a queued operation', async () => {
    const source = await made('crew', ['2028-09-04']);
    const body = {
      yachtId: t.aurora,
      requestId: source,
      copies: [{ profileId: t.profileId.officer, requestId: t.newId('C') }],
    };
    for (const who of ['crew', 'officer']) {
      expect((await t.call(who, 'POST', `/leave/requests/${source}/duplicate`, body)).status).toBe(403);
      expect((await t.op(who, 'leave/request/duplicate', body)).status).toBe('rejected');
    }
    expect(await requestsOf(t.profileId.officer!, '2028-09-01', '2028-09-30')).toEqual([]);
  });

  it('refuses the same profile twice, and another vessel’s profile', async () => {
    const source = await made('crew', ['2028-10-02']);
    const twice = await t.op('purser', 'leave/request/duplicate', {
      yachtId: t.aurora,
      requestId: source,
      copies: [
        { profileId: t.profileId.officer, requestId: t.newId('C') },
        { profileId: t.profileId.officer, requestId: t.newId('C') },
      ],
    });
    expect(twice.status).toBe('rejected');
    expect(twice.errorList?.[0]?.message).toBe('The same leave profile cannot be added twice.');
    const [elsewhere] = await t.s.db.query<{ id: string }>(
      'SELECT id FROM leave_profiles WHERE vessel_id <> $1 AND NOT deleted LIMIT 1',
      [t.aurora],
    );
    if (elsewhere) {
      const res = await t.op('purser', 'leave/request/duplicate', {
        yachtId: t.aurora,
        requestId: source,
        copies: [{ profileId: elsewhere.id, requestId: t.newId('C') }],
      });
      expect(res.status).toBe('rejected');
      expect(res.errorList?.[0]?.property).toBe('copies.0.profileId');
    }
  });
});

describe('Notify people', () => {
  const inbox = (userId: number) =>
    t.s.db.query<{ header: string; text: string; sender: string; vessel_id: number }>(
      'SELECT header, text, sender, vessel_id FROM inbox_messages WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  it('lists those who may see the request (its owner, level 5, the approval group), not the sender', async () => {
    const request = await made('crew', ['2028-11-06', '2028-11-08']);
    const res = await t.call('crew', 'GET', `/leave/requests/${request}/notify-users?yachtId=${t.aurora}`);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { userId: number; name: string }[]).map((u) => u.userId);
    expect(ids).toEqual(expect.arrayContaining([t.userId.purser, t.userId.captain]));
    expect(ids).not.toContain(t.userId.crew);
    expect(ids).not.toContain(t.userId.officer);
    const byCaptain = await t.call(
      'captain',
      'GET',
      `/leave/requests/${request}/notify-users?yachtId=${t.aurora}`,
    );
    expect(((await byCaptain.json()) as { userId: number }[]).map((u) => u.userId)).toContain(t.userId.crew);
    // Someone else's request: not found for a crew member.
    const other = await made('officer', ['2028-11-13']);
    expect(
      (await t.call('crew', 'GET', `/leave/requests/${other}/notify-users?yachtId=${t.aurora}`)).status,
    ).toBe(404);
  });

  it('puts a message naming the request, with its path, in each chosen inbox, once per queued operation', async () => {
    const request = await made('crew', ['2028-12-04', '2028-12-06']);
    const before = (await inbox(t.userId.captain!)).length;
    const ops = [
      {
        id: t.newId('OP'),
        op: 'leave/request/notify',
        body: { yachtId: t.aurora, requestId: request, userIds: [t.userId.captain, t.userId.purser] },
        baseVersion: 0,
      },
    ];
    for (let i = 0; i < 2; i++) {
      const res = await t.s.post('/sync', { cursor: 0, ops }, t.token.crew);
      expect((await res.json()).results[0].status).toBe('applied');
    }
    const got = (await inbox(t.userId.captain!)).slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.header).toMatch(/^Leave request: .+, 04 Dec – 06 Dec 28 \(Pending\)$/);
    expect(got[0]!.text).toContain(`/fleet/aurora/leave/leave-form/${request}`);
    expect(got[0]!.vessel_id).toBe(t.aurora);
    expect((await inbox(t.userId.purser!)).at(-1)?.header).toBe(got[0]!.header);
  });

  it('refuses an officer who may not see it, another vessel’s user, and no one at all', async () => {
    const request = await made('crew', ['2029-01-08']);
    const send = (userIds: unknown) =>
      t.call('crew', 'POST', `/leave/requests/${request}/notify`, { yachtId: t.aurora, userIds });
    const officer = await send([t.userId.captain, t.userId.officer]);
    expect(officer.status).toBe(400);
    expect((await officer.json()).errorList).toEqual([
      { property: 'userIds.1', message: LEAVE_NOTIFY_TEXT.cannotSee },
    ]);
    const elsewhere = await send([outsider]);
    expect((await elsewhere.json()).errorList).toEqual([{ property: 'userIds.0', message: MSG.notOnVessel }]);
    expect((await (await send([])).json()).errorList).toEqual([
      { property: 'userIds', message: LEAVE_NOTIFY_TEXT.noOne },
    ]);
    const many = await send(Array.from({ length: 51 }, (_, i) => i + 1));
    expect((await many.json()).errorList[0].message).toBe(LEAVE_NOTIFY_TEXT.tooMany);
    // Nothing reached the captain from the refused ones.
    const texts = (await inbox(t.userId.captain!)).map((m) => m.text);
    expect(texts.some((x) => x.includes(request))).toBe(false);
  });

  it('is refused for someone else’s request', async () => {
    const other = await made('officer', ['2029-02-05']);
    const res = await t.call('crew', 'POST', `/leave/requests/${other}/notify`, {
      yachtId: t.aurora,
      userIds: [t.userId.captain],
    });
    expect(res.status).toBe(404);
  });

  it('stops at the daily cap, so no one sends circulars', async () => {
    // The crew member's request, entered by the purser, who then tells the captain and its owner.
    const request = t.newId('R');
    await t.call('purser', 'PUT', `/leave/requests/${request}`, t.requestBody('crew', ['2029-03-05']));
    await t.s.db.query(
      `INSERT INTO leave_notices (vessel_id, request_id, sent_by, recipients, at) VALUES ($1, $2, $3, $4, now())`,
      [t.aurora, request, t.userId.purser, LEAVE_NOTICES_PER_DAY - 1],
    );
    const body = { yachtId: t.aurora, requestId: request, userIds: [t.userId.captain, t.userId.crew] };
    const over = await t.call('purser', 'POST', `/leave/requests/${request}/notify`, body);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: LEAVE_NOTIFY_TEXT.perDay });
    const queued = await t.op('purser', 'leave/request/notify', { ...body, userIds: [t.userId.captain] });
    expect(queued.status).toBe('applied');
    expect(
      (await t.op('purser', 'leave/request/notify', { ...body, userIds: [t.userId.captain] })).status,
    ).toBe('rejected');
  });
});
