/**
 * Plain types of the leave maths (issue 10, "The maths"). The contracts layer validates
 * requests into these shapes; the domain checks them again, so its functions stay total.
 */

/** `yearly` is calculation kind 1, `accrued` kind 2 (spec document 3, leave data). */
export type LeaveProfileType = 'yearly' | 'accrued';

export const LEAVE_CALCULATION_KIND: Readonly<Record<LeaveProfileType, 1 | 2>> = { yearly: 1, accrued: 2 };

/**
 * A rate in force from `from` (inclusive). It is entered either as days per year or as the
 * worked/accrued ratio; only the one the user edited last is set, the other blank. Its type is
 * its period's own (issue 30: a type change never moves a balance before it); a rate without
 * one accrues by the profile's type.
 */
export interface LeaveRate {
  from: string;
  daysPerYear?: number | null;
  ratio?: number | null;
  type?: LeaveProfileType | null;
}

export interface LeaveProfile {
  /** The type of the rates that do not name theirs. */
  type: LeaveProfileType;
  startDate: string;
  endDate?: string | null;
  initialLeave?: number;
  rates: readonly LeaveRate[];
}

/** 0 none, 1 reduces leave (taken), 2 work day (worked). */
export type LeaveEffect = 0 | 1 | 2;

export interface LeaveTypeRule {
  id: number;
  effect: LeaveEffect;
  /** A nil day is neither worked nor accruing, for both profile types. */
  isNil?: boolean;
  /**
   * The rules of the days before a change (a change counts from its day on), by the
   * day each stopped, ascending: a day counts by the first whose `until` is after it, else by
   * the type's own. Without it every day counts by the type's own.
   */
  before?: readonly LeaveTypeRuleBefore[];
}

export interface LeaveTypeRuleBefore {
  until: string;
  effect: LeaveEffect;
  isNil?: boolean;
}

export interface LeaveBooking {
  date: string;
  leaveTypeId: number;
}

export interface AdditionalLeave {
  date: string;
  days: number;
}

export interface LeaveRollover {
  date: string;
  rolledOver: number;
}

export interface LeaveInput {
  profile: LeaveProfile;
  leaveTypes?: readonly LeaveTypeRule[];
  days?: readonly LeaveBooking[];
  additional?: readonly AdditionalLeave[];
  rollovers?: readonly LeaveRollover[];
}

/** Sums from the profile start; `available = initialLeave + accrued + additional - taken - forfeited`. */
export interface LeaveTotals {
  accrued: number;
  worked: number;
  taken: number;
  additional: number;
  forfeited: number;
  available: number;
}

/** Invalid input, named by its path in the input (`days[3].leaveTypeId`). */
export interface LeaveError {
  field: string;
  message: string;
}

export type LeaveFailure = { ok: false; error: LeaveError };
