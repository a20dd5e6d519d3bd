import type { LeaveDecisionInput } from '../../../contracts/leave';
import type { LeaveRequestRecord } from '../../../contracts/leave-records';
import type { OutboxEntry, Pending } from '../../../db/app-db';
import { dropEntry } from '../../../sync/apply-server-data';
import { type DeviceRegistry, refId, syncedTables } from '../../../sync/device-kit';
import { decideRequest, type Who } from './leave-commands';

type DecideEntry = OutboxEntry & { op: 'leave/request/decide'; body: LeaveDecisionInput };

/**
 * Undo a decision made from a list (an APPROVE tapped on the wrong row, at sea): 'withdrawn'
 * when the shore never had it (or refused it): it goes as Discard on the Sync page takes a
 * change off, and the request is as the server has it. Otherwise 'pending': the request goes back
 * to Pending (the PENDING decision). Sent and not answered yet (the link lost the answer, the
 * shore went down), the PENDING waits for that answer and builds on the version it produced.
 * null: nothing to undo (the request is no longer decided, or was deleted meanwhile).
 * `before` is the request as the device held it when the decision was made: taken back before
 * the shore saw it, the request shows as it was, offline too (Discard alone would drop the row
 * until the feed brings it again, when the server's copy did not come meanwhile).
 */
export async function undoDecision(
  { db, userId, now }: Who,
  registry: DeviceRegistry,
  requestId: string,
  before?: Pending<LeaveRequestRecord>,
): Promise<'withdrawn' | 'pending' | null> {
  const tables = [db.outbox, db.meta, db.shadows, ...syncedTables(registry, db)];
  return db.transaction('rw', tables, async () => {
    const mine = (await db.outbox
      .filter((e) => e.op === 'leave/request/decide' && e.userId === userId)
      .toArray()) as DecideEntry[];
    const last = mine.filter((e) => e.body.requestId === requestId).at(-1);
    const neverTaken = last?.status === 'pending' && last.attempts === 0;
    const serverCopy = await db.shadows.get(refId('leaveRequests', requestId));
    if (last && neverTaken && before && !serverCopy) {
      await db.outbox.delete(last.id);
      await db.leaveRequests.put(before);
      return 'withdrawn';
    }
    if (last && (neverTaken || last.status === 'conflict' || last.status === 'rejected')) {
      const rewind = await dropEntry(db, registry, last);
      if (rewind !== null) {
        const cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
        await db.meta.put({ key: 'cursor', value: Math.min(cursor, rewind) });
      }
      return 'withdrawn';
    }
    const current = await db.leaveRequests.get(requestId);
    if (!current || current.deleted || !['Approved', 'Denied'].includes(current.status)) return null;
    // A rejection's reason was for the rejection: the crew member does not read it on a request
    // waiting again. An approval's comment is left as it was.
    const comments = current.status === 'Denied' ? '' : undefined;
    await decideRequest({ db, userId, now }, current, 'PENDING', comments, last?.id);
    return 'pending';
  });
}
