import type { CrewRecord } from '@contracts/crew';
import { CREW_STATUS } from '@contracts/crew';
import type { Currency } from '@contracts/crew-setup';
import { addDays } from '@domain/calendar/iso-date';
import { seesPrivate } from '@domain/crew/crew-access';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { appendAudit } from '../../kernel/audit';
import { answered, notFound } from '../../kernel/outcome';
import {
  CREW_SELECT,
  findDetails,
  findPrivate,
  LEAVE_SELECT,
  SALARY_SELECT,
  toCrewRecord,
  toLeaveIncrement,
  toSalary,
} from './crew-repo';
import { crewScope, isOutcome } from './crew-write';

/** Reading crew records over REST (the app reads its synced copy; these serve the spec's calls). */

type Row = Record<string, unknown>;
const NAME_ORDER = 'uvr.crew_order NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.id';

/** GET /crew/onyacht/{yachtId}: the crew now (current and prospective), in crew order. */
export async function currentCrew(db: Queryable, vesselId: number, today: string): Promise<CrewRecord[]> {
  const rows = await db.query<Row>(
    `${CREW_SELECT} WHERE uvr.vessel_id = $1 AND uvr.crew_status <> $2 AND (uvr.end_date IS NULL OR uvr.end_date >= $3)
      ORDER BY ${NAME_ORDER}`,
    [vesselId, CREW_STATUS.former, today],
  );
  return rows.map(toCrewRecord);
}

/** GET /xcrew/onyacht/{yachtId}: former crew who left in the last `months` months (12 by default). */
export async function formerCrew(db: Queryable, vesselId: number, today: string, months = 12) {
  const since = addDays(today, -Math.round(months * 30.44));
  const rows = await db.query<Row>(
    `${CREW_SELECT} WHERE uvr.vessel_id = $1 AND (uvr.crew_status = $2 OR uvr.end_date < $3)
        AND (uvr.end_date IS NULL OR uvr.end_date >= $4)
      ORDER BY uvr.end_date DESC NULLS LAST, lower(u.last_name), lower(u.first_name), uvr.id`,
    [vesselId, CREW_STATUS.former, today, since],
  );
  return rows.map(toCrewRecord);
}

/**
 * GET /crew/{yachtId}/{crewId}: one crew member's profile, with the private part only for those
 * who may see it. Reading someone else's personal data is written in the audit log.
 */
export async function crewProfile(db: Queryable, actor: Actor, vesselId: number, crewId: number, now: Date) {
  const scope = await crewScope(db, actor, crewId);
  if (isOutcome(scope)) return scope;
  if (scope.crew.vesselId !== vesselId) return notFound();
  const priv = seesPrivate(scope.level, scope.own);
  if (!scope.own)
    await appendAudit(db, now, {
      actorId: actor.id,
      vesselId,
      action: priv ? 'crew.viewed-private' : 'crew.viewed',
      entity: 'crew',
      entityKey: String(crewId),
      before: null,
      after: null,
    });
  return answered({
    crew: scope.crew,
    details: await findDetails(db, crewId),
    private: priv ? await findPrivate(db, crewId) : null,
    seesPrivate: priv,
  });
}

export async function salaryHistory(db: Queryable, crewId: number) {
  const rows = await db.query<Row>(
    `${SALARY_SELECT} WHERE s.crew_id = $1 ORDER BY s.change_date DESC, s.created_at DESC`,
    [crewId],
  );
  return rows.map(toSalary);
}

export async function leaveHistory(db: Queryable, crewId: number) {
  const rows = await db.query<Row>(
    `${LEAVE_SELECT} WHERE l.crew_id = $1 ORDER BY l.change_date DESC, l.created_at DESC`,
    [crewId],
  );
  return rows.map(toLeaveIncrement);
}

export async function currencies(db: Queryable): Promise<Currency[]> {
  const rows = await db.query<{ id: number; name: string; code: string; sign: string; sign_before: boolean }>(
    'SELECT id, name, code, sign, sign_before FROM currencies ORDER BY id',
  );
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, sign: r.sign, signBefore: r.sign_before }));
}
