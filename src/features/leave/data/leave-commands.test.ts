import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { LeaveProfileRecord, LeaveRequestRecord } from '../../../contracts/leave-records';
import { leaveBalance } from '../../../domain/leave/balance';
import { leaveInputOf } from '../../../domain/leave/from-records';
import { saveRequest, saveSettings } from './leave-commands';
import { changeRate } from './leave-profile-commands';

const appDb = freshAppDbEachTest('leave-commands');
const who = () => ({ db: appDb(), userId: 9, now: 1_800_000_000_000 });
const ID = '01JRATEPROFILE000000000000';

/** Issue 30's crew member as a device holds them: accrued 0.25 from 1 October, a rate synced without a type. */
const profile: LeaveProfileRecord = {
  id: ID,
  vesselId: 1,
  userId: 7,
  crewId: 70,
  type: 'accrued',
  startDate: '2025-10-01',
  endDate: null,
  initialLeave: 0,
  flightEntitlement: null,
  rates: [{ from: '2025-10-01', daysPerYear: null, ratio: 0.25, changeDate: null, comment: null }] as never,
  active: true,
  deleted: false,
  version: 5,
};

describe('Change profile on the device (issue 30)', () => {
  it('a change of type is a period of its own: the balance before it does not move, offline too', async () => {
    await appDb().leaveProfiles.put({ ...profile, pending: 0 });
    const body = {
      yachtId: 1,
      profileId: ID,
      type: 'yearly' as const,
      daysPerYear: 30,
      changeDate: '2025-11-15',
      comment: 'Yearly contract',
    };
    await changeRate(who(), profile, body);
    const row = (await appDb().leaveProfiles.get(ID))!;
    expect(row).toMatchObject({ type: 'yearly', pending: 1 });
    expect(row.rates.map((r) => [r.from, r.type])).toEqual([
      ['2025-10-01', 'accrued'],
      ['2025-11-16', 'yearly'],
    ]);
    const balance = (asOf: string) => leaveBalance(leaveInputOf(row, [], [], [], { nilDays: false }), asOf);
    expect(balance('2025-10-31')).toMatchObject({ ok: true, accrued: 7.75 });
    const december = balance('2025-12-01');
    expect(december.ok && december.available.toFixed(2)).toBe('12.82');
    const queued = await appDb().outbox.toArray();
    expect(queued.map((e) => [e.op, e.body, e.baseVersion])).toEqual([['leave/profile/rate', body, 5]]);
  });
});

describe("'Nil days' saved on the device", () => {
  it('counts from the day after its change date, offline too: the copy keeps the value before, as the server will', async () => {
    const settings = {
      vesselId: 1,
      requestOwnLeave: true,
      deleteOwnRequests: false,
      hideCalculations: false,
      nilDays: false,
      rollover: false,
      editByApprovalGroup: false,
      visited: true,
      approvalGroup: [],
      approvers: [],
      version: 3,
    };
    const body = { ...settings, yachtId: 1, changeDate: '2027-01-15', comment: 'Nil days' };
    const { vesselId: _, visited: __, approvers: ___, version: ____, ...flags } = body;
    await saveSettings(who(), settings, { ...flags, nilDays: true });
    const row = (await appDb().leaveSettings.get(1))!;
    expect(row).toMatchObject({
      nilDays: true,
      nilDaysBefore: [{ until: '2027-01-16', nilDays: false }],
      pending: 1,
    });
    // Unchanged, no history is made.
    await saveSettings(who(), { ...settings, version: 4 }, flags);
    expect((await appDb().leaveSettings.get(1))!).not.toHaveProperty('nilDaysBefore');
  });
});

describe('A sent request’s comments saved on the device', () => {
  const REQ = '01JREQUESTSENT000000000000';
  const sent: LeaveRequestRecord = {
    id: REQ,
    vesselId: 1,
    userId: 9,
    profileId: ID,
    status: 'Denied',
    startDate: '2027-02-22',
    endDate: '2027-02-22',
    days: [{ date: '2027-02-22', leaveTypeId: 1 }],
    travelDays: 0,
    flights: [],
    comments: null,
    decisionComment: null,
    attachments: [],
    createdBy: 9,
    decidedBy: 8,
    deleted: false,
    version: 12,
  };
  /** The request form's save, as request-form.ts makes it. */
  const form = (action: 'SAVE' | 'REQUEST', comments: string) => ({
    yachtId: 1,
    requestId: REQ,
    profileId: ID,
    action,
    startDate: sent.startDate,
    endDate: sent.endDate,
    days: sent.days,
    travelDays: 0,
    flights: [],
    comments,
  });

  it('queues the comments with no action (the server refuses one once sent), the request as it is', async () => {
    await saveRequest(who(), { userId: 9 }, sent, { ...form('SAVE', 'please reconsider'), travelDays: 2 });
    const [entry] = await appDb().outbox.toArray();
    expect(entry!.body).not.toHaveProperty('action');
    expect(entry!.body).toMatchObject({ comments: 'please reconsider', travelDays: 0 });
    expect((await appDb().leaveRequests.get(REQ))!).toMatchObject({ status: 'Denied', pending: 1 });
  });

  it('keeps the action of a REQUEST still unsent that it merges into (sent offline, then commented)', async () => {
    const draft = { ...sent, status: 'Draft' as const, decidedBy: null };
    await saveRequest(who(), { userId: 9 }, draft, form('REQUEST', ''));
    const local = (await appDb().leaveRequests.get(REQ))!;
    expect(local.status).toBe('Pending');
    await saveRequest(who(), { userId: 9 }, local, form('SAVE', 'Flight at 9'));
    const queued = await appDb().outbox.toArray();
    expect(queued.map((e) => e.body)).toEqual([
      expect.objectContaining({ action: 'REQUEST', comments: 'Flight at 9' }),
    ]);
  });
});
