import { badgeTag } from '@contracts/badge-tag';
import type { BadgeAsk, StatusAnswer } from '@contracts/inbox';
import { levelOn } from '@domain/access/permissions';
import { BADGE_COUNTER } from '../composition';
import type { ServerDeps } from '../deps';
import type { Actor } from '../kernel/actors';
import { todayOf } from '../kernel/today';

/**
 * The badges a poll carries (issue 34: one request per poll, not a GET /status beside it): the
 * same counts GET /status answers, for a vessel the caller has a role on (as that route's policy
 * asks), and only when they differ from the tag the device holds: an idle poll stays small.
 */
export async function pollBadges(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  actor: Actor,
  ask: BadgeAsk | undefined,
): Promise<StatusAnswer | undefined> {
  if (!ask || !BADGE_COUNTER) return undefined;
  if (ask.vesselId !== undefined && levelOn(actor.roles, ask.vesselId) === null) return undefined;
  const badges = await BADGE_COUNTER(deps.db, actor, todayOf(deps), ask.vesselId);
  return badgeTag(badges) === ask.known ? undefined : badges;
}
