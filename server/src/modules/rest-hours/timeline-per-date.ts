import type { ClockChange } from '@domain/rest-hours/clock-change';
import { drawnOn, onShipClockTime, savesByLength } from '@domain/rest-hours/day-length';
import { CELLS_PER_DAY } from '@domain/rest-hours/timeline';
import type { Queryable } from '../../db/client';
import { clockChangesOn } from './clock-changes';

/**
 * A save drawn on a change that was deleted before it arrived (queued offline, issue 33): every
 * date's change is that same tombstone, so the day is laid on 48 cells by ship's clock as the
 * deletion laid the saved ones, instead of a refusal stuck on the device's Sync page. Any other
 * timeline comes back as it came (the length check then judges it). 48-cell saves read nothing.
 */
export async function onDeletedChange(tx: Queryable, vesselId: number, dates: string[], work: string) {
  if (work.length === CELLS_PER_DAY) return work;
  const rows = await tx.query<{ at: string; minutes: number; deleted: boolean }>(
    'SELECT at, minutes, deleted FROM clock_changes WHERE vessel_id = $1 AND day = ANY($2::date[])',
    [vesselId, dates],
  );
  const [first] = rows;
  if (!first || rows.length !== dates.length) return work;
  if (rows.some((r) => !r.deleted || r.at !== first.at || Number(r.minutes) !== Number(first.minutes)))
    return work;
  const change = { date: dates[0]!, at: first.at, minutes: Number(first.minutes) as ClockChange['minutes'] };
  return onShipClockTime(work, change) ?? work;
}

/**
 * One timeline for several dates (a reopen request's), as the saves it takes: laid by ship's
 * clock time on each date's length, drawn on the change of the date it fits (drawnOn). A 48-cell
 * timeline, or one no date's change reads, is one save as it came.
 */
export async function savesPerDate(tx: Queryable, vesselId: number, dates: string[], work: string) {
  if (work.length === CELLS_PER_DAY) return [{ work, dates }];
  const changes = new Map((await clockChangesOn(tx, vesselId, dates)).map((c) => [c.date, c]));
  const drawn = drawnOn(work.length, dates, changes);
  return drawn ? savesByLength(work, drawn, dates, changes) : [{ work, dates }];
}
