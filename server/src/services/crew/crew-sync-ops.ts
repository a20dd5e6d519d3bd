import type { SyncOutcome } from '../../../../src/contracts/sync';
import type { OpHandlers } from '../sync/sync-kit';
import { saveCrewOrder } from './crew-order';
import { saveLeaveIncrement, saveSalary } from './crew-pay';
import type { Outcome } from './crew-write';
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
const strip = (o: Outcome): SyncOutcome => {
  const { httpStatus: _, ...outcome } = o as Outcome & { httpStatus?: number };
  return outcome as SyncOutcome;
};

/**
 * Crew records queued offline: each operation runs the same use case as its REST call. A
 * refusal carries the server's copy of the crew member (as the caller may see it), so the
 * device puts it back.
 */
export const crewOps = {
  'crew/onboard': { apply: async (tx, b, { actor, now }) => strip(await setOnBoard(tx, actor, b, now)) },
  'crew/order': {
    apply: async (tx, b, { actor, now }) =>
      strip(await saveCrewOrder(tx, actor, b, { now, today: now.toISOString().slice(0, 10) })),
  },
  'crew/profile/save': {
    apply: async (tx, b, { actor, now, baseVersion }) =>
      strip(await saveProfile(tx, actor, b, { now, baseVersion })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/nok/save': {
    apply: async (tx, { crewId, ...fields }, { actor, now, baseVersion }) =>
      strip(await savePrivate(tx, actor, crewId, fields, { now, baseVersion, what: 'nok' })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/bank/save': {
    apply: async (tx, { crewId, ...fields }, { actor, now, baseVersion }) =>
      strip(await savePrivate(tx, actor, crewId, fields, { now, baseVersion, what: 'bank' })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/position/save': {
    apply: async (tx, b, { actor, now, baseVersion }) =>
      strip(await savePosition(tx, actor, b, { now, baseVersion })),
    current: async (tx, b, { actor }) => copyOf(tx, actor, b.crewId),
  },
  'crew/salary/save': { apply: async (tx, b, { actor, now }) => strip(await saveSalary(tx, actor, b, now)) },
  'crew/leave/save': {
    apply: async (tx, b, { actor, now }) => strip(await saveLeaveIncrement(tx, actor, b, now)),
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
