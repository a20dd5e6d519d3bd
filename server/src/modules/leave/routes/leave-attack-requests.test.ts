import { LEAVE_TEXT } from '@contracts/leave-records';
import { addDays } from '@domain/calendar/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaveTestServer, leaveServer } from '../../../../testing/leave-fixture';

/**
 * Attacks on leave requests (doc 3, sections 4 and 5): one's own approval, decisions from a
 * wrong status, locked fields changed through SAVE, other people's and other vessels' profiles,
 * leave types that are not the caller's to book, days outside employment or repeated, requests
 * too long, and overlapping approved leave. A refusal changes nothing, and is never a 500.
 */
let t: LeaveTestServer;
let meridianType: number;
let deletedType: number;

beforeAll(async () => {
  t = await leaveServer();
  const meridian = await t.s.vesselId('meridian');
  const [m] = await t.s.db.query<{ id: number }>(
    `INSERT INTO leave_types (vessel_id, name, color, effect, sort_order) VALUES ($1, 'Leave', '3788CE', 1, 1)
     RETURNING id`,
    [meridian],
  );
  meridianType = m!.id;
  const [d] = await t.s.db.query<{ id: number }>(
    `INSERT INTO leave_types (vessel_id, name, color, effect, sort_order, deleted)
     VALUES ($1, 'Old shore leave', '3788CE', 1, 99, true) RETURNING id`,
    [t.aurora],
  );
  deletedType = d!.id;
});
afterAll(() => t.s.close());

const save = (who: string, id: string, body: unknown, headers?: Record<string, string>) =>
  t.call(who, 'PUT', `/leave/requests/${id}`, body, headers);
const decide = (who: string, id: string, action: string) =>
  t.call(who, 'PUT', `/leave/requests/${id}/decide`, { yachtId: t.aurora, action });
const dates = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const row = async (id: string) =>
  (
    await t.s.db.query<Record<string, unknown>>(
      'SELECT status, start_date::text AS start, end_date::text AS end, days, version, deleted FROM leave_requests WHERE id = $1',
      [id],
    )
  )[0];
async function made(who: string, days: string[], action = 'REQUEST', profileOf = who) {
  const id = t.newId('R');
  const res = await save(who, id, t.requestBody(profileOf, days, { action }));
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}
async function refusal(res: Response, status: number, property?: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { message?: unknown; errorList?: { property: string }[] };
  expect(typeof body.message === 'string' || Array.isArray(body.errorList), text).toBe(true);
  if (property)
    expect(
      body.errorList?.map((e) => e.property),
      text,
    ).toContain(property);
  return body;
}

describe('decisions', () => {
  it('nobody approves their own request: not the purser, not a group member, not through /sync', async () => {
    const purser = await made('purser', ['2027-01-11']);
    await refusal(await decide('purser', purser, 'APPROVE'), 403);
    const queued = await t.op('purser', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: purser,
      action: 'APPROVE',
    });
    expect(queued.status).toBe('rejected');
    const captain = await made('captain', ['2027-01-12']);
    await refusal(await decide('captain', captain, 'APPROVE'), 403);
    expect((await row(purser))?.status).toBe('Pending');
    expect((await row(captain))?.status).toBe('Pending');
  });

  it('every decision from a status it does not lead on from is a 409 that changes nothing', async () => {
    const id = await made('crew', ['2027-01-18']);
    const wrong: [string, string][] = [
      ['CHECK', 'Pending'],
      ['PENDING', 'Pending'],
    ];
    for (const [action] of wrong) await refusal(await decide('purser', id, action), 409);
    expect((await decide('purser', id, 'APPROVE')).status).toBe(200);
    for (const action of ['APPROVE', 'REJECT']) await refusal(await decide('purser', id, action), 409);
    const v = (await row(id))?.version;
    await refusal(await decide('purser', id, 'NUKE'), 400);
    expect((await row(id))?.version).toBe(v);
  });

  it('a full-access owner cannot undo a decision on their own leave by deleting the approved request', async () => {
    const id = await made('purser', ['2027-01-25', '2027-01-26']);
    expect((await decide('captain', id, 'APPROVE')).status).toBe(200);
    // Deciding on one's own request is refused; removing one's own approved leave is the same act.
    await refusal(await decide('purser', id, 'PENDING'), 403);
    await refusal(await t.call('purser', 'DELETE', `/leave/requests/${id}?yachtId=${t.aurora}`), 403);
    expect(await row(id)).toMatchObject({ status: 'Approved', deleted: false });
  });
});

describe('locked fields', () => {
  it('SAVE cannot move the dates, days or types of a Pending or Approved request, over REST or /sync', async () => {
    const id = await made('crew', ['2027-02-01', '2027-02-02']);
    const approved = await made('crew', ['2027-02-08', '2027-02-09']);
    expect((await decide('captain', approved, 'APPROVE')).status).toBe(200);
    for (const target of [id, approved]) {
      const before = await row(target);
      const days = (before!.days as { date: string }[]).map((d) => d.date);
      const edits = [
        t.requestBody('crew', ['2027-03-01', '2027-03-02'], { action: 'SAVE' }),
        t.requestBody('crew', days, {
          action: 'SAVE',
          days: days.map((date) => ({ date, leaveTypeId: t.typeId('Work day') })),
        }),
        t.requestBody('crew', [days[0]!], { action: 'SAVE', endDate: days[1] }),
        t.requestBody('crew', days, { action: 'SAVE', travelDays: 3 }),
      ];
      for (const body of edits) {
        await refusal(await save('crew', target, body), 400);
        const queued = await t.op('crew', 'leave/request/save', { ...body, requestId: target });
        expect(queued.status).toBe('rejected');
        // The purser (full access) is bound by the same rule.
        await refusal(await save('purser', target, body), 400);
      }
      expect(await row(target)).toEqual(before);
    }
  });

  it('a request cannot be saved onto another profile, nor moved to another person’s profile', async () => {
    const id = await made('crew', ['2027-02-15']);
    await refusal(await save('crew', t.newId('R'), t.requestBody('officer', ['2027-02-15'])), 404);
    await refusal(await save('purser', id, t.requestBody('officer', ['2027-02-15'])), 404);
    expect(await row(id)).toMatchObject({ status: 'Pending', start: '2027-02-15' });
    const [other] = await t.s.db.query<{ id: string }>(
      'SELECT id FROM leave_profiles WHERE vessel_id <> $1 LIMIT 1',
      [t.aurora],
    );
    if (other)
      await refusal(
        await save('captain', t.newId('R'), {
          ...t.requestBody('crew', ['2027-02-16']),
          profileId: other.id,
        }),
        404,
      );
  });
});

describe('what a request may book', () => {
  it('refuses another vessel’s type, a deleted type, and "Not on payroll" from crew, with the field', async () => {
    const body = (typeId: number) => ({
      ...t.requestBody('crew', ['2027-03-08']),
      days: [{ date: '2027-03-08', leaveTypeId: typeId }],
    });
    for (const typeId of [meridianType, deletedType, t.typeId('Not on payroll')]) {
      const id = t.newId('R');
      await refusal(await save('crew', id, body(typeId)), 400, 'days.0.leaveTypeId');
      expect(await row(id)).toBeUndefined();
    }
    // A group member books it for crew: full access may.
    expect((await save('captain', t.newId('R'), body(t.typeId('Not on payroll')))).status).toBe(200);
  });

  it('refuses days outside employment, a day twice, days outside the range, and more than 186 days', async () => {
    const [p] = await t.s.db.query<{ start: string }>(
      'SELECT start_date::text AS start FROM leave_profiles WHERE id = $1',
      [t.profileId.crew],
    );
    const before = addDays(p!.start, -1);
    await refusal(await save('crew', t.newId('R'), t.requestBody('crew', [before, p!.start])), 400, 'days');
    const twice = t.requestBody('crew', ['2027-04-05', '2027-04-05']);
    await refusal(await save('crew', t.newId('R'), twice), 400, 'days');
    const outside = {
      ...t.requestBody('crew', ['2027-04-05']),
      endDate: '2027-04-06',
      days: [{ date: '2027-04-09', leaveTypeId: t.typeId('Leave') }],
    };
    await refusal(await save('crew', t.newId('R'), outside), 400, 'days');
    await refusal(
      await save('crew', t.newId('R'), t.requestBody('crew', dates('2027-05-01', 187))),
      400,
      'days',
    );
    expect((await save('crew', t.newId('R'), t.requestBody('crew', dates('2028-01-01', 186)))).status).toBe(
      200,
    );
  });

  it('refuses a request whose range spans more than 186 days, even with few days booked', async () => {
    const id = t.newId('R');
    const res = await save('crew', id, {
      ...t.requestBody('crew', ['2029-01-01', '2031-12-31']),
      endDate: '2031-12-31',
    });
    await refusal(res, 400);
    expect(await row(id)).toBeUndefined();
  });
});

describe('overlapping approved leave', () => {
  it('a save or an approval over approved days is a conflict carrying BOTH requests, changing nothing', async () => {
    const first = await made('officer', ['2027-06-01', '2027-06-02', '2027-06-03']);
    // Sent before the first was approved: pending over the same day.
    const second = await made('officer', ['2027-06-03']);
    expect((await decide('captain', first, 'APPROVE')).status).toBe(200);
    const draft = await made('officer', ['2027-06-20'], 'SAVE');
    const draftBefore = await row(draft);
    const res = await save('officer', draft, t.requestBody('officer', ['2027-06-03', '2027-06-04']));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe(LEAVE_TEXT.overlap);
    expect(body.records.leaveRequests.map((r: { id: string }) => r.id).sort()).toEqual([draft, first].sort());
    expect(await row(draft)).toEqual(draftBefore);
    const secondBefore = await row(second);
    const approval = await decide('purser', second, 'APPROVE');
    expect(approval.status).toBe(409);
    const ids = (await approval.json()).records.leaveRequests.map((r: { id: string }) => r.id);
    expect(ids.sort()).toEqual([first, second].sort());
    expect(await row(second)).toEqual(secondBefore);
    // The other way round: the first set back to pending, the second approved, the first refused.
    expect((await decide('purser', first, 'PENDING')).status).toBe(200);
    expect((await decide('purser', second, 'APPROVE')).status).toBe(200);
    const queued = await t.op('purser', 'leave/request/decide', {
      yachtId: t.aurora,
      requestId: first,
      action: 'APPROVE',
    });
    expect(queued.status).toBe('conflict');
    expect(queued.records?.leaveRequests?.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect((await row(first))?.status).toBe('Pending');
  });

  it('a duplicate onto a profile with approved leave on those days is a conflict and copies nothing', async () => {
    const approved = await made('officer', ['2027-07-05']);
    expect((await decide('captain', approved, 'APPROVE')).status).toBe(200);
    const source = await made('crew', ['2027-07-05', '2027-07-06']);
    const copy = t.newId('C');
    const res = await t.call('purser', 'POST', `/leave/requests/${source}/duplicate`, {
      yachtId: t.aurora,
      copies: [{ profileId: t.profileId.officer, requestId: copy }],
    });
    expect(res.status).toBe(409);
    expect(await row(copy)).toBeUndefined();
    expect(t.s.errors).toEqual([]);
  });
});
