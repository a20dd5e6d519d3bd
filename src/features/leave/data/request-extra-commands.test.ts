import { describe, expect, it } from 'vitest';
import { pendingRequest, TEST_REQUEST_ID } from '../../../../tests/kits/leave-test-rows';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import { LEAVE_ATTACHMENT_TEXT } from '../../../contracts/leave-attachments';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { duplicateRequest } from './leave-commands';
import { attachToRequest, detachFromRequest, notifyAboutRequest } from './request-extra-commands';

const appDb = freshAppDbEachTest('leave-extras');

const NOW = 1_800_000_000_000;
const who = () => ({ db: appDb(), userId: 9, now: NOW });
const REQ = TEST_REQUEST_ID;
const request = (extra: Partial<LeaveRequestRecord> = {}) =>
  pendingRequest({
    days: [
      { date: '2027-05-03', leaveTypeId: 1 },
      { date: '2027-05-04', leaveTypeId: 1 },
    ],
    comments: 'Family',
    ...extra,
  });
const pdf = (n = 100) => new File([new Uint8Array(n)], 'ticket.pdf', { type: 'application/pdf' });
const queued = async () => (await appDb().outbox.orderBy('id').toArray()).map((e) => [e.op, e.body]);

describe('attachments on the device', () => {
  it('a file added shows on the request at once, and its add waits in the outbox for the upload', async () => {
    await appDb().leaveRequests.put({ ...request(), pending: 0 });
    expect(await attachToRequest(who(), request(), pdf())).toBeNull();
    const [file] = await appDb().files.toArray();
    expect(file).toMatchObject({
      purpose: 'leaveAttachment',
      vesselId: 1,
      userId: 7,
      queuedBy: 9,
      state: 'queued',
    });
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({
      pending: 1,
      attachments: [{ id: file!.id, name: 'ticket.pdf', size: 100, type: 'application/pdf' }],
    });
    expect(await queued()).toEqual([
      ['leave/request/attach', { yachtId: 1, requestId: REQ, fileId: file!.id }],
    ]);
  });

  it('refuses an eleventh file, a wrong type and a file over 4,000,000 bytes before anything is queued', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      id: `F${i}`,
      name: 'x.pdf',
      size: 1,
      type: 'application/pdf',
    }));
    expect(await attachToRequest(who(), request({ attachments: ten }), pdf())).toBe(
      `ticket.pdf: ${LEAVE_ATTACHMENT_TEXT.tooMany}`,
    );
    const doc = new File(['x'], 'notes.doc', { type: 'application/msword' });
    expect(await attachToRequest(who(), request(), doc)).toBe(
      `notes.doc: ${LEAVE_ATTACHMENT_TEXT.wrongType}`,
    );
    const big = new File([new Uint8Array(4_000_001)], 'scan.pdf', { type: 'application/pdf' });
    expect(await attachToRequest(who(), request(), big)).toBe(
      "File 'scan.pdf' is too large. Please keep file under 4 MB.",
    );
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('deleting one never sent drops it and its file; one on the server is deleted through the outbox', async () => {
    await appDb().leaveRequests.put({ ...request(), pending: 0 });
    await attachToRequest(who(), request(), pdf());
    const [file] = await appDb().files.toArray();
    await detachFromRequest(who(), request(), file!.id);
    expect(await appDb().files.count()).toBe(0);
    expect(await queued()).toEqual([]);
    expect((await appDb().leaveRequests.get(REQ))?.attachments).toEqual([]);

    const sent = { id: '01JTESTF000000000000000001', name: 'pass.png', size: 5, type: 'image/png' };
    await appDb().leaveRequests.put({ ...request({ attachments: [sent] }), pending: 0 });
    await detachFromRequest(who(), request({ attachments: [sent] }), sent.id);
    expect(await appDb().leaveRequests.get(REQ)).toMatchObject({ attachments: [], pending: 1 });
    expect(await queued()).toEqual([
      ['leave/request/detach', { yachtId: 1, requestId: REQ, fileId: sent.id }],
    ]);
  });
});

describe('Duplicate and Notify people on the device', () => {
  it('makes a draft copy per employee under ids of its own, without attachments, and queues one duplicate', async () => {
    const withFile = request({ attachments: [{ id: 'F', name: 'a.pdf', size: 1, type: 'application/pdf' }] });
    const ids = await duplicateRequest(
      who(),
      withFile,
      [
        { id: '01JTESTPROFILE000000000002', userId: 8 },
        { id: '01JTESTPROFILE000000000003', userId: 10 },
      ],
      true,
    );
    expect(new Set(ids).size).toBe(2);
    const copy = await appDb().leaveRequests.get(ids[0]!);
    expect(copy).toMatchObject({
      userId: 8,
      profileId: '01JTESTPROFILE000000000002',
      status: 'Draft',
      attachments: [],
      createdBy: 9,
      version: 0,
      pending: 1,
      days: withFile.days,
    });
    expect(await queued()).toEqual([
      [
        'leave/request/duplicate',
        {
          yachtId: 1,
          requestId: REQ,
          copies: [
            { profileId: '01JTESTPROFILE000000000002', requestId: ids[0] },
            { profileId: '01JTESTPROFILE000000000003', requestId: ids[1] },
          ],
          allFuture: true,
        },
      ],
    ]);
  });

  it('queues a notice; no one chosen is refused with the spec’s words', async () => {
    await notifyAboutRequest(who(), { yachtId: 1, requestId: REQ, userIds: [3, 5] });
    expect(await queued()).toEqual([
      ['leave/request/notify', { yachtId: 1, requestId: REQ, userIds: [3, 5] }],
    ]);
    await expect(notifyAboutRequest(who(), { yachtId: 1, requestId: REQ, userIds: [] })).rejects.toThrow(
      'Select at least one user.',
    );
  });
});
