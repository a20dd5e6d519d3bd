import type {
  LeaveAdjustmentRecord,
  LeaveProfileRecord,
  LeaveRequestRecord,
  LeaveSettings,
  LeaveType,
} from '@contracts/leave-records';
import { crewServer } from './crew-fixture';
import { roleCalls } from './role-calls';

/**
 * The leave tests' server: the demo fleet (leave set up on Aurora, most crew with a profile, the
 * captain the approval group, a pending request of the demo crew member) and, for each demo
 * role, a token, user id, crew id and leave profile id, with helpers for REST calls and ops.
 */
export async function leaveServer() {
  const base = await crewServer();
  const { s, aurora, token } = base;
  const profileId: Record<string, string> = {};
  for (const [who, userId] of Object.entries(base.userId)) {
    const [row] = await s.db.query<{ id: string }>(
      'SELECT id FROM leave_profiles WHERE vessel_id = $1 AND user_id = $2 AND active AND NOT deleted',
      [aurora, userId],
    );
    if (row) profileId[who] = row.id;
  }
  const types = await s.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM leave_types WHERE vessel_id = $1 AND NOT deleted',
    [aurora],
  );
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;

  let seq = 0;
  /** A fresh client id (a ULID's length), unique in the run. */
  const newId = (prefix = 'T') => `01JTEST${prefix}${String(++seq).padStart(19 - prefix.length, '0')}`;
  const { call, op, feed } = roleCalls<
    { leaveRequests?: LeaveRequestRecord[]; leaveProfiles?: LeaveProfileRecord[] },
    {
      leaveSettings?: LeaveSettings[];
      leaveTypes?: LeaveType[];
      leaveProfiles?: LeaveProfileRecord[];
      leaveRequests?: LeaveRequestRecord[];
      leaveAdjustments?: LeaveAdjustmentRecord[];
    }
  >(s, token, newId);
  /** A request body for the demo crew member's (or `who`'s) profile over the given dates. */
  const requestBody = (who: string, dates: string[], extra: Record<string, unknown> = {}) => ({
    yachtId: aurora,
    profileId: profileId[who],
    action: 'REQUEST',
    startDate: dates[0],
    endDate: dates.at(-1),
    days: dates.map((date) => ({ date, leaveTypeId: typeId('Leave') })),
    ...extra,
  });
  const requestRow = async (id: string) =>
    (
      await s.db.query<{ status: string; deleted: boolean; comments: string | null }>(
        'SELECT status, deleted, comments FROM leave_requests WHERE id = $1',
        [id],
      )
    )[0];
  /** Aurora's editByApprovalGroup (canLAGEditLeave), off by default. */
  const editByGroup = (on: boolean) =>
    s.db.query('UPDATE leave_settings SET edit_by_approval_group = $2 WHERE vessel_id = $1', [aurora, on]);
  /**
   * `userId` in Aurora's leave approval group while `body` runs; after it, out again and the
   * group's edit setting back to off, whatever happened.
   */
  const inApprovalGroup = async (userId: number, body: () => Promise<void>) => {
    await s.db.query('INSERT INTO leave_approval_members (vessel_id, user_id) VALUES ($1, $2)', [
      aurora,
      userId,
    ]);
    try {
      await body();
    } finally {
      await editByGroup(false);
      await s.db.query('DELETE FROM leave_approval_members WHERE vessel_id = $1 AND user_id = $2', [
        aurora,
        userId,
      ]);
    }
  };
  return {
    ...base,
    profileId,
    typeId,
    newId,
    call,
    op,
    feed,
    requestBody,
    requestRow,
    editByGroup,
    inApprovalGroup,
  };
}
export type LeaveTestServer = Awaited<ReturnType<typeof leaveServer>>;
