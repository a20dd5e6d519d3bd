import { useLiveQuery } from 'dexie-react-hooks';
import type { ReopenRequest } from '../../../contracts/reopen-requests';
import type { AppDb, StoredSession } from '../../../db/app-db';
import { db as appDb } from '../../../lib/services';
import { enqueue } from '../../../sync/outbox';

/** The requests to reopen on a vessel (the feed sends only those the user may see), newest first. */
export function useReopenRequests(vesselId: number): ReopenRequest[] {
  return useLiveQuery(
    async () =>
      (await appDb.reopenRequests.where('vesselId').equals(vesselId).toArray()).sort((a, b) =>
        b.requestedAt.localeCompare(a.requestedAt),
      ),
    [vesselId],
    [],
  );
}

/**
 * A supervisor accepts or declines a request: shown at once on the device, queued for the
 * server (which reopens the month with the requested days on accept).
 */
export async function decideReopenRequest(
  db: AppDb,
  session: StoredSession,
  request: ReopenRequest,
  accept: boolean,
  now: number,
) {
  await db.transaction('rw', db.reopenRequests, db.outbox, async () => {
    await db.reopenRequests.update(request.id, {
      state: accept ? 'accepted' : 'declined',
      decidedByName: `${session.user.firstName} ${session.user.lastName}`,
      decidedAt: new Date(now).toISOString(),
    });
    await enqueue(
      db,
      {
        op: 'hor/reopen/decide',
        body: { requestId: request.id, yachtId: request.vesselId, accept },
        baseVersion: request.version,
        coalesceKey: null,
        userId: session.user.id,
      },
      now,
    );
  });
}
