import type { LeaveRequestRecord } from '../../../contracts/leave-records';

/** What a decision sends as its comment: the field as typed when it changed, else nothing (kept as it is). */
export function decisionCommentToSend(typed: string, record: LeaveRequestRecord | undefined) {
  const value = typed.trim();
  return value === (record?.decisionComment ?? '') ? undefined : value;
}
