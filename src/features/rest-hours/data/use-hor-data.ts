import { useLiveQuery } from 'dexie-react-hooks';
import type { Member, Preset, RestComment, RestMonth } from '../../../contracts/rest-hours';
import type { LocalRestDay } from '../../../db/app-db';
import { inCrewOrder } from '../../../domain/access/crew-order';
import { db } from '../../../lib/services';

/** The crew of a vessel as this device knows them (officers: everyone; crew: themselves). */
export function useMembers(vesselId: number): Member[] {
  return inCrewOrder(
    useLiveQuery(() => db.members.where('vesselId').equals(vesselId).toArray(), [vesselId], []),
  );
}

/** Every listed member's days between two dates, by user id. */
export function useVesselDays(vesselId: number, userIds: number[], from: string, to: string) {
  const key = userIds.join(',');
  return useLiveQuery(
    async () => {
      const byUser = new Map<number, LocalRestDay[]>();
      for (const userId of userIds) {
        byUser.set(
          userId,
          await db.restDays
            .where('[userId+vesselId+date]')
            .between([userId, vesselId, from], [userId, vesselId, to], true, true)
            .toArray(),
        );
      }
      return byUser;
    },
    [vesselId, key, from, to],
    new Map<number, LocalRestDay[]>(),
  );
}

/** The month's signatures by user; undefined while the device is still reading them. */
export function useMonths(vesselId: number, month: string): Map<number, RestMonth> | undefined {
  return useLiveQuery(async () => {
    const rows = await db.restMonths.filter((m) => m.vesselId === vesselId && m.month === month).toArray();
    return new Map(rows.map((m) => [m.userId, m]));
  }, [vesselId, month]);
}

export function useComments(userId: number, vesselId: number, from: string, to: string): RestComment[] {
  return useLiveQuery(
    () =>
      db.comments
        .where('[userId+vesselId+date]')
        .between([userId, vesselId, from], [userId, vesselId, to], true, true)
        .filter((c) => !c.deleted)
        .toArray(),
    [userId, vesselId, from, to],
    [],
  );
}

export function usePresets(userId: number, vesselId: number): Preset[] {
  return useLiveQuery(
    () =>
      db.presets
        .where('[userId+vesselId]')
        .equals([userId, vesselId])
        .filter((p) => !p.deleted)
        .toArray(),
    [userId, vesselId],
    [],
  );
}
