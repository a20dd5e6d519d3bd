import type { LeaveAdjust } from '../../../contracts/leave';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { adjustLeave, newLeaveId, type Who } from './leave-commands';

/**
 * Group additional leave (doc 3: additional leave days, group): one 'leave/adjust' per person,
 * the single popup's command run for each inside one Dexie transaction, so all are queued or
 * none (a failure half way leaves neither the screen nor the outbox with part of the group).
 */
export async function addGroupLeave(
  who: Who,
  people: { profile: LeaveProfileRecord; days: number }[],
  note: Pick<LeaveAdjust, 'date' | 'comment'>,
) {
  await who.db.transaction('rw', [who.db.leaveAdjustments, who.db.outbox], async () => {
    for (const { profile, days } of people)
      await adjustLeave(who, profile, { kind: 'additional', days, ...note, adjustmentId: newLeaveId() });
  });
}
