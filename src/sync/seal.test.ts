import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../tests/kits/test-app-db';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { OutboxEntry, StoredSession } from '../db/app-db';
import { sealAndForget, unsealFor } from './seal';

const appDb = freshAppDbEachTest('seal');

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
  await appDb().outbox.bulkAdd([entry('01A', 1), entry('01B', 1, 'sending'), entry('01C', 2)]);
  await appDb().crewPrivate.add({
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
  await appDb().drafts.add({
    id: 'crew-wizard:1:1',
    userId: 1,
    value: { values: { bankIban: IBAN } },
    updatedAt: 5,
  });
  await appDb().files.add({
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
  await appDb().meta.put({ key: 'cursor', value: 99 });
}

/** Everything the device holds, as text: what a next user of the phone could read. */
const everything = async () =>
  JSON.stringify(
    await Promise.all([appDb().outbox.toArray(), appDb().drafts.toArray(), appDb().crewPrivate.toArray()]),
  );

describe('a shared phone, when its user logs out', () => {
  it('forgets what was synced, seals their unsent work, and opens it at their next login', async () => {
    await fill();
    await sealAndForget(appDb(), DEVICE_REGISTRY, session(1));
    expect(await appDb().crewPrivate.count()).toBe(0);
    expect(await appDb().meta.get('cursor')).toBeUndefined();
    // Their changes, draft and file are kept, unreadable; the other user's change is untouched.
    expect((await appDb().outbox.toArray()).map((e) => [e.id, e.status])).toEqual([
      ['01A', 'sealed'],
      ['01B', 'sealed'],
      ['01C', 'pending'],
    ]);
    const text = await everything();
    expect(text.split(IBAN)).toHaveLength(2); // only in user 2's own change
    const file = await appDb().files.get('F1');
    expect(new Uint8Array(await file!.blob!.arrayBuffer())).not.toEqual(new Uint8Array([1, 2, 3, 4]));

    // Another user logging in opens nothing of theirs.
    await unsealFor(appDb(), session(2));
    expect((await appDb().outbox.get('01A'))!.status).toBe('sealed');

    await unsealFor(appDb(), session(1));
    const opened = await appDb().outbox.bulkGet(['01A', '01B']);
    expect(opened.map((e) => [e!.status, e!.body])).toEqual([
      ['pending', { crewId: 7, bankIban: IBAN }],
      // Being sent when sealed: sent again (the server keeps the id, so it applies once).
      ['pending', { crewId: 7, bankIban: IBAN }],
    ]);
    expect((await appDb().drafts.get('crew-wizard:1:1'))!.value).toEqual({ values: { bankIban: IBAN } });
    const back = await appDb().files.get('F1');
    expect(new Uint8Array(await back!.blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(back!.sealed).toBeUndefined();
  });

  it('keeps a change sealed under another key sealed (nothing is lost)', async () => {
    await fill();
    await sealAndForget(appDb(), DEVICE_REGISTRY, session(1, key(9)));
    await unsealFor(appDb(), session(1, key(8)));
    expect((await appDb().outbox.get('01A'))!.status).toBe('sealed');
    await unsealFor(appDb(), session(1, key(9)));
    expect((await appDb().outbox.get('01A'))!.status).toBe('pending');
  });

  it('still forgets the synced records of a session that has no key (stored before keys existed)', async () => {
    await fill();
    await sealAndForget(appDb(), DEVICE_REGISTRY, session(1, null));
    expect(await appDb().crewPrivate.count()).toBe(0);
    expect((await appDb().outbox.get('01A'))!.status).toBe('pending');
  });
});
