import type { LeaveProfileRecord } from '@contracts/leave-records';
import { rateInForce, typeOfRate } from '@domain/leave/rates';
import { type SpecNames, withSpecFields } from '../../http/spec-names';

/**
 * Leave in the spec's words (doc 3, sections 3 and 7; issue 32): the names its clients send for
 * the app's fields, and the spec's field names its answers carry beside the app's own.
 */

/** Doc 3: 'Leave calculation kinds: yearly rate 1, accrued 2' (profileType 2 is accrued). */
const KIND_OF: Readonly<Record<string, 'yearly' | 'accrued'>> = { 1: 'yearly', 2: 'accrued' };
const kindOf = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? (KIND_OF[v] ?? v) : v);
export const kindNumber = (type: 'yearly' | 'accrued') => (type === 'yearly' ? 1 : 2);
/** 'Only the one the user last edited is sent, the other is blanked': a blank is no value. */
const blankIsNull = (v: unknown) => (v === '' ? null : v);

/** A profile's fields as the spec names them (setup, edit, change type). */
export const PROFILE_NAMES: SpecNames = {
  leaveProfileID: 'profileId',
  leaveType: { to: 'type', value: kindOf },
  profileType: { to: 'type', value: kindOf },
  leaveDaysPerYear: { to: 'daysPerYear', value: blankIsNull },
  workedAccruedRatio: { to: 'ratio', value: blankIsNull },
  workAccruedRatio: { to: 'ratio', value: blankIsNull },
  initialLeaveOwed: 'initialLeave',
};

/** Additional leave and a rollover as the spec names them (addAdditionalLeave, manualRollover). */
export const ADJUST_NAMES: SpecNames = {
  leaveProfileID: 'profileId',
  noOfDays: 'days',
  leaveAdded: 'days',
  rolledOver: 'days',
  changeDate: 'date',
};

/** The settings' flags as the leave profile flags name them (doc 3, section 3). */
export const SETTINGS_NAMES: SpecNames = {
  canL2L4RequestLeave: 'requestOwnLeave',
  canLAGEditLeave: 'editByApprovalGroup',
};

/**
 * The rate in force on `asOf` (the answer's calculationDate), as the balance counts it: a change
 * dated later takes effect after its date, so it is not the current rate yet. Before the first
 * period (a profile starting later), its first rate.
 */
const rateOn = (p: LeaveProfileRecord, asOf: string) =>
  (rateInForce(p.rates, asOf) as LeaveProfileRecord['rates'][number] | null) ?? p.rates[0];
/** The kind in force then too: a change of type dated later is its rate period's (issue 30). */
const kindOn = (p: LeaveProfileRecord, asOf: string) => kindNumber(typeOfRate(rateOn(p, asOf) ?? {}, p.type));

export interface ProfileNames {
  firstName: string;
  lastName: string;
}

/** A leave profile with the spec's names (doc 3, section 3: 'Leave profile'), as of `asOf`. */
export function specProfile(p: LeaveProfileRecord, who: ProfileNames | null, asOf: string) {
  return withSpecFields(p, {
    leaveProfileID: 'id',
    profileId: 'id',
    name: () => (who ? `${who.firstName} ${who.lastName}` : null),
    firstname: () => who?.firstName ?? null,
    lastname: () => who?.lastName ?? null,
    leaveType: (r) => kindOn(r, asOf),
    profileType: (r) => kindOn(r, asOf),
    daysPerYear: (r) => rateOn(r, asOf)?.daysPerYear ?? null,
    leaveDaysPerYear: (r) => rateOn(r, asOf)?.daysPerYear ?? null,
    workedAccruedRatio: (r) => rateOn(r, asOf)?.ratio ?? null,
    initialLeaveOwed: 'initialLeave',
    calculationDate: () => asOf,
    changeDate: (r) => rateOn(r, asOf)?.changeDate ?? null,
    comment: (r) => rateOn(r, asOf)?.comment ?? null,
  });
}

/** A month of the leave table with the spec's names ('accuredPlus' as the spec spells it). */
export const specMonth = <T extends { accruedPlus: number }>(m: T) =>
  withSpecFields(m, { accuredPlus: 'accruedPlus' });
