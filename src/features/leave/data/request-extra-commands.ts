import {
  attachmentRefusalText,
  leaveAttachSchema,
  leaveDetachSchema,
} from '../../../contracts/leave-attachments';
import { type LeaveNotify, leaveNotifySchema } from '../../../contracts/leave-notify';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import { attachmentRefusal } from '../../../domain/leave/attachments';
import { queueFile } from '../../../sync/files/upload-files';
import { enqueue, latestUnsent } from '../../../sync/outbox';
import type { Who } from './leave-commands';

/**
 * A leave request's attachments and 'Notify people' on the device. An attachment's file goes
 * into the file queue and the request shows it at once (marked pending); the operation that
 * adds it waits in the outbox until the server has the bytes, offline for days if need be.
 */

const attachKey = (fileId: string) => `leave-attach:${fileId}`;

/** Adds a file to the request, or answers why it cannot be (the spec's and the file rules' words, naming the file). */
export async function attachToRequest(
  { db, userId, now }: Who,
  request: LeaveRequestRecord,
  file: File,
): Promise<string | null> {
  // A row pulled before requests carried attachments has none yet.
  const name = file.name || 'attachment';
  const refusal = attachmentRefusal(file, (request.attachments ?? []).length);
  if (refusal) return attachmentRefusalText(refusal, name);
  await db.transaction('rw', [db.files, db.outbox, db.leaveRequests], async () => {
    const fileId = await queueFile(
      db,
      {
        vesselId: request.vesselId,
        userId: request.userId,
        queuedBy: userId,
        purpose: 'leaveAttachment',
        name,
        blob: file,
      },
      now,
    );
    const body = leaveAttachSchema.parse({ yachtId: request.vesselId, requestId: request.id, fileId });
    const current = (await db.leaveRequests.get(request.id)) ?? request;
    await db.leaveRequests.update(request.id, {
      attachments: [...(current.attachments ?? []), { id: fileId, name, size: file.size, type: file.type }],
      pending: 1,
    });
    await enqueue(
      db,
      { op: 'leave/request/attach', body, baseVersion: 0, coalesceKey: attachKey(fileId), userId },
      now,
    );
  });
  return null;
}

/**
 * Deletes an attachment. One added on this device and never sent goes with its file, without a
 * word to the server (nothing is uploaded for nothing); else the delete is queued.
 */
export async function detachFromRequest(
  { db, userId, now }: Who,
  request: LeaveRequestRecord,
  fileId: string,
) {
  const body = leaveDetachSchema.parse({ yachtId: request.vesselId, requestId: request.id, fileId });
  await db.transaction('rw', [db.files, db.outbox, db.leaveRequests], async () => {
    const current = (await db.leaveRequests.get(request.id)) ?? request;
    await db.leaveRequests.update(request.id, {
      attachments: (current.attachments ?? []).filter((a) => a.id !== fileId),
    });
    const unsent = await latestUnsent(db, attachKey(fileId));
    const file = await db.files.get(fileId);
    if (unsent?.status === 'pending' && unsent.attempts === 0 && file?.state === 'queued') {
      await db.outbox.delete(unsent.id);
      await db.files.delete(fileId);
      return;
    }
    await db.leaveRequests.update(request.id, { pending: 1 });
    await enqueue(db, { op: 'leave/request/detach', body, baseVersion: 0, coalesceKey: null, userId }, now);
  });
}

/** Notify people: queued, so a notice written at sea goes out with the next link. */
export async function notifyAboutRequest({ db, userId, now }: Who, input: LeaveNotify) {
  const body = leaveNotifySchema.parse(input);
  await enqueue(db, { op: 'leave/request/notify', body, baseVersion: 0, coalesceKey: null, userId }, now);
}
