import { MSG } from '../../../../src/contracts/messages';
import type { SyncOp, SyncOutcome } from '../../../../src/contracts/sync';
import { LEVEL, levelOn, reaches } from '../../../../src/domain/access/permissions';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { setApprovalDepartment, setApprovalMember } from '../rest-hours/approval-group';
import { writeGuide, writeVesselDetails, writeVesselSettings } from '../rest-hours/vessel-settings';

type AdminOp = Extract<
  SyncOp,
  {
    op:
      | 'hor/settings/save'
      | 'hor/alerts/save'
      | 'hor/guide/save'
      | 'hor/approval/member'
      | 'hor/approval/department'
      | 'yacht/details/save';
  }
>;

/**
 * The vessel's hours-of-rest administration through /sync, so an officer at sea can change
 * it offline too: the same writes as the REST routes, for officers (level 4+) only.
 */
export async function runAdminOp(tx: Queryable, actor: Actor, op: SyncOp, now: Date): Promise<SyncOutcome> {
  const admin = op as AdminOp;
  if (!reaches(levelOn(actor.roles, admin.body.yachtId), LEVEL.officer))
    return { status: 'rejected', message: MSG.status403 };
  const id = admin.body.yachtId;
  switch (admin.op) {
    case 'hor/settings/save':
      await writeVesselSettings(tx, id, { settings: admin.body.settings }, now);
      break;
    case 'hor/alerts/save':
      await writeVesselSettings(tx, id, { alerts: admin.body.alerts }, now);
      break;
    case 'hor/guide/save':
      await writeGuide(tx, id, admin.body.text, now);
      break;
    case 'hor/approval/member':
      if (
        !(await setApprovalMember(
          tx,
          id,
          admin.body.userId,
          admin.body.member,
          admin.body.watchkeeper ?? false,
        ))
      ) {
        return { status: 'rejected', message: MSG.status404 };
      }
      break;
    case 'hor/approval/department':
      await setApprovalDepartment(tx, id, admin.body.userId, admin.body.departmentId, admin.body.member);
      break;
    case 'yacht/details/save':
      await writeVesselDetails(tx, id, admin.body.details);
      break;
  }
  return { status: 'applied', version: 0 };
}
