import type { CrewRecord, Position } from '../../../contracts/crew';
import type { LeaveProfileRecord } from '../../../contracts/leave-records';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { roleNameId } from '../../../domain/access/role-names';
import type { CalendarPerson } from '../../../domain/leave/leave-calendar';
import type { ProfileRecords } from '../../../domain/leave/leave-figures';
import { type PeriodFiguresResult, periodFigures } from '../../../domain/leave/period-figures';
import { t } from '../../../i18n/i18n';

/** A row of the leave table: the calendar's person, with what the screen shows beside the name. */
export interface TablePerson extends CalendarPerson {
  crewId: number;
  /** The name's first part and its surname: a long name keeps its surname whole, on a line of its own. */
  given: string;
  surname: string;
  /** The second line of the name: the position, else the role. */
  detail: string;
  /** Their profiles, oldest first (the figures and the profile link use them). */
  profileIds: string[];
}

/** Shore-side roles (fleet managers, level 8 and above) are on a vessel's list but never on board. */
const SHORE_LEVEL = 8;

/**
 * The people of the leave table, in the vessel's crew order: everyone with a leave profile
 * (each profile a stretch of employment, so a returning crew member's old leave shows too), and
 * the crew without one from their start date (on board, with no leave kept). A prospective
 * crew member without a start date, or without a profile and not yet started, is left out.
 * Each is on board as the crew list has them (its on-board switch); one not on it, not.
 */
export function leaveTablePeople(
  crew: readonly CrewRecord[],
  profiles: readonly LeaveProfileRecord[],
  positions: readonly Position[],
): TablePerson[] {
  const live = profiles.filter((p) => !p.deleted);
  const positionName = new Map(positions.map((p) => [p.id, p.name]));
  const people: TablePerson[] = [];
  for (const c of inCrewOrder(crew)) {
    const own = live.filter((p) => p.crewId === c.id).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const base = {
      key: String(c.id),
      crewId: c.id,
      name: `${c.firstName} ${c.lastName}`,
      given: c.firstName,
      surname: c.lastName,
      detail:
        (c.positionId !== null ? positionName.get(c.positionId) : undefined) ?? t(roleNameId(c.roleName)),
      profileIds: own.map((p) => p.id),
      isOnBoard: c.isOnBoard,
    };
    if (own.length) {
      const spans = own.map((p) => ({ profileId: p.id, startDate: p.startDate, endDate: p.endDate }));
      people.push({ ...base, spans });
    } else if (c.startDate && c.status !== -1 && c.permissionLevel < SHORE_LEVEL) {
      people.push({ ...base, spans: [{ profileId: null, startDate: c.startDate, endDate: c.endDate }] });
    }
  }
  // A profile whose crew record is not on this device still has leave to show.
  const known = new Set(crew.map((c) => c.id));
  const orphans = new Map<number, LeaveProfileRecord[]>();
  for (const p of live)
    if (!known.has(p.crewId)) orphans.set(p.crewId, [...(orphans.get(p.crewId) ?? []), p]);
  for (const [crewId, own] of orphans) {
    own.sort((a, b) => a.startDate.localeCompare(b.startDate));
    people.push({
      key: String(crewId),
      crewId,
      name: t('Crew member {id}', { id: String(crewId) }),
      given: t('Crew member'),
      surname: String(crewId),
      detail: t('Not on this device'),
      profileIds: own.map((p) => p.id),
      // Not on the crew list this device holds, so not counted on board (as the Crew page).
      isOnBoard: false,
      spans: own.map((p) => ({ profileId: p.id, startDate: p.startDate, endDate: p.endDate })),
    });
  }
  return people;
}

/** Two-line suggestions of the employee search: names holding every word typed, in table order. */
export function matchPeople<P extends { name: string; detail: string }>(people: readonly P[], text: string) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...people];
  return people.filter((p) => {
    const hay = `${p.name} ${p.detail}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Each person's figures for the period (doc 3: leave fields to show), over all their profiles. */
export function figuresByPerson(
  people: readonly TablePerson[],
  records: Omit<ProfileRecords, 'profile'> & { profiles: readonly LeaveProfileRecord[] },
  from: string,
  to: string,
): Map<string, PeriodFiguresResult> {
  const { profiles, types, settings } = records;
  const byId = new Map(profiles.map((p) => [p.id, p]));
  // Each profile's own rows, grouped once: 200 crew each filtering every request was the slow part.
  const group = <T extends { profileId: string }>(rows: readonly T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      const list = m.get(r.profileId);
      if (list) list.push(r);
      else m.set(r.profileId, [r]);
    }
    return m;
  };
  const requests = group(records.requests);
  const adjustments = group(records.adjustments);
  const out = new Map<string, PeriodFiguresResult>();
  for (const person of people) {
    const own = person.profileIds.flatMap((id) => {
      const profile = byId.get(id);
      return profile
        ? [
            {
              profile,
              types,
              requests: requests.get(id) ?? [],
              adjustments: adjustments.get(id) ?? [],
              settings,
            },
          ]
        : [];
    });
    if (own.length) out.set(person.key, periodFigures(own, from, to));
  }
  return out;
}
