import { MSG } from '@contracts/messages';
import type { RestDaySave } from '@contracts/rest-hours';
import { MODULE_NAMES } from '@domain/access/modules';
import { canEditRestDaysOf, levelOn } from '@domain/access/permissions';
import { monthOf } from '@domain/calendar/iso-date';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { nextVersion } from '../../kernel/change-numbers';
import { forbidden, notFound, type Outcome, refused } from '../../kernel/outcome';
import { findDays, findMonth } from './rest-repo';
import { openSignedMonths } from './signed-months';
import { readVesselSettings } from './vessel-settings';

export interface SaveRestDaysInput {
  actor: Actor;
  userId: number;
  body: RestDaySave;
  now: Date;
}

/**
 * Writes the days and their audit entries (each with the day's work before, when it had some) in
 * one statement, unless one of their months is signed: then it writes nothing and answers false
 * (openSignedMonths decides). It runs under the change-number lock, which every writer waits for,
 * so each round trip saved there is saved for all of them (issue 34); most saves meet no signature
 * and need no other read. The statement reads the days and months as they were before it, and
 * keeps the audit in date order, as it has always been kept.
 */
async function writeDays(
  tx: Queryable,
  w: {
    actor: Actor;
    userId: number;
    vesselId: number;
    dates: string[];
    months: string[];
    work: string;
    version: number;
    now: Date;
  },
): Promise<boolean> {
  const [row] = await tx.query<{ signed: boolean }>(
    `WITH signed AS (
       SELECT EXISTS (
         SELECT 1 FROM rest_months m
          WHERE m.user_id = $1::int AND m.vessel_id = $2::int AND m.month::text = ANY($8::text[])
            AND (m.signed_by IS NOT NULL OR m.countersigned_by IS NOT NULL)) AS yes
     ), before AS (
       SELECT day, work FROM rest_days
        WHERE user_id = $1::int AND vessel_id = $2::int AND day = ANY($3::text[]::date[]) AND NOT cleared
     ), written AS (
       INSERT INTO rest_days (user_id, vessel_id, day, work, version, updated_by, updated_at)
       SELECT $1::int, $2::int, d::date, $4::text, $5::bigint, $6::int, $7::timestamptz FROM unnest($3::text[]) AS d
        WHERE NOT (SELECT yes FROM signed)
       ON CONFLICT (user_id, vessel_id, day) DO UPDATE
         SET work = EXCLUDED.work, version = EXCLUDED.version, updated_by = EXCLUDED.updated_by,
             updated_at = EXCLUDED.updated_at, cleared = false
     ), audited AS (
       INSERT INTO audit_log (at, actor_id, vessel_id, action, entity, entity_key, before, after)
       SELECT $7::timestamptz, $6::int, $2::int, 'save', 'rest_day', concat($2::int, '/', $1::int, '/', u.d),
              CASE WHEN b.day IS NULL THEN NULL ELSE jsonb_build_object('work', b.work::text) END,
              jsonb_build_object('work', $4::text, 'version', $5::bigint)
         FROM unnest($3::text[]) WITH ORDINALITY AS u(d, n) LEFT JOIN before b ON b.day = u.d::date
        WHERE NOT (SELECT yes FROM signed)
        ORDER BY u.n
     )
     SELECT yes AS signed FROM signed`,
    [w.userId, w.vesselId, w.dates, w.work, w.version, w.actor.id, w.now.toISOString(), w.months],
  );
  return !row!.signed;
}

/**
 * Saves one timeline to the given dates for a user. A signed month takes it only with the
 * user's reopen (openSignedMonths); otherwise it is a conflict and nothing is applied.
 */
export async function saveRestDays(tx: Queryable, input: SaveRestDaysInput): Promise<Outcome> {
  const { actor, userId, body, now } = input;
  const level = levelOn(actor.roles, body.yachtId);
  if (!canEditRestDaysOf(actor.id, level, userId)) return forbidden();
  const [target] = await tx.query<{ modules: string[] }>(
    `SELECT v.modules FROM user_vessel_roles uvr JOIN vessels v ON v.id = uvr.vessel_id
      WHERE uvr.user_id = $1 AND uvr.vessel_id = $2`,
    [userId, body.yachtId],
  );
  if (!target) return notFound();
  if (!target.modules.includes('hoursofrest')) return refused(MSG.moduleOff(MODULE_NAMES.hoursofrest), 403);

  if (
    body.binary.includes('n') &&
    !(await readVesselSettings(tx, body.yachtId)).settings.neutralPeriodsEnabled
  ) {
    return refused('Neutral periods are not enabled for this vessel.', 400);
  }
  const dates = [...new Set(body.dates)].sort();
  const months = [...new Set(dates.map(monthOf))];
  const version = await nextVersion(tx);
  const write = { actor, userId, vesselId: body.yachtId, dates, months, work: body.binary, version, now };
  if (await writeDays(tx, write)) return { status: 'applied', version };
  // A signed month: a conflict, or with the user's reopen its signatures go and the days follow.
  const reopen = body.reopen === true;
  const blocked = await openSignedMonths(tx, { ...write, reopen });
  if (blocked) return blocked;
  await writeDays(tx, write);
  return { status: 'applied', version };
}

/**
 * Clears recorded days (they become blank); never inside a countersigned month, and inside a
 * signed one only when the user confirmed it is reopened (the signature no longer covers them).
 */
export async function clearRestDays(
  tx: Queryable,
  input: { actor: Actor; userId: number; vesselId: number; dates: string[]; reopen: boolean; now: Date },
): Promise<Outcome & { cleared?: number }> {
  const { actor, userId, vesselId, dates, now } = input;
  const months = [...new Set(dates.map(monthOf))];
  for (const month of months) {
    if ((await findMonth(tx, userId, vesselId, month))?.counterSignedBy)
      return refused(MSG.monthCountersigned, 409);
  }
  const before = await findDays(tx, userId, vesselId, dates);
  // Nothing recorded, nothing changed: no signature is touched.
  if (before.length === 0) return { status: 'applied', version: 0, cleared: 0 };
  const version = await nextVersion(tx);
  const blocked = await openSignedMonths(tx, { ...input, months, version });
  if (blocked) return blocked;
  await tx.query(
    'UPDATE rest_days SET cleared = true, version = $4, updated_by = $5, updated_at = $6 WHERE user_id = $1 AND vessel_id = $2 AND day = ANY($3::date[]) AND NOT cleared',
    [userId, vesselId, dates, version, actor.id, now.toISOString()],
  );
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
  return { status: 'applied', version, cleared: before.length };
}
