import { type GuestRecord, type GuestSave, guestRefSchema, guestSaveSchema } from '../../../contracts/guests';
import type { AppDb } from '../../../db/app-db';
import { opId } from '../../../sync/op-id';
import { enqueue } from '../../../sync/outbox';

/**
 * Writes of guest records on the device: each checks its input with the shared schema (the guest
 * rules, and the expiry filled ten years after the issue date), then in one transaction changes
 * the local copy (marked pending) and queues the same change for the server. So a guest is
 * entered, edited or deleted with no connection and reaches the server when one comes back.
 */

export type Who = { db: AppDb; userId: number; now: number };
/** A new guest's id, made here so the guest exists on the device before the server hears of it. */
export const newGuestId = (now = Date.now()) => opId(now);

/** Save: new when the device has no copy, else an edit based on the copy's version. */
export async function saveGuest({ db, userId, now }: Who, input: GuestSave): Promise<GuestRecord> {
  const body = guestSaveSchema.parse(input);
  const { yachtId, guestId, ...fields } = body;
  await db.transaction('rw', db.guests, db.outbox, async () => {
    const current = await db.guests.get(guestId);
    const local: GuestRecord = {
      id: guestId,
      vesselId: yachtId,
      ...fields,
      deleted: false,
      version: current?.version ?? 0,
    };
    await db.guests.put({ ...local, pending: 1 });
    await enqueue(
      db,
      {
        op: 'guest/save',
        body,
        baseVersion: current?.version ?? 0,
        // Edits before it is sent are one change, based on the copy the first was made from.
        coalesceKey: `guest:${guestId}`,
        userId,
      },
      now,
    );
  });
  return (await db.guests.get(guestId)) as GuestRecord;
}

/** Delete (after 'Please confirm you wish to DELETE this guest.'): a tombstone here too. */
export async function deleteGuest({ db, userId, now }: Who, guest: GuestRecord) {
  const body = guestRefSchema.parse({ yachtId: guest.vesselId, guestId: guest.id });
  await db.transaction('rw', db.guests, db.outbox, async () => {
    await db.guests.update(guest.id, { deleted: true, pending: 1 });
    await enqueue(
      db,
      { op: 'guest/delete', body, baseVersion: guest.version, coalesceKey: null, userId },
      now,
    );
  });
}

/** The vessel's guests as the list shows them: not deleted, by last and first name. */
export async function vesselGuests(db: AppDb, vesselId: number): Promise<GuestRecord[]> {
  const rows = await db.guests.where('vesselId').equals(vesselId).toArray();
  const name = (g: GuestRecord) => `${g.lastName}\u0000${g.firstName}`.toLocaleLowerCase();
  return rows.filter((g) => !g.deleted).sort((a, b) => name(a).localeCompare(name(b)));
}
