import { useLiveQuery } from 'dexie-react-hooks';
import type { Member } from '../../../contracts/rest-hours';
import { LEVEL, reaches } from '../../../domain/access/permissions';
import { db } from '../../../lib/services';

/** Whose day an address (`day/{user}`) opens, as this device may show it. */
export type DayAddress =
  | { state: 'loading' }
  /** No such crew member here (or no user in the address): the calendar, with a message. */
  | { state: 'missing' }
  /** Someone whose records this user may not read: a refusal, never the user's own day. */
  | { state: 'refused' }
  | { state: 'ok'; userId: number; member: Member | undefined };

/**
 * The same rule as the calendar's rows: the user's own day ('me' or their id); an officer's,
 * anyone on the vessel; others (an approval-group member), the crew below officer level the
 * device was sent. A crew member's device also knows their supervisors' names, not their
 * records, so a supervisor's address is refused to them, as is anyone it does not know.
 */
export function dayAddress(
  param: string | undefined,
  me: number,
  level: number | null,
  members: Member[] | undefined,
): DayAddress {
  const own = param === 'me' || param === String(me);
  if (!own && !/^[1-9]\d{0,9}$/.test(param ?? '')) return { state: 'missing' };
  if (members === undefined) return { state: 'loading' };
  const userId = own ? me : Number(param);
  const member = members.find((m) => m.userId === userId);
  if (own) return { state: 'ok', userId, member };
  const officer = reaches(level, LEVEL.officer);
  if (!member) return officer ? { state: 'missing' } : { state: 'refused' };
  if (!officer && member.permissionLevel >= LEVEL.officer) return { state: 'refused' };
  return { state: 'ok', userId, member };
}

/**
 * dayAddress over the vessel's members on this device (loading until they are read). The answer
 * carries the vessel it was read for: a live query keeps its last answer while it reads again, so
 * the members read before the vessel was known (none) must not pass for this vessel's and send an
 * officer's valid address to the calendar.
 */
export function useDayAddress(vesselId: number, param: string | undefined, me: number, level: number | null) {
  const read = useLiveQuery(
    async () =>
      vesselId
        ? { vesselId, members: await db.members.where('vesselId').equals(vesselId).toArray() }
        : undefined,
    [vesselId],
  );
  return dayAddress(param, me, level, read?.vesselId === vesselId ? read.members : undefined);
}
