import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { RestMonth } from '../../../contracts/rest-hours';
import type { LocalRestDay } from '../../../db/app-db';
import { addDays } from '../../../domain/calendar/iso-date';
import { type ExceptionPeriod, periodsFor } from '../../../domain/rest-hours/exception-regime';
import type { Violation } from '../../../domain/rest-hours/rules';
import { onShipClock } from '../../../domain/rest-hours/ship-clock-cells';
import { rulesWorker } from '../../../lib/rules-client';
import { db } from '../../../lib/services';
import { useClockChanges } from './known-clock-changes';

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

/**
 * The user's other vessels (of `vesselIds`) where `date` holds work on this device: one person
 * works on one vessel a day, and each vessel's rules see only its own records.
 */
export function useWorkElsewhere(
  userId: number,
  vesselId: number,
  vesselIds: readonly number[],
  date: string,
): number[] {
  const others = vesselIds.filter((v) => v !== vesselId);
  return useLiveQuery(
    async () => {
      const rows = await db.restDays.bulkGet(
        others.map((v) => [userId, v, date] as [number, number, string]),
      );
      return rows.filter((r) => r && !r.cleared && r.work.includes('1')).map((r) => r!.vesselId);
    },
    [userId, vesselId, others.join(), date],
    [],
  );
}

export function useRestMonth(userId: number, vesselId: number, month: string): RestMonth | undefined {
  return useLiveQuery(() => db.restMonths.get([userId, vesselId, month]), [userId, vesselId, month]);
}

/** The recorded days that run without a gap up to `date` (at most 7) and the day after. */
export function consecutiveRun(days: Map<string, { work: string }>, date: string) {
  const run: { date: string; work: string }[] = [];
  // The day and the 7 before it: a 7-day window ending on the day at noon starts 7 days back.
  for (let d = date, i = 0; i < 8 && days.has(d); d = addDays(d, -1), i++)
    run.unshift({ date: d, work: days.get(d)!.work });
  const next = days.get(addDays(date, 1));
  if (next && run.length) run.push({ date: addDays(date, 1), work: next.work });
  return run;
}

/** The day (as edited) with the 7 days before it and the day after, read from the device now. */
export async function daysAround(userId: number, vesselId: number, date: string, work: string) {
  const rows = await db.restDays
    .where('[userId+vesselId+date]')
    .between([userId, vesselId, addDays(date, -7)], [userId, vesselId, addDays(date, 1)], true, true)
    .toArray();
  const days = new Map<string, { work: string }>(rows.map((d) => [d.date, d]));
  days.set(date, { work });
  return days;
}

/**
 * The day's days with the edit in place, and the flags of the day as the rules worker finds
 * them (live, as the day is painted, on elapsed time across the vessel's clock changes);
 * `firstDate` is the day the flags' cells count from, 48 a date, read on the ship's clock.
 */
export function useDayFlags(
  days: Map<string, LocalRestDay>,
  date: string,
  edit: { userId: number; vesselId: number; work: string; version: number; periods: ExceptionPeriod[] },
) {
  const { userId, vesselId, work, version } = edit;
  // The vessel's periods that judge this person: those naming them (the regime is for watchkeepers).
  const periods = useMemo(() => periodsFor(edit.periods, userId), [edit.periods, userId]);
  const withDraft = useMemo(() => {
    const m = new Map(days);
    m.set(date, { userId, vesselId, date, version, pending: 0, work });
    return m;
  }, [days, date, version, work, userId, vesselId]);
  const changes = useClockChanges(vesselId);
  const [flags, setFlags] = useState<Violation[]>([]);
  const [firstDate, setFirstDate] = useState(date);
  useEffect(() => {
    let live = true;
    const run = consecutiveRun(withDraft, date);
    void rulesWorker()
      ['rest/evaluate-days'](run, periods, changes)
      .then((v) => {
        if (!live) return;
        setFirstDate(run[0]?.date ?? date);
        setFlags(onShipClock(v, run, changes).filter((x) => x.date === date));
      });
    return () => {
      live = false;
    };
  }, [withDraft, date, periods, changes]);
  return { withDraft, flags, firstDate };
}

/**
 * Whether a change of this day on the device waits for the user's decision: changed by someone
 * else meanwhile ('conflict'), or refused by the shore ('rejected'). The header counted it ("1 to
 * check") while the day itself still read "waiting to sync", so nothing on it said to look.
 */
export function useDayProblem(
  userId: number,
  vesselId: number,
  date: string,
): 'conflict' | 'rejected' | null {
  return useLiveQuery(
    async () => {
      const stuck = await db.outbox.where('status').anyOf('conflict', 'rejected').toArray();
      const mine = stuck.find(
        (e) =>
          (e.op === 'hor/day/save' || e.op === 'hor/day/clear') &&
          e.body.userId === userId &&
          e.body.yachtId === vesselId &&
          e.body.dates.includes(date),
      );
      return mine ? (mine.status as 'conflict' | 'rejected') : null;
    },
    [userId, vesselId, date],
    null,
  );
}
