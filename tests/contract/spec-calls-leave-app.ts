import { expect } from 'vitest';
import type { ContractContext, SpecCall } from './spec-call-kit';
import { DRAFT, draftRequest, inDays } from './spec-calls-leave-forms';
import { demoProfile, type Profile, read, todayOf } from './spec-calls-leave-kit';

type Period = { leavePeriodID: string; leaveProfileID: string; status: string };
const purser = (x: ContractContext) => demoProfile(x, 'purser');
const periods = async (x: ContractContext) =>
  (
    await read<{ leavePeriods: Period[] }>(
      x,
      'captain',
      `/leave/calendar/${x.aurora}?Range=${inDays(x, 60)},${inDays(x, 61)}`,
    )
  ).leavePeriods;

/**
 * Doc 3, section 7, 'Leave': the app's own leave calls sent with the spec's names (profile edit
 * and change type, additional leave, leave types), the group additional-leave figures, and the
 * forms' request, approve, duplicate (?allowMerge) and delete; each read back. Runs after the
 * forms table (it uses its draft).
 */
export const LEAVE_APP_CALLS: readonly SpecCall[] = [
  {
    call: 'Profiles: edit (initialLeaveOwed)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/leave/profiles/${purser(x)}`,
      body: {
        yachtId: x.aurora,
        startDate: x.kept.purserStart,
        initialLeaveOwed: 4,
        flightEntitlement: 2,
        changeDate: todayOf(x),
        comment: 'Carried over from the last vessel',
      },
    }),
    readBack: async (x) => {
      const form = await read<Profile>(x, 'captain', `/leave/getEditFormData/${purser(x)}`);
      expect(form.initialLeaveOwed).toBe(4);
    },
  },
  {
    call: 'Profiles: change type (leaveType 1, leaveDaysPerYear)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/leave/profiles/${purser(x)}/rate`,
      body: {
        yachtId: x.aurora,
        leaveType: 1,
        leaveDaysPerYear: 33,
        // In force from the day after its date: dated yesterday, it is today's rate to read back.
        changeDate: new Date(Date.parse(todayOf(x)) - 86_400_000).toISOString().slice(0, 10),
        comment: 'Raise',
      },
    }),
    readBack: async (x) => {
      const form = await read<Profile>(x, 'captain', `/leave/getChangeTypeFormData/${purser(x)}`);
      expect(form).toMatchObject({ leaveType: 1, leaveDaysPerYear: 33 });
    },
  },
  {
    call: 'Profiles: additional leave (noOfDays, changeDate; no id)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: '/leave/adjustments',
      body: {
        yachtId: x.aurora,
        leaveProfileID: purser(x),
        kind: 'additional',
        noOfDays: 0.5,
        changeDate: todayOf(x),
        comment: 'Half day',
      },
    }),
    readBack: async (x) => {
      const log = await read<{ amount: number; comment: string }[]>(
        x,
        'captain',
        `/leave/profiles/${purser(x)}/actionLog`,
      );
      expect(log.at(-1)).toMatchObject({ amount: 0.5, comment: 'Half day' });
    },
  },
  {
    call: 'Group additional leave: the figures per person',
    as: 'captain',
    request: (x) => ({ path: `/leave/${x.aurora}/balances` }),
    fields: ['leaveProfileID', 'availableToday', 'availableByEndOfMonth', 'additional'],
    item: (answer) => (answer as { profiles: unknown[] }).profiles,
  },
  {
    call: 'Forms: request (the draft sent)',
    as: 'crew',
    request: (x) => draftRequest(x, 'REQUEST', [x.kept.leaveType as number, x.kept.training as number]),
    readBack: async (x) =>
      expect((await periods(x)).find((p) => p.leavePeriodID === DRAFT)?.status).toBe('Pending'),
  },
  {
    call: 'Forms: approve',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/leave/requests/${DRAFT}/decide`,
      body: { yachtId: x.aurora, action: 'APPROVE', comments: 'Enjoy' },
    }),
    readBack: async (x) =>
      expect((await periods(x)).find((p) => p.leavePeriodID === DRAFT)?.status).toBe('Approved'),
  },
  {
    call: 'Forms: duplicate (?allowMerge=true: refused, copies never merge)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/leave/requests/${DRAFT}/duplicate?allowMerge=true`,
      body: { yachtId: x.aurora, copies: [{ leaveProfileID: purser(x) }] },
    }),
    status: 400,
  },
  {
    call: 'Forms: duplicate (?allowMerge=false; the employees only, no ids)',
    as: 'captain',
    request: (x) => ({
      method: 'POST',
      path: `/leave/requests/${DRAFT}/duplicate?allowMerge=false`,
      body: { yachtId: x.aurora, copies: [{ leaveProfileID: purser(x) }] },
    }),
    readBack: async (x) => {
      const copy = (await periods(x)).find((p) => p.leaveProfileID === purser(x));
      expect(copy?.status).toBe('Draft');
      x.kept.copy = copy!.leavePeriodID;
    },
  },
  {
    call: 'Forms: delete',
    as: 'captain',
    request: (x) => ({ method: 'DELETE', path: `/leave/requests/${x.kept.copy}?yachtId=${x.aurora}` }),
    readBack: async (x) => expect((await periods(x)).map((p) => p.leavePeriodID)).not.toContain(x.kept.copy),
  },
  {
    call: 'Settings: leave types (PUT, the spec shape)',
    as: 'captain',
    request: (x) => ({
      method: 'PUT',
      path: `/leave/types/${x.aurora}`,
      body: {
        leaveTypes: (x.kept.types as Record<string, unknown>[]).map(
          ({ id, name, color, isOnBoard, effect, isNil, order, isDefault }) => ({
            id,
            name: id === x.kept.training ? 'Training day' : name,
            color: `#${color}`,
            isOnBoard,
            effect,
            isNil,
            order,
            isDefault,
          }),
        ),
        leaveTypesChanged: true,
      },
    }),
    readBack: async (x) => {
      const types = await read<{ id: number; name: string }[]>(x, 'crew', `/leave/types/${x.aurora}`);
      expect(types.find((t) => t.id === x.kept.training)?.name).toBe('Training day');
    },
  },
];
