import { describe, expect, it } from 'vitest';
import { pendingRequest, TEST_REQUEST_ID } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { decideRequest } from './leave-commands';

/**
 * Issue 30, 1.4 on the device: an approver deciding at sea writes the decision's comment to
 * the request's decision comment and queues it as the decision's; the crew member's comments
 * stay on the request as they wrote them.
 */
const appDb = freshAppDbEachTest('leave-decide');
const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const REQ = TEST_REQUEST_ID;
const request = pendingRequest;
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
