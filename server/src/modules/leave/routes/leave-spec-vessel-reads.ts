import { isoDateSchema } from '@contracts/common';
import { leaveConflictCheckSchema, leaveDayTypeSchema } from '@contracts/leave-spec';
import { MSG } from '@contracts/messages';
import { LEVEL } from '@domain/access/permissions';
import { addDays } from '@domain/calendar/iso-date';
import { rangeProblem } from '@domain/leave/calendar-period';
import { typeRules } from '@domain/leave/guidelines';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, parseWith, readJson } from '../../../http/errors';
import { from, policies } from '../../../http/policy';
import { withSpecFields } from '../../../http/spec-names';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { formerEmployees, readerScope } from '../leave-read';
import { vesselTypes } from '../leave-repo';
import { changeDayType } from '../leave-request-day';
import { approvedOverlapping } from '../leave-request-rules';
import { LEAVE_GROUP } from '../leave-setup';
import { calendarPeriod, pendingProfiles, profileList } from '../leave-spec-read';
import { specProfile } from '../leave-spec-shapes';
import { answerLeave } from './leave';

const listQuery = z.object({
  name: z.string().max(100).optional(),
  position: z.string().max(100).optional(),
  query: z.string().max(100).optional(),
});
const rangeQuery = z.object({
  Range: z.string().max(30).optional(),
  range: z.string().max(30).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** The calendar's 'Range of dates': `?Range=from,to` as the spec says, or `?from=&to=`. */
function rangeOf(c: Context<AppEnv>) {
  const q = parseWith(rangeQuery, c.req.query());
  // One period said twice (Range and range, or Range and from/to) must say the same period:
  // one silently winning would be a query read and ignored.
  const said = [q.Range, q.range].filter((r) => r !== undefined);
  const [a, b] = (said[0] ?? '').split(',');
  const differs = (app: string | undefined, spec: string | undefined) =>
    app !== undefined && spec !== undefined && app !== spec;
  if (said.some((r) => r !== said[0]) || (said.length > 0 && (differs(q.from, a) || differs(q.to, b))))
    throw badRequest([{ property: 'Range', message: MSG.twoNamesDiffer }]);
  const range = { from: q.from ?? a ?? '', to: q.to ?? b ?? '' };
  const parsed = parseWith(z.object({ from: isoDateSchema, to: isoDateSchema }), range);
  const problem = rangeProblem(parsed.from, parsed.to);
  if (problem) throw badRequest([{ property: 'Range', message: problem }]);
  return parsed;
}

/**
 * The spec's leave calls about a vessel (doc 3, section 7), at /leave/...: the profiles list
 * and the pending ones, former crew, employee search, the calendar's period and a day's type,
 * guidelines, the approval group check and the conflict check. Anyone on board may read what
 * their leave scope shows (full access: everyone's; else their own); former crew and pending
 * profiles need full access, as their pages do.
 */
export function leaveSpecVesselRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const yacht = from.param('yachtId');
  const fullOn = policy.level(LEVEL.purser, yacht, { group: LEAVE_GROUP });
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const Y = ':yachtId{[0-9]{1,10}}';

  app.get(`/leave/profiles/${Y}`, policy.member(yacht).taking(...Object.keys(listQuery.shape)), async (c) => {
    const q = parseWith(listQuery, c.req.query());
    return c.json(answerValue(await profileList(deps.db, c.get('actor'), yachtOf(c), q, todayOf(deps))));
  });
  app.get(`/leave/profiles/pending/${Y}`, fullOn, async (c) =>
    c.json(answerValue(await pendingProfiles(deps.db, c.get('actor'), yachtOf(c), todayOf(deps)))),
  );
  app.get(`/leave/profiles/former/${Y}`, fullOn, async (c) => {
    const today = todayOf(deps);
    const former = answerValue(await formerEmployees(deps.db, c.get('actor'), yachtOf(c), today));
    return c.json(
      former.map((f) => ({ ...specProfile(f.profile, null, today), ...f, name: f.name, id: f.profile.id })),
    );
  });
  // Employee search by vessel id and query (name or position), as the autocomplete sends it; a
  // name or position sent too narrows it as on the profile list (they were taken and ignored).
  app.get(
    `/leave/employees/${Y}`,
    policy.member(yacht).taking(...Object.keys(listQuery.shape)),
    async (c) => {
      const q = parseWith(listQuery, c.req.query());
      const found = answerValue(await profileList(deps.db, c.get('actor'), yachtOf(c), q, todayOf(deps)));
      return c.json(found.slice(0, 50));
    },
  );
  app.get(`/leave/calendar/${Y}`, policy.member(yacht).taking(...Object.keys(rangeQuery.shape)), async (c) =>
    c.json(answerValue(await calendarPeriod(deps.db, c.get('actor'), yachtOf(c), rangeOf(c)))),
  );
  // Change day type: one day of a request to another type; the request's own rules decide.
  app.post('/leave/calendar/changeDayType', policy.member(from.body('yachtId')), async (c) => {
    const body = await readJson(c, leaveDayTypeSchema);
    return answerLeave(deps, c, (tx) => changeDayType(tx, c.get('actor'), body, deps.clock()));
  });
  app.get(`/leave/guidelines/${Y}`, policy.member(yacht), async (c) => {
    const scope = answerValue(await readerScope(deps.db, c.get('actor'), yachtOf(c)));
    const types = (await vesselTypes(deps.db, yachtOf(c))).filter((t) => !t.deleted);
    const rules = typeRules(types);
    return c.json({
      types: types.map((t, i) => ({ ...rules[i], color: t.color, isOnBoard: t.isOnBoard, effect: t.effect })),
      approvers: scope.settings.approvers.map((a) => a.name),
      hideCalculations: scope.settings.hideCalculations,
      nilDays: scope.settings.nilDays,
      rollover: scope.settings.rollover,
    });
  });
  app.get(`/leave/approvalGroupCheck/${Y}`, policy.member(yacht), async (c) => {
    const scope = answerValue(await readerScope(deps.db, c.get('actor'), yachtOf(c)));
    return c.json({ isLeaveApprovalGroup: scope.standing.inApprovalGroup, fullAccess: scope.full });
  });
  // Settings and types as the spec's flags name them (the app reads them from the feed).
  app.get(`/leave/settings/${Y}`, policy.member(yacht), async (c) => {
    const scope = answerValue(await readerScope(deps.db, c.get('actor'), yachtOf(c)));
    return c.json(
      withSpecFields(scope.settings, {
        canL2L4RequestLeave: 'requestOwnLeave',
        canLAGEditLeave: 'editByApprovalGroup',
        canAccessLeaveTypes: () => scope.manages,
        isLeaveApprovalGroup: () => scope.standing.inApprovalGroup,
      }),
    );
  });
  app.get(`/leave/types/${Y}`, policy.member(yacht), async (c) => {
    answerValue(await readerScope(deps.db, c.get('actor'), yachtOf(c)));
    return c.json((await vesselTypes(deps.db, yachtOf(c))).filter((t) => !t.deleted));
  });
  // Conflict check: the leave approved already on the days a request would take.
  // The vessel is the path's: a `yachtId` in the query is refused, never overruled unseen.
  app.get(
    `/leave/conflictCheck/${Y}`,
    policy.member(yacht).taking('profileId', 'requestId', 'startDate', 'endDate'),
    async (c) => {
      const q = parseWith(leaveConflictCheckSchema, { ...c.req.query(), yachtId: yachtOf(c) });
      const readable = answerValue(await readerScope(deps.db, c.get('actor'), q.yachtId));
      const [own] = await deps.db.query<{ user_id: number }>(
        'SELECT user_id FROM leave_profiles WHERE id = $1 AND vessel_id = $2 AND NOT deleted',
        [q.profileId, q.yachtId],
      );
      if (!own || !(readable.full || Number(own.user_id) === c.get('actor').id))
        throw badRequest([{ property: 'profileId', message: MSG.invalidId }]);
      const days = [];
      for (let d = q.startDate; d <= q.endDate; d = addDays(d, 1)) days.push({ date: d, leaveTypeId: 0 });
      const approved = await approvedOverlapping(deps.db, q.profileId, days, q.requestId ?? '');
      return c.json({
        hasConflict: approved.length > 0,
        conflicts: approved.map((r) => ({ ...r, leavePeriodID: r.id, leaveProfileID: r.profileId })),
      });
    },
  );
  return app;
}
