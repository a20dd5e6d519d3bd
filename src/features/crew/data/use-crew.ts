import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewRecord } from '../../../contracts/crew';
import { type Currency, currenciesSchema } from '../../../contracts/crew-setup';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { crewState } from '../../../domain/crew/crew-display';
import { isoDay } from '../../../domain/dates/format';
import { accruedRatioOf } from '../../../domain/leave/accrued-ratio';
import { authedJson } from '../../../lib/api-client';
import { db, net } from '../../../lib/services';
import { type ChangeState, changeStates } from './pending-changes';

/**
 * Crew records as this device holds them (synced): officers hold the vessel's crew, crew
 * their own. Read live, so an edit shows at once and a pull updates the screen.
 */
export function useVesselCrew(vesselId: number | undefined) {
  return useLiveQuery(
    async () =>
      vesselId === undefined ? [] : inCrewOrder(await db.crew.where('vesselId').equals(vesselId).toArray()),
    [vesselId],
  );
}

const NO_RATIOS: ReadonlyMap<number, number> = new Map();

/**
 * The crew members of a vessel on an accrued leave rate, and its ratio (accruedRatioOf): their
 * leave is said as days for each day worked, not as the crew record's days a year.
 */
export function useAccruedRatios(vesselId: number | undefined): ReadonlyMap<number, number> {
  return useLiveQuery(
    async () => {
      if (vesselId === undefined) return NO_RATIOS;
      const profiles = await db.leaveProfiles.where('vesselId').equals(vesselId).toArray();
      const today = isoDay(new Date());
      const ratios = new Map<number, number>();
      for (const crewId of new Set(profiles.map((p) => p.crewId))) {
        const ratio = accruedRatioOf(profiles, crewId, today);
        if (ratio !== null) ratios.set(crewId, ratio);
      }
      return ratios;
    },
    [vesselId],
    NO_RATIOS,
  );
}

export function useCrewMember(crewId: number) {
  return useLiveQuery(async () => {
    const [crew, details, priv, salaries, leave] = await Promise.all([
      db.crew.get(crewId),
      db.crewDetails.get(crewId),
      db.crewPrivate.get(crewId),
      db.salaries.where('crewId').equals(crewId).toArray(),
      db.leaveIncrements.where('crewId').equals(crewId).toArray(),
    ]);
    const newestFirst = <T extends { changeDate: string; id: string }>(rows: T[]) =>
      rows.sort((a, b) => b.changeDate.localeCompare(a.changeDate) || b.id.localeCompare(a.id));
    return { crew, details, priv, salaries: newestFirst(salaries), leave: newestFirst(leave) };
  }, [crewId]);
}

/** A vessel's departments and positions (not deleted), in the vessel's order. */
export function useVesselSetup(vesselId: number | undefined) {
  return useLiveQuery(async () => {
    if (vesselId === undefined) return { departments: [], positions: [] };
    const ordered = <T extends { order: number; name: string; deleted: boolean }>(rows: T[]) =>
      rows.filter((r) => !r.deleted).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    const [departments, positions] = await Promise.all([
      db.departments.where('vesselId').equals(vesselId).toArray(),
      db.positions.where('vesselId').equals(vesselId).toArray(),
    ]);
    return { departments: ordered(departments), positions: ordered(positions) };
  }, [vesselId]);
}

/** The vessels a crew member is on now, from the crew records this device holds (a transfer's choices). */
export function useVesselsOf(crew: CrewRecord | undefined): number[] | undefined {
  return useLiveQuery(async () => {
    if (!crew) return [];
    const today = isoDay(new Date());
    const rows = await db.crew.where('userId').equals(crew.userId).toArray();
    return rows.filter((r) => crewState(r, today) !== 'former').map((r) => r.vesselId);
  }, [crew?.userId]);
}

/** The currencies (a reference list from the server, kept on the device). */
export function useCurrencies(): Currency[] {
  return (
    useQuery({
      queryKey: ['currencies'],
      queryFn: () => authedJson(currenciesSchema, db, net, '/currencies'),
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? []
  );
}

/**
 * The changes of one crew member the server does not hold yet, by operation (on their way, or
 * waiting for a decision on the Sync page): each section of a profile says so for its own (next
 * of kin and bank details share one record).
 */
export function usePendingChanges(crewId: number): Map<string, ChangeState> {
  return useLiveQuery(
    async () =>
      changeStates(
        await db.outbox.where('status').anyOf('pending', 'sending', 'conflict', 'rejected').toArray(),
        crewId,
      ),
    [crewId],
    new Map<string, ChangeState>(),
  );
}

/** The live requirements of a vessel's positions and of the vessel itself (positionId null). */
export function useVesselRequirements(vesselId: number | undefined) {
  return useLiveQuery(
    async () =>
      vesselId === undefined
        ? []
        : (await db.requirements.where('vesselId').equals(vesselId).toArray()).filter((r) => !r.deleted),
    [vesselId],
    [],
  );
}
