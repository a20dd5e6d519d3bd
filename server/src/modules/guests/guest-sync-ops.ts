import type { RecordMap } from '@contracts/sync';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { applyBased } from '../../kernel/op-apply';
import type { OpHandlers } from '../../kernel/sync-kit';
import { gatedOps } from '../../kernel/vessel-modules';
import { findGuest } from './guest-repo';
import { deleteGuest, saveGuest } from './guest-save';
import { guestScope } from './guest-scope';

/** The REST status stays out of a sync answer. */

/** The server's copy of a guest, for a caller who keeps the vessel's guests. */
async function guestCopy(tx: Queryable, actor: Actor, yachtId: number, id: string): Promise<RecordMap> {
  const scope = await guestScope(tx, actor, yachtId);
  if (!scope?.sees) return {};
  const guest = await findGuest(tx, id);
  return guest && guest.vesselId === yachtId ? { guests: [guest] } : {};
}

/**
 * Guests queued offline: each operation runs the use case of its REST call, refused on a vessel
 * where the reports module is off. A refusal or conflict brings back the server's copy.
 */
export const guestOps = gatedOps(
  'reports',
  {
    'guest/save': {
      apply: applyBased(saveGuest),
      current: (tx, b, { actor }) => guestCopy(tx, actor, b.yachtId, b.guestId),
    },
    'guest/delete': {
      apply: applyBased(deleteGuest),
      current: (tx, b, { actor }) => guestCopy(tx, actor, b.yachtId, b.guestId),
    },
  } satisfies OpHandlers,
  [],
);
