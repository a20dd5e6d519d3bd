import { monthOf } from '@domain/calendar/iso-date';
import { type ClockChange, cellsOnDate } from '@domain/rest-hours/clock-change';
import { onDateOf, onShipClockTime } from '@domain/rest-hours/day-length';
import { CELLS_PER_DAY } from '@domain/rest-hours/timeline';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { refused } from '../../kernel/outcome';

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
 * Before a clock change is deleted or altered (issue 33): the days saved at its length on its
 * date must take the new length, and a signed record is never changed under its signature. So
 * the master's delete or change is refused while such a day lies in a signed or countersigned
 * month (reopen it first); otherwise null, and relayDays does it.
 */
export async function signedDaysRefusal(
  tx: Queryable,
  vesselId: number,
  before: ClockChange,
): Promise<ReturnType<typeof refused> | null> {
  const days = await daysAtLength(tx, vesselId, before);
  if (!days.length) return null;
  const [signed] = await tx.query<{ n: number }>(
    `SELECT 1 AS n FROM rest_months WHERE vessel_id = $1 AND month = $2 AND user_id = ANY($3::int[])
        AND (signed_by IS NOT NULL OR countersigned_by IS NOT NULL) LIMIT 1`,
    [vesselId, monthOf(before.date), days.map((d) => d.user_id)],
  );
  return signed
    ? refused(
        `Days recorded on ${before.date} with this clock change are in a signed month: reopen it before the change is deleted or altered.`,
        409,
      )
    : null;
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
