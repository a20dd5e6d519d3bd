import type { LeaveProfileType, LeaveRate } from './leave-types';
import { rateInForce, ratioFromDaysPerYear, typeOfRate } from './rates';

/** What the rule reads of a leave profile (the synced record satisfies it). */
export interface ProfileRatesLike {
  crewId: number;
  type: LeaveProfileType;
  startDate: string;
  rates: readonly LeaveRate[];
  active: boolean;
  deleted: boolean;
}

/**
 * The worked/accrued ratio a crew member earns leave by on `today` (days of leave for each day
 * worked), when their leave profile's rate in force is accrued; null for a yearly rate or no
 * profile. An accrued rate is no number of days per year (leave-days-link.ts): the crew
 * record's leave days, converted from the ratio, read as '121.67 days/yr' for a ratio of 0.5
 * (field test s58, item 12), so the crew screens say the ratio, as the leave pages do.
 */
export function accruedRatioOf(
  profiles: readonly ProfileRatesLike[],
  crewId: number,
  today: string,
): number | null {
  const profile = profiles.find((p) => p.crewId === crewId && p.active && !p.deleted);
  if (!profile) return null;
  // Before the profile starts, the rate it starts with.
  const rate = rateInForce(profile.rates, today < profile.startDate ? profile.startDate : today);
  if (!rate || typeOfRate(rate, profile.type) !== 'accrued') return null;
  if (rate.ratio !== null && rate.ratio !== undefined) return rate.ratio;
  const dpy = rate.daysPerYear;
  return dpy === null || dpy === undefined || dpy >= 365 ? null : ratioFromDaysPerYear(dpy);
}

/** A ratio as the leave pages write it: up to 4 decimals, no trailing zeros ('0.5'). */
export const ratioFigure = (ratio: number) => Number(ratio.toFixed(4));
