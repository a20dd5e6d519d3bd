import { UPLOAD_FAILED, WRONG_TYPE } from '@contracts/file-purposes';
import {
  LEAVE_ATTACHMENT_MAX_FILES,
  LEAVE_ATTACHMENT_TEXT,
  type leaveAttachSchema,
} from '@contracts/leave-attachments';
import type { Moved } from '@contracts/sync';
import { levelOn } from '@domain/access/permissions';
import { fullLeaveAccess } from '@domain/leave/leave-access';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applied, fieldRefused, forbidden, notFound } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { findProfile, findRequest } from './leave-repo';
import { auditRequest as audit, changesRequest, visibleRequest } from './leave-requests';
import { inLeaveGroup, isRefusal, leaveScope } from './leave-setup';

type Target = z.infer<typeof leaveAttachSchema>;

/**
 * A request whose attachments the caller may change: one they may see (their own, or anyone's
 * with full access) and change (full access, or their own when the vessel lets crew request
 * leave), as a save. Doc 3: attachments are added and deleted in every status.
 */
async function changeableRequest(tx: Queryable, actor: Actor, body: Target) {
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope) return forbidden();
  const request = await visibleRequest(tx, actor, scope, body.requestId);
  if (!request) return notFound();
  // As a save of it (changesRequest): another's request only with level 5, or in the approval
  // group when the vessel lets it edit; the group reads and decides on it either way.
  if (!changesRequest(scope, request.userId === actor.id)) return forbidden();
  // The profile's lock, then the request as it is now: two attachments added at once are
  // counted one after the other. A deletion of the request (or its profile) that committed while
  // this waited for the lock is seen here: nothing is added to, or bumps, a deleted request.
  await findProfile(tx, request.profileId, true);
  const current = await findRequest(tx, request.id);
  if (!current || current.deleted) return notFound();
  return { request: current };
}

const bump = async (tx: Queryable, requestId: string) => {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE leave_requests SET version = next_change() WHERE id = $1 RETURNING version',
    [requestId],
  );
  return Number(row!.version);
};

/**
 * Add: a file the caller uploaded for this request's owner on its vessel, stored and of the
 * attachment kind, at most ten a request. Sent again (a replay from another device), the same
 * file on the same request is the same add.
 */
export const attachFile: WriteUseCase<Target> = async (tx, actor, body, now) => {
  const found = await changeableRequest(tx, actor, body);
  if (isRefusal(found)) return found;
  const { request } = found;
  const [file] = await tx.query<{
    state: string;
    purpose: string;
    uploaded_by: number;
    vessel_id: number;
    user_id: number;
    request_id: string | null;
  }>(
    `SELECT f.state, f.purpose, f.uploaded_by, f.vessel_id, f.user_id, a.request_id
       FROM files f LEFT JOIN leave_request_files a ON a.file_id = f.id WHERE f.id = $1`,
    [body.fileId],
  );
  if (file?.request_id === request.id) return applied(request.version);
  if (file?.state === 'refused') return fieldRefused('fileId', WRONG_TYPE);
  if (
    file?.state !== 'stored' ||
    file.purpose !== 'leaveAttachment' ||
    file.uploaded_by !== actor.id ||
    file.vessel_id !== request.vesselId ||
    file.user_id !== request.userId
  )
    return fieldRefused('fileId', UPLOAD_FAILED);
  if (file.request_id) return fieldRefused('fileId', LEAVE_ATTACHMENT_TEXT.used);
  if (request.attachments.length >= LEAVE_ATTACHMENT_MAX_FILES)
    return fieldRefused('fileId', LEAVE_ATTACHMENT_TEXT.tooMany);
  await tx.query(
    'INSERT INTO leave_request_files (file_id, request_id, added_by, added_at) VALUES ($1, $2, $3, $4)',
    [body.fileId, request.id, actor.id, now.toISOString()],
  );
  const version = await bump(tx, request.id);
  await audit(tx, actor, now, request, 'leave.request.attach', { fileId: body.fileId });
  return applied(version, movedRequest(request, version));
};

/** Delete: the attachment leaves the request (in any status); one already gone is done. */
export const detachFile: WriteUseCase<Target> = async (tx, actor, body, now) => {
  const found = await changeableRequest(tx, actor, body);
  if (isRefusal(found)) return found;
  const { request } = found;
  const gone = await tx.query(
    'DELETE FROM leave_request_files WHERE file_id = $1 AND request_id = $2 RETURNING 1',
    [body.fileId, request.id],
  );
  if (gone.length === 0) return applied(request.version);
  const version = await bump(tx, request.id);
  await audit(tx, actor, now, request, 'leave.request.detach', { fileId: body.fileId });
  return applied(version, movedRequest(request, version));
};

/**
 * The request the attachment moved on: the same device's edit of the request queued after it is
 * based on the version before, and is no conflict for that (use-case.ts, Moved).
 */
const movedRequest = (request: { id: string; version: number }, version: number): Moved[] => [
  { kind: 'leaveRequests', key: request.id, from: Number(request.version), to: version },
];

/**
 * Reading a leave attachment's bytes (GET /files/{id}): as reading its request, its owner or
 * full leave access on its vessel; a file on no request (not yet added, or deleted from one)
 * only its uploader. Null when the caller may read it, else the refusal.
 */
export async function leaveFileRefusal(
  db: Queryable,
  actor: Actor,
  file: { id: string; uploaded_by: number },
): Promise<'notFound' | null> {
  const [on] = await db.query<{ request_id: string }>(
    'SELECT request_id FROM leave_request_files WHERE file_id = $1',
    [file.id],
  );
  const request = on ? await findRequest(db, on.request_id) : null;
  if (!request || request.deleted) return file.uploaded_by === actor.id ? null : 'notFound';
  if (request.userId === actor.id) return null;
  const level = levelOn(actor.roles, request.vesselId);
  if (level === null) return 'notFound';
  const standing = { level, inApprovalGroup: await inLeaveGroup(db, actor.id, request.vesselId) };
  return fullLeaveAccess(standing) ? null : 'notFound';
}
