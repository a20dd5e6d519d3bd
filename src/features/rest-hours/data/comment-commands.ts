import { commentSaveSchema, type RestComment } from '../../../contracts/rest-hours';
import type { AppDb, StoredSession } from '../../../db/app-db';
import { enqueue } from '../../../sync/outbox';

/** The author changes a comment's text: same id, so the server updates it in place. */
export async function editComment(
  db: AppDb,
  session: StoredSession,
  comment: RestComment,
  text: string,
  now: number,
) {
  const body = commentSaveSchema.parse({
    commentId: comment.id,
    yachtId: comment.vesselId,
    userId: comment.userId,
    date: comment.date,
    kind: comment.kind,
    text,
  });
  await db.transaction('rw', db.comments, db.outbox, async () => {
    await db.comments.update(comment.id, { text: body.text });
    await enqueue(
      db,
      {
        op: 'hor/comment/save',
        body,
        baseVersion: comment.version,
        coalesceKey: `comment:${comment.id}`,
        userId: session.user.id,
      },
      now,
    );
  });
}

/** Deletes a comment (its author, or an officer): gone here at once, and on the server when sent. */
export async function deleteComment(db: AppDb, session: StoredSession, comment: RestComment, now: number) {
  await db.transaction('rw', db.comments, db.outbox, async () => {
    await db.comments.update(comment.id, { deleted: true });
    await enqueue(
      db,
      {
        op: 'hor/comment/delete',
        body: { id: comment.id, yachtId: comment.vesselId },
        baseVersion: comment.version,
        coalesceKey: null,
        userId: session.user.id,
      },
      now,
    );
  });
}
