import { LEAVE_TEXT } from '@contracts/leave-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Issue 10: leave requests (doc 3, sections 4 and 6): who saves whose request, what can change
 * in which status, the leave types and dates a request may have, the conflict of a request made
 * offline that overlaps leave approved meanwhile, delete and duplicate.
 */
let t: LeaveTestServer;
beforeAll(async () => {
  t = await leaveServer();
});
afterAll(() => t.s.close());

const save = (who: string, id: string, body: unknown, headers?: Record<string, string>) =>
  t.call(who, 'PUT', `/leave/requests/${id}`, body, headers);
/** The demo crew member's request as a save of a sent one carries it: no action. */
const sent = (dates: string[]) => ({ ...t.requestBody('crew', dates), action: undefined });
const setFlags = (flags: Record<string, boolean>) =>
  t.s.db.query(
    `UPDATE leave_settings SET request_own_leave = $2, delete_own_requests = $3, version = next_change() WHERE vessel_id = $1`,
    [t.aurora, flags.requestOwnLeave ?? true, flags.deleteOwnRequests ?? true],
  );

describe('who saves a request', () => {
  it('crew save their own; not someone else’s, nor their own when the vessel does not let them', async () => {
    const own = await save('crew', t.newId('R'), t.requestBody('crew', ['2027-01-04'], { action: 'SAVE' }));
    expect(own.status).toBe(200);
    const other = await save('crew', t.newId('R'), t.requestBody('officer', ['2027-01-04']));
    expect(other.status).toBe(404);
    await setFlags({ requestOwnLeave: false });
    try {
      expect((await save('crew', t.newId('R'), t.requestBody('crew', ['2027-01-05']))).status).toBe(403);
      const queued = await t.op('officer', 'leave/request/save', {
        ...t.requestBody('officer', ['2027-01-05']),
        requestId: t.newId('R'),
      });
      expect(queued.status).toBe('rejected');
      // Level 5 always may; full access saves anyone's.
      expect((await save('purser', t.newId('R'), t.requestBody('purser', ['2027-01-05']))).status).toBe(200);
      expect((await save('purser', t.newId('R'), t.requestBody('crew', ['2027-01-06']))).status).toBe(200);
    } finally {
      await setFlags({});
    }
  });

  it('refuses a leave type of another vessel, a deleted one, and "Not on payroll" from crew', async () => {
    const body = (typeId: number) => ({
      ...t.requestBody('crew', ['2027-01-12']),
      days: [{ date: '2027-01-12', leaveTypeId: typeId }],
    });
    const foreign = await save('crew', t.newId('R'), body(2_000_000));
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).errorList).toEqual([
      { property: 'days.0.leaveTypeId', message: 'Choose a leave type of this vessel.' },
    ]);
    const nil = t.typeId('Not on payroll');
    expect((await save('crew', t.newId('R'), body(nil))).status).toBe(400);
    expect((await save('purser', t.newId('R'), { ...body(nil), profileId: t.profileId.crew })).status).toBe(
      200,
    );
  });

  it('refuses days outside the profile’s employment', async () => {
    const res = await save('crew', t.newId('R'), t.requestBody('crew', ['2026-08-30', '2026-08-31']));
    expect(res.status).toBe(400);
    expect((await res.json()).errorList[0]).toMatchObject({ property: 'days' });
  });
});

describe('what can change once a request is sent', () => {
  it('everything in Draft; only comments and attachments after that', async () => {
    const id = t.newId('R');
    expect((await save('crew', id, t.requestBody('crew', ['2027-02-08'], { action: 'SAVE' }))).status).toBe(
      200,
    );
    expect((await save('crew', id, t.requestBody('crew', ['2027-02-08', '2027-02-09']))).status).toBe(200);
    expect((await t.requestRow(id))?.status).toBe('Pending');
    // Once sent, a save carries no action: only the comments change.
    const moved = await save('crew', id, sent(['2027-02-10']));
    expect(moved.status).toBe(400);
    expect((await moved.json()).errorList).toEqual([
      { property: 'startDate', message: LEAVE_TEXT.notEditable },
    ]);
    const flights = await save('crew', id, {
      ...sent(['2027-02-08', '2027-02-09']),
      flights: [{ kind: 'outbound', destination: 'Nice', date: '2027-02-08' }],
    });
    expect((await flights.json()).errorList).toEqual([
      { property: 'flights', message: LEAVE_TEXT.notEditable },
    ]);
    // Attachments have their own call (…/attachments): a list of them here is refused, not ignored.
    const attached = await save('crew', id, {
      ...sent(['2027-02-08', '2027-02-09']),
      attachmentIds: ['01JTESTATTACHMENT00000001'],
    });
    expect((await attached.json()).errorList).toEqual([
      { property: 'attachmentIds', message: 'This call does not take this field.' },
    ]);
    const commented = await save('crew', id, {
      ...sent(['2027-02-08', '2027-02-09']),
      comments: 'Flight at 9',
    });
    expect(commented.status).toBe(200);
    expect(await t.requestRow(id)).toMatchObject({ status: 'Pending', comments: 'Flight at 9' });
  });

  it('REQUEST on a request no longer open is refused under action, over REST and /sync; SAVE saves its comments', async () => {
    const id = t.newId('R');
    expect((await save('crew', id, t.requestBody('crew', ['2027-02-22']))).status).toBe(200);
    const again = t.requestBody('crew', ['2027-02-22'], { action: 'REQUEST', comments: 'Changed my mind' });
    const res = await save('crew', id, again);
    expect(res.status).toBe(400);
    expect((await res.json()).errorList).toEqual([{ property: 'action', message: LEAVE_TEXT.notEditable }]);
    expect((await t.op('crew', 'leave/request/save', { ...again, requestId: id })).status).toBe('rejected');
    // SAVE once sent is the comments' save (the spec's form; apps before this one queued it so).
    const comments = t.requestBody('crew', ['2027-02-22'], { action: 'SAVE', comments: 'Flight at 09:00' });
    expect((await save('crew', id, comments)).status).toBe(200);
    expect(await t.requestRow(id)).toMatchObject({ status: 'Pending', comments: 'Flight at 09:00' });
    // Denied by the captain, then sent again 'to reconsider': refused, and it stays denied.
    const denied = await t.call('captain', 'PUT', `/leave/requests/${id}/decide`, {
      yachtId: t.aurora,
      action: 'REJECT',
    });
    expect(denied.status).toBe(200);
    const reconsider = t.requestBody('crew', ['2027-02-22'], { comments: 'please reconsider' });
    expect((await save('crew', id, reconsider)).status).toBe(400);
    expect(await t.requestRow(id)).toMatchObject({ status: 'Denied', comments: 'Flight at 09:00' });
    expect((await save('crew', id, { ...sent(['2027-02-22']), comments: 'please reconsider' })).status).toBe(
      200,
    );
    expect(await t.requestRow(id)).toMatchObject({ status: 'Denied', comments: 'please reconsider' });
    // An open request saved with no action stays a draft: nothing is sent unasked.
    const open = t.newId('R');
    expect((await save('crew', open, sent(['2027-02-23']))).status).toBe(200);
    expect((await t.requestRow(open))?.status).toBe('Draft');
  });

  it('an edit based on an older copy than the server’s is a conflict', async () => {
    const id = t.newId('R');
    const first = await (
      await save('crew', id, t.requestBody('crew', ['2027-02-15'], { action: 'SAVE' }))
    ).json();
    await save('crew', id, t.requestBody('crew', ['2027-02-15'], { action: 'SAVE', comments: 'Newer' }));
    const stale = await save('crew', id, t.requestBody('crew', ['2027-02-16'], { action: 'SAVE' }), {
      'x-base-version': String(first.version),
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).records.leaveRequests[0]).toMatchObject({ id, comments: 'Newer' });
  });
});

describe('a request made offline that overlaps leave approved meanwhile', () => {
  it('comes back as a conflict with both requests, through /sync and over REST', async () => {
    const approved = t.newId('R');
    expect((await save('purser', approved, t.requestBody('crew', ['2027-03-01', '2027-03-02']))).status).toBe(
      200,
    );
    expect(
      (
        await t.call('captain', 'PUT', `/leave/requests/${approved}/decide`, {
          yachtId: t.aurora,
          action: 'APPROVE',
        })
      ).status,
    ).toBe(200);
    const offline = t.newId('R');
    const result = await t.op('crew', 'leave/request/save', {
      ...t.requestBody('crew', ['2027-03-02', '2027-03-03']),
      requestId: offline,
    });
    expect(result.status).toBe('conflict');
    expect(result.message).toBe(LEAVE_TEXT.overlap);
    expect(result.records?.leaveRequests?.map((r) => [r.id, r.status])).toEqual([[approved, 'Approved']]);
    expect(await t.requestRow(offline)).toBeUndefined();
    // A draft saved earlier, then sent with the overlapping days: both come back.
    const draft = t.newId('R');
    await save('crew', draft, t.requestBody('crew', ['2027-03-20'], { action: 'SAVE' }));
    const res = await save('crew', draft, t.requestBody('crew', ['2027-03-01', '2027-03-20']));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.records.leaveRequests.map((r: { id: string }) => r.id)).toEqual([draft, approved]);
    // 'Keep it as a draft' on the device: the same request sent as SAVE is kept, still a draft,
    // to change its dates; asked for again unchanged, it is the conflict again.
    const kept = await t.op('crew', 'leave/request/save', {
      ...t.requestBody('crew', ['2027-03-02', '2027-03-03'], { action: 'SAVE' }),
      requestId: offline,
    });
    expect(kept.status).toBe('applied');
    expect(await t.requestRow(offline)).toMatchObject({ status: 'Draft', deleted: false });
    const again = await t.op('crew', 'leave/request/save', {
      ...t.requestBody('crew', ['2027-03-02', '2027-03-03']),
      requestId: offline,
    });
    expect(again.status).toBe('conflict');
    expect(await t.requestRow(offline)).toMatchObject({ status: 'Draft' });
  });
});

describe('deleting', () => {
  it('the owner deletes a draft or a pending request when the vessel allows it; an approved one only full access', async () => {
    const del = (who: string, id: string) =>
      t.call(who, 'DELETE', `/leave/requests/${id}?yachtId=${t.aurora}`);
    const pending = t.newId('R');
    await save('crew', pending, t.requestBody('crew', ['2027-04-01']));
    await setFlags({ deleteOwnRequests: false });
    expect((await del('crew', pending)).status).toBe(403);
    await setFlags({});
    expect((await del('officer', pending)).status).toBe(404);
    expect((await del('crew', pending)).status).toBe(200);
    expect(await t.requestRow(pending)).toMatchObject({ deleted: true });
    const approved = t.newId('R');
    await save('crew', approved, t.requestBody('crew', ['2027-04-08']));
    await t.call('captain', 'PUT', `/leave/requests/${approved}/decide`, {
      yachtId: t.aurora,
      action: 'APPROVE',
    });
    expect((await del('crew', approved)).status).toBe(403);
    expect(
      (await t.op('purser', 'leave/request/delete', { yachtId: t.aurora, requestId: approved })).status,
    ).toBe('applied');
    // The tombstone reaches the crew member's device.
    const mine = await t.feed('crew');
    expect(mine.leaveRequests?.find((r) => r.id === approved)).toMatchObject({ deleted: true });
  });
});

describe('duplicating', () => {
  it('copies a request as drafts to other profiles, with every future request of its owner when asked', async () => {
    const source = t.newId('R');
    await save('crew', source, t.requestBody('crew', ['2027-05-03', '2027-05-04']));
    const future = t.newId('R');
    await save('crew', future, t.requestBody('crew', ['2027-06-07']));
    const copy = t.newId('C');
    const body = { yachtId: t.aurora, copies: [{ profileId: t.profileId.officer, requestId: copy }] };
    expect((await t.call('officer', 'POST', `/leave/requests/${source}/duplicate`, body)).status).toBe(403);
    const res = await t.call('purser', 'POST', `/leave/requests/${source}/duplicate`, {
      ...body,
      allFuture: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await t.requestRow(copy)).toMatchObject({ status: 'Draft', deleted: false });
    const copies = await t.s.db.query<{ start_date: string; status: string }>(
      `SELECT start_date::text AS start_date, status FROM leave_requests
        WHERE profile_id = $1 AND start_date >= '2027-05-01' AND start_date < '2027-07-01' ORDER BY start_date`,
      [t.profileId.officer],
    );
    expect(copies).toEqual([
      { start_date: '2027-05-03', status: 'Draft' },
      { start_date: '2027-06-07', status: 'Draft' },
    ]);
    const twice = await t.call('purser', 'POST', `/leave/requests/${source}/duplicate`, {
      yachtId: t.aurora,
      copies: [
        { profileId: t.profileId.officer, requestId: t.newId('C') },
        { profileId: t.profileId.officer, requestId: t.newId('C') },
      ],
    });
    expect((await twice.json()).errorList[0].message).toBe('The same leave profile cannot be added twice.');
  });
});
