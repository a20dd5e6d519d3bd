import type { AppDb } from '../../../db/app-db';
import { queueFile } from '../../../sync/files/upload-files';
import { enqueue } from '../../../sync/outbox';

/**
 * Keeps a drawn or uploaded signature on the device and queues it: the image as a file
 * (uploaded in chunks, resumable), and the operation that makes it the user's signature,
 * which waits until the server has the file. One transaction: both, or neither.
 */
export async function saveSignatureFile(db: AppDb, vesselId: number, png: Blob, now: number) {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const userId = session.user.id;
  return db.transaction('rw', db.files, db.outbox, async () => {
    // A newer signature replaces one that has not left the device yet.
    const earlier = await db.outbox
      .where('coalesceKey')
      .equals('signature')
      .filter((e) => e.status === 'pending' && e.attempts === 0 && e.op === 'hor/signature/use')
      .first();
    if (earlier?.op === 'hor/signature/use') await db.files.delete(earlier.body.fileId);
    const fileId = await queueFile(
      db,
      { vesselId, userId, queuedBy: userId, purpose: 'signature', name: 'signature.png', blob: png },
      now,
    );
    return enqueue(
      db,
      { op: 'hor/signature/use', body: { fileId }, baseVersion: 0, coalesceKey: 'signature', userId },
      now,
    );
  });
}
