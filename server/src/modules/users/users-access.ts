import { MSG } from '@contracts/messages';
import { ANSWER_TEXT } from '@contracts/refusal-text';
import { LEVEL, levelOn } from '@domain/access/permissions';
import {
  adminActions,
  administers,
  assignable,
  highestLevel,
  needsEndDate,
  outranksOrEquals,
  roleFixed,
} from '@domain/access/user-admin';
import { addDays } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { horMemberLeft } from '../../kernel/approval-group';
import { appendAudit } from '../../kernel/audit';
import { accessChanged, takeChangeLock } from '../../kernel/change-numbers';
import {
  type Answer,
  answered,
  badInput,
  forbidden,
  notFound,
  type Refusal,
  refused,
} from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
import { sendPasswordLink } from '../auth/password-reset';
import { certMemberLeft } from '../certificates/cert-scope';
import { approverLeft } from '../leave/leave-approvers';
import { withoutAdministrator } from './keeps-an-administrator';
import { levelsOf, loadRoles, roleOn } from './users-read';
import { putOnVessel } from './users-write';

/** Users administration: who is on which vessel (remove, add to others) and reset links. */

const removeSelf = () => badInput([{ property: 'userID', message: MSG.removeSelf }]);
const endDateRequired = () => badInput([{ property: 'endDate', message: MSG.required }]);

/**
 * Ends a role: on the end date given (the user keeps access until that day ends), or now when
 * none is (a removal from level 6 needs none). The row stays, so the crew lists of past months
 * still name them, and every device sees the change in its feed. Answers a refusal, or null.
 */
export async function endRole(
  tx: Queryable,
  deps: ServerDeps,
  actor: Actor,
  at: { userId: number; vesselId: number; startDate: string | null; endDate: string | null },
): Promise<Refusal | null> {
  const today = todayOf(deps);
  // Removing is from now on: a date in the past would drop them from months they worked.
  if (at.endDate && at.endDate < today) return badInput([{ property: 'endDate', message: MSG.dateNotPast }]);
  const end = at.endDate ?? addDays(today, -1);
  if (at.endDate && at.startDate && at.endDate < at.startDate)
    return badInput([{ property: 'endDate', message: MSG.endBeforeStart }]);
  await takeChangeLock(tx);
  // Ending on the day it already ends (a removal sent again): nothing written, no audit line.
  const held = await tx.query<{ end_date: string | null }>(
    `SELECT to_char(end_date, 'YYYY-MM-DD') AS end_date FROM user_vessel_roles
      WHERE user_id = $1 AND vessel_id = $2 AND (end_date IS NULL OR end_date >= $3) FOR UPDATE`,
    [at.userId, at.vesselId, today],
  );
  if (held.length > 0 && held.every((r) => r.end_date === end)) return null;
  // Only a role still held: a removal or transfer that another one beat (both waited on the row)
  // finds nothing, rather than moving an end date back out and leaving the user on two vessels.
  const ended = await tx.query(
    `UPDATE user_vessel_roles SET end_date = $3, version = next_change(),
        end_handled = CASE WHEN $3::date < $4::date THEN $3::date ELSE end_handled END
      WHERE user_id = $1 AND vessel_id = $2 AND (end_date IS NULL OR end_date >= $4) RETURNING id`,
    [at.userId, at.vesselId, end, today],
  );
  if (!ended.length) return notFound();
  // Gone already: no longer one of the vessel's leave approvers, nor in its certificate or
  // hours-of-rest approval group, and handled here (access below), not again by the day's run
  // (roles-ended.ts, which does the same for a role ending on a later day once it has ended).
  if (end < today) await approverLeft(tx, at.userId, at.vesselId);
  if (end < today) await certMemberLeft(tx, at.userId, at.vesselId);
  if (end < today) await horMemberLeft(tx, at.userId, at.vesselId);
  await accessChanged(tx, at.userId);
  await appendAudit(tx, deps.clock(), {
    actorId: actor.id,
    vesselId: at.vesselId,
    action: 'user.removed',
    entity: 'user',
    entityKey: String(at.userId),
    before: null,
    after: { endDate: end },
  });
  return null;
}

/** Remove from vessel (one user): an end date is needed below level 6. */
export async function removeFromVessel(
  deps: ServerDeps,
  actor: Actor,
  body: { userID: number; yachtID: number; endDate?: string | null | undefined },
): Promise<Answer<{ message: string }>> {
  const actorLevel = levelOn(actor.roles, body.yachtID);
  if (!administers(actorLevel)) return forbidden();
  if (body.userID === actor.id) return removeSelf();
  const target = await roleOn(deps.db, body.userID, body.yachtID, todayOf(deps));
  if (!target) return notFound();
  if (!outranksOrEquals(actorLevel, target.permissionLevel)) return forbidden();
  const endDate = body.endDate || null;
  if (!endDate && needsEndDate(target.permissionLevel)) return endDateRequired();
  // A refusal met after the role ended rolls the whole removal back.
  return writeOutcome(deps.db, async (tx) => {
    const refusal =
      (await endRole(tx, deps, actor, {
        userId: body.userID,
        vesselId: body.yachtID,
        startDate: target.startDate,
        endDate,
      })) ?? (await withoutAdministrator(tx, body.yachtID, todayOf(deps)));
    return refusal ?? answered({ message: ANSWER_TEXT.userRemoved });
  });
}

/**
 * Remove from all vessels (level 6): every vessel where the actor is at 6 or more and at or
 * above the user. Other operators' vessels are not the actor's to change, and stay.
 */
export async function removeFromAllVessels(
  deps: ServerDeps,
  actor: Actor,
  body: { users: number[]; endDate?: string | null | undefined },
): Promise<Answer<{ message: string }>> {
  const today = todayOf(deps);
  const endDate = body.endDate || null;
  if (body.users.includes(actor.id)) return removeSelf();
  const users = [...new Set(body.users)];
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    const touched = new Set<number>();
    for (const userId of users) {
      const held = await levelsOf(tx, userId, today);
      const removable = held.filter((h) => {
        const mine = levelOn(actor.roles, h.vessel_id);
        return adminActions(mine) && outranksOrEquals(mine, h.permission_level);
      });
      if (removable.length === 0) return forbidden();
      if (!endDate && removable.some((h) => needsEndDate(h.permission_level))) return endDateRequired();
      for (const h of removable) {
        const row = await roleOn(tx, userId, h.vessel_id, today);
        const refusal = await endRole(tx, deps, actor, {
          userId,
          vesselId: h.vessel_id,
          startDate: row!.startDate,
          endDate,
        });
        if (refusal) return refusal;
        touched.add(h.vessel_id);
      }
    }
    for (const vesselId of touched) {
      const refusal = await withoutAdministrator(tx, vesselId, today, 'users');
      if (refusal) return refusal;
    }
    return answered({ message: ANSWER_TEXT.usersRemoved });
  });
}

/**
 * 'Add users to other vessels' (level 6, or the super user): users the actor administers on
 * one vessel get a role on another where the actor is at 6 or more.
 */
export async function assignToVessel(
  deps: ServerDeps,
  actor: Actor,
  body: { users: number[]; yachtId: number; role: number },
): Promise<Answer<{ message: string }>> {
  const today = todayOf(deps);
  const actorLevel = levelOn(actor.roles, body.yachtId);
  if (!adminActions(actorLevel)) return forbidden();
  const role = (await loadRoles(deps.db)).find((r) => r.id === body.role);
  if (!role) return badInput([{ property: 'role', message: MSG.invalidId }]);
  if (!assignable(actorLevel, role)) return forbidden();
  const users = [...new Set(body.users)];
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    for (const userId of users) {
      const held = await levelsOf(tx, userId, today);
      const administered = held.some((h) =>
        outranksOrEquals(levelOn(actor.roles, h.vessel_id), h.permission_level),
      );
      if (!administered) return refused(MSG.notAdministered, 403);
      if (held.some((h) => h.vessel_id === body.yachtId))
        return badInput([{ property: 'users', message: MSG.alreadyOnVessel }]);
      if (roleFixed(highestLevel(held.map((h) => h.permission_level))) && role.permissionLevel < LEVEL.purser)
        return badInput([{ property: 'role', message: MSG.roleFixed }]);
      await putOnVessel(
        tx,
        userId,
        body.yachtId,
        { roleId: role.id, departmentId: null, positionId: null },
        today,
      );
      await appendAudit(tx, deps.clock(), {
        actorId: actor.id,
        vesselId: body.yachtId,
        action: 'user.added',
        entity: 'user',
        entityKey: String(userId),
        before: null,
        after: { roleId: role.id },
      });
    }
    return (
      (await withoutAdministrator(tx, body.yachtId, today, 'yachtId')) ??
      answered({ message: ANSWER_TEXT.requestSent })
    );
  });
}

/**
 * Transfer (level 6 on both vessels): the user's role on one vessel ends yesterday and the same
 * role starts today on the other. Department and position are the old vessel's, so they stay
 * behind; the crew order there too. Their records on the old vessel stay where they were made.
 */
export async function transferUser(
  deps: ServerDeps,
  actor: Actor,
  body: { userId: number; fromYachtId: number; yachtId: number },
  /** More of the same move (the crew transfer's position and pay there), in its transaction. */
  within?: (tx: Queryable) => Promise<Refusal | null>,
): Promise<Answer<{ message: string }>> {
  const today = todayOf(deps);
  const fromLevel = levelOn(actor.roles, body.fromYachtId);
  const toLevel = levelOn(actor.roles, body.yachtId);
  if (!adminActions(fromLevel) || !adminActions(toLevel)) return forbidden();
  if (body.userId === actor.id) return badInput([{ property: 'userId', message: MSG.transferSelf }]);
  const target = await roleOn(deps.db, body.userId, body.fromYachtId, today);
  if (!target) return notFound();
  if (!outranksOrEquals(fromLevel, target.permissionLevel)) return forbidden();
  // Someone still to join has no time here to end: their vessel changes in their records instead.
  if (target.startDate && target.startDate > today)
    return badInput([{ property: 'userId', message: MSG.transferNotStarted }]);
  const role = (await loadRoles(deps.db)).find((r) => r.id === target.roleId)!;
  if (!assignable(toLevel, role)) return forbidden();
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    if (await roleOn(tx, body.userId, body.yachtId, today))
      return badInput([{ property: 'yachtId', message: MSG.alreadyOnVessel }]);
    const left =
      (await endRole(tx, deps, actor, {
        userId: body.userId,
        vesselId: body.fromYachtId,
        startDate: target.startDate,
        endDate: null,
      })) ?? (await withoutAdministrator(tx, body.fromYachtId, today, 'userId'));
    if (left) return left;
    await putOnVessel(
      tx,
      body.userId,
      body.yachtId,
      { roleId: role.id, departmentId: null, positionId: null },
      today,
    );
    const joined = await withoutAdministrator(tx, body.yachtId, today, 'yachtId');
    if (joined) return joined;
    const more = await within?.(tx);
    if (more) return more;
    await appendAudit(tx, deps.clock(), {
      actorId: actor.id,
      vesselId: body.yachtId,
      action: 'user.transferred',
      entity: 'user',
      entityKey: String(body.userId),
      before: { vesselId: body.fromYachtId },
      after: { vesselId: body.yachtId, roleId: role.id },
    });
    return answered({ message: ANSWER_TEXT.transferred(`${target.firstName} ${target.lastName}`) });
  });
}

/** Reset password (one user): e-mails them a link; the administrator never sees a password. */
export async function sendUserReset(
  deps: ServerDeps,
  actor: Actor,
  body: { userId: number; yachtId: number },
): Promise<Answer<{ message: string }>> {
  const actorLevel = levelOn(actor.roles, body.yachtId);
  if (!administers(actorLevel)) return forbidden();
  const target = await roleOn(deps.db, body.userId, body.yachtId, todayOf(deps));
  if (!target) return notFound();
  if (!outranksOrEquals(actorLevel, target.permissionLevel)) return forbidden();
  await sendPasswordLink(deps, body.userId, 'administrator');
  return answered({ message: ANSWER_TEXT.resetLinkSent(target.email) });
}
