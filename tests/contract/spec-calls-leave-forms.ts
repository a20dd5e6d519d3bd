import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';
import { demoProfile, PROFILE_FIELDS, type Profile, read, todayOf } from './spec-calls-leave-kit';

type Period = { leavePeriodID: string; status: string; days: { date: string; leaveTypeId: number }[] };
export const DRAFT = '01JCONTRACTLEAVEDRAFT00001';
export const inDays = (x: ContractContext, n: number) =>
  new Date(x.s.clock().getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The demo crew member's leave request 60 and 61 days from today, with each day's type. */
export const draftRequest = (x: ContractContext, action: 'SAVE' | 'REQUEST', types: number[]) => ({
  method: 'PUT' as const,
  path: `/leave/requests/${DRAFT}`,
  body: {
    yachtId: x.aurora,
    profileId: demoProfile(x, 'crew'),
    action,
    startDate: inDays(x, 60),
    endDate: inDays(x, 61),
    days: types.map((leaveTypeId, i) => ({ date: inDays(x, 60 + i), leaveTypeId })),
  },
});

/** A crew member of Aurora who leaves (assignstate 2) or comes back (1): the crew module's call. */
async function crewState(x: ContractContext, crewId: number, stateId: 1 | 2) {
  const res = await x.s.request(`/crewonyacht/${crewId}/assignstate`, {
    method: 'PUT',
    token: x.token.captain,
    body: JSON.stringify({ stateId, force: true }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * Doc 3, section 7, 'Leave': former crew and reactivation, and the forms and calendar calls
 * (forms save as the app shapes it: the spec shows no payload for it), each read back.
 */
export const LEAVE_FORMER_CALLS: readonly SpecCall[] = [
  {
    call: 'Profiles: available leave (before one of the crew leaves)',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/${demoProfile(x, 'officer')}/available` }),
    fields: ['available'],
    // The officer leaves the vessel: their profile ends with them (former crew).
    readBack: (x) => crewState(x, x.crewId.officer, 2),
  },
  {
    call: 'Profiles: former crew',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/former/${x.aurora}` }),
    fields: [...PROFILE_FIELDS.filter((f) => !['firstname', 'lastname'].includes(f)), 'available'],
    readBack: async (x, answer) => {
      expect((answer as Profile[]).map((p) => p.id)).toContain(demoProfile(x, 'officer'));
      // Back on board: 'Activate old Leave Profile' is theirs to choose.
      await crewState(x, x.crewId.officer, 1);
    },
  },
  {
    call: 'reactivation (profile id and user id)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/reactivation',
      body: { leaveProfileID: demoProfile(x, 'officer'), userId: x.userId.officer },
    }),
    readBack: async (x) => {
      const list = await read<Profile[]>(x, 'captain', `/leave/profiles/${x.aurora}`);
      expect(list.map((p) => p.id)).toContain(demoProfile(x, 'officer'));
    },
  },
];

export const LEAVE_FORM_CALLS: readonly SpecCall[] = [
  {
    call: 'Forms: save (a draft)',
    as: 'crew',
    request: (x) => draftRequest(x, 'SAVE', [x.kept.leaveType as number, x.kept.leaveType as number]),
    readBack: async (x) => {
      const period = await read<{ leavePeriods: Period[] }>(
        x,
        'crew',
        `/leave/calendar/${x.aurora}?Range=${inDays(x, 60)},${inDays(x, 61)}`,
      );
      expect(period.leavePeriods.find((p) => p.leavePeriodID === DRAFT)?.status).toBe('Draft');
    },
  },
  {
    call: 'Calendar: change day type',
    as: 'crew',
    request: (x) => ({
      method: 'POST',
      path: '/leave/calendar/changeDayType',
      body: { yachtId: x.aurora, requestId: DRAFT, date: inDays(x, 61), leaveTypeId: x.kept.training },
    }),
    readBack: async (x) => {
      const period = await read<{
        leaveData: Record<string, { leavePeriodID: string; leaveTypeId: number }[]>;
      }>(x, 'crew', `/leave/calendar/${x.aurora}?Range=${inDays(x, 61)},${inDays(x, 61)}`);
      expect(period.leaveData[inDays(x, 61)]).toContainEqual(
        expect.objectContaining({ leavePeriodID: DRAFT, leaveTypeId: x.kept.training }),
      );
    },
  },
  {
    call: 'Forms: conflict check (none on the draft’s days)',
    as: 'crew',
    request: (x) => ({
      path: `/leave/conflictCheck/${x.aurora}?profileId=${demoProfile(x, 'crew')}&startDate=${inDays(x, 60)}&endDate=${inDays(x, 61)}&requestId=${DRAFT}`,
    }),
    readBack: (_x, answer) => expect(answer).toMatchObject({ hasConflict: false, conflicts: [] }),
  },
  {
    call: 'Forms: users to notify',
    as: 'crew',
    request: (x) => ({ path: `/leave/requests/${DRAFT}/notify-users?yachtId=${x.aurora}` }),
    fields: ['userId', 'name'],
    // The approval group (the captain) is one of them.
    readBack: (x, answer) =>
      expect((answer as { userId: number }[]).map((u) => u.userId)).toContain(x.userId.captain),
  },
  {
    call: 'Profiles: list again, today',
    as: 'captain',
    request: (x) => ({ path: `/leave/profiles/${x.aurora}?position=` }),
    fields: ['calculationDate'],
    readBack: (x, answer) => {
      const list = answer as Profile[];
      expect(list[0]?.calculationDate).toBe(todayOf(x));
      x.kept.purserStart = list.find((p) => p.id === demoProfile(x, 'purser'))?.startDate;
    },
  },
];
