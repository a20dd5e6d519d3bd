import type { FileRow, OutboxEntry } from '../db/app-db';

/**
 * A shared phone (issue 9): the Sync page and the waiting counts show the user their own
 * changes only. Another user's changes stay queued for that user's next login (dueEntries and
 * the uploader send them under that user only), sealed when their session had a seal key; a
 * session without one (stored before seal keys) left them readable, and the next user saw them
 * waiting, with Retry and Discard on their refusals.
 */
export function ownChanges<E extends Pick<OutboxEntry, 'userId' | 'status'>>(
  entries: readonly E[],
  userId: number | null,
) {
  const mine = userId === null ? [] : entries.filter((e) => e.userId === userId);
  return {
    attention: mine.filter((e) => e.status === 'conflict' || e.status === 'rejected'),
    waiting: mine.filter((e) => e.status === 'pending' || e.status === 'sending'),
    // Another user's sealed work: counted, never described (it cannot be read).
    sealed: entries.filter((e) => e.status === 'sealed').length,
    // Another user's work their session could not seal: not shown, but the device still holds it.
    othersUnsealed: entries.filter((e) => e.userId !== userId && e.status !== 'sealed').length,
  };
}

/** The files the user queued that are on their way (their uploads only, as the uploader sends them). */
export const ownUploads = <F extends Pick<FileRow, 'queuedBy' | 'state' | 'sealed'>>(
  files: readonly F[],
  userId: number | null,
) =>
  files.filter(
    (f) =>
      userId !== null &&
      f.queuedBy === userId &&
      !f.sealed &&
      (f.state === 'queued' || f.state === 'uploading'),
  );

/** The header chip's and the Sync page's figures: the user's changes waiting, and needing a decision. */
export function ownCounts(
  entries: readonly Pick<OutboxEntry, 'userId' | 'status'>[],
  files: readonly Pick<FileRow, 'queuedBy' | 'state' | 'sealed'>[],
  userId: number | null,
) {
  const { attention, waiting } = ownChanges(entries, userId);
  return { pending: waiting.length + ownUploads(files, userId).length, problems: attention.length };
}
