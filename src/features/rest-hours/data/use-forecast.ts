import { useEffect, useMemo, useState } from 'react';
import { addDays } from '../../../domain/calendar/iso-date';
import { isoDay } from '../../../domain/dates/format';
import { cellOfDay, FORECAST_DAYS, type Forecast } from '../../../domain/rest-hours/forecast';
import { rulesWorker } from '../../../lib/rules-client';
import { useExceptionPeriods } from './exception-periods';
import { useClockChanges } from './known-clock-changes';
import { useVesselDays } from './use-hor-data';

/**
 * The first breach each user's plan leads to in the coming week, forecast by the rules
 * worker from the days on the device (so it works offline). `draft` puts a day being edited
 * in place of the stored one, so the forecast follows the painting. The vessel's clock changes
 * and exception periods judge the plan as they judge the flags.
 */
export function useForecast(
  vesselId: number,
  userIds: number[],
  draft?: { userId: number; date: string; work: string },
): Record<number, Forecast | null> {
  const today = isoDay(new Date());
  const days = useVesselDays(vesselId, userIds, addDays(today, -7), addDays(today, FORECAST_DAYS));
  const changes = useClockChanges(vesselId);
  const { periods } = useExceptionPeriods(vesselId);
  const [forecasts, setForecasts] = useState<Record<number, Forecast | null>>({});
  const records = useMemo(
    () =>
      [...days].map(([userId, list]) => {
        const byDate = new Map(list.map((d) => [d.date, d.work]));
        if (draft?.userId === userId && draft.date >= addDays(today, -7)) byDate.set(draft.date, draft.work);
        return { userId, days: [...byDate].map(([date, work]) => ({ date, work })) };
      }),
    [days, draft?.userId, draft?.date, draft?.work, today],
  );
  useEffect(() => {
    let live = true;
    void rulesWorker()
      ['rest/forecast'](records, today, cellOfDay(new Date()), changes, periods)
      .then((r) => live && setForecasts(r));
    return () => {
      live = false;
    };
  }, [records, today, changes, periods]);
  return forecasts;
}
