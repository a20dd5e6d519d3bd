import { type FilePurpose, UPLOAD_FAILED } from '../../contracts/file-purposes';
import type { AppDb, FileRow } from '../../db/app-db';
import { msg } from '../../i18n/msg';
import { freshSession, type Net } from '../auth-refresh';
import { backingOff, retryDelayMs } from '../backoff';
import { isGatewayFailure } from '../link-state';
import { ulid } from '../ulid';
import { tusUpload, UploadRefused } from './tus-upload';

/** Chunks small enough that a satellite link that drops loses little; each one is confirmed. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

export interface NewFile {
  vesselId: number;
  /** Whose record it belongs to. */
  userId: number;
  queuedBy: number;
  purpose: FilePurpose;
  name: string;
  blob: Blob;
}

/**
 * Keeps a file chosen or made on the device (offline too) and queues it for upload. Call it in
 * the same Dexie transaction as the outbox entry that refers to the returned id: the entry
 * waits until the server has the file (see dueEntries).
 */
export async function queueFile(db: AppDb, file: NewFile, now: number): Promise<string> {
  const id = ulid(now);
  await db.files.add({
    id,
    vesselId: file.vesselId,
    userId: file.userId,
    queuedBy: file.queuedBy,
    purpose: file.purpose,
    name: file.name,
    type: file.blob.type,
    size: file.blob.size,
    blob: file.blob,
    state: 'queued',
    offset: 0,
    lastUsedAt: now,
  });
  return id;
}

export type UploadReport = { outcome: 'done'; uploaded: number } | { outcome: 'offline' | 'needs-login' };

/**
 * Uploads every waiting file, oldest first; each resumes from the bytes the server has. A file
 * the shore failed on (a 5xx) waits its back-off and the files after it go on; a link that
 * failed stops the run's uploads.
 */
export async function uploadQueuedFiles(db: AppDb, net: Net): Promise<UploadReport> {
  const waiting = await db.files.where('state').anyOf('queued', 'uploading').sortBy('id');
  let uploaded = 0;
  for (const file of waiting) {
    if (backingOff(file.nextAttemptAt ?? 0, net.now())) continue;
    const session = await freshSession(db, net).catch(() => null);
    if (!session) return { outcome: 'needs-login' };
    // Another user's files on a shared device wait for that user's session.
    if (file.queuedBy !== session.user.id || file.sealed) continue;
    const outcome = await uploadOne(db, net, file);
    if (outcome === 'offline') return { outcome: 'offline' };
    if (outcome === 'done') uploaded++;
  }
  return { outcome: 'done', uploaded };
}

type Failure = { retry: 'link' | 'later' } | { refused: string };

/** What a failed upload means: no link (stop), the shore failed on it (later), or refused for good. */
function failure(error: unknown): Failure {
  if (!(error instanceof UploadRefused)) return { retry: 'link' };
  const { status } = error;
  if (status === 401 || isGatewayFailure(status)) return { retry: 'link' };
  if (status < 400 || status >= 500 || status === 404 || status === 409 || status === 410 || status === 423)
    return { retry: 'later' };
  try {
    return { refused: (JSON.parse(error.body) as { message?: string }).message ?? msg('Upload refused.') };
  } catch {
    return { refused: UPLOAD_FAILED };
  }
}

async function uploadOne(
  db: AppDb,
  net: Net,
  file: FileRow,
): Promise<'done' | 'offline' | 'later' | 'refused'> {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  try {
    await tusUpload(file.blob!, {
      endpoint: new URL(`${net.baseUrl}/files/uploads`, base).href,
      uploadUrl: file.uploadUrl ?? null,
      metadata: {
        id: file.id,
        vesselId: String(file.vesselId),
        userId: String(file.userId),
        purpose: file.purpose,
        name: file.name,
        filetype: file.type,
      },
      chunkSize: UPLOAD_CHUNK_BYTES,
      fetch: net.fetch,
      headers: async (): Promise<Record<string, string>> => {
        const session = await freshSession(db, net);
        return session ? { Authorization: `Bearer ${session.accessToken}` } : {};
      },
      onUploadUrl: (uploadUrl) => {
        void db.files.update(file.id, { state: 'uploading', uploadUrl });
      },
      onChunk: (accepted) => {
        void db.files.update(file.id, { offset: accepted });
      },
    });
  } catch (error) {
    const failed = failure(error);
    if ('refused' in failed) {
      await db.files.update(file.id, { state: 'refused', error: failed.refused });
      return 'refused';
    }
    if (failed.retry === 'link') return 'offline';
    const attempts = (file.attempts ?? 0) + 1;
    await db.files.update(file.id, { attempts, nextAttemptAt: net.now() + retryDelayMs(attempts) });
    return 'later';
  }
  await db.files.update(file.id, {
    state: 'stored',
    offset: file.size,
    uploadUrl: undefined,
    lastUsedAt: net.now(),
    attempts: undefined,
    nextAttemptAt: undefined,
  });
  return 'done';
}
