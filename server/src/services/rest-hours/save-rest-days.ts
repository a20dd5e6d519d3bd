import { MSG } from '../../../../src/contracts/messages';
import type { RestDaySave } from '../../../../src/contracts/rest-hours';
import type { SyncOutcome } from '../../../../src/contracts/sync';
import { MODULE_NAMES } from '../../../../src/domain/access/modules';
import { canEditRestDaysOf, LEVEL, levelOn, reaches } from '../../../../src/domain/access/permissions';
import { monthOf } from '../../../../src/domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import type { Actor } from '../actors';
import { appendAudit } from '../audit';
import { nextVersion } from '../sync/change-numbers';
import { findDays, findMonth } from './rest-repo';
import { readVesselSettings } from './vessel-settings';

export interface SaveRestDaysInput {
  actor: Actor;
  userId: number;
  body: RestDaySave;
  baseVersion: number;
  now: Date;
}

export type SaveOutcome = SyncOutcome & { httpStatus: 200 | 400 | 403 | 404 | 409 };

/**
 * Saves one timeline to the given dates for a user. A month that was signed or countersigned
 * after the edit's base version is a conflict: nothing is applied until the user chooses.
 */
export async function saveRestDays(tx: Queryable, input: SaveRestDaysInput): Promise<SaveOutcome> {
  const { actor, userId, body, baseVersion, now } = input;
  const level = levelOn(actor.roles, body.yachtId);
  if (!canEditRestDaysOf(actor.id, level, userId)) {
    return { status: 'rejected', message: MSG.status403, httpStatus: 403 };
  }
  const [target] = await tx.query<{ modules: string[] }>(
    `SELECT v.modules FROM user_vessel_roles uvr JOIN vessels v ON v.id = uvr.vessel_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
    [userId, body.yachtId],
  );
  if (!target) return { status: 'rejected', message: MSG.status404, httpStatus: 404 };
  if (!target.modules.includes('hoursofrest')) {
    return {
      status: 'rejected',
      message: MSG.moduleOff(MODULE_NAMES.hoursofrest),
      httpStatus: 403,
    };
  }

  if (
    body.binary.includes('n') &&
    !(await readVesselSettings(tx, body.yachtId)).settings.neutralPeriodsEnabled
  ) {
    return {
      status: 'rejected',
      message: 'Neutral periods are not enabled for this vessel.',
      httpStatus: 400,
    };
  }
  const dates = [...new Set(body.dates)].sort();
  const months = [...new Set(dates.map(monthOf))];
  const version = await nextVersion(tx);
  for (const month of months) {
    const state = await findMonth(tx, userId, body.yachtId, month);
    const signed = state && (state.signedBy !== null || state.counterSignedBy !== null);
    if (!state || !signed) continue;
    const signedSinceBase = state.version > baseVersion;
    if (!body.reopen) {
      if (signedSinceBase || state.counterSignedBy !== null) {
        const who = state.counterSignedByName ?? state.signedByName ?? 'someone';
        return {
          status: 'conflict',
          message: `${state.counterSignedBy ? 'Countersigned' : 'Signed off'} by ${who}: ${state.counterSignedBy ? MSG.monthCountersigned : 'this month must be signed off again after a change.'}`,
          records: { restMonths: [state], restDays: await findDays(tx, userId, body.yachtId, dates) },
          httpStatus: 409,
        };
      }
    } else if (state.counterSignedBy !== null && !reaches(level, LEVEL.officer)) {
      // Reopening a countersigned month is a supervisor's decision.
      return { status: 'rejected', message: MSG.monthCountersigned, httpStatus: 403 };
    }
    // The edit goes ahead, so the month's signatures no longer cover its records.
    await tx.query(
      `UPDATE rest_months SET signed_by = NULL, signed_at = NULL, countersigned_by = NULL, countersigned_at = NULL,
         version = $4 WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
      [userId, body.yachtId, month, version],
    );
    await appendAudit(tx, now, {
      actorId: actor.id,
      vesselId: body.yachtId,
      action: 'reopen',
      entity: 'rest_month',
      entityKey: `${body.yachtId}/${userId}/${month}`,
      before: state,
      after: null,
    });
  }

  const before = new Map((await findDays(tx, userId, body.yachtId, dates)).map((d) => [d.date, d.work]));
  for (const date of dates) {
    await tx.query(
      `INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, vessel_id, day) DO UPDATE
         SET work = EXCLUDED.work, version = EXCLUDED.version, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at,
             cleared = false`,
      [userId, body.yachtId, date, body.binary, version, actor.id, now.toISOString()],
    );
    await appendAudit(tx, now, {
      actorId: actor.id,
      vesselId: body.yachtId,
      action: 'save',
      entity: 'rest_day',
      entityKey: `${body.yachtId}/${userId}/${date}`,
      before: before.has(date) ? { work: before.get(date) } : null,
      after: { work: body.binary, version },
    });
  }
  return { status: 'applied', version, httpStatus: 200 };
}

/** Clears recorded days (they become blank); never inside a countersigned month. */
export async function clearRestDays(
  tx: Queryable,
  actor: Actor,
  userId: number,
  vesselId: number,
  dates: string[],
  now: Date,
) {
  for (const month of new Set(dates.map(monthOf))) {
    if ((await findMonth(tx, userId, vesselId, month))?.counterSignedBy) return 'countersigned' as const;
  }
  const before = await findDays(tx, userId, vesselId, dates);
  if (before.length === 0) return 0;
  const version = await nextVersion(tx);
  await tx.query(
    'UPDATE rest_days SET cleared = true, version = $4, updated_by = $5, updated_at = $6 WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[]) AND NOT cleared',
    [userId, vesselId, dates, version, actor.id, now.toISOString()],
  );
  for (const month of new Set(dates.map(monthOf))) {
    await tx.query(
      `UPDATE rest_months SET signed_by = NULL, signed_at = NULL, signed_hash = NULL, signed_signature = NULL, signed_key_id = NULL, version = $4
        WHERE user_id = $1 AND vessel_id = $2 AND month = $3 AND signed_by IS NOT NULL`,
      [userId, vesselId, month, version],
    );
  }
  for (const d of before) {
    await appendAudit(tx, now, {
      actorId: actor.id,
      vesselId,
      action: 'clear',
      entity: 'rest_day',
      entityKey: `${vesselId}/${userId}/${d.date}`,
      before: { work: d.work },
      after: null,
    });
  }
  return before.length;
}
