import { useLiveQuery } from 'dexie-react-hooks';
import type { RestMonth } from '../../../contracts/rest-hours';
import type { LocalRestDay } from '../../../db/app-db';
import { addDays } from '../../../domain/calendar/iso-date';
import { db } from '../../../lib/services';

/** The user's days from `from` to `to` (inclusive) on a vessel, read from the device. */
export function useRestDays(
  userId: number,
  vesselId: number,
  from: string,
  to: string,
): Map<string, LocalRestDay> {
  return useLiveQuery(
    async () => {
      const rows = await db.restDays
        .where('[userId+vesselId+date]')
        .between([userId, vesselId, from], [userId, vesselId, to], true, true)
        .toArray();
      return new Map(rows.map((r) => [r.date, r]));
    },
    [userId, vesselId, from, to],
    new Map<string, LocalRestDay>(),
  );
}

export function useRestMonth(userId: number, vesselId: number, month: string): RestMonth | undefined {
  return useLiveQuery(() => db.restMonths.get([userId, vesselId, month]), [userId, vesselId, month]);
}

/** The recorded days that run without a gap up to `date` (at most 7) and the day after. */
export function consecutiveRun(days: Map<string, { work: string }>, date: string) {
  const run: { date: string; work: string }[] = [];
  for (let d = date, i = 0; i < 7 && days.has(d); d = addDays(d, -1), i++)
    run.unshift({ date: d, work: days.get(d)!.work });
  const next = days.get(addDays(date, 1));
  if (next && run.length) run.push({ date: addDays(date, 1), work: next.work });
  return run;
}
