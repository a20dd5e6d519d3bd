import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../../../tests/kits/test-app-db';
import type { GuestRecord } from '../../../contracts/guests';
import { GUEST_TEXT } from '../../../domain/guests/guest-rules';
import { deleteGuest, newGuestId, saveGuest, vesselGuests } from './guest-commands';

const db = freshAppDbEachTest('guest-commands');
const NOW = 1_800_000_000_000;
const who = () => ({ db: db(), userId: 9, now: NOW });
const ID = '01JGUESTLOCAL000000000001';
const stored: GuestRecord = {
  id: ID,
  vesselId: 1,
  firstName: 'Ana',
  lastName: 'Silva',
  gender: 'f',
  dateOfBirth: '1990-05-01',
  placeOfBirth: null,
  nationality: 'Portuguese',
  residenceAddress: null,
  maritalStatus: null,
  passportNo: 'P1234567',
  passportIssuedAt: null,
  passportIssueDate: '2020-01-01',
  passportExpDate: '2030-01-01',
  portOfEmbarkation: null,
  isOnBoard: false,
  deleted: false,
  version: 40,
};
const queued = async () =>
  (await db().outbox.orderBy('id').toArray()).map((e) => [e.op, e.baseVersion, e.coalesceKey]);

describe('guest records on the device (offline through the outbox)', () => {
  it('a new guest is written (pending) and queued with base 0; its expiry follows the issue date', async () => {
    const id = newGuestId(NOW);
    expect(id).toMatch(/^[0-9A-Za-z]{10,40}$/);
    await saveGuest(who(), {
      yachtId: 1,
      guestId: id,
      firstName: ' Charles ',
      lastName: 'Whitmore',
      gender: 'm',
      passportIssueDate: '2024-02-29',
      isOnBoard: true,
    });
    expect(await db().guests.get(id)).toMatchObject({
      firstName: 'Charles',
      passportExpDate: '2034-02-28',
      isOnBoard: true,
      version: 0,
      pending: 1,
    });
    expect(await queued()).toEqual([['guest/save', 0, `guest:${id}`]]);
  });

  it('edits of a kept guest are one queued change, based on the copy it was made from', async () => {
    await db().guests.put({ ...stored, pending: 0 });
    const { id: _i, vesselId: _v, deleted: _d, version: _ver, ...fields } = stored;
    await saveGuest(who(), { ...fields, yachtId: 1, guestId: ID, isOnBoard: true });
    await saveGuest(who(), {
      ...fields,
      yachtId: 1,
      guestId: ID,
      isOnBoard: true,
      portOfEmbarkation: 'Nice',
    });
    expect(await queued()).toEqual([['guest/save', 40, `guest:${ID}`]]);
    const [entry] = await db().outbox.toArray();
    expect(entry?.body).toMatchObject({ portOfEmbarkation: 'Nice', isOnBoard: true });
    expect(await db().guests.get(ID)).toMatchObject({
      isOnBoard: true,
      portOfEmbarkation: 'Nice',
      pending: 1,
    });
  });

  it('a refused input writes nothing and queues nothing', async () => {
    await expect(
      saveGuest(who(), {
        yachtId: 1,
        guestId: ID,
        firstName: 'A',
        lastName: 'B',
        gender: 'f',
        passportNo: 'P-1',
      }),
    ).rejects.toThrow(GUEST_TEXT.passportAlphanumeric);
    expect(await db().guests.count()).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('a delete leaves a pending tombstone, queued on the version it saw; the list leaves it out', async () => {
    await db().guests.bulkPut([
      { ...stored, pending: 0 },
      { ...stored, id: '01JGUESTLOCAL000000000002', lastName: 'Abreu', pending: 0 },
      { ...stored, id: '01JGUESTLOCAL000000000003', vesselId: 2, pending: 0 },
    ]);
    await deleteGuest(who(), stored);
    expect(await db().guests.get(ID)).toMatchObject({ deleted: true, pending: 1 });
    expect(await queued()).toEqual([['guest/delete', 40, null]]);
    expect((await vesselGuests(db(), 1)).map((g) => g.lastName)).toEqual(['Abreu']);
  });
});
