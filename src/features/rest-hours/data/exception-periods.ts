import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  type ExceptionSetting,
  exceptionPeriodsSchema,
  exceptionSettingSchema,
} from '../../../contracts/exception-regime';
import type { AppDb } from '../../../db/app-db';
import type { ExceptionPeriod } from '../../../domain/rest-hours/exception-regime';
import { authedJson } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';
import { enqueueAlone, latestUnsent } from '../../../sync/outbox';

const coalesceKey = (vesselId: number) => `hor/exception/${vesselId}`;
const NONE: ExceptionPeriod[] = [];

/**
 * Saves the vessel's STCW exception periods through the outbox, so a master at sea can set
 * them too; a newer unsent list replaces an older one (the last master to change it wins).
 */
export async function queueExceptionPeriods(
  database: AppDb,
  userId: number,
  vesselId: number,
  periods: ExceptionPeriod[],
  now: number,
) {
  const body = { yachtId: vesselId, periods: exceptionPeriodsSchema.parse(periods) };
  await enqueueAlone(
    database,
    { op: 'hor/exception/save', body, coalesceKey: coalesceKey(vesselId), baseVersion: 0, userId },
    now,
  );
}

/**
 * The vessel's exception periods as this device knows them: a change still in the outbox
 * first, then the server's answer (kept on the device for offline use, as the settings are).
 */
export function useExceptionPeriods(vesselId: number): { periods: ExceptionPeriod[]; waiting: boolean } {
  const answer = useQuery({
    queryKey: ['hor-exception', vesselId],
    queryFn: () => authedJson(exceptionSettingSchema, db, net, `/hor/exception/${vesselId}`),
    enabled: vesselId > 0,
  });
  const queued = useLiveQuery(
    async () => {
      const entry = await latestUnsent(db, coalesceKey(vesselId));
      return entry?.op === 'hor/exception/save' ? entry.body.periods : undefined;
    },
    [vesselId],
    undefined,
  );
  useRereadAfterSync(['hor-exception', vesselId]);
  return { periods: queued ?? answer.data?.periods ?? NONE, waiting: Boolean(queued) };
}

/**
 * The periods as the device knows them now, for a check outside a screen (a save asking for a
 * reason, a countersign review): the unsent change, else the last answer kept on the device.
 */
export async function knownExceptionPeriods(vesselId: number): Promise<ExceptionPeriod[]> {
  const entry = await latestUnsent(db, coalesceKey(vesselId));
  if (entry?.op === 'hor/exception/save') return entry.body.periods;
  return queryClient.getQueryData<ExceptionSetting>(['hor-exception', vesselId])?.periods ?? NONE;
}
