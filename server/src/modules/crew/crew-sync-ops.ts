import { applyAt, applyBased } from '../../kernel/op-apply';
import { syncOutcome } from '../../kernel/outcome';
import type { OpHandlers } from '../../kernel/sync-kit';
import { saveCrewOrder } from './crew-order';
import { saveLeaveIncrement, saveSalary } from './crew-pay';
import {
  crewCopy,
  crewScope,
  isOutcome,
  savePosition,
  savePrivate,
  saveProfile,
  setOnBoard,
} from './crew-write';

/** The REST status stays out of a sync answer. */

/**
 * Crew records queued offline: each operation runs the same use case as its REST call. A
 * refusal carries the server's copy of the crew member (as the caller may see it), so the
 * device puts it back.
 */
export const crewOps = {
  'crew/onboard': {
    apply: applyAt(setOnBoard),
  },
  'crew/order': {
    apply: async (tx, b, { actor, now }) =>
      syncOutcome(await saveCrewOrder(tx, actor, b, { now, today: now.toISOString().slice(0, 10) })),
  },
  'crew/profile/save': {
    apply: applyBased(saveProfile),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/nok/save': {
    apply: async (tx, { crewId, ...fields }, { actor, now, baseVersion }) =>
      syncOutcome(await savePrivate(tx, actor, crewId, fields, { now, baseVersion, what: 'nok' })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/bank/save': {
    apply: async (tx, { crewId, ...fields }, { actor, now, baseVersion }) =>
      syncOutcome(await savePrivate(tx, actor, crewId, fields, { now, baseVersion, what: 'bank' })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/position/save': {
    apply: applyBased((tx, actor, body, ctx) => savePosition(tx, actor, body, { ...ctx, asSent: true })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/salary/save': {
    apply: applyAt(saveSalary),
  },
  'crew/leave/save': {
    apply: applyAt(saveLeaveIncrement),
  },
} satisfies OpHandlers;

async function copyOf(
  tx: Parameters<typeof crewScope>[0],
  actor: Parameters<typeof crewScope>[1],
  crewId: number,
) {
  const scope = await crewScope(tx, actor, crewId);
  return isOutcome(scope) ? {} : crewCopy(tx, scope);
}
