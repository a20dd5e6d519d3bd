import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Member } from '../../../contracts/rest-hours';
import { LEVEL } from '../../../domain/access/permissions';
import { isoDay } from '../../../domain/dates/format';
import { calendarMembers, ownRowFirst } from '../../../domain/rest-hours/own-row';
import { t } from '../../../i18n/i18n';
import { horApproverQuery } from './hor-approver-query';
import { useMembers } from './use-hor-data';

/** Who the calendar is about for this user, and what they may do as a supervisor. */
export interface CalendarCrew {
  /** Everyone on the vessel the device knows, supervisors' names included (for notices). */
  everyone: Member[];
  /** Whose records the calendar shows. */
  members: Member[];
  /** The people a crew member may notify after sign-off (not themselves). */
  supervisors: Member[];
  /** A member of the approval group below officer level. */
  approver: boolean;
  /** Officer or approval group: countersigns, sees the department filter and who has not signed. */
  supervisor: boolean;
  /** The departments to filter by: [id, name]. */
  departments: [number | null, string | null][];
  nameOf: (userId: number) => string;
}

export function useCalendarCrew(vesselId: number, userId: number, officer: boolean): CalendarCrew {
  const everyone = useMembers(vesselId);
  // The server sends only whom the user may see (crew: themselves; approval group: their
  // departments; supervisors' names, for notices). Fleet managers (level 8) keep no records.
  const members = calendarMembers(everyone, userId, officer);
  // Crew devices also know their supervisors (not their records), to notify them after sign-off:
  // those on the vessel today (the server refuses a notice naming someone who has left it).
  const today = isoDay(new Date());
  const supervisors = everyone.filter(
    (m) =>
      m.permissionLevel >= LEVEL.officer && m.userId !== userId && (m.endDate === null || m.endDate >= today),
  );
  const isMember = useQuery(horApproverQuery(vesselId > 0 ? vesselId : undefined, !officer));
  const approver = Boolean(isMember.data?.isMember);
  const departments = useMemo(
    () => [
      ...new Map(
        everyone.filter((m) => m.departmentId).map((m) => [m.departmentId, m.departmentName]),
      ).entries(),
    ],
    [everyone],
  );
  const nameOf = (id: number) => {
    const m = everyone.find((x) => x.userId === id);
    return m ? `${m.firstName} ${m.lastName}` : t('Crew member');
  };
  return { everyone, members, supervisors, approver, supervisor: officer || approver, departments, nameOf };
}

/**
 * The rows shown: a department ('all' for every one), a name search and, when `only` is given,
 * those people alone (the calendar's 'to countersign' filter); the user's own row first.
 */
export function crewShown(
  members: readonly Member[],
  filter: { department: string; search: string; userId: number; only?: ReadonlySet<number> | null },
): Member[] {
  const needle = filter.search.trim().toLowerCase();
  return ownRowFirst(
    members.filter(
      (m) =>
        (!filter.only || filter.only.has(m.userId)) &&
        (filter.department === 'all' || String(m.departmentId) === filter.department) &&
        (!needle || `${m.firstName} ${m.lastName}`.toLowerCase().includes(needle)),
    ),
    filter.userId,
  );
}
