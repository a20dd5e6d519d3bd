import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { ReopenDecision, ReopenRequest, ReopenRequestSave } from '@contracts/reopen-requests';
import type { SyncOutcome } from '@contracts/sync';
import { canEditRestDaysOf, LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { monthOf } from '@domain/calendar/iso-date';
import { showDate, showMonth } from '@domain/dates/format';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { approves, countersigners } from '../../kernel/approval-group';
import { nextVersion } from '../../kernel/change-numbers';
import type { Mailer } from '../../mail/mailer';
import { findMonth } from './rest-repo';
import { saveRestDays, unreadableLengthRefusal } from './save-rest-days';
import { auditMonth } from './signed-months';
import { savesPerDate } from './timeline-per-date';

export const REOPEN_SELECT = `SELECT q.id, q.user_id, q.vessel_id, q.month, q.dates::text[] AS dates, q.work,
    q.requested_by, q.requested_at, q.state, q.decided_at, q.version,
    r.first_name || ' ' || r.last_name AS requested_by_name, d.first_name || ' ' || d.last_name AS decided_by_name
  FROM rest_reopen_requests q JOIN users r ON r.id = q.requested_by LEFT JOIN users d ON d.id = q.decided_by`;

const stamp = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

export function toReopenRequest(r: Record<string, unknown>): ReopenRequest {
  return {
    id: String(r.id),
    userId: Number(r.user_id),
    vesselId: Number(r.vessel_id),
    month: String(r.month),
    dates: (r.dates as string[]).map((d) => String(d).slice(0, 10)),
    work: String(r.work),
    requestedByName: String(r.requested_by_name),
    requestedAt: stamp(r.requested_at as string)!,
    state: r.state as ReopenRequest['state'],
    decidedByName: (r.decided_by_name as string | null) ?? null,
    decidedAt: stamp(r.decided_at as string | null),
    version: Number(r.version),
  };
}

const refused = (message: string): SyncOutcome => ({ status: 'rejected', message });

/**
 * Keeps a change that met a countersigned month as a request to reopen it. Only for a month
 * that is countersigned (otherwise the change itself can go through), by someone who may edit
 * those days, for days of one month.
 */
export async function requestReopen(
  tx: Queryable,
  actor: Actor,
  body: ReopenRequestSave,
  now: Date,
): Promise<SyncOutcome> {
  if (!canEditRestDaysOf(actor.id, levelOn(actor.roles, body.yachtId), body.userId))
    return refused(MSG.status403);
  const months = new Set(body.dates.map(monthOf));
  if (months.size > 1) return refused(REFUSAL_TEXT.reopenOneMonth);
  const [month] = [...months] as [string];
  const state = await findMonth(tx, body.userId, body.yachtId, month);
  if (!state?.counterSignedBy) return refused(REFUSAL_TEXT.reopenNotCountersigned);
  // Kept as it came; accepting lays it on each date's length (a length no date gives is refused).
  const unreadable = await unreadableLengthRefusal(tx, body.yachtId, body.dates, body.binary.length);
  if (unreadable) return refused(unreadable.message);
  const version = await nextVersion(tx);
  const inserted = await tx.query(
    `INSERT INTO rest_reopen_requests (id, user_id, vessel_id, month, dates, work, requested_by, requested_at, version)
     VALUES ($1, $2, $3, $4, $5::date[], $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      body.requestId,
      body.userId,
      body.yachtId,
      month,
      body.dates,
      body.binary,
      actor.id,
      now.toISOString(),
      version,
    ],
  );
  if (!inserted.length) return refused(REFUSAL_TEXT.reopenMade);
  const after = { requestId: body.requestId, dates: body.dates };
  const key = { yachtId: body.yachtId, userId: body.userId, month };
  await auditMonth(tx, actor, now, key, { action: 'request-reopen', before: null, after });
  return { status: 'applied', version };
}

/**
 * A supervisor (level 4+ or the approval group for that user) answers a request. Accepting
 * reopens the month with the requested days, as the supervisor's own edit would; declining
 * leaves the record as countersigned. A request is answered once.
 */
export async function decideReopen(
  tx: Queryable,
  actor: Actor,
  body: ReopenDecision,
  now: Date,
): Promise<SyncOutcome> {
  const [row] = await tx.query<Record<string, unknown>>(`${REOPEN_SELECT} WHERE q.id = $1 FOR UPDATE OF q`, [
    body.requestId,
  ]);
  const request = row ? toReopenRequest(row) : null;
  if (!request || request.vesselId !== body.yachtId) return refused(MSG.status404);
  const level = levelOn(actor.roles, body.yachtId);
  const officer = reaches(level, LEVEL.officer);
  const supervisor = officer || (await approves(tx, actor.id, body.yachtId, request.userId));
  // Another person's check: neither the crew member nor whoever asked decides.
  if (!supervisor || actor.id === request.userId || actor.id === Number(row!.requested_by))
    return refused(MSG.status403);
  if (request.state !== 'open')
    return {
      status: 'conflict',
      message: REFUSAL_TEXT.reopenAnswered,
      records: { reopenRequests: [request] },
    };
  if (body.accept) {
    // An approval-group member countersigns for this crew member, so accepting is theirs to
    // do too: the save runs with a supervisor's standing on this vessel (the audit names them).
    const asSupervisor: Actor = officer
      ? actor
      : {
          ...actor,
          roles: actor.roles.map((r) =>
            r.vesselId === body.yachtId ? { ...r, permissionLevel: LEVEL.officer } : r,
          ),
        };
    // Each date takes the requested day at its own length (a clock change on one of them).
    for (const save of await savesPerDate(tx, body.yachtId, request.dates, request.work)) {
      const saved = await saveRestDays(tx, {
        actor: asSupervisor,
        userId: request.userId,
        body: {
          yachtId: body.yachtId,
          dates: save.dates,
          binary: save.work,
          reopen: true,
          reopenCountersigned: true,
        },
        now,
      });
      if (saved.status !== 'applied')
        return refused(saved.status === 'rejected' ? saved.message : MSG.status400);
    }
  }
  const version = await nextVersion(tx);
  await tx.query(
    'UPDATE rest_reopen_requests SET state = $2, decided_by = $3, decided_at = $4, version = $5 WHERE id = $1',
    [request.id, body.accept ? 'accepted' : 'declined', actor.id, now.toISOString(), version],
  );
  const key = { yachtId: body.yachtId, userId: request.userId, month: request.month };
  const action = body.accept ? 'accept-reopen' : 'decline-reopen';
  await auditMonth(tx, actor, now, key, { action, before: { requestId: request.id }, after: null });
  return { status: 'applied', version };
}

/**
 * Tells the month's countersigner of a new request, if they can still decide it (on the vessel
 * today and still countersigning for this crew member); otherwise everyone who can (officers and
 * the approval group for them: `countersigners`, the rule deciding applies). A countersigner who
 * left the group was written to alone, and could not answer.
 */
export async function sendReopenNotice(
  db: Queryable,
  mail: Mailer,
  actor: Actor,
  body: ReopenRequestSave,
  today: string,
) {
  const month = monthOf(body.dates[0]!);
  const [state] = await db.query<{ countersigned_by: number | null }>(
    'SELECT countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3',
    [body.userId, body.yachtId, month],
  );
  // Whoever asked does not decide their own request (decideReopen refuses them).
  const deciders = (await countersigners(db, body.yachtId, body.userId, today)).filter(
    (d) => d.id !== actor.id,
  );
  const signer = deciders.find((d) => d.id === state?.countersigned_by);
  for (const { email } of signer ? [signer] : deciders) {
    await mail.send({
      to: email,
      subject: `Request to reopen hours of rest: ${actor.name}, ${showMonth(month)}`,
      text: `${actor.name} asks to change ${body.dates.map(showDate).join(', ')} in ${showMonth(month)}, which ${signer ? 'you' : 'was'} countersigned. Open Hours of rest to accept or decline.`,
    });
  }
}
