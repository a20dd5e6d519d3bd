import type { LeaveEntry } from '@contracts/leave-answers';
import { LEAVE_ENTRY_CODES, LEAVE_TEXT } from '@contracts/leave-records';
import { LEVEL, reaches } from '@domain/access/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { leaveScope } from './leave-setup';

export interface EntryAnswer {
  status: 200 | 210 | 211 | 212;
  body: LeaveEntry;
}

/**
 * The Leave entry (doc 3, section 4): the caller's flags, or a special answer that opens a
 * popup: 210 the first entry of someone at level 5+ (the settings were never visited), 211
 * level 5+ on a vessel with no leave profile yet, 212 someone with neither an active profile
 * nor full access. Sets the vessel's leave up on its first use.
 */
export async function leaveEntry(db: Db, actor: Actor, vesselId: number): Promise<EntryAnswer | null> {
  return db.transaction(async (tx) => {
    const scope = await leaveScope(tx, actor, vesselId);
    if (!scope) return null;
    const { settings, standing } = scope;
    const [mine] = await tx.query<{ id: string }>(
      `SELECT id FROM leave_profiles WHERE vessel_id = $1 AND user_id = $2 AND active AND NOT deleted
        ORDER BY created_at DESC LIMIT 1`,
      [vesselId, actor.id],
    );
    const body: LeaveEntry = {
      canAccessLeaveTypes: scope.manages,
      canL2L4RequestLeave: settings.requestOwnLeave,
      hideCalculations: settings.hideCalculations,
      canLAGEditLeave: settings.editByApprovalGroup,
      isLeaveApprovalGroup: standing.inApprovalGroup,
      fullAccess: scope.full,
      profileId: mine?.id ?? null,
    };
    const senior = reaches(standing.level, LEVEL.purser);
    if (senior && !settings.visited)
      return {
        status: LEAVE_ENTRY_CODES.officerFirstEntry,
        body: { ...body, message: LEAVE_TEXT.officerFirstEntry },
      };
    if (senior) {
      const [any] = await tx.query(
        'SELECT 1 FROM leave_profiles WHERE vessel_id = $1 AND active AND NOT deleted LIMIT 1',
        [vesselId],
      );
      if (!any)
        return {
          status: LEAVE_ENTRY_CODES.officerSecondEntry,
          body: { ...body, message: LEAVE_TEXT.officerSecondEntry },
        };
    }
    if (!mine && !scope.full)
      return {
        status: LEAVE_ENTRY_CODES.profileNotSet,
        body: { ...body, message: LEAVE_TEXT.profileNotSetUp },
      };
    return { status: 200, body };
  });
}
