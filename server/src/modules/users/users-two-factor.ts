import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { adminActions, mayChangeAccount, outranksOrEquals } from '@domain/access/user-admin';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { todayOf } from '../../kernel/today';
import { clearTwoFactor } from '../auth/two-factor';
import { levelsOf, roleOn } from './users-read';

/**
 * The 2FA actions of the users page (level 6): '2FA as Required' on or off, and 'Remove 2FA'.
 * Requiring it only asks more of a login, so level 6 over the user on this vessel is enough.
 * Lifting the requirement or removing 2FA weakens the whole account (a crew member who lost their
 * phone), so the captain must hold the account: at or above the user on every vessel they are on.
 * Anyone may register a trial and add a known e-mail to their own vessel; that must not make
 * them master of that person's login.
 */
export async function setTwoFactorRequired(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[]; required?: boolean | undefined },
) {
  const required = body.required ?? true;
  await deps.db.transaction(async (tx) => {
    for (const userId of await usersActedOn(tx, deps, actor, body)) {
      if (!required) {
        notOneself(actor, userId);
        await assertHoldsAccount(tx, deps, actor, userId);
      }
      await tx.query('UPDATE users SET two_factor_required = $2 WHERE id = $1', [userId, required]);
      await audit(
        tx,
        deps,
        actor,
        body.yachtId,
        userId,
        required ? 'user.2fa-required' : 'user.2fa-optional',
      );
    }
  });
  return { message: MSG.twoFactorRequirementSaved };
}

export async function removeTwoFactor(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[] },
) {
  await deps.db.transaction(async (tx) => {
    for (const userId of await usersActedOn(tx, deps, actor, body)) {
      notOneself(actor, userId);
      await assertHoldsAccount(tx, deps, actor, userId);
      await clearTwoFactor(tx, userId, deps.clock());
      await audit(tx, deps, actor, body.yachtId, userId, 'user.2fa-removed');
    }
  });
  return { message: MSG.twoFactorRemoved };
}

/**
 * One's own 2FA is weakened only in one's account (Two-factor login, with the password again):
 * a captain who was required to use it cannot lift that from the users page.
 */
function notOneself(actor: Actor, userId: number) {
  if (userId === actor.id) throw new HttpError(403, { message: MSG.ownTwoFactorElsewhere });
}

async function assertHoldsAccount(tx: Queryable, deps: ServerDeps, actor: Actor, userId: number) {
  const held = (await levelsOf(tx, userId, todayOf(deps))).map((l) => ({
    vesselId: l.vessel_id,
    level: l.permission_level,
  }));
  if (!mayChangeAccount((v) => levelOn(actor.roles, v), held)) throw forbidden();
}

/** The users selected, each on the vessel and at or below the actor's level there. */
async function usersActedOn(
  tx: Queryable,
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[] },
) {
  const actorLevel = levelOn(actor.roles, body.yachtId);
  if (!adminActions(actorLevel)) throw forbidden();
  const users = [...new Set(body.users)];
  for (const userId of users) {
    const target = await roleOn(tx, userId, body.yachtId, todayOf(deps));
    if (!target) throw notFound();
    if (!outranksOrEquals(actorLevel, target.permissionLevel)) throw forbidden();
  }
  return users;
}

function audit(
  tx: Queryable,
  deps: ServerDeps,
  actor: Actor,
  vesselId: number,
  userId: number,
  action: string,
) {
  return appendAudit(tx, deps.clock(), {
    actorId: actor.id,
    vesselId,
    action,
    entity: 'user',
    entityKey: String(userId),
    before: null,
    after: null,
  });
}
