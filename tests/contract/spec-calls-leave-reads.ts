import { expect } from 'vitest';
import type { SpecCall } from './spec-call-kit';
import {
  demoProfile,
  FLAG_FIELDS,
  HISTORY_FIELDS,
  MONTH_FIELDS,
  PROFILE_FIELDS,
  type Profile,
  TYPE_FIELDS,
  todayOf,
} from './spec-calls-leave-kit';

const month = (x: Parameters<typeof todayOf>[0]) => todayOf(x).slice(0, 7);

/**
 * Doc 3, section 7, 'Leave' (paths under /leave; the spec leaves them out, ours are listed in
 * docs/api-differences/leave.md): the reads, in the spec's shapes, with the fields section 3
 * names for each entity. The captain is level 6 and the vessel's leave approval group.
 */
export const LEAVE_READ_CALLS: readonly SpecCall[] = [
  {
    call: 'Profiles: list (with name and position queries)',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/${x.aurora}` }),
    fields: PROFILE_FIELDS,
    readBack: (x, answer) => {
      const list = answer as Profile[];
      expect(list.some((p) => p.userId === x.userId.crew)).toBe(true);
      expect(list.every((p) => p.leaveType === 1 || p.leaveType === 2)).toBe(true);
    },
  },
  {
    call: 'Profiles: list, as crew (their own only)',
    as: 'crew',
    request: (x) => ({ path: `/leave/profiles/${x.aurora}` }),
    fields: PROFILE_FIELDS,
    readBack: (x, answer) => expect((answer as Profile[]).map((p) => p.userId)).toEqual([x.userId.crew]),
  },
  {
    call: 'Profiles: pending (crew on board with no profile yet)',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/pending/${x.aurora}` }),
    fields: ['crewId', 'userId', 'firstname', 'lastname', 'startDate', 'leaveDaysPerYear'],
  },
  {
    call: 'Profiles: crew data',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/crewData/${x.crewId.officer}` }),
    fields: ['leaveDaysPerYear', 'workAccruedRatio', 'startDate'],
  },
  {
    call: 'Profiles: available leave',
    as: 'crew',
    request: (x) => ({ path: `/leave/profiles/${demoProfile(x, 'crew')}/available` }),
    fields: ['leaveProfileID', 'accrued', 'worked', 'taken', 'available', 'remaining'],
  },
  {
    call: 'Profiles: flight entitlement',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/${demoProfile(x, 'officer')}/flightEntitlement` }),
    fields: ['leaveProfileID', 'flightEntitlement'],
    readBack: (_x, answer) => expect((answer as { flightEntitlement: number }).flightEntitlement).toBe(2),
  },
  {
    call: 'Profiles: action log',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/${demoProfile(x, 'officer')}/actionLog` }),
    fields: HISTORY_FIELDS,
  },
  {
    call: 'getEditFormData',
    as: 'captain',
    request: (x) => ({ path: `/leave/getEditFormData/${demoProfile(x, 'officer')}` }),
    fields: PROFILE_FIELDS,
  },
  {
    call: 'getChangeTypeFormData',
    as: 'purser',
    request: (x) => ({ path: `/leave/getChangeTypeFormData/${demoProfile(x, 'officer')}` }),
    fields: PROFILE_FIELDS,
  },
  {
    call: 'Calculation (monthly stats)',
    as: 'officer',
    request: (x) => ({ path: `/leave/calculation/${demoProfile(x, 'officer')}` }),
    fields: MONTH_FIELDS,
    item: (answer) => (answer as { months: unknown[] }).months,
  },
  {
    call: 'Settings (the leave profile flags)',
    as: 'crew',
    request: (x) => ({ path: `/leave/settings/${x.aurora}` }),
    fields: [...FLAG_FIELDS, 'approvalGroup', 'rollover', 'nilDays', 'visited'],
  },
  {
    call: 'Settings: leave types',
    as: 'crew',
    request: (x) => ({ path: `/leave/types/${x.aurora}` }),
    fields: TYPE_FIELDS,
  },
  {
    call: 'Guidelines',
    as: 'crew',
    request: (x) => ({ path: `/leave/guidelines/${x.aurora}` }),
    fields: ['name', 'color', 'effect', 'isOnBoard'],
    item: (answer) => (answer as { types: unknown[] }).types,
  },
  {
    call: 'Approval group check by vessel id',
    as: 'captain',
    request: (x) => ({ path: `/leave/approvalGroupCheck/${x.aurora}` }),
    fields: ['isLeaveApprovalGroup'],
    readBack: (_x, answer) =>
      expect((answer as { isLeaveApprovalGroup: boolean }).isLeaveApprovalGroup).toBe(true),
  },
  {
    call: 'Employee search by vessel id and query',
    as: 'captain',
    request: (x) => ({ path: `/leave/employees/${x.aurora}?query=a` }),
    fields: ['leaveProfileID', 'firstname', 'lastname', 'position'],
  },
  {
    call: 'Calendar: period (with a Range of dates)',
    as: 'captain',
    request: (x) => ({ path: `/leave/calendar/${x.aurora}?Range=${month(x)}-01,${month(x)}-28` }),
    fields: ['leavePeriods', 'leaveData', 'crewOnBoard'],
  },
  {
    call: 'Calendar: period, its leave periods',
    as: 'crew',
    // The demo crew member's pending request starts 20 days from today, for 7 days.
    request: (x) => ({
      path: `/leave/calendar/${x.aurora}?from=${todayOf(x)}&to=${todayOf(x).slice(0, 4)}-12-31`,
    }),
    fields: ['leavePeriodID', 'leaveProfileID', 'status', 'startDate', 'endDate', 'days'],
    item: (answer) => (answer as { leavePeriods: unknown[] }).leavePeriods,
  },
  {
    call: 'Forms: conflict check',
    as: 'crew',
    request: (x) => ({
      path: `/leave/conflictCheck/${x.aurora}?profileId=${demoProfile(x, 'crew')}&startDate=${todayOf(x)}&endDate=${todayOf(x)}`,
    }),
    fields: ['hasConflict', 'conflicts'],
  },
  {
    call: 'Reports: leave history, with the download flag',
    as: 'captain',
    request: (x) => ({
      path: `/leave/${x.aurora}/reports/history?download=true&profileIds=${demoProfile(x, 'officer')}&from=${todayOf(x).slice(0, 4)}-01-01&to=${todayOf(x)}`,
    }),
    readBack: (_x, answer) => expect(String(answer).startsWith('%PDF')).toBe(true),
  },
  {
    call: 'Reports: individual summary, with the e-mail flag (refused: e-mailed by the queued operation)',
    as: 'captain',
    request: (x) => ({
      path: `/leave/${x.aurora}/reports/summary?email=true&from=${todayOf(x).slice(0, 4)}-01-01&to=${todayOf(x)}`,
    }),
    status: 400,
  },
];
