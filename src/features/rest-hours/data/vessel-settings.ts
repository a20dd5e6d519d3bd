import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  type HorAlerts,
  type HorSettings,
  horAlertsSchema,
  horSettingsSchema,
} from '../../../contracts/rest-hours';
import { horAlertsAnswerSchema } from '../../../contracts/rest-hours-answers';
import type { AppDb } from '../../../db/app-db';
import { authedJson } from '../../../lib/api-client';
import { useRereadAfterSync } from '../../../lib/reread-after-sync';
import { db, net } from '../../../lib/services';
import { enqueueAlone, latestUnsent } from '../../../sync/outbox';

type Part = 'settings' | 'alerts';
const coalesceKey = (part: Part, vesselId: number) => `hor/${part}/${vesselId}`;

/**
 * Saves a vessel's hours-of-rest settings or alerts through the outbox, like every other
 * write, so an officer at sea can change them too. A newer unsent change replaces an older
 * one. The whole object is sent: the last officer to change them wins, as on the REST route.
 */
export async function queueVesselSettings(
  database: AppDb,
  userId: number,
  vesselId: number,
  change: { settings: HorSettings } | { alerts: HorAlerts },
  now: number,
) {
  const item =
    'settings' in change
      ? {
          op: 'hor/settings/save' as const,
          body: { yachtId: vesselId, settings: horSettingsSchema.parse(change.settings) },
          coalesceKey: coalesceKey('settings', vesselId),
        }
      : {
          op: 'hor/alerts/save' as const,
          body: { yachtId: vesselId, alerts: horAlertsSchema.parse(change.alerts) },
          coalesceKey: coalesceKey('alerts', vesselId),
        };
  await enqueueAlone(database, { ...item, baseVersion: 0, userId }, now);
}

/**
 * The vessel's hours-of-rest settings, as every screen reads them (the settings page, sign-off,
 * the day editor, Log today): kept on the device for use at sea, read again when older than the
 * app's usual minute and after each sync (useRereadAfterSync), so a change an officer makes
 * reaches the crew's screens. The day editor's read never went stale: a phone that had once read
 * neutral periods off kept offering no Neutral after they were switched on (and the reverse).
 */
export const horSettingsQuery = (vesselId: number) =>
  queryOptions({
    queryKey: ['hor-settings', vesselId],
    queryFn: () => authedJson(horSettingsSchema, db, net, `/hor/settings/${vesselId}`),
    enabled: vesselId > 0,
  });

/**
 * The vessel's settings and alerts as this device knows them: a change still waiting in the
 * outbox first, then the server's answer (kept on the device for offline use). `waiting`
 * says whether a change has not reached the server yet.
 */
export function useVesselSettings(vesselId: number) {
  const settings = useQuery(horSettingsQuery(vesselId));
  const alerts = useQuery({
    queryKey: ['hor-alerts', vesselId],
    queryFn: () => authedJson(horAlertsAnswerSchema, db, net, `/hor/alerts/${vesselId}`),
    enabled: vesselId > 0,
  });
  const queued = useLiveQuery(
    async () => {
      const [s, a] = await Promise.all([
        latestUnsent(db, coalesceKey('settings', vesselId)),
        latestUnsent(db, coalesceKey('alerts', vesselId)),
      ]);
      return {
        settings: s?.op === 'hor/settings/save' ? s.body.settings : undefined,
        alerts: a?.op === 'hor/alerts/save' ? a.body.alerts : undefined,
      };
    },
    [vesselId],
    { settings: undefined, alerts: undefined },
  );
  // Once a sync has run, the server's copy is the one to show again.
  useRereadAfterSync(['hor-settings', vesselId], ['hor-alerts', vesselId]);
  return {
    settings: queued.settings ?? settings.data,
    alerts: queued.alerts ?? alerts.data,
    waiting: Boolean(queued.settings || queued.alerts),
    error: settings.error ?? alerts.error,
  };
}

/** The vessel's switch for neutral periods: undefined until known (online, or the last answer). */
function useNeutralSetting(vesselId: number): boolean | undefined {
  const settings = useQuery(horSettingsQuery(vesselId));
  useRereadAfterSync(['hor-settings', vesselId]);
  return settings.data?.neutralPeriodsEnabled;
}

/** Whether the vessel uses neutral periods (known once online; offline, from the last answer). */
export function useNeutralAllowed(vesselId: number): boolean {
  return useNeutralSetting(vesselId) === true;
}

/**
 * Whether the vessel is known to have neutral periods off: a save giving a day neutral time is
 * then refused here as the server refuses it (not while the setting is still unknown).
 */
export function useNeutralOff(vesselId: number): boolean {
  return useNeutralSetting(vesselId) === false;
}
