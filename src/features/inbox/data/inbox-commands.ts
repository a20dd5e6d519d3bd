import type { InboxMessage } from '../../../contracts/inbox';
import type { AppDb } from '../../../db/app-db';
import { enqueue } from '../../../sync/outbox';

/** Seen on opening: at once on the device, queued for the server (offline too). */
export async function markSeen(db: AppDb, userId: number, message: InboxMessage, now: number) {
  if (message.seen) return;
  await db.transaction('rw', db.messages, db.outbox, async () => {
    await db.messages.update(message.id, { seen: true });
    await enqueue(
      db,
      {
        op: 'inbox/seen',
        body: { messageId: message.id },
        baseVersion: message.version,
        coalesceKey: null,
        userId,
      },
      now,
    );
  });
}

/** Removed: gone from the list at once, queued for the server. */
export async function removeMessage(db: AppDb, userId: number, message: InboxMessage, now: number) {
  await db.transaction('rw', db.messages, db.outbox, async () => {
    await db.messages.update(message.id, { deleted: true, seen: true });
    await enqueue(
      db,
      {
        op: 'inbox/remove',
        body: { messageId: message.id },
        baseVersion: message.version,
        coalesceKey: null,
        userId,
      },
      now,
    );
  });
}
