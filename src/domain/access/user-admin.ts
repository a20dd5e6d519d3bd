import { msg } from '../../i18n/msg';
import { LEVEL, reaches } from './permissions';

/**
 * The rules of users administration (doc 1, section 6), shared by the users screens and the
 * server, which enforces them whatever the screens show.
 */

export interface RoleInfo {
  id: number;
  name: string;
  permissionLevel: number;
  isCrewRole: boolean;
}

/** An unknown role reads as 'Invalid role' at level 0 (doc 1, section 3). */
export const INVALID_ROLE: RoleInfo = {
  id: 0,
  name: msg('Invalid role'),
  permissionLevel: 0,
  isCrewRole: false,
};

export const byLevel = (roles: readonly RoleInfo[]) =>
  [...roles].sort((a, b) => a.permissionLevel - b.permissionLevel || a.name.localeCompare(b.name));

/** The users page and its actions open at level 4 on a vessel. */
export const administers = (level: number | null) => reaches(level, LEVEL.officer);

/** Whether `actor` may act on a user holding `target` there: at or below their own level. */
export function outranksOrEquals(actor: number | null, target: number): boolean {
  if (!administers(actor)) return false;
  if (actor === LEVEL.superUser) return true;
  return target !== LEVEL.superUser && target <= actor!;
}

/** The highest of a user's levels: the super user (-1) stands above every other level. */
export function highestLevel(levels: readonly number[]): number | null {
  if (levels.includes(LEVEL.superUser)) return LEVEL.superUser;
  return levels.length ? Math.max(...levels) : null;
}

/**
 * Who a user is (their e-mail, which is how they log in, and their names) is changed only by
 * someone who administers them, at or above their level, on every vessel they are on: otherwise
 * an officer of one vessel could take over an account that holds more elsewhere.
 */
export function mayChangeAccount(
  actorLevelOn: (vesselId: number) => number | null,
  held: readonly { vesselId: number; level: number }[],
): boolean {
  return held.every((h) => outranksOrEquals(actorLevelOn(h.vesselId), h.level));
}

/** A user may assign only roles at or below their own level. */
export function assignable(actor: number | null, role: RoleInfo): boolean {
  return outranksOrEquals(actor, role.permissionLevel) && role.permissionLevel !== 0;
}

export interface RoleChoiceContext {
  /** The acting user's level on the vessel. */
  actorLevel: number | null;
  /** Editing: the edited user's current level there. Adding a found user: their highest level. */
  currentLevel?: number | null;
  mode: 'add' | 'edit';
}

/**
 * The access levels offered: at or below the actor's level; when editing, a user at level 4 or
 * below moves among levels 4 and below, a user above 4 among levels above 4; a found user
 * who already holds 5 or more elsewhere is offered only 5 and above.
 */
export function roleChoices(roles: readonly RoleInfo[], ctx: RoleChoiceContext): RoleInfo[] {
  const current = ctx.currentLevel ?? null;
  return byLevel(roles).filter((r) => {
    if (!assignable(ctx.actorLevel, r)) return false;
    if (current === null) return true;
    if (ctx.mode === 'edit') return current <= LEVEL.officer ? r.permissionLevel <= 4 : r.permissionLevel > 4;
    return current >= LEVEL.purser ? r.permissionLevel >= LEVEL.purser : true;
  });
}

/** A found user's existing role of 5 or more makes the access level read-only when adding. */
export const roleFixed = (existingLevel: number | null | undefined) =>
  existingLevel != null && (existingLevel >= LEVEL.purser || existingLevel === LEVEL.superUser);

/** Department is asked for (and required) below level 6, position below level 5. */
export const asksDepartment = (roleLevel: number | null) => roleLevel !== null && roleLevel < LEVEL.captain;
export const asksPosition = (roleLevel: number | null) => roleLevel !== null && roleLevel < LEVEL.purser;

/** Removing a user below level 6 from a vessel needs the date their time on board ends. */
export const needsEndDate = (targetLevel: number) =>
  targetLevel !== LEVEL.superUser && targetLevel < LEVEL.captain;

/** Admin actions (remove from all vessels, 2FA required, add users to other vessels) need 6. */
export const adminActions = (level: number | null) => reaches(level, LEVEL.captain);

/** Level 6 and above picks several vessels when adding a user; below, the current one only. */
export const picksSeveralVessels = (level: number | null) => reaches(level, LEVEL.captain);
