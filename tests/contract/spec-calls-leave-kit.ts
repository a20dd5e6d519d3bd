import { expect } from 'vitest';
import type { ContractContext, Who } from './spec-call-kit';

/** What the leave contract tables share (doc 3, section 3: the leave entities' fields). */

/** Doc 3, section 3: 'Leave profile'. */
export const PROFILE_FIELDS = [
  'leaveProfileID',
  'name',
  'userId',
  'crewId',
  'id',
  'firstname',
  'lastname',
  'startDate',
  'endDate',
  'leaveType',
  'daysPerYear',
  'leaveDaysPerYear',
  'workedAccruedRatio',
  'calculationDate',
  'initialLeave',
  'initialLeaveOwed',
  'flightEntitlement',
  'changeDate',
  'comment',
  'profileId',
  'profileType',
] as const;
/** Doc 3, section 3: 'Leave profile flags'. */
export const FLAG_FIELDS = [
  'canAccessLeaveTypes',
  'canL2L4RequestLeave',
  'hideCalculations',
  'canLAGEditLeave',
  'isLeaveApprovalGroup',
] as const;
/** Doc 3, section 3: 'Leave type'. */
export const TYPE_FIELDS = ['color', 'name', 'isOnBoard', 'effect', 'isNil', 'order', 'isDefault'] as const;
/** Doc 3, section 3: 'Monthly stats'. */
export const MONTH_FIELDS = [
  'accrued',
  'worked',
  'taken',
  'accuredPlus',
  'workedPlus',
  'takenPlus',
  'available',
] as const;
/** Doc 3, section 3: 'Leave history entry'. */
export const HISTORY_FIELDS = ['changeDate', 'amount', 'comment'] as const;

/** A GET as `who`, its JSON (the read-back of a write). */
export async function read<T = unknown>(x: ContractContext, who: Who, path: string): Promise<T> {
  const res = await x.s.request(path, { token: x.token[who] });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The server's today (the test server's clock). */
export const todayOf = (x: ContractContext) => x.s.clock().toISOString().slice(0, 10);

export type Profile = Record<string, unknown> & { id: string; userId: number };

/** A demo login's leave profile on Aurora: the demo seed's fixed id, by their crew record. */
export const demoProfile = (x: ContractContext, who: Who) =>
  `01JDEMOLVP${String(x.crewId[who]).padStart(16, '0')}`;
