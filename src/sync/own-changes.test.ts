import { describe, expect, it } from 'vitest';
import { freshAppDbEachTest } from '../../tests/kits/test-app-db';
import { DEVICE_REGISTRY } from '../app/sync-registry';
import type { FileRow, OutboxEntry, StoredSession } from '../db/app-db';
import { dueEntries } from './outbox';
import { ownChanges, ownCounts, ownUploads } from './own-changes';
import { sealAndForget } from './seal';

const appDb = freshAppDbEachTest('own-changes');

/** A session stored before seal keys (or given none): its logout cannot seal what it leaves. */
const session = (userId: number): StoredSession => ({
  key: 'current',
  needsLogin: false,
  accessToken: 'a',
  refreshToken: 'r',
  accessExpiresAt: 0,
  user: { id: userId, email: `u${userId}@x`, firstName: 'U', lastName: String(userId) },
  roles: [],
  vessels: [],
});
const entry = (id: string, userId: number, status: OutboxEntry['status']) =>
  ({
    id,
    op: 'hor/day/save',
    body: { yachtId: 1, userId, dates: ['2026-12-06'], binary: '0'.repeat(48) },
    baseVersion: 3,
    status,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
    userId,
  }) as OutboxEntry;
const file = (id: string, queuedBy: number): FileRow => ({
  id,
  vesselId: 1,
  userId: queuedBy,
  queuedBy,
  purpose: 'document',
  name: `${id}.jpg`,
  type: 'image/jpeg',
  size: 4,
  blob: new Blob([new Uint8Array([1, 2, 3, 4])]),
  state: 'queued',
  offset: 0,
  lastUsedAt: 1,
});

describe('the Sync page on a shared phone', () => {
  it('shows the user their own changes only; another user’s unsealed ones stay queued for them', async () => {
    const db = appDb();
    // Crew member 5 logs their day, and a refused change, then logs out with no seal key.
    await db.outbox.bulkAdd([entry('01A', 5, 'pending'), entry('01B', 5, 'rejected')]);
    await db.files.add(file('F5', 5));
    await sealAndForget(db, DEVICE_REGISTRY, session(5));
    // The officer (7) logs in and queues a change of their own.
    await db.outbox.add(entry('01C', 7, 'pending'));
    await db.files.add(file('F7', 7));
    const entries = await db.outbox.toArray();
    const files = await db.files.toArray();
    expect(entries.filter((e) => e.userId === 5).map((e) => e.status)).toEqual(['pending', 'rejected']);

    const seen = ownChanges(entries, 7);
    expect(seen.waiting.map((e) => e.id)).toEqual(['01C']);
    // No Retry or Discard on another user's refused change.
    expect(seen.attention).toEqual([]);
    // The page does not then say everything on the device has reached the server.
    expect(seen.othersUnsealed).toBe(2);
    expect(ownUploads(files, 7).map((f) => f.id)).toEqual(['F7']);
    expect(ownCounts(entries, files, 7)).toEqual({ pending: 2, problems: 0 });
    // Logged out: nobody's.
    expect(ownCounts(entries, files, null)).toEqual({ pending: 0, problems: 0 });

    // Still queued, and sent under the crew member when they log in again.
    expect((await dueEntries(db, 5, Date.now(), 10)).map((e) => e.id)).toEqual(['01A']);
    expect((await dueEntries(db, 7, Date.now(), 10)).map((e) => e.id)).toEqual(['01C']);
    expect(ownChanges(entries, 5).attention.map((e) => e.id)).toEqual(['01B']);
  });

  it('counts another user’s sealed work without describing it', () => {
    const entries = [entry('01A', 5, 'sealed'), entry('01B', 7, 'pending')];
    expect(ownChanges(entries, 7)).toMatchObject({ sealed: 1, waiting: [entries[1]] });
    expect(ownUploads([{ ...file('F5', 5), sealed: { iv: new Uint8Array(12) } }], 5)).toEqual([]);
  });
});
