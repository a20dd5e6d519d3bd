import {
  CREW_STATUS,
  CREW_STATUS_NAMES,
  END_DATE_FORMER_ONLY,
  END_DATE_KEPT,
  START_NEEDS_CURRENT,
} from '@contracts/crew';
import { MSG } from '@contracts/messages';
import { addDays } from '@domain/calendar/iso-date';
import { changesStatus } from '@domain/crew/crew-access';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { horMemberLeft } from '../../kernel/approval-group';
import { appendAudit } from '../../kernel/audit';
import { accessChanged, takeChangeLock } from '../../kernel/change-numbers';
import { type Answer, answered, badInput, forbidden } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
import { certMemberLeft } from '../certificates/cert-scope';
import { approverLeft } from '../leave/leave-approvers';
import { endLeaveProfiles } from '../leave/leave-profile-setup';
import { withoutAdministrator } from '../users/keeps-an-administrator';
import { crewScope, isOutcome } from './crew-write';

export { START_NEEDS_CURRENT } from '@contracts/crew';

/**
 * PUT /crewonyacht/{id}/assignstate (doc 2, section 4): -1 prospective (a start date still to
 * come, unless forced), 1 Current Crew (a former crew member comes back from today), 2 former
 * crew (the role ends on the end date given, else yesterday; someone at level 6 must stay).
 */
export async function assignState(
  deps: ServerDeps,
  actor: Actor,
  crewId: number,
  body: { stateId: -1 | 1 | 2; endDate?: string | null | undefined; force?: boolean | undefined },
): Promise<Answer<{ crewId: number; message: string }>> {
  const today = todayOf(deps);
  // A refusal changes nothing: it rolls the transaction back.
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ crewId: number; message: string }>> => {
    // The row first, locked (after the change-number lock, the order every write keeps): a
    // transfer or removal at the same time is seen before the change.
    await takeChangeLock(tx);
    await tx.query('SELECT 1 FROM user_vessel_roles WHERE id = $1 FOR UPDATE', [crewId]);
    const scope = await crewScope(tx, actor, crewId);
    if (isOutcome(scope)) return scope;
    const { crew, level } = scope;
    if (!changesStatus(level, crew.permissionLevel)) return forbidden();
    if (body.stateId === CREW_STATUS.prospective && !body.force && (crew.startDate ?? today) <= today)
      return badInput([{ property: 'stateId', message: START_NEEDS_CURRENT }]);
    // An end date is status 2's alone: with another status it was taken and ignored.
    if (body.stateId !== CREW_STATUS.former && body.endDate)
      return badInput([{ property: 'endDate', message: END_DATE_FORMER_ONLY }]);
    if (body.stateId === CREW_STATUS.former) {
      if (body.endDate && body.endDate < today)
        return badInput([{ property: 'endDate', message: MSG.dateNotPast }]);
      // Someone who left already keeps the day they left: a new date (never past) would put them
      // back on the vessel until then (a transfer or removal just before this one, say). One sent
      // is refused, not taken and ignored.
      const left = crew.endDate !== null && crew.endDate < today;
      if (left && body.endDate) return badInput([{ property: 'endDate', message: END_DATE_KEPT }]);
      const end = left ? crew.endDate! : body.endDate || addDays(today, -1);
      if (crew.startDate && end < crew.startDate)
        return badInput([{ property: 'endDate', message: MSG.endBeforeStart }]);
      await tx.query(
        `UPDATE user_vessel_roles SET crew_status = 2, end_date = $2, is_on_board = false, version = next_change(),
            end_handled = CASE WHEN $2::date < $3::date THEN $2::date ELSE end_handled END
          WHERE id = $1`,
        [crew.id, end, today],
      );
      // Their leave profile ends with them (a returning user then chooses: reactivate it, or a new one).
      await endLeaveProfiles(tx, crew.id, end);
      // Gone already: no longer one of the vessel's leave approvers, nor in its certificate or
      // hours-of-rest approval group (a later end date: the day's run after it, roles-ended.ts).
      if (end < today) await approverLeft(tx, crew.userId, crew.vesselId);
      if (end < today) await certMemberLeft(tx, crew.userId, crew.vesselId);
      if (end < today) await horMemberLeft(tx, crew.userId, crew.vesselId);
      const unadministered = await withoutAdministrator(tx, crew.vesselId, today, 'stateId');
      if (unadministered) return unadministered;
    } else {
      const back = crew.status === CREW_STATUS.former || (crew.endDate !== null && crew.endDate < today);
      // The status they hold already: nothing written, no change number, no audit line.
      if (!back && crew.status === body.stateId)
        return answered({
          crewId: crew.id,
          message: `${crew.firstName} ${crew.lastName}: ${CREW_STATUS_NAMES[body.stateId]}.`,
        });
      // Back on board: their old order number goes if someone has taken it meanwhile.
      await tx.query(
        `UPDATE user_vessel_roles u SET crew_status = $2, end_date = CASE WHEN $3 THEN NULL ELSE u.end_date END,
            start_date = CASE WHEN $3 THEN $4::date ELSE u.start_date END,
            crew_order = CASE WHEN $3 AND EXISTS (
              SELECT 1 FROM user_vessel_roles o WHERE o.vessel_id = u.vessel_id AND o.id <> u.id
                 AND o.crew_order = u.crew_order AND o.crew_status <> 2 AND (o.end_date IS NULL OR o.end_date >= $4::date)
            ) THEN NULL ELSE u.crew_order END,
            version = next_change()
          WHERE u.id = $1`,
        [crew.id, body.stateId, back, today],
      );
    }
    await accessChanged(tx, crew.userId);
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: crew.vesselId,
      action: 'crew.status',
      entity: 'crew',
      entityKey: String(crew.id),
      before: { status: crew.status },
      after: { status: body.stateId, endDate: body.endDate ?? null },
    });
    return answered({
      crewId: crew.id,
      message: `${crew.firstName} ${crew.lastName}: ${CREW_STATUS_NAMES[body.stateId]}.`,
    });
  });
}
