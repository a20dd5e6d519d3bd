import type { GuestRef, GuestSaved } from '@contracts/guests';
import { STALE_WHAT } from '@contracts/refusal-text';
import { auditedTombstone, auditWrite } from '../../kernel/audit';
import { takeChangeLock } from '../../kernel/change-numbers';
import { applied, forbidden, notFound, staleEdit } from '../../kernel/outcome';
import { unchanged } from '../../kernel/unchanged';
import type { BasedEdit, WriteUseCase } from '../../kernel/use-case';
import { findGuest, insertGuest, markGuestDeleted, updateGuest } from './guest-repo';
import { guestScope } from './guest-scope';

/** PUT edits a guest that is there; a save by a device may be the first of its guest. */
type SaveCtx = BasedEdit & { mustExist?: boolean };

/**
 * Save a guest (POST and PUT /guests/onyacht/..., and 'guest/save'): the id is the device's, so
 * an unknown id is a new guest. Those who see the vessel's reports keep its guests. An edit based
 * on an older copy than the server's is a conflict carrying the server's copy; it changes nothing.
 * The body has passed guestSaveSchema (the guest rules and the default expiry) on its way in.
 */
export const saveGuest: WriteUseCase<GuestSaved, SaveCtx> = async (tx, actor, body, ctx) => {
  // The change-number lock before the guest's row lock: the order every write keeps.
  await takeChangeLock(tx);
  const scope = await guestScope(tx, actor, body.yachtId);
  if (!scope?.keeps) return forbidden();
  const existing = await findGuest(tx, body.guestId, true);
  // Another vessel's guest is not found: an id tells nothing about other vessels.
  if (existing && (existing.vesselId !== body.yachtId || existing.deleted)) return notFound();
  if (!existing && ctx.mustExist) return notFound();
  if (existing) {
    const stale = staleEdit(existing.version, ctx.baseVersion, STALE_WHAT.guest, { guests: [existing] });
    if (stale) return stale;
    // The guest as stored (a form saved twice, a replay): nothing written (kernel/unchanged.ts).
    const { yachtId: _y, guestId: _g, ...fields } = body;
    if (unchanged({ ...existing }, fields)) return applied(existing.version);
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
};

/** Delete a guest (DELETE /guests/onyacht/{yachtId}/{guestId}, 'guest/delete'): a tombstone. */
export const deleteGuest: WriteUseCase<GuestRef, BasedEdit> = async (tx, actor, body, ctx) => {
  await takeChangeLock(tx);
  const scope = await guestScope(tx, actor, body.yachtId);
  if (!scope?.keeps) return forbidden();
  const existing = await findGuest(tx, body.guestId, true);
  if (!existing || existing.vesselId !== body.yachtId || existing.deleted) return notFound();
  const stale = staleEdit(existing.version, ctx.baseVersion, STALE_WHAT.guest, { guests: [existing] });
  if (stale) return stale;
  const version = await markGuestDeleted(tx, existing.id);
  const entry = { vesselId: body.yachtId, action: 'guest.delete', entity: 'guest', key: existing.id };
  return auditedTombstone(tx, actor, ctx.now, entry, version);
};
