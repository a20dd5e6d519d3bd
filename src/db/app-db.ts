import { Dexie, type EntityTable, type Table } from 'dexie';
import type { LoginResponse } from '../contracts/auth';
import type { Member, Preset, RestComment, RestDay, RestMonth } from '../contracts/rest-hours';
import type { SyncOp, SyncResult } from '../contracts/sync';

/** The session, kept in IndexedDB so the service worker can replay the outbox with it. */
export interface StoredSession extends LoginResponse {
  key: 'current';
  /** Set when a refresh failed: queued writes wait until the user logs in again. */
  needsLogin: boolean;
}

/** A rest day as the device holds it; `pending` is 1 while a local edit is not on the server. */
export interface LocalRestDay extends RestDay {
  pending: 0 | 1;
}

export type OutboxStatus = 'pending' | 'sending' | 'conflict' | 'rejected';

/** The operation part of an entry: `op` and its `body`, kept as one discriminated union. */
export type OutboxOp = SyncOp extends infer O ? (O extends SyncOp ? Pick<O, 'op' | 'body'> : never) : never;

export type OutboxEntry = OutboxOp & {
  /** ULID: also the idempotency key the server keeps. */
  id: string;
  baseVersion: number;
  status: OutboxStatus;
  /** How many times it was handed to the server; an entry sent even once is never rewritten. */
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  /** Entries with the same key edit the same record and may be merged before sending. */
  coalesceKey: string | null;
  userId: number;
  lastError?: string;
  conflict?: Extract<SyncResult, { status: 'conflict' }>;
  rejection?: Extract<SyncResult, { status: 'rejected' }>;
};

/** Device secrets: the signing key (private half not extractable) and the offline password verifier. */
export type SecretRow =
  | { key: 'device'; userId: number; keyId: string; privateKey: CryptoKey }
  | { key: 'verifier'; userId: number; salt: string; hash: string; iterations: number }
  | { key: 'countersign-until'; userId: number; until: number };

export interface MetaRow {
  /** queryCache: the server answers kept for offline use (see lib/query-client). */
  key: 'cursor' | 'lastSyncAt' | 'lastError' | 'queryCache';
  value: number | string | null;
}

export type AppDb = Dexie & {
  session: EntityTable<StoredSession, 'key'>;
  restDays: Table<LocalRestDay, [number, number, string]>;
  restMonths: Table<RestMonth, [number, number, string]>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  members: Table<Member, [number, number]>;
  comments: EntityTable<RestComment, 'id'>;
  presets: EntityTable<Preset, 'id'>;
  secrets: EntityTable<SecretRow, 'key'>;
};

export const DB_NAME = 'seaworthy';

export function openAppDb(name = DB_NAME): AppDb {
  const db = new Dexie(name) as AppDb;
  db.version(1).stores({
    session: 'key',
    restDays: '[userId+vesselId+date], [userId+vesselId], pending',
    restMonths: '[userId+vesselId+month], [userId+vesselId]',
    outbox: 'id, status, coalesceKey, createdAt',
    meta: 'key',
  });
  // Hours of rest: the crew list, comments, presets and device secrets.
  db.version(2).stores({
    members: '[userId+vesselId], vesselId',
    comments: 'id, [userId+vesselId+date], [userId+vesselId]',
    presets: 'id, [userId+vesselId]',
    secrets: 'key',
  });
  return db;
}

export const restDayKey = (userId: number, vesselId: number, date: string) =>
  [userId, vesselId, date] as const;
