import { type ClockChange, cellsOnDate } from '@domain/rest-hours/clock-change';
import { onDateOf, onShipClockTime } from '@domain/rest-hours/day-length';
import { CELLS_PER_DAY } from '@domain/rest-hours/timeline';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';

/** Days saved at a change's elapsed length on its date: they no longer fit once it goes. */
async function daysAtLength(tx: Queryable, vesselId: number, before: ClockChange) {
  if (cellsOnDate(before) === CELLS_PER_DAY) return [];
  return tx.query<{ user_id: number; work: string }>(
    `SELECT user_id, work FROM rest_days
      WHERE vessel_id = $1 AND day = $2::date AND NOT cleared AND length(work) = $3 FOR UPDATE`,
    [vesselId, before.date, cellsOnDate(before)],
  );
}

/**
 * The days saved at the old change's length, laid on the date as it now is by ship's clock time
 * (the repeated hour folded without losing a mark: worked in either pass stays worked; an hour
 * skipped before carries on the state the clocks jumped from), with the change's own change
 * number so every device pulls them with it, and an audit entry each.
 */
export async function relayDays(
  tx: Queryable,
  w: { actor: Actor; now: Date; vesselId: number; before: ClockChange; after?: ClockChange; version: number },
) {
  for (const day of await daysAtLength(tx, w.vesselId, w.before)) {
    const work = onDateOf(day.work, w.before, w.after) ?? onShipClockTime(day.work, w.before)!;
    await tx.query(
      `UPDATE rest_days SET work = $4, version = $5, updated_by = $6, updated_at = $7
        WHERE vessel_id = $1 AND user_id = $2 AND day = $3::date`,
      [w.vesselId, day.user_id, w.before.date, work, w.version, w.actor.id, w.now.toISOString()],
    );
    await appendAudit(tx, w.now, {
      actorId: w.actor.id,
      vesselId: w.vesselId,
      action: 'clock-change-relay',
      entity: 'rest_day',
      entityKey: `${w.vesselId}/${day.user_id}/${w.before.date}`,
      before: { work: day.work },
      after: { work, version: w.version },
    });
  }
}
