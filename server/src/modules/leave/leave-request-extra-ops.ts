import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyAt } from '../../kernel/op-apply';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { attachFile, detachFile } from './leave-attachments';
import { notifyPeople } from './leave-notify';
import { visibleRequest } from './leave-requests';
import { leaveScope } from './leave-setup';

/** The REST status stays out of a sync answer. */

/** The server's copy of the request, as the caller may see it (its attachments as they are). */
async function requestCopy(tx: Queryable, actor: Actor, b: { yachtId: number; requestId: string }) {
  const scope = await leaveScope(tx, actor, b.yachtId);
  const request = scope ? await visibleRequest(tx, actor, scope, b.requestId) : null;
  return (request ? { leaveRequests: [request] } : {}) as RecordMap;
}

/**
 * A leave request's attachments and 'Notify people', queued offline like the other leave
 * writes (and refused on a vessel where the leave module is off). An attachment waits in the
 * outbox until its file is on the server (the device declares the file).
 */
export const leaveRequestExtraOps = gatedOps(
  'leave',
  {
    'leave/request/notify': {
      apply: applyAt(notifyPeople),
    },
    'leave/request/attach': {
      apply: applyAt(attachFile),
      current: (tx, b, { actor }) => requestCopy(tx, actor, b),
    },
    'leave/request/detach': {
      apply: applyAt(detachFile),
      current: (tx, b, { actor }) => requestCopy(tx, actor, b),
    },
  } satisfies OpHandlers,
  [],
);
