import type { AppDb, DraftRow, FileRow, OutboxEntry, StoredSession } from '../db/app-db';
import type { DeviceRegistry } from './device-kit';
import { kindOf, kindsOf } from './device-kit';

/**
 * A shared phone (issue 9): when a user logs out, or another user logs in over their session,
 * the records synced for them go from the device (other people's bank details, their own
 * messages), and what they have not yet sent is sealed with a key the server gives only to
 * their sessions. Sealed, their changes, wizard drafts and queued files wait unreadable; their
 * next login opens them, and sync sends them as if nothing had happened.
 */

/** AES-GCM: the initialisation vector and the ciphertext. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

function keyBytes(sealKey: string): Uint8Array<ArrayBuffer> {
  const b64 = sealKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

const importKey = (sealKey: string) =>
  crypto.subtle.importKey('raw', keyBytes(sealKey), 'AES-GCM', false, ['encrypt', 'decrypt']);

async function seal(key: CryptoKey, bytes: BufferSource): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes) };
}

const open = (key: CryptoKey, s: Sealed) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: s.iv }, key, s.data);

/** The parts of an outbox entry that may hold personal data. */
type Hidden = Pick<OutboxEntry, 'op' | 'body' | 'status' | 'conflict' | 'rejection' | 'lastError'>;

/** Seals the user's unsent work (entries, drafts, queued files) and clears what was synced for them. */
export async function sealAndForget(db: AppDb, registry: DeviceRegistry, session: StoredSession) {
  const userId = session.user.id;
  // Encrypt first, outside the transaction (IndexedDB transactions close across other awaits).
  const key = session.sealKey ? await importKey(session.sealKey) : null;
  const entries = (await db.outbox.toArray()).filter((e) => e.userId === userId && e.status !== 'sealed');
  const drafts = (await db.drafts.where('userId').equals(userId).toArray()).filter((d) => !d.sealed);
  const files = (await db.files.toArray()).filter((f) => f.queuedBy === userId && f.blob && !f.sealed);
  const sealedEntries = key
    ? await Promise.all(
        entries.map(async (e) => {
          const hidden: Hidden = {
            op: e.op,
            body: e.body,
            status: e.status,
            conflict: e.conflict,
            rejection: e.rejection,
            lastError: e.lastError,
          } as Hidden;
          const { conflict: _c, rejection: _r, lastError: _l, ...rest } = e;
          return {
            ...rest,
            body: null,
            status: 'sealed',
            sealed: await seal(key, enc.encode(JSON.stringify(hidden))),
          } as unknown as OutboxEntry;
        }),
      )
    : [];
  const sealedDrafts = key
    ? await Promise.all(
        drafts.map(async (d) => ({
          ...d,
          value: null,
          sealed: await seal(key, enc.encode(JSON.stringify(d.value))),
        })),
      )
    : [];
  const sealedFiles = key
    ? await Promise.all(
        files.map(async (f) => {
          const sealed = await seal(key, await f.blob!.arrayBuffer());
          return { ...f, blob: new Blob([sealed.data]), sealed: { iv: sealed.iv } };
        }),
      )
    : [];
  const tables = [
    db.session,
    db.outbox,
    db.drafts,
    db.files,
    db.shadows,
    db.meta,
    ...kindsOf(registry).map((k) => kindOf(registry, k).table(db)),
  ];
  await db.transaction('rw', tables, async () => {
    // The session goes with what it synced: a sync answer arriving after this (another user logs
    // in over it, and stores their session only once their own work is open) writes nothing back.
    // Kept until the new session came, that answer put this user's records and cursor back on
    // the phone for the next user, whose first sync then began at this user's cursor.
    if ((await db.session.get('current'))?.user.id === userId) await db.session.delete('current');
    await db.outbox.bulkPut(sealedEntries);
    await db.drafts.bulkPut(sealedDrafts);
    await db.files.bulkPut(sealedFiles);
    // Files opened from the server (crew documents, signatures) go with the records.
    await db.files.where('state').equals('stored').delete();
    for (const kind of kindsOf(registry)) await kindOf(registry, kind).table(db).clear();
    await db.shadows.clear();
    await db.meta.bulkDelete(['cursor', 'firstSync', 'queryCache', 'focusVessel', 'lastStatus', 'badgesFor']);
  });
}

/** At the user's login: their sealed work opens again, and their changes are sent from here. */
export async function unsealFor(db: AppDb, session: StoredSession) {
  if (!session.sealKey) return;
  const userId = session.user.id;
  const key = await importKey(session.sealKey);
  const entries = (await db.outbox.where('status').equals('sealed').toArray()).filter(
    (e) => e.userId === userId,
  );
  const drafts = (await db.drafts.where('userId').equals(userId).toArray()).filter((d) => d.sealed);
  const files = (await db.files.toArray()).filter((f) => f.queuedBy === userId && f.sealed && f.blob);
  const opened = async <T>(s: Sealed): Promise<T | null> => {
    try {
      return JSON.parse(dec.decode(await open(key, s))) as T;
    } catch {
      // Sealed with another key (the server's secret changed): it stays sealed, nothing is lost.
      return null;
    }
  };
  const openEntries: OutboxEntry[] = [];
  for (const e of entries) {
    const hidden = await opened<Hidden>(e.sealed!);
    if (!hidden) continue;
    const { sealed: _s, ...rest } = e;
    // An entry being sent when it was sealed goes back to pending: the server keeps its id.
    const status = hidden.status === 'sending' ? 'pending' : hidden.status;
    openEntries.push({ ...rest, ...hidden, status, nextAttemptAt: 0 } as OutboxEntry);
  }
  const openDrafts: DraftRow[] = [];
  for (const d of drafts) {
    const value = await opened<unknown>(d.sealed!);
    if (value !== null) openDrafts.push({ id: d.id, userId: d.userId, updatedAt: d.updatedAt, value });
  }
  const openFiles: FileRow[] = [];
  for (const f of files) {
    try {
      const bytes = await open(key, { iv: f.sealed!.iv, data: await f.blob!.arrayBuffer() });
      const { sealed: _s, ...rest } = f;
      openFiles.push({ ...rest, blob: new Blob([bytes], { type: f.type }) });
    } catch {
      // As above: kept sealed.
    }
  }
  await db.transaction('rw', db.outbox, db.drafts, db.files, async () => {
    await db.outbox.bulkPut(openEntries);
    await db.drafts.bulkPut(openDrafts);
    await db.files.bulkPut(openFiles);
  });
}
