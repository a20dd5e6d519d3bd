import { useQuery } from '@tanstack/react-query';
import { approvalGroupSchema, type GroupMember } from '../../../contracts/rest-hours-answers';
import type { AppDb, OutboxOp, StoredSession } from '../../../db/app-db';
import { authedJson } from '../../../lib/api-client';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net, requestSync } from '../../../lib/services';
import { enqueueAlone } from '../../../sync/outbox';

export type GroupChange =
  | { kind: 'member'; userId: number; name: string; member: boolean; watchkeeper?: boolean }
  | { kind: 'department'; userId: number; departmentId: number; departmentName: string; member: boolean };

/** A change as the list shows it at once, before the server has it. */
export function applyGroupChange(list: GroupMember[], c: GroupChange): GroupMember[] {
  if (c.kind === 'member') {
    if (!c.member) return list.filter((m) => m.userId !== c.userId);
    const known = list.find((m) => m.userId === c.userId);
    if (known)
      return list.map((m) =>
        m.userId === c.userId ? { ...m, watchkeeper: c.watchkeeper ?? m.watchkeeper } : m,
      );
    return [
      ...list,
      { userId: c.userId, name: c.name, watchkeeper: c.watchkeeper ?? false, departments: [] },
    ];
  }
  return list.map((m) => {
    if (m.userId !== c.userId) return m;
    const others = m.departments.filter((d) => d.id !== c.departmentId);
    return {
      ...m,
      departments: c.member ? [...others, { id: c.departmentId, name: c.departmentName }] : others,
    };
  });
}

/**
 * The approval group as the server last said (kept for offline use), re-read after each sync
 * so queued changes show as the server applied them.
 */
export function useApprovalGroup(vesselId: number) {
  const group = useQuery({
    queryKey: ['approval-group', vesselId],
    queryFn: () => authedJson(approvalGroupSchema, db, net, `/hor/approvalGroup/list/${vesselId}`),
    enabled: vesselId > 0,
  });
  useRereadAfterSync(['approval-group', vesselId]);
  return group;
}

/** Queues a change (officers change the group at sea too) and shows it at once. */
export async function queueGroupChange(
  database: AppDb,
  session: StoredSession,
  vesselId: number,
  change: GroupChange,
  setList: (apply: (list: GroupMember[]) => GroupMember[]) => void,
) {
  const op: OutboxOp =
    change.kind === 'member'
      ? {
          op: 'hor/approval/member',
          body: {
            yachtId: vesselId,
            userId: change.userId,
            member: change.member,
            ...(change.watchkeeper === undefined ? {} : { watchkeeper: change.watchkeeper }),
          },
        }
      : {
          op: 'hor/approval/department',
          body: {
            yachtId: vesselId,
            userId: change.userId,
            departmentId: change.departmentId,
            member: change.member,
          },
        };
  await enqueueAlone(
    database,
    { ...op, baseVersion: 0, coalesceKey: null, userId: session.user.id },
    Date.now(),
  );
  setList((list) => applyGroupChange(list, change));
  requestSync();
}
