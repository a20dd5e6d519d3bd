import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import { type AppDb, type OutboxEntry, openAppDb, type StoredSession } from '../db/app-db';
import { sealAndForget, unsealFor } from './seal';

let db: AppDb;
beforeEach(() => {
  db = openAppDb(`seal-${Math.random()}`);
});
afterEach(() => db.close());

const key = (n: number) => Buffer.alloc(32, n).toString('base64url');
const session = (userId: number, sealKey: string | null = key(userId)): StoredSession => ({
  key: 'current',
  needsLogin: false,
  accessToken: 'a',
  refreshToken: 'r',
  accessExpiresAt: 0,
  ...(sealKey ? { sealKey } : {}),
  user: { id: userId, email: `u${userId}@x`, firstName: 'U', lastName: String(userId) },
  roles: [],
  vessels: [],
});
const IBAN = 'GB33BUKB20201555555555';
const entry = (id: string, userId: number, status: OutboxEntry['status'] = 'pending') =>
  ({
    id,
    op: 'crew/bank/save',
    body: { crewId: 7, bankIban: IBAN },
    baseVersion: 3,
    status,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
    coalesceKey: 'bank:7',
    userId,
  }) as OutboxEntry;

async function fill() {
  await db.outbox.bulkAdd([entry('01A', 1), entry('01B', 1, 'sending'), entry('01C', 2)]);
  await db.crewPrivate.add({
    crewId: 7,
    userId: 1,
    vesselId: 1,
    bankIban: IBAN,
    bankAccountOwner: null,
    bankName: null,
    bankAddress: null,
    bankAccountNo: null,
    bankSwift: null,
    bankAdditionalInfo: null,
    nokName: 'Sam',
    nokRelationship: null,
    nokPhone: null,
    nokMobile: null,
    nokEmail: null,
    nokAddress: null,
    version: 3,
    pending: 1,
  });
  await db.drafts.add({
    id: 'crew-wizard:1:1',
    userId: 1,
    value: { values: { bankIban: IBAN } },
    updatedAt: 5,
  });
  await db.files.add({
    id: 'F1',
    vesselId: 1,
    userId: 1,
    queuedBy: 1,
    purpose: 'document',
    name: 'passport.jpg',
    type: 'image/jpeg',
    size: 4,
    blob: new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/jpeg' }),
    state: 'queued',
    offset: 0,
    lastUsedAt: 1,
  });
  await db.meta.put({ key: 'cursor', value: 99 });
}

/** Everything the device holds, as text: what a next user of the phone could read. */
const everything = async () =>
  JSON.stringify(await Promise.all([db.outbox.toArray(), db.drafts.toArray(), db.crewPrivate.toArray()]));

describe('a shared phone, when its user logs out', () => {
  it('forgets what was synced, seals their unsent work, and opens it at their next login', async () => {
    await fill();
    await sealAndForget(db, DEVICE_REGISTRY, session(1));
    expect(await db.crewPrivate.count()).toBe(0);
    expect(await db.meta.get('cursor')).toBeUndefined();
    // Their changes, draft and file are kept, unreadable; the other user's change is untouched.
    expect((await db.outbox.toArray()).map((e) => [e.id, e.status])).toEqual([
      ['01A', 'sealed'],
      ['01B', 'sealed'],
      ['01C', 'pending'],
    ]);
    const text = await everything();
    expect(text.split(IBAN)).toHaveLength(2); // only in user 2's own change
    const file = await db.files.get('F1');
    expect(new Uint8Array(await file!.blob!.arrayBuffer())).not.toEqual(new Uint8Array([1, 2, 3, 4]));

    // Another user logging in opens nothing of theirs.
    await unsealFor(db, session(2));
    expect((await db.outbox.get('01A'))!.status).toBe('sealed');

    await unsealFor(db, session(1));
    const opened = await db.outbox.bulkGet(['01A', '01B']);
    expect(opened.map((e) => [e!.status, e!.body])).toEqual([
      ['pending', { crewId: 7, bankIban: IBAN }],
      // Being sent when sealed: sent again (the server keeps the id, so it applies once).
      ['pending', { crewId: 7, bankIban: IBAN }],
    ]);
    expect((await db.drafts.get('crew-wizard:1:1'))!.value).toEqual({ values: { bankIban: IBAN } });
    const back = await db.files.get('F1');
    expect(new Uint8Array(await back!.blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(back!.sealed).toBeUndefined();
  });

  it('keeps a change sealed under another key sealed (nothing is lost)', async () => {
    await fill();
    await sealAndForget(db, DEVICE_REGISTRY, session(1, key(9)));
    await unsealFor(db, session(1, key(8)));
    expect((await db.outbox.get('01A'))!.status).toBe('sealed');
    await unsealFor(db, session(1, key(9)));
    expect((await db.outbox.get('01A'))!.status).toBe('pending');
  });

  it('still forgets the synced records of a session that has no key (stored before keys existed)', async () => {
    await fill();
    await sealAndForget(db, DEVICE_REGISTRY, session(1, null));
    expect(await db.crewPrivate.count()).toBe(0);
    expect((await db.outbox.get('01A'))!.status).toBe('pending');
  });
});
