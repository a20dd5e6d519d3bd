import { badgeTag } from '@contracts/badge-tag';
import type { BadgeAsk, StatusAnswer } from '@contracts/inbox';
import { levelOn } from '@domain/access/permissions';
import { BADGE_COUNTER } from '../composition';
import type { ServerDeps } from '../deps';
import type { Actor } from '../kernel/actors';
import { todayOf } from '../kernel/today';
import { signInHead } from './feed-head';

/**
 * Badges counted lately, by caller, vessel and day, with the head of the caller's feeds they were
 * counted at. Counting the issues reads the vessel's whole crew and register (about 8 ms a poll
 * on embedded PostgreSQL, five times the rest of an idle poll): an idle fleet's polls, at a head
 * that has not moved, reuse the count. The head is read from the database with each poll, so a
 * change made through another server counts too; a change no feed numbers (none is known) would
 * show within FRESH_MS.
 */
type Counted = Map<string, { head: number; access: number; at: number; badges: StatusAnswer }>;
/** One per database (a process serves one; a test run opens many). */
const countedIn = new WeakMap<object, Counted>();
const FRESH_MS = 60_000;
const KEEP_MOST = 5_000;

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
  const today = todayOf(deps);
  const now = deps.clock().getTime();
  const key = `${actor.id}:${ask.vesselId ?? ''}:${today}`;
  const head = signInHead(actor);
  const counted = countedIn.get(deps.db) ?? new Map();
  countedIn.set(deps.db, counted);
  const hit = counted.get(key);
  let badges: StatusAnswer;
  if (head && hit && hit.head === head.head && hit.access === head.access && now - hit.at < FRESH_MS) {
    badges = hit.badges;
  } else {
    const count = BADGE_COUNTER;
    const sole = deps.db.soleWriter;
    // Counting only reads: on the embedded database it leaves the callers kept (kept-callers.ts).
    badges = await (sole
      ? sole.readOnly((tx) => count(tx, actor, today, ask.vesselId))
      : count(deps.db, actor, today, ask.vesselId));
    if (head) {
      counted.delete(key);
      if (counted.size >= KEEP_MOST) counted.delete(counted.keys().next().value as string);
      counted.set(key, { ...head, at: now, badges });
    }
  }
  return badgeTag(badges) === ask.known ? undefined : badges;
}
