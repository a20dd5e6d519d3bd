import { countedTypeRule, type EarlierNilDays, type EarlierTypeRule } from './dated-rules';
import type { LeaveInput } from './leave-types';

/**
 * The leave maths' input from the synced records of one profile, the same on the server and on
 * the device: the profile's rates, the vessel's leave types, the days of its requests that
 * count (approved, or approved and checked: doc 3's statuses) and its additional leave and
 * rollovers. Deleted records count for nothing.
 */

/** Requests whose days are booked: a draft, a pending or a denied request books nothing. */
export const BOOKING_STATUSES: readonly string[] = ['Approved', 'Checked'];

export interface ProfileLike {
  type: 'yearly' | 'accrued';
  startDate: string;
  endDate: string | null;
  initialLeave: number;
  /** Each rate with its period's type (a copy synced before issue 30 may lack it: the profile's). */
  rates: readonly {
    from: string;
    daysPerYear: number | null;
    ratio: number | null;
    type?: 'yearly' | 'accrued' | null;
  }[];
}
export interface TypeLike {
  id: number;
  effect: 0 | 1 | 2;
  isNil: boolean;
  /** The rules before each change of effect or nil (a copy synced before lacks them). */
  rulesBefore?: readonly EarlierTypeRule[] | undefined;
}
export interface RequestLike {
  profileId: string;
  status: string;
  deleted: boolean;
  days: readonly { date: string; leaveTypeId: number }[];
}
/** The vessel's leave settings the maths read. */
export interface LeaveMathsSettings {
  /**
   * 'Nil days' (doc 3, leave settings): on, a day of a leave type marked nil is neither worked
   * nor earns leave; off, the mark counts for nothing and the day counts by its type's effect.
   */
  nilDays: boolean;
  /** Its values before each change, so a change counts from its day on. */
  nilDaysBefore?: readonly EarlierNilDays[] | undefined;
}

export interface AdjustmentLike {
  profileId: string;
  kind: 'additional' | 'rollover';
  date: string;
  days: number;
  deleted: boolean;
}

/** The leave types as they count today under the settings: nil only while 'Nil days' is on. */
export function typesAsCounted<T extends TypeLike>(types: readonly T[], settings: LeaveMathsSettings): T[] {
  return types.map((t) => ({ ...t, isNil: t.isNil && settings.nilDays }));
}

export function leaveInputOf(
  profile: ProfileLike & { id: string },
  types: readonly TypeLike[],
  requests: readonly RequestLike[],
  adjustments: readonly AdjustmentLike[],
  settings: LeaveMathsSettings,
): LeaveInput {
  const mine = <T extends { profileId: string; deleted: boolean }>(rows: readonly T[]) =>
    rows.filter((r) => r.profileId === profile.id && !r.deleted);
  const booked = mine(requests).filter((r) => BOOKING_STATUSES.includes(r.status));
  const known = new Set(types.map((t) => t.id));
  const adjusted = mine(adjustments);
  return {
    profile: {
      type: profile.type,
      startDate: profile.startDate,
      endDate: profile.endDate,
      initialLeave: profile.initialLeave,
      rates: profile.rates.map((r) => ({
        from: r.from,
        daysPerYear: r.daysPerYear,
        ratio: r.ratio,
        type: r.type ?? null,
      })),
    },
    // Each booked day counts by the type's rule and 'Nil days' as they were on it.
    leaveTypes: types.map((t) => countedTypeRule(t, settings)),
    // A day of a type deleted since is left out rather than making the whole balance fail.
    days: booked.flatMap((r) => r.days.filter((d) => known.has(d.leaveTypeId))),
    additional: adjusted.filter((a) => a.kind === 'additional').map((a) => ({ date: a.date, days: a.days })),
    rollovers: adjusted
      .filter((a) => a.kind === 'rollover')
      .map((a) => ({ date: a.date, rolledOver: a.days })),
  };
}
