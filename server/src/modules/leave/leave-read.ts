import type { LeaveBalances, LeaveCalculations, LeaveFormer } from '@contracts/leave-answers';
import type { LeaveProfileRecord } from '@contracts/leave-records';
import { addDays, monthOf } from '@domain/calendar/iso-date';
import { leaveBalance } from '@domain/leave/balance';
import { leaveInputOf } from '@domain/leave/from-records';
import { leaveMonthlyTable } from '@domain/leave/monthly-table';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Actor } from '../../kernel/actors';
import { forbidden } from '../../kernel/outcome';
import { mathsSettings, profileInput } from './leave-maths';
import {
  ADJUSTMENT_SELECT,
  PROFILE_SELECT,
  REQUEST_SELECT,
  toAdjustment,
  toProfile,
  toRequest,
  vesselTypes,
} from './leave-repo';
import { isRefusal, type LeaveScope, leaveScope, profileOn } from './leave-setup';

type Row = Record<string, unknown>;

/** A refusal of a read, as the REST call answers it. */
function raise(outcome: { message?: string; httpStatus?: number }): never {
  throw new HttpError((outcome.httpStatus ?? 404) as 403 | 404, { message: outcome.message ?? '' });
}

export async function scopeOrRaise(db: Queryable, actor: Actor, vesselId: number): Promise<LeaveScope> {
  const scope = await leaveScope(db, actor, vesselId);
  if (!scope) raise(forbidden());
  return scope;
}

const endOfMonth = (date: string) => addDays(`${monthOf(addDays(`${monthOf(date)}-28`, 4))}-01`, -1);

/** A vessel's profiles with their names; `where` narrows them (on `x` the profile, `uvr` its crew row). */
async function profilesWithNames(db: Queryable, vesselId: number, where: string, params: unknown[] = []) {
  const rows = await db.query<Row>(
    `SELECT x.*, u.first_name || ' ' || u.last_name AS name, uvr.end_date::text AS left_on, uvr.crew_status
       FROM (${PROFILE_SELECT}) x JOIN users u ON u.id = x.user_id JOIN user_vessel_roles uvr ON uvr.id = x.crew_id
      WHERE x.vessel_id = $1 AND NOT x.deleted AND ${where} ORDER BY u.last_name, u.first_name`,
    [vesselId, ...params],
  );
  return rows.map((r) => ({
    profile: toProfile(r),
    name: String(r.name),
    leftOn: r.left_on as string | null,
  }));
}

/** Each profile's maths input, from the vessel's records read once. */
async function inputsOf(db: Queryable, vesselId: number, profiles: LeaveProfileRecord[]) {
  const ids = profiles.map((p) => p.id);
  const types = await vesselTypes(db, vesselId);
  const requests = (
    await db.query<Row>(`${REQUEST_SELECT} WHERE q.profile_id = ANY($1::text[]) AND NOT q.deleted`, [ids])
  ).map(toRequest);
  const adjustments = (
    await db.query<Row>(`${ADJUSTMENT_SELECT} WHERE a.profile_id = ANY($1::text[]) AND NOT a.deleted`, [ids])
  ).map(toAdjustment);
  const settings = await mathsSettings(db, vesselId);
  return (p: LeaveProfileRecord) => leaveInputOf(p, types, requests, adjustments, settings);
}

/**
 * Available leave today and by the end of the month of every active profile the caller sees
 * (all of them with full access, else their own): the group additional-leave popup's figures.
 */
export async function leaveBalances(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  asOf: string,
): Promise<LeaveBalances> {
  const scope = await scopeOrRaise(db, actor, vesselId);
  const rows = await profilesWithNames(
    db,
    vesselId,
    scope.full ? 'x.active' : 'x.active AND x.user_id = $2',
    scope.full ? [] : [actor.id],
  );
  const inputOf = await inputsOf(
    db,
    vesselId,
    rows.map((r) => r.profile),
  );
  const monthEnd = endOfMonth(asOf);
  return {
    asOf,
    endOfMonth: monthEnd,
    profiles: rows.map(({ profile, name }) => {
      const input = inputOf(profile);
      const today = leaveBalance(input, asOf);
      const later = leaveBalance(input, monthEnd);
      return {
        profileId: profile.id,
        userId: profile.userId,
        crewId: profile.crewId,
        name,
        type: profile.type,
        availableToday: today.ok ? today.available : null,
        availableByEndOfMonth: later.ok ? later.available : null,
        additional: today.ok ? today.additional : null,
        error: today.ok ? (later.ok ? null : later.error.message) : today.error.message,
      };
    }),
  };
}

/** A profile the caller may read: their own, or anyone's with full access. */
export async function readableProfile(db: Queryable, actor: Actor, vesselId: number, profileId: string) {
  const found = await profileOn(db, actor, vesselId, profileId);
  if (isRefusal(found)) raise(found as { message: string; httpStatus?: number });
  return found;
}

/** The calculations page: the leave table's months of a year (doc 3, monthly stats) and the totals. */
export async function leaveCalculations(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  profileId: string,
  q: { year: number; asOf: string },
): Promise<LeaveCalculations> {
  const { scope, profile } = await readableProfile(db, actor, vesselId, profileId);
  // 'Hide calculations' hides them from the crew; those with full access still see them.
  if (!scope.full && scope.settings.hideCalculations) raise(forbidden());
  const input = await profileInput(db, profile);
  const table = leaveMonthlyTable(input, q.year, q.asOf);
  const totals = leaveBalance(input, q.asOf);
  if (!table.ok) throw new HttpError(400, { message: table.error.message });
  if (!totals.ok) throw new HttpError(400, { message: totals.error.message });
  const { ok: _, ...sums } = totals;
  return { profileId, year: q.year, asOf: q.asOf, months: table.months, totals: sums };
}

/** Former employees: profiles of crew who have left, and inactive ones, with the balance they left with. */
export async function formerEmployees(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<LeaveFormer[]> {
  const scope = await scopeOrRaise(db, actor, vesselId);
  if (!scope.full) raise(forbidden());
  const rows = await profilesWithNames(
    db,
    vesselId,
    '(NOT x.active OR uvr.crew_status = 2 OR (uvr.end_date IS NOT NULL AND uvr.end_date < $2))',
    [today],
  );
  const inputOf = await inputsOf(
    db,
    vesselId,
    rows.map((r) => r.profile),
  );
  return rows.map(({ profile, name, leftOn }) => {
    const at = profile.endDate && profile.endDate < today ? profile.endDate : today;
    const balance = leaveBalance(inputOf(profile), at);
    return { profile, name, leftOn, available: balance.ok ? balance.available : null };
  });
}
