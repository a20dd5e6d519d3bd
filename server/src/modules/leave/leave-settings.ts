import type { leaveSettingsSaveSchema } from '@contracts/leave';
import { LEAVE_TEXT } from '@contracts/leave-text';
import { STALE_WHAT } from '@contracts/refusal-text';
import { addDays } from '@domain/calendar/iso-date';
import { changesAtOnce, takesEffect, withEarlier } from '@domain/leave/dated-rules';
import type { z } from 'zod';
import { allCurrentCrew, changeGroupMembers } from '../../kernel/approval-group';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, fieldRefused, forbidden, staleEdit } from '../../kernel/outcome';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { appendHistory, auditLeave } from './leave-history';
import { mathsRefusal } from './leave-maths';
import { findSettings, profilesBooking, vesselTypes } from './leave-repo';
import { leaveScope } from './leave-setup';
import { dayOf } from './leave-today';

type SettingsSave = z.infer<typeof leaveSettingsSaveSchema>;

const NOT_ON_BOARD = 'Choose crew members of this vessel.';

/**
 * Leave settings with the approval group (level 5), entered with a change date and a comment
 * that go in the history. Whoever joins or leaves the group sees more or less leave: their
 * devices start their copy afresh, as for the hours-of-rest group.
 */
export const saveLeaveSettings: WriteUseCase<SettingsSave, BasedEdit> = async (tx, actor, body, ctx) => {
  // Before the settings are read: two saves at once are one after the other, the second judged
  // (its base version, the group it adds) against the first's result.
  await takeChangeLock(tx);
  const scope = await leaveScope(tx, actor, body.yachtId);
  if (!scope?.manages) return forbidden();
  const before = scope.settings;
  const stale = staleEdit(before.version, ctx.baseVersion, STALE_WHAT.leaveSettings, {
    leaveSettings: [before],
  });
  if (stale) return stale;
  // A day of slack: the device's today runs up to a day ahead of the server's (time zones).
  if (body.changeDate > addDays(dayOf(ctx.now), 1) && changesAtOnce(before, body))
    return fieldRefused('changeDate', LEAVE_TEXT.onlyNilDaysLater);
  const group = [...new Set(body.approvalGroup)];
  if (!(await allCurrentCrew(tx, body.yachtId, group, dayOf(ctx.now))))
    return fieldRefused('approvalGroup', NOT_ON_BOARD);
  const added = group.filter((u) => !before.approvalGroup.includes(u));
  const removed = before.approvalGroup.filter((u) => !group.includes(u));
  await changeGroupMembers(tx, 'leave_approval_members', body.yachtId, { added, removed });
  // 'Nil days' counts from the day after the change date ('Changes will take effect after this
  // date'), as a rate does: the days up to it keep the value they had.
  const nilDaysBefore =
    before.nilDays === body.nilDays
      ? (before.nilDaysBefore ?? [])
      : withEarlier(before.nilDaysBefore, { until: takesEffect(body.changeDate), nilDays: before.nilDays });
  const [row] = await tx.query<{ version: number }>(
    `UPDATE leave_settings SET request_own_leave = $2, delete_own_requests = $3, hide_calculations = $4,
        nil_days = $5, rollover = $6, edit_by_approval_group = $7, nil_days_before = $8::jsonb,
        version = next_change()
      WHERE vessel_id = $1 RETURNING version`,
    [
      body.yachtId,
      body.requestOwnLeave,
      body.deleteOwnRequests,
      body.hideCalculations,
      body.nilDays,
      body.rollover,
      body.editByApprovalGroup,
      JSON.stringify(nilDaysBefore),
    ],
  );
  // 'Nil days' changes what the days of nil types earn: no profile booking them may end up with
  // a rollover above its balance (as when a type's effect changes).
  if (before.nilDays !== body.nilDays) {
    const nilTypes = (await vesselTypes(tx, body.yachtId)).filter((t) => t.isNil).map((t) => t.id);
    for (const profile of await profilesBooking(tx, body.yachtId, nilTypes)) {
      const refusal = await mathsRefusal(tx, profile, dayOf(ctx.now));
      if (refusal) return { ...refusal, errorList: [{ property: 'nilDays', message: refusal.message }] };
    }
  }
  await appendHistory(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    what: 'settings',
    changeDate: body.changeDate,
    comment: body.comment,
  });
  const after = (await findSettings(tx, body.yachtId))!;
  const { version: _b, ...was } = before;
  const { version: _a, ...now } = after;
  await auditLeave(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: 'leave.settings',
    entity: 'leave-settings',
    key: String(body.yachtId),
    before: was,
    after: now,
  });
  return applied(Number(row!.version));
};

/** The officer has seen the first-entry popup (answer 210): later entries go on to 211 or 200. */
export const markLeaveVisited: WriteUseCase<number> = async (tx, actor, vesselId, now) => {
  const scope = await leaveScope(tx, actor, vesselId);
  if (!scope?.manages) return forbidden();
  const [row] = await tx.query<{ version: number }>(
    `UPDATE leave_settings SET visited = true, version = CASE WHEN visited THEN version ELSE next_change() END
      WHERE vessel_id = $1 RETURNING version`,
    [vesselId],
  );
  if (!scope.settings.visited)
    await auditLeave(tx, actor, now, {
      vesselId,
      action: 'leave.visited',
      entity: 'leave-settings',
      key: String(vesselId),
      after: { visited: true },
    });
  return applied(Number(row!.version));
};
