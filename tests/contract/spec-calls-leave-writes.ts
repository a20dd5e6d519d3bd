import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';
import {
  demoProfile,
  FLAG_FIELDS,
  HISTORY_FIELDS,
  PROFILE_FIELDS,
  type Profile,
  read,
  TYPE_FIELDS,
  todayOf,
} from './spec-calls-leave-kit';

/** The ISO date a day before `day`. */
const dayBefore = (day: string) => new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);

type Entry = { id: number; what: string; amount: number | null; comment: string | null };
type Type = Record<string, unknown> & { id: number; name: string; order: number };

const log = (x: ContractContext, profile: string) =>
  read<Entry[]>(x, 'captain', `/leave/profiles/${profile}/actionLog`);
const form = (x: ContractContext, profile: string) =>
  read<Profile>(x, 'captain', `/leave/getEditFormData/${profile}`);

/**
 * Doc 3, section 7, 'Leave': the writes, the spec's named operations and its settings, each in
 * the spec's shape (its names, its 1/2 leave types, no client-made ids), each read back. The
 * captain is level 6 and the leave approval group; the rows run in order on one server.
 */
export const LEAVE_SETTINGS_CALLS: readonly SpecCall[] = [
  {
    call: 'Settings: request leave, edit by approval group, rollover (the spec flags)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/leave/settings/${x.aurora}`,
      body: {
        canL2L4RequestLeave: true,
        canLAGEditLeave: true,
        deleteOwnRequests: true,
        hideCalculations: false,
        nilDays: false,
        rollover: true,
        approvalGroup: [x.userId.captain],
        changeDate: todayOf(x),
        comment: 'Season settings',
      },
    }),
    readBack: async (x) => {
      const settings = await read<Record<string, unknown>>(x, 'crew', `/leave/settings/${x.aurora}`);
      expect(Object.keys(settings)).toEqual(expect.arrayContaining([...FLAG_FIELDS]));
      expect(settings.canLAGEditLeave).toBe(true);
      x.kept.types = await read<Type[]>(x, 'captain', `/leave/types/${x.aurora}`);
      x.kept.leaveType = (x.kept.types as Type[]).find((t) => t.isDefault)?.id;
    },
  },
  {
    call: 'updateLeaveTypes (leave types plus leaveTypesChanged)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/updateLeaveTypes',
      body: {
        yachtId: x.aurora,
        leaveTypes: [
          ...(x.kept.types as Type[]).map(
            ({ id, name, color, isOnBoard, effect, isNil, order, isDefault }) => ({
              id,
              name,
              color,
              isOnBoard,
              effect,
              isNil,
              order,
              isDefault,
            }),
          ),
          {
            name: 'Training',
            color: '#1F5F99',
            isOnBoard: true,
            effect: 2,
            isNil: false,
            order: 99,
            isDefault: false,
          },
        ],
        leaveTypesChanged: true,
      },
    }),
    readBack: async (x) => {
      const types = await read<Type[]>(x, 'crew', `/leave/types/${x.aurora}`);
      const training = types.find((t) => t.name === 'Training');
      expect(training).toMatchObject({ color: '1F5F99', effect: 2, isOnBoard: true });
      expect(Object.keys(training!)).toEqual(expect.arrayContaining([...TYPE_FIELDS]));
      x.kept.training = training!.id;
      x.kept.types = types;
    },
  },
];

export const LEAVE_PROFILE_CALLS: readonly SpecCall[] = [
  {
    call: 'Profiles: pending',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/pending/${x.aurora}` }),
    fields: ['crewId', 'startDate'],
    // Someone below the captain (the captain sets no leave days of the fleet manager's).
    readBack: (x, answer) => {
      const pending = answer as { crewId: number; userId: number; startDate: string }[];
      x.kept.pending = pending.find((p) => p.userId !== x.userId.fleet);
      expect(x.kept.pending).toBeDefined();
    },
  },
  {
    call: 'Profiles: setup (leaveType 2, workedAccruedRatio, initialLeaveOwed; no profile id)',
    as: 'captain',
    request: (x) => {
      const pending = x.kept.pending as { crewId: number; startDate: string };
      return {
        method: 'POST',
        path: '/leave/profiles',
        body: {
          yachtId: x.aurora,
          crewId: pending.crewId,
          leaveType: 2,
          workedAccruedRatio: 0.3,
          leaveDaysPerYear: '',
          startDate: pending.startDate,
          initialLeaveOwed: 3,
          flightEntitlement: 1,
        },
      };
    },
    readBack: async (x) => {
      const { crewId } = x.kept.pending as { crewId: number };
      const list = await read<Profile[]>(x, 'captain', `/leave/profiles/${x.aurora}`);
      const made = list.find((p) => p.crewId === crewId);
      expect(made).toMatchObject({ leaveType: 2, workedAccruedRatio: 0.3, initialLeaveOwed: 3 });
      x.kept.profile = made!.id;
    },
  },
  {
    call: 'updateProfile',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/updateProfile',
      body: {
        leaveProfileID: x.kept.profile,
        startDate: (x.kept.pending as { startDate: string }).startDate,
        endDate: null,
        initialLeaveOwed: 5,
        flightEntitlement: 1,
        changeDate: todayOf(x),
        comment: 'Opening balance corrected',
      },
    }),
    readBack: async (x) => expect((await form(x, x.kept.profile as string)).initialLeaveOwed).toBe(5),
  },
  {
    call: 'changeType (leaveType 1, leaveDaysPerYear; the ratio blanked)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/changeType',
      body: {
        leaveProfileID: x.kept.profile,
        leaveType: 1,
        leaveDaysPerYear: 28,
        workedAccruedRatio: '',
        // In force from the day after: dated the day before today (or the start), it is read back.
        changeDate: dayBefore([todayOf(x), (x.kept.pending as { startDate: string }).startDate].sort()[1]!),
        comment: 'New contract',
      },
    }),
    readBack: async (x) => {
      const changed = await read<Profile>(x, 'captain', `/leave/getChangeTypeFormData/${x.kept.profile}`);
      expect(changed).toMatchObject({ leaveType: 1, leaveDaysPerYear: 28, comment: 'New contract' });
      expect(Object.keys(changed)).toEqual(expect.arrayContaining([...PROFILE_FIELDS]));
    },
  },
  {
    call: 'deleteProfile',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/deleteProfile',
      body: { leaveProfileID: x.kept.profile },
    }),
    readBack: async (x) => {
      const res = await x.s.request(`/leave/getEditFormData/${x.kept.profile}`, { token: x.token.captain });
      expect(res.status).toBe(403);
    },
  },
];

export const LEAVE_ADJUST_CALLS: readonly SpecCall[] = [
  {
    call: 'addAdditionalLeave (profile id, noOfDays, comment, changeDate)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/addAdditionalLeave',
      body: {
        leaveProfileID: demoProfile(x, 'officer'),
        noOfDays: 2,
        comment: 'Charter bonus',
        changeDate: todayOf(x),
      },
    }),
    readBack: async (x) => {
      const entries = await log(x, demoProfile(x, 'officer'));
      expect(entries.at(-1)).toMatchObject({ what: 'additional', amount: 2, comment: 'Charter bonus' });
    },
  },
  {
    call: 'postAdditionalLeaves (yachtId, additionalLeaves, changeDate, comment)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/postAdditionalLeaves',
      body: {
        yachtId: x.aurora,
        additionalLeaves: [
          { leaveProfileID: demoProfile(x, 'crew'), leaveAdded: 1 },
          { leaveProfileID: demoProfile(x, 'purser'), leaveAdded: 1.5 },
        ],
        changeDate: todayOf(x),
        comment: 'Crossing',
      },
    }),
    readBack: async (x) => {
      expect((await log(x, demoProfile(x, 'crew'))).at(-1)).toMatchObject({ amount: 1, comment: 'Crossing' });
      expect((await log(x, demoProfile(x, 'purser'))).at(-1)).toMatchObject({
        amount: 1.5,
        comment: 'Crossing',
      });
    },
  },
  {
    call: 'manualRollover (profile id, rolledOver, comment)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/manualRollover',
      body: { leaveProfileID: demoProfile(x, 'officer'), rolledOver: 1, comment: 'Year end' },
    }),
    readBack: async (x) => {
      const last = (await log(x, demoProfile(x, 'officer'))).at(-1)!;
      expect(last).toMatchObject({ what: 'rollover', amount: 1, comment: 'Year end' });
      x.kept.entry = last.id;
    },
  },
  {
    call: 'updateComment (id, comment)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/updateComment',
      body: { id: x.kept.entry, comment: 'Year end, agreed' },
    }),
    fields: HISTORY_FIELDS,
    readBack: async (x) => {
      const entries = await log(x, demoProfile(x, 'officer'));
      expect(entries.find((e) => e.id === x.kept.entry)?.comment).toBe('Year end, agreed');
    },
  },
];
