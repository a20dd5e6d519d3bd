import { MSG } from '@contracts/messages';
import { levelOn } from '@domain/access/permissions';
import { adminActions, mayChangeAccount, outranksOrEquals } from '@domain/access/user-admin';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { type Answer, answered, forbidden, notFound, type Refusal, refused } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
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
): Promise<Answer<{ message: string }>> {
  const required = body.required ?? true;
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    const users = await usersActedOn(tx, deps, actor, body);
    if (!Array.isArray(users)) return users;
    for (const userId of users) {
      if (!required) {
        const refusal = oneself(actor, userId) ?? (await withoutAccount(tx, deps, actor, userId));
        if (refusal) return refusal;
      }
      // Newly required of someone who logs in without it: their sessions end, as a password change
      // ends them, so their next login asks for it. Left running, a session renewed itself for ever
      // and the requirement never reached them. Only by whoever holds the account (as lifting it
      // needs): anyone may register a trial and add a known e-mail to it, and must not log its
      // owner out everywhere. Never one's own sessions (a captain ticking themselves).
      if (required && userId !== actor.id && !(await withoutAccount(tx, deps, actor, userId)))
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = $2
            WHERE user_id = $1 AND revoked_at IS NULL AND EXISTS (
              SELECT 1 FROM users WHERE id = $1 AND two_factor_method IS NULL AND NOT two_factor_required)`,
          [userId, deps.clock().toISOString()],
        );
      // Required (or not) already: nothing written, no audit line of a change that did not happen.
      const [was] = await tx.query<{ two_factor_required: boolean }>(
        'SELECT two_factor_required FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      if (was?.two_factor_required === required) continue;
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
    return answered({ message: MSG.twoFactorRequirementSaved });
  });
}

export async function removeTwoFactor(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[] },
): Promise<Answer<{ message: string }>> {
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ message: string }>> => {
    const users = await usersActedOn(tx, deps, actor, body);
    if (!Array.isArray(users)) return users;
    for (const userId of users) {
      const refusal = oneself(actor, userId) ?? (await withoutAccount(tx, deps, actor, userId));
      if (refusal) return refusal;
      if (!(await hasTwoFactor(tx, userId))) continue; // none to remove: nothing written
      await clearTwoFactor(tx, userId, deps.clock());
      await audit(tx, deps, actor, body.yachtId, userId, 'user.2fa-removed');
    }
    return answered({ message: MSG.twoFactorRemoved });
  });
}

/** Whether the user has anything 'Remove 2FA' clears: a method, a bypass, recovery codes, a code awaited. */
async function hasTwoFactor(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ has: boolean }>(
    `SELECT (two_factor_method IS NOT NULL OR totp_secret IS NOT NULL
       OR EXISTS (SELECT 1 FROM two_factor_bypass WHERE user_id = $1)
       OR EXISTS (SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1)
       OR EXISTS (SELECT 1 FROM two_factor_challenges WHERE user_id = $1 AND used_at IS NULL)) AS has
      FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  return Boolean(row?.has);
}

/**
 * One's own 2FA is weakened only in one's account (Two-factor login, with the password again):
 * a captain who was required to use it cannot lift that from the users page.
 */
function oneself(actor: Actor, userId: number): Refusal | null {
  return userId === actor.id ? refused(MSG.ownTwoFactorElsewhere, 403) : null;
}

/** Forbidden unless the actor holds the user's account (see above). */
async function withoutAccount(
  tx: Queryable,
  deps: ServerDeps,
  actor: Actor,
  userId: number,
): Promise<Refusal | null> {
  const held = (await levelsOf(tx, userId, todayOf(deps))).map((l) => ({
    vesselId: l.vessel_id,
    level: l.permission_level,
  }));
  return mayChangeAccount((v) => levelOn(actor.roles, v), held) ? null : forbidden();
}

/** The users selected, each on the vessel and at or below the actor's level there. */
async function usersActedOn(
  tx: Queryable,
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; users: number[] },
): Promise<number[] | Refusal> {
  const actorLevel = levelOn(actor.roles, body.yachtId);
  if (!adminActions(actorLevel)) return forbidden();
  const users = [...new Set(body.users)];
  for (const userId of users) {
    const target = await roleOn(tx, userId, body.yachtId, todayOf(deps));
    if (!target) return notFound();
    if (!outranksOrEquals(actorLevel, target.permissionLevel)) return forbidden();
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
