import type { leaveAdjustSchema } from '@contracts/leave';
import { LEAVE_TEXT } from '@contracts/leave-text';
import { leaveBalance } from '@domain/leave/balance';
import { OUTSIDE_EMPLOYMENT, withinEmployment } from '@domain/leave/employment';
import type { z } from 'zod';
import { applied, fieldRefused, forbidden, refused } from '../../kernel/outcome';
import type { WriteUseCase } from '../../kernel/use-case';
import { appendHistory, auditLeave } from './leave-history';
import { mathsRefusal, profileInput, shown } from './leave-maths';
import { isRefusal, profileOn } from './leave-setup';
import { dayOf } from './leave-today';

type Adjust = z.infer<typeof leaveAdjustSchema>;

export const ADJUST_TEXT = {
  rolloverOff: 'Rollover is switched off in the leave settings.',
  negative: 'The leave rolled over cannot be below 0.',
  // Rounded down, so that the figure shown can be entered as it is.
  above: (date: string, available: number) =>
    `The leave rolled over can be at most the balance on ${date}: ${shown(Math.floor(available * 100) / 100)} days.`,
  exists: 'This entry has been saved already.',
  outside: OUTSIDE_EMPLOYMENT,
} as const;

/**
 * Additional leave (days added on a date; negative takes away) and a manual rollover (after the
 * day is counted, the balance becomes the days given; the rest is forfeited): level 5, or the
 * approval group when it edits leave. A rollover is at least 0 and at most the balance of its
 * date; any entry must leave the maths holding for the entries after it.
 */
export const adjustLeave: WriteUseCase<Adjust> = async (tx, actor, body, now) => {
  const found = await profileOn(tx, actor, body.yachtId, body.profileId, true);
  if (isRefusal(found)) return found;
  const { scope, profile } = found;
  if (!scope.editsProfiles) return forbidden();
  if (profile.userId === actor.id) return refused(LEAVE_TEXT.ownProfile, 403);
  const [taken] = await tx.query('SELECT 1 FROM leave_adjustments WHERE id = $1', [body.adjustmentId]);
  if (taken) return refused(ADJUST_TEXT.exists, 409);
  if (!withinEmployment(body.date, profile)) return fieldRefused('date', ADJUST_TEXT.outside);
  if (body.kind === 'rollover') {
    if (!scope.settings.rollover) return refused(ADJUST_TEXT.rolloverOff, 403);
    if (body.days < 0) return fieldRefused('days', ADJUST_TEXT.negative);
    const before = leaveBalance(await profileInput(tx, profile), body.date);
    if (before.ok && body.days > before.available + 1e-9)
      return fieldRefused('days', ADJUST_TEXT.above(body.date, before.available));
  }
  const [row] = await tx.query<{ version: number }>(
    `INSERT INTO leave_adjustments (id, vessel_id, user_id, profile_id, kind, date, days, comment, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING version`,
    [
      body.adjustmentId,
      profile.vesselId,
      profile.userId,
      profile.id,
      body.kind,
      body.date,
      body.days,
      body.comment.trim(),
      actor.id,
    ],
  );
  const refusal = await mathsRefusal(tx, profile, dayOf(now));
  if (refusal) return refusal;
  await appendHistory(tx, actor, now, {
    vesselId: profile.vesselId,
    profileId: profile.id,
    userId: profile.userId,
    what: body.kind,
    changeDate: body.date,
    amount: body.days,
    comment: body.comment,
    adjustmentId: body.adjustmentId,
  });
  await auditLeave(tx, actor, now, {
    vesselId: profile.vesselId,
    action: `leave.${body.kind}`,
    entity: 'leave-profile',
    key: profile.id,
    after: { adjustmentId: body.adjustmentId, date: body.date, days: body.days },
  });
  return applied(Number(row!.version));
};
