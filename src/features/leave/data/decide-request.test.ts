import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { decideRequest } from './leave-commands';

/**
 * Issue 30, 1.4 on the device: an approver deciding at sea writes the decision's comment to
 * the request's decision comment and queues it as the decision's; the crew member's comments
 * stay on the request as they wrote them.
 */
const appDb = freshAppDbEachTest('leave-decide');
const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const REQ = '01JTESTREQUEST000000000001';
const request = (extra: Partial<LeaveRequestRecord> = {}): LeaveRequestRecord => ({
  id: REQ,
  vesselId: 1,
  userId: 7,
  profileId: '01JTESTPROFILE000000000001',
  status: 'Pending',
  startDate: '2027-05-03',
  endDate: '2027-05-04',
  days: [{ date: '2027-05-03', leaveTypeId: 1 }],
  travelDays: 0,
  flights: [],
  comments: 'My sister’s wedding',
  decisionComment: null,
  attachments: [],
  createdBy: 7,
  decidedBy: null,
  deleted: false,
  version: 4,
  ...extra,
});
const queued = async () => (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.body]);

describe('a decision on the device', () => {
  it('approving with a comment keeps the crew member’s comments and shows the approver’s apart', async () => {
    await appDb().leaveRequests.put({ ...request(), pending: 0 });
    await decideRequest(who(), request(), 'APPROVE', 'Enjoy');
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({
      status: 'Approved',
      comments: 'My sister’s wedding',
      decisionComment: 'Enjoy',
      pending: 1,
    });
    expect(await queued()).toEqual([
      ['leave/request/decide', { yachtId: 1, requestId: REQ, action: 'APPROVE', comments: 'Enjoy' }],
    ]);
  });

  it('a decision without a comment sends none: neither the requester’s nor an earlier decision’s is touched', async () => {
    const decided = request({ status: 'Approved', decisionComment: 'Enjoy' });
    await appDb().leaveRequests.put({ ...decided, pending: 0 });
    await decideRequest(who(), decided, 'CHECK');
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({
      status: 'Checked',
      comments: 'My sister’s wedding',
      decisionComment: 'Enjoy',
    });
    expect(await queued()).toEqual([
      ['leave/request/decide', { yachtId: 1, requestId: REQ, action: 'CHECK' }],
    ]);
  });
});
