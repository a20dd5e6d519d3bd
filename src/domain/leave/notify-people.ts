import { fullLeaveAccess } from './leave-access';

/**
 * Notify people about a leave request (doc 3, section 2). A notice names the person, the dates
 * and the status, so it may only reach someone who may see the request anyway: its owner, and
 * those with full leave access on the vessel (level 5 or the leave approval group). Never the
 * sender, who knows already.
 */

export interface NotifyContext {
  ownerId: number;
  senderId: number;
  /** The vessel's leave approval group (user ids). */
  approvalGroup: readonly number[];
}

export function mayBeNotified(person: { userId: number; level: number | null }, ctx: NotifyContext): boolean {
  if (person.level === null || person.userId === ctx.senderId) return false;
  if (person.userId === ctx.ownerId) return true;
  return fullLeaveAccess({ level: person.level, inApprovalGroup: ctx.approvalGroup.includes(person.userId) });
}

/**
 * The people the popup lists, from the vessel's users as the device holds them: each once (a
 * user with two roles on the vessel counts at the higher level), serving on `today`, and whom
 * the rule above allows; by name.
 */
export function notifyChoices<
  M extends {
    userId: number;
    permissionLevel: number;
    endDate: string | null;
    firstName: string;
    lastName: string;
  },
>(members: readonly M[], ctx: NotifyContext, today: string): M[] {
  const best = new Map<number, M>();
  for (const m of members) {
    if (m.endDate !== null && m.endDate < today) continue;
    const seen = best.get(m.userId);
    if (!seen || m.permissionLevel > seen.permissionLevel) best.set(m.userId, m);
  }
  return [...best.values()]
    .filter((m) => mayBeNotified({ userId: m.userId, level: m.permissionLevel }, ctx))
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.userId - b.userId,
    );
}
