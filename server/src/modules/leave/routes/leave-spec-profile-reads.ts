import { LEVEL } from '@domain/access/permissions';
import { leaveBalance } from '@domain/leave/balance';
import { BOOKING_STATUSES } from '@domain/leave/from-records';
import type { LeaveRate } from '@domain/leave/leave-types';
import { rateInForce } from '@domain/leave/rates';
import { type Context, Hono } from 'hono';
import type { ServerDeps } from '../../../deps';
import type { AppEnv } from '../../../http/env';
import { badRequest, parseId, parseWith } from '../../../http/errors';
import { policies, type Source } from '../../../http/policy';
import { recordOwner } from '../../../http/record-sources';
import { answerValue } from '../../../kernel/outcome';
import { todayOf } from '../../../kernel/today';
import { profileHistory } from '../leave-history-read';
import { profileInput } from '../leave-maths';
import { leaveCalculations, readableProfile } from '../leave-read';
import { profileRequests } from '../leave-repo';
import { LEAVE_GROUP } from '../leave-setup';
import { specMonth, specProfile } from '../leave-spec-shapes';
import { CLIENT_ID } from './leave';
import { asOfSchema, yearSchema } from './leave-reads';
import { profileAt } from './leave-spec-kit';

/**
 * The spec's leave calls about one profile (doc 3, section 7): available leave, flight
 * entitlement, action log, crew data, calculation, and the edit and change-type forms' data, at
 * /leave/... . The owner may read their own, full access anyone's on the vessel, as the app's
 * calculations and history calls allow.
 */
export function leaveSpecProfileRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();
  const policy = policies(deps, { module: 'leave' });
  const byProfile = profileAt(deps.db, 'profileId');
  const ownOrFull = policy.ownOrLevel(LEVEL.purser, byProfile.vessel, byProfile.user, { group: LEAVE_GROUP });
  const P = `:profileId${CLIENT_ID}`;
  const found = async (c: Context<AppEnv>) =>
    answerValue(
      await readableProfile(
        deps.db,
        c.get('actor'),
        Number(await byProfile.vessel.read(c)),
        c.req.param('profileId') ?? '',
      ),
    );
  const withNames = async (c: Context<AppEnv>) => {
    const { profile } = await found(c);
    const [u] = await deps.db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [profile.userId],
    );
    const who = u ? { firstName: u.first_name, lastName: u.last_name } : null;
    return specProfile(profile, who, todayOf(deps));
  };

  app.get(`/leave/profiles/${P}/available`, ownOrFull.taking('asOf'), async (c) => {
    const { profile, scope } = await found(c);
    const asOf = parseWith(asOfSchema, c.req.query()).asOf ?? todayOf(deps);
    const balance = leaveBalance(await profileInput(deps.db, profile), asOf);
    if (!balance.ok) throw badRequest([{ property: 'asOf', message: balance.error.message }]);
    const { ok: _, ...figures } = balance;
    // 'Hide calculations' hides how the balance is made from the crew, as their device's balance
    // card does: the available figure stays, the accrued, worked, taken... are left out.
    const shown = !scope.full && scope.settings.hideCalculations ? { available: figures.available } : figures;
    // The rollover form's 'remaining' (read-only) is the balance on the day.
    return c.json({ leaveProfileID: profile.id, asOf, ...shown, remaining: figures.available });
  });
  // Flight entitlement: the flights a year the profile allows, and those booked this year.
  app.get(`/leave/profiles/${P}/flightEntitlement`, ownOrFull, async (c) => {
    const { profile } = await found(c);
    const year = todayOf(deps).slice(0, 4);
    const booked = (await profileRequests(deps.db, profile.id))
      .filter((r) => !r.deleted && BOOKING_STATUSES.includes(r.status))
      .flatMap((r) => r.flights)
      .filter((f) => f.date.startsWith(year)).length;
    return c.json({
      leaveProfileID: profile.id,
      flightEntitlement: profile.flightEntitlement,
      year: Number(year),
      flightsBooked: booked,
    });
  });
  app.get(`/leave/profiles/${P}/actionLog`, ownOrFull, async (c) => {
    const { profile } = await found(c);
    return c.json(await profileHistory(deps.db, profile.id));
  });
  app.get(`/leave/getEditFormData/${P}`, ownOrFull, async (c) => c.json(await withNames(c)));
  app.get(`/leave/getChangeTypeFormData/${P}`, ownOrFull, async (c) => c.json(await withNames(c)));
  app.get(`/leave/calculation/${P}`, ownOrFull.taking(...Object.keys(yearSchema.shape)), async (c) => {
    const q = parseWith(yearSchema, c.req.query());
    const today = todayOf(deps);
    const query = { year: q.year ?? Number(today.slice(0, 4)), asOf: q.asOf ?? today };
    const vessel = Number(await byProfile.vessel.read(c));
    const calc = answerValue(
      await leaveCalculations(deps.db, c.get('actor'), vessel, c.req.param('profileId') ?? '', query),
    );
    return c.json({ ...calc, leaveProfileID: calc.profileId, months: calc.months.map(specMonth) });
  });

  // Crew data for a profile's setup: the crew record's leave days, and the dates it starts.
  const byCrew = crewAt(deps);
  // The route takes 10 digits; past PostgreSQL's integers the id is refused (400), not a 500.
  const crewIdOf = (c: Context<AppEnv>) => parseId('crewId', c.req.param('crewId'));
  app.get(
    '/leave/profiles/crewData/:crewId{[0-9]{1,10}}',
    policy.level(LEVEL.purser, byCrew, { group: LEAVE_GROUP }),
    async (c) => {
      const [row] = await deps.db.query<{ leave_days: string | null; start_date: string | null }>(
        'SELECT leave_days, start_date::text AS start_date FROM user_vessel_roles WHERE id = $1',
        [crewIdOf(c)],
      );
      const [profile] = await deps.db.query<{ id: string; rates: LeaveRate[] | string }>(
        `SELECT id, rates FROM leave_profiles WHERE crew_id = $1 AND NOT deleted ORDER BY created_at DESC LIMIT 1`,
        [crewIdOf(c)],
      );
      const rates: LeaveRate[] | undefined =
        typeof profile?.rates === 'string' ? JSON.parse(profile.rates) : profile?.rates;
      // The rate in force today, as the balance counts it: a change dated later is not current yet.
      const inForce = rates?.length ? (rateInForce(rates, todayOf(deps)) ?? rates[0]) : undefined;
      return c.json({
        crewId: crewIdOf(c),
        leaveDaysPerYear:
          row?.leave_days === null || row?.leave_days === undefined ? null : Number(row.leave_days),
        workAccruedRatio: inForce?.ratio ?? null,
        startDate: row?.start_date ?? null,
      });
    },
  );
  return app;
}

/** The vessel of the crew-on-yacht row a path id names (a bad id a 400 naming it, as crewSources). */
const crewAt = (deps: ServerDeps): Source =>
  recordOwner('crewId', async (c) => {
    const [row] = await deps.db.query<{ vessel_id: number; user_id: number }>(
      'SELECT vessel_id, user_id FROM user_vessel_roles WHERE id = $1',
      [parseId('crewId', c.req.param('crewId'))],
    );
    return row;
  }).vessel;
