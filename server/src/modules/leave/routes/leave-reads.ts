import { isoDateSchema } from '@contracts/common';
import { LEVEL } from '@domain/access/permissions';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Queryable } from '../../../db/client';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { forbidden, parseId, parseWith } from '../../../http/errors';
import { noBody } from '../../../http/no-body';
import { from, policies, type Source } from '../../../http/policy';
import { recordOwner } from '../../../http/record-sources';
import { withSpecFields } from '../../../http/spec-names';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { leaveEntry } from '../leave-entry';
import { profileHistory, settingsHistory } from '../leave-history-read';
import { formerEmployees, leaveBalances, leaveCalculations, readableProfile } from '../leave-read';
import { markLeaveVisited } from '../leave-settings';
import { LEAVE_GROUP } from '../leave-setup';
import { specMonth } from '../leave-spec-shapes';
import { answerLeave, CLIENT_ID } from './leave';

/**
 * Where a profile id in the path leads: its vessel and its user, for the policies. An id that is
 * no one's leads to no vessel at all (MAX_ID), so the caller is refused as an outsider.
 */
function profileSources(db: Queryable, param: string): { vessel: Source; user: Source } {
  const lookup = async (c: Context<AppEnv>) => {
    const [row] = await db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM leave_profiles WHERE id = $1 AND NOT deleted',
      [c.req.param(param) ?? ''],
    );
    return row;
  };
  return recordOwner(param, lookup);
}

export const asOfSchema = z.object({ asOf: isoDateSchema.optional() });
export const yearSchema = z.object({
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  asOf: isoDateSchema.optional(),
});

/**
 * Leave reads and the entry (doc 3): the entry's flags or its special answers 210/211/212, the
 * balances of the group additional-leave popup, the calculations page, the history with
 * comments and the former employees. Synced records reach devices through the feed; these are
 * the figures worked out on the server, and the online-only calls.
 */
export function leaveReadRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const yacht = from.param('yachtId');
  const byProfile = profileSources(deps.db, 'profileId');
  const ownOrFull = policy.ownOrLevel(LEVEL.purser, byProfile.vessel, byProfile.user, { group: LEAVE_GROUP });
  const yachtOf = (c: Context<AppEnv>) => parseId('yachtId', c.req.param('yachtId'));
  const vesselOf = async (c: Context<AppEnv>) => Number(await byProfile.vessel.read(c));

  app.get('/leave/:yachtId{[0-9]{1,10}}/entry', policy.member(yacht), async (c) => {
    const answer = await leaveEntry(deps.db, c.get('actor'), yachtOf(c));
    if (!answer) throw forbidden();
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  });
  app.post('/leave/:yachtId{[0-9]{1,10}}/visited', policy.level(LEVEL.purser, yacht), noBody(), (c) =>
    answerLeave(deps, c, (tx) => markLeaveVisited(tx, c.get('actor'), yachtOf(c), deps.clock())),
  );
  app.get('/leave/:yachtId{[0-9]{1,10}}/balances', policy.member(yacht).taking('asOf'), async (c) => {
    const { asOf } = parseWith(asOfSchema, c.req.query());
    const balances = answerValue(
      await leaveBalances(deps.db, c.get('actor'), yachtOf(c), asOf ?? todayOf(deps)),
    );
    // Doc 3, 'Group additional leave': each person by leaveProfileID.
    const profiles = balances.profiles.map((p) => withSpecFields(p, { leaveProfileID: 'profileId' }));
    return c.json({ ...balances, profiles });
  });
  app.get(
    '/leave/:yachtId{[0-9]{1,10}}/x-employees',
    policy.level(LEVEL.purser, yacht, { group: LEAVE_GROUP }),
    async (c) =>
      c.json(answerValue(await formerEmployees(deps.db, c.get('actor'), yachtOf(c), todayOf(deps)))),
  );
  app.get('/leave/:yachtId{[0-9]{1,10}}/settings/history', policy.level(LEVEL.purser, yacht), async (c) =>
    c.json(await settingsHistory(deps.db, yachtOf(c))),
  );
  app.get(
    `/leave/profiles/:profileId${CLIENT_ID}/calculations`,
    ownOrFull.taking(...Object.keys(yearSchema.shape)),
    async (c) => {
      const q = parseWith(yearSchema, c.req.query());
      const today = todayOf(deps);
      const query = { year: q.year ?? Number(today.slice(0, 4)), asOf: q.asOf ?? today };
      const calc = answerValue(
        await leaveCalculations(deps.db, c.get('actor'), await vesselOf(c), c.req.param('profileId'), query),
      );
      return c.json({ ...calc, leaveProfileID: calc.profileId, months: calc.months.map(specMonth) });
    },
  );
  app.get(`/leave/profiles/:profileId${CLIENT_ID}/history`, ownOrFull, async (c) => {
    const { profile } = answerValue(
      await readableProfile(deps.db, c.get('actor'), await vesselOf(c), c.req.param('profileId')),
    );
    return c.json(await profileHistory(deps.db, profile.id));
  });
  return app;
}
