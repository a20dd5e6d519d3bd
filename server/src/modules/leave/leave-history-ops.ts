import type { RecordMap, SyncOutcome } from '@contracts/sync';
import { type Outcome, syncOutcome } from '../../kernel/outcome';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { updateHistoryComment } from './leave-history-read';
import { ADJUSTMENT_SELECT, toAdjustment } from './leave-repo';
import { isRefusal, profileOn } from './leave-setup';

/** The REST answer's entry stays out of a sync answer, as the REST status does. */
const strip = (o: Outcome): SyncOutcome => {
  const { entry: _, ...outcome } = o as Outcome & { entry?: unknown };
  return syncOutcome(outcome as Outcome);
};

/**
 * A comment of the leave history changed offline ('leave/history/comment'), as PUT
 * /leave/history/{id} changes it; refused on a vessel where the leave module is off. A refusal
 * brings back the server's copy of the record the device changed with it (the adjustment, or the
 * profile whose rate it is), as the caller may see it.
 */
export const leaveHistoryOps = gatedOps(
  'leave',
  {
    'leave/history/comment': {
      apply: async (tx, b, { actor, now }) => strip(await updateHistoryComment(tx, actor, b, now)),
      current: async (tx, b, { actor }): Promise<RecordMap> => {
        if (b.adjustmentId) {
          const [row] = await tx.query<Record<string, unknown>>(`${ADJUSTMENT_SELECT} WHERE a.id = $1`, [
            b.adjustmentId,
          ]);
          if (!row) return {};
          const adjustment = toAdjustment(row);
          const found = await profileOn(tx, actor, b.yachtId, adjustment.profileId);
          return isRefusal(found) ? {} : { leaveAdjustments: [adjustment] };
        }
        if (!b.profileId) return {};
        const found = await profileOn(tx, actor, b.yachtId, b.profileId);
        return isRefusal(found) ? {} : { leaveProfiles: [found.profile] };
      },
    },
  } satisfies OpHandlers,
  [],
);
