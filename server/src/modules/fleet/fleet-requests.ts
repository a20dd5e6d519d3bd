import type { LeaveFleetChecklist, SupportRequest, vesselRequestSchema } from '@contracts/fleet';
import { MSG } from '@contracts/messages';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, badInput, forbidden } from '../../kernel/outcome';
import { todayOf } from '../../kernel/today';
import { writeOutcome } from '../../kernel/write-outcome';
import { withoutAdministrator } from '../users/keeps-an-administrator';
import { endRole } from '../users/users-access';

/** Where requests for the support desk go (SUPPORT_EMAIL; the local mail folder without SMTP). */
const supportAddress = () => process.env.SUPPORT_EMAIL ?? 'support@seaworthy.local';

/** 'Request a new vessel set up': kept, and mailed to the support desk who set vessels up. */
export async function requestVessel(
  deps: ServerDeps,
  actor: Actor,
  body: z.output<typeof vesselRequestSchema>,
): Promise<Answer<{ message: string }>> {
  const [type] = await deps.db.query<{ name: string }>('SELECT name FROM vessel_types WHERE id = $1', [
    body.vesselType,
  ]);
  if (!type) return badInput([{ property: 'vesselType', message: MSG.required }]);
  await deps.db.query(
    `INSERT INTO vessel_requests (user_id, vessel_type_id, vessel_name, crew_number, loa_m, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.id,
      body.vesselType,
      body.vesselName,
      body.crewNumber,
      body.loaMT,
      body.comment || null,
      deps.clock(),
    ],
  );
  await deps.mail.send({
    to: supportAddress(),
    subject: `New vessel set-up requested: ${body.vesselName}`,
    text: [
      `${actor.name} (user ${actor.id}) asks for a new vessel to be set up.`,
      '',
      `Vessel name: ${body.vesselName}`,
      `Type: ${type.name}`,
      `Crew: ${body.crewNumber}`,
      `LOA: ${body.loaMT} m`,
      `Comment: ${body.comment || '-'}`,
    ].join('\n'),
  });
  return answered({ message: MSG.requestSent });
}

/** The support form of a vessel's support page. */
export async function requestSupport(
  deps: ServerDeps,
  actor: Actor,
  body: SupportRequest & { yachtId: number },
) {
  const [vessel] = await deps.db.query<{ name: string }>('SELECT name FROM vessels WHERE id = $1', [
    body.yachtId,
  ]);
  await deps.db.query(
    `INSERT INTO support_requests (user_id, vessel_id, name, phone_number, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [actor.id, body.yachtId, body.name, body.phoneNumber, body.message, deps.clock()],
  );
  await deps.mail.send({
    to: supportAddress(),
    subject: `Support request from ${vessel?.name ?? `vessel ${body.yachtId}`}`,
    text: [
      `From: ${body.name} (user ${actor.id})`,
      `Phone: ${body.phoneNumber}`,
      `Vessel: ${vessel?.name ?? body.yachtId}`,
      '',
      body.message,
    ].join('\n'),
  });
  return { message: MSG.supportSentNotice };
}

interface CurrentUser {
  user_id: number;
  first_name: string;
  last_name: string;
  role_name: string;
  permission_level: number;
  start_date: string | null;
  end_date: string | null;
}

async function currentUsers(db: Queryable, vesselId: number, today: string) {
  return db.query<CurrentUser>(
    `SELECT uvr.user_id, u.first_name, u.last_name, r.name AS role_name, r.permission_level,
            to_char(uvr.start_date, 'YYYY-MM-DD') AS start_date, to_char(uvr.end_date, 'YYYY-MM-DD') AS end_date
       FROM user_vessel_roles uvr JOIN users u ON u.id = uvr.user_id JOIN roles r ON r.id = uvr.role_id
      WHERE uvr.vessel_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
      ORDER BY u.last_name, u.first_name, u.id`,
    [vesselId, today],
  );
}

/** Whom the caller may take along: management (level 6+) at or below the caller's level. */
const takeable = (actorLevel: number | null, u: CurrentUser, actorId: number) =>
  u.user_id !== actorId && u.permission_level >= LEVEL.captain && reaches(actorLevel, u.permission_level);

/**
 * Whether, with these users gone, crew would stay on the vessel with no one at level 6+ staying
 * (a role with no end date), as withoutAdministrator judges it when they do leave.
 */
const orphansCrew = (users: CurrentUser[], leaving: Set<number>) => {
  const staying = users.filter((u) => !leaving.has(u.user_id));
  return (
    staying.some((u) => u.permission_level < LEVEL.captain) &&
    !staying.some((u) => u.permission_level >= LEVEL.captain && u.end_date === null)
  );
};

/** The checklist of the 'Leave Fleet' popup, and why the caller cannot leave at all. */
export async function leaveFleetChecklist(
  deps: ServerDeps,
  actor: Actor,
  vesselId: number,
): Promise<LeaveFleetChecklist> {
  const level = levelOn(actor.roles, vesselId);
  const users = await currentUsers(deps.db, vesselId, todayOf(deps));
  return {
    candidates: users
      .filter((u) => takeable(level, u, actor.id))
      .map((u) => ({ id: u.user_id, name: `${u.first_name} ${u.last_name}`, roleName: u.role_name })),
    blocked: orphansCrew(users, new Set([actor.id])) ? MSG.lastAdministrator : null,
  };
}

/**
 * 'Leave fleet': the caller's role on the vessel ends now, with those of the management users
 * they ticked. Crew stay with the vessel (their records are the vessel's), so someone at level 6
 * or more must stay while there is crew. Nothing is deleted: the roles end, as a removal does.
 */
export async function leaveFleet(
  deps: ServerDeps,
  actor: Actor,
  body: { yachtId: number; userIds: number[] },
): Promise<Answer<{ left: number[] }>> {
  const level = levelOn(actor.roles, body.yachtId);
  const leaving = new Set([actor.id, ...body.userIds]);
  return writeOutcome(deps.db, async (tx): Promise<Answer<{ left: number[] }>> => {
    // One leaving at a time per vessel: two at once could each leave the other as the last admin.
    await tx.query('SELECT id FROM vessels WHERE id = $1 FOR UPDATE', [body.yachtId]);
    const users = await currentUsers(tx, body.yachtId, todayOf(deps));
    for (const id of body.userIds) {
      const u = users.find((x) => x.user_id === id);
      if (!u || !takeable(level, u, actor.id)) return forbidden();
    }
    for (const u of users.filter((x) => leaving.has(x.user_id))) {
      const refusal = await endRole(tx, deps, actor, {
        userId: u.user_id,
        vesselId: body.yachtId,
        startDate: u.start_date,
        endDate: null,
      });
      if (refusal) return refusal;
    }
    return (
      (await withoutAdministrator(tx, body.yachtId, todayOf(deps), 'userIds')) ??
      answered({ left: [...leaving] })
    );
  });
}
