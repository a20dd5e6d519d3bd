import type { LeaveBalances, LeaveCalculations, LeaveFormer } from '@contracts/leave-answers';
import type { LeaveProfileRecord } from '@contracts/leave-records';
import { addDays, monthOf } from '@domain/calendar/iso-date';
import { leaveBalance } from '@domain/leave/balance';
import { leaveInputOf } from '@domain/leave/from-records';
import { leaveMonthlyTable } from '@domain/leave/monthly-table';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { type Answer, answered, forbidden, type Refusal, refused } from '../../kernel/outcome';
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
import { isRefusal, type LeaveScope, leaveScope, type ProfileScope, profileOn } from './leave-setup';

type Row = Record<string, unknown>;

/** The caller's leave scope on the vessel, or refused (403) when they have none. */
export async function readerScope(
  db: Queryable,
  actor: Actor,
  vesselId: number,
): Promise<Answer<LeaveScope>> {
  const scope = await leaveScope(db, actor, vesselId);
  return scope ? answered(scope) : forbidden();
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
): Promise<Answer<LeaveBalances>> {
  const reader = await readerScope(db, actor, vesselId);
  if (reader.status !== 'applied') return reader;
  const scope = reader.value;
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
  // 'Hide calculations' hides how a balance is made from those without full access, as their
  // device's balance card and GET /leave/profiles/{id}/available do: the available figures stay,
  // the additional leave (a figure of the breakdown) is left out.
  const hidden = !scope.full && scope.settings.hideCalculations;
  return answered({
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
        ...(hidden ? {} : { additional: today.ok ? today.additional : null }),
        error: today.ok ? (later.ok ? null : later.error.message) : today.error.message,
      };
    }),
  });
}

/** A profile the caller may read: their own, or anyone's with full access. */
export async function readableProfile(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  profileId: string,
): Promise<Answer<ProfileScope>> {
  const found = await profileOn(db, actor, vesselId, profileId);
  // profileOn refuses with forbidden or not found only (never 'applied').
  if (isRefusal(found)) return found as Refusal;
  return answered(found);
}

/** The calculations page: the leave table's months of a year (doc 3, monthly stats) and the totals. */
export async function leaveCalculations(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  profileId: string,
  q: { year: number; asOf: string },
): Promise<Answer<LeaveCalculations>> {
  const readable = await readableProfile(db, actor, vesselId, profileId);
  if (readable.status !== 'applied') return readable;
  const { scope, profile } = readable.value;
  // 'Hide calculations' hides them from the crew; those with full access still see them.
  if (!scope.full && scope.settings.hideCalculations) return forbidden();
  const input = await profileInput(db, profile);
  const table = leaveMonthlyTable(input, q.year, q.asOf);
  const totals = leaveBalance(input, q.asOf);
  if (!table.ok) return refused(table.error.message, 400);
  if (!totals.ok) return refused(totals.error.message, 400);
  const { ok: _, ...sums } = totals;
  return answered({ profileId, year: q.year, asOf: q.asOf, months: table.months, totals: sums });
}

/** Former employees: profiles of crew who have left, and inactive ones, with the balance they left with. */
export async function formerEmployees(
  db: Queryable,
  actor: Actor,
  vesselId: number,
  today: string,
): Promise<Answer<LeaveFormer[]>> {
  const reader = await readerScope(db, actor, vesselId);
  if (reader.status !== 'applied') return reader;
  if (!reader.value.full) return forbidden();
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
  return answered(
    rows.map(({ profile, name, leftOn }) => {
      const at = profile.endDate && profile.endDate < today ? profile.endDate : today;
      const balance = leaveBalance(inputOf(profile), at);
      return { profile, name, leftOn, available: balance.ok ? balance.available : null };
    }),
  );
}
