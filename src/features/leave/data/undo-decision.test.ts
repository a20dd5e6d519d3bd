import { describe, expect, it } from 'vitest';
import { pendingRequest, TEST_REQUEST_ID } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { DEVICE_REGISTRY } from '../../../app/sync-registry';
import type { OutboxEntry } from '../../../db/app-db';
import { applyResult } from '../../../sync/apply-server-data';
import { discardChange } from '../../../sync/conflicts';
import { dueEntries } from '../../../sync/outbox';
import { decideRequest } from './leave-commands';
import { undoDecision } from './undo-decision';

/**
 * An officer taps APPROVE on the wrong row of "Leave requests to decide", at sea, and taps Undo.
 * Not sent yet, the decision is taken back and the request shows as it was, offline too. Sent
 * (or sent and its answer lost on the link), the request goes back to Pending after it, on the
 * version the decision produced: never a conflict with the officer's own decision.
 */
const appDb = freshAppDbEachTest('leave-undo');
const NOW = 1_800_000_000_000;
const ME = 9;
const who = () => ({ db: appDb(), userId: ME, now: NOW });
const REQ = TEST_REQUEST_ID;
const request = pendingRequest();
const held = { ...request, pending: 0 as const };
const outbox = () => appDb().outbox.orderBy('id').toArray();
const undo = () => undoDecision(who(), DEVICE_REGISTRY, REQ, held);

async function approve(action: 'APPROVE' | 'REJECT' = 'APPROVE', comment?: string) {
  await appDb().leaveRequests.put(held);
  await decideRequest(who(), request, action, comment);
  return (await outbox())[0]!;
}
/** The decision handed to the server, its answer lost on the link: it waits to be sent again. */
const sentUnanswered = (e: OutboxEntry) => appDb().outbox.update(e.id, { attempts: 1, nextAttemptAt: NOW });

describe('Undo of a decision made from the list', () => {
  it('not sent yet: the decision goes and the request is Pending as it was, with nothing to send', async () => {
    await approve();
    expect(await undo()).toBe('withdrawn');
    expect(await outbox()).toEqual([]);
    expect(await appDb().leaveRequests.get(REQ)).toEqual(held);
  });

  it('sent and not answered: back to Pending once the shore has the approval, on its version', async () => {
    const approval = await approve();
    await sentUnanswered(approval);
    expect(await undo()).toBe('pending');
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({ status: 'Pending', pending: 1 });
    const [, back] = await outbox();
    expect(back).toMatchObject({
      op: 'leave/request/decide',
      body: { action: 'PENDING' },
      follows: approval.id,
    });
    // The approval goes again; the undo waits for its answer (sent together, the server would
    // judge it against the version before the approval: "changed by someone else meanwhile").
    expect((await dueEntries(appDb(), ME, NOW, 50, DEVICE_REGISTRY)).map((e) => e.id)).toEqual([approval.id]);
    await applyResult(appDb(), DEVICE_REGISTRY, approval, {
      id: approval.id,
      status: 'applied',
      version: 31,
    });
    const due = await dueEntries(appDb(), ME, NOW, 50, DEVICE_REGISTRY);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ id: back!.id, baseVersion: 31 });
    expect(due[0]!.follows).toBeUndefined();
  });

  it('at the shore already: a PENDING decision on the version the server answered', async () => {
    const approval = await approve();
    await applyResult(appDb(), DEVICE_REGISTRY, approval, {
      id: approval.id,
      status: 'applied',
      version: 31,
    });
    expect(await undo()).toBe('pending');
    const [back] = await outbox();
    expect(back).toMatchObject({ baseVersion: 31, body: { action: 'PENDING' } });
    expect(back!.follows).toBeUndefined();
    expect(back!.body).not.toHaveProperty('comments');
  });

  it('a rejection taken back after it was sent clears its reason, which was for the rejection', async () => {
    const rejection = await approve('REJECT', 'Too many on leave that week');
    await sentUnanswered(rejection);
    await undo();
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({ status: 'Pending', decisionComment: null });
    expect((await outbox())[1]!.body).toMatchObject({ action: 'PENDING', comments: '' });
  });

  it('discarding the approval the shore refused takes its undo with it', async () => {
    const approval = await approve();
    await sentUnanswered(approval);
    await undo();
    const refused = { ...request, status: 'Denied' as const, decidedBy: 2, version: 12 };
    await applyResult(appDb(), DEVICE_REGISTRY, approval, {
      id: approval.id,
      status: 'conflict',
      message: 'This leave request was changed by someone else meanwhile.',
      records: { leaveRequests: [refused] },
    } as never);
    // The undo is not sent while the approval waits for the user's decision.
    expect(await dueEntries(appDb(), ME, NOW, 50, DEVICE_REGISTRY)).toEqual([]);
    await discardChange(appDb(), DEVICE_REGISTRY, (await appDb().outbox.get(approval.id))!);
    expect(await outbox()).toEqual([]);
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({ status: 'Denied', version: 12 });
  });

  it('nothing to undo on a request no longer decided', async () => {
    await appDb().leaveRequests.put(held);
    expect(await undo()).toBeNull();
    expect(await outbox()).toEqual([]);
  });
});
