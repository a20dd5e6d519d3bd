import type { GuestRef, GuestSaved } from '@contracts/guests';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { auditWrite } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, forbidden, notFound, type Outcome, staleEdit } from '../../kernel/outcome';
import { findGuest, insertGuest, markGuestDeleted, updateGuest } from './guest-repo';
import { guestScope } from './guest-scope';

type Ctx = { now: Date; baseVersion: number };
/** PUT edits a guest that is there; a save by a device may be the first of its guest. */
type SaveCtx = Ctx & { mustExist?: boolean };

/**
 * Save a guest (POST and PUT /guests/onyacht/..., and 'guest/save'): the id is the device's, so
 * an unknown id is a new guest. Those who see the vessel's reports keep its guests. An edit based
 * on an older copy than the server's is a conflict carrying the server's copy; it changes nothing.
 * The body has passed guestSaveSchema (the guest rules and the default expiry) on its way in.
 */
export async function saveGuest(
  tx: Queryable,
  actor: Actor,
  body: GuestSaved,
  ctx: SaveCtx,
): Promise<Outcome> {
  // The change-number lock before the guest's row lock: the order every write keeps.
  await takeChangeLock(tx);
  const scope = await guestScope(tx, actor, body.yachtId);
  if (!scope?.keeps) return forbidden();
  const existing = await findGuest(tx, body.guestId, true);
  // Another vessel's guest is not found: an id tells nothing about other vessels.
  if (existing && (existing.vesselId !== body.yachtId || existing.deleted)) return notFound();
  if (!existing && ctx.mustExist) return notFound();
  if (existing) {
    const stale = staleEdit(existing.version, ctx.baseVersion, 'This guest', { guests: [existing] });
    if (stale) return stale;
  }
  const version = existing ? await updateGuest(tx, body) : await insertGuest(tx, body, actor.id, ctx.now);
  const { version: _, deleted: __, ...before } = existing ?? { version: 0, deleted: false };
  await auditWrite(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: existing ? 'guest.update' : 'guest.create',
    entity: 'guest',
    key: body.guestId,
    before: existing ? before : null,
    after: body,
  });
  return applied(version);
}

/** Delete a guest (DELETE /guests/onyacht/{yachtId}/{guestId}, 'guest/delete'): a tombstone. */
export async function deleteGuest(tx: Queryable, actor: Actor, body: GuestRef, ctx: Ctx): Promise<Outcome> {
  await takeChangeLock(tx);
  const scope = await guestScope(tx, actor, body.yachtId);
  if (!scope?.keeps) return forbidden();
  const existing = await findGuest(tx, body.guestId, true);
  if (!existing || existing.vesselId !== body.yachtId || existing.deleted) return notFound();
  const stale = staleEdit(existing.version, ctx.baseVersion, 'This guest', { guests: [existing] });
  if (stale) return stale;
  const version = await markGuestDeleted(tx, existing.id);
  await auditWrite(tx, actor, ctx.now, {
    vesselId: body.yachtId,
    action: 'guest.delete',
    entity: 'guest',
    key: existing.id,
    after: { deleted: true },
  });
  return applied(version);
}
