import { expect } from 'vitest';
import { CHANGE_LOCK_KEY } from '../src/kernel/change-numbers';
import type { LeaveTestServer } from './leave-fixture';
import { tusMetadata } from './route-samples';
import type { TestServer } from './test-server';

/**
 * What the attack tests of the leave extras share (leave-attack-extras*.test.ts): uploads of
 * leave attachments, batches of queued operations, and writes started together.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds every write at the change-number lock (the advisory lock each change number takes). */
export const HOLD_CHANGE_LOCK = `SELECT pg_advisory_xact_lock(${CHANGE_LOCK_KEY})`;

/**
 * Starts each write in turn while another connection holds `hold` (PostgreSQL), so each gets as
 * far as it can before it; then lets them all go. On PGlite (one connection) they run one after
 * the other, and the test must pass as well.
 */
export async function together<T extends readonly unknown[]>(
  s: TestServer,
  writes: readonly [...{ [K in keyof T]: () => T[K] | Promise<T[K]> }],
  hold = HOLD_CHANGE_LOCK,
): Promise<T> {
  const run = (w: () => unknown) => Promise.resolve(w());
  if (s.db.kind !== 'postgres') {
    // In the order given: started together, which reached the one connection first depended on
    // how many reads each made before its transaction (a faster sign-in turned one race around).
    const done: unknown[] = [];
    for (const w of writes) done.push(await run(w));
    return done as unknown as T;
  }
  let started: Promise<unknown>[] = [];
  await s.db.transaction(async (tx) => {
    await tx.query(hold);
    started = [];
    for (const w of writes) {
      started.push(run(w));
      await sleep(250);
    }
  });
  return (await Promise.all(started)) as unknown as T;
}

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let seq = 0;
/** A fresh file id (a ULID's shape), unique in the run. */
export const fileId = (prefix = '01JTX') => `${prefix}${String(++seq).padStart(26 - prefix.length, '0')}`;

/** A tus upload in one chunk; answers the file id and the status of the last step (204: stored). */
export async function uploadFile(
  s: TestServer,
  token: string,
  file: { vesselId: number; userId: number; purpose?: string; bytes?: Uint8Array<ArrayBuffer> },
) {
  const id = fileId();
  const bytes = file.bytes ?? PDF;
  const meta = {
    id,
    vesselId: file.vesselId,
    userId: file.userId,
    purpose: file.purpose ?? 'leaveAttachment',
    name: 'ticket.pdf',
  };
  const created = await s.request('/files/uploads', {
    method: 'POST',
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': tusMetadata(meta),
    },
  });
  if (created.status !== 201) return { id, status: created.status };
  const res = await s.request(`/files/uploads/${id}`, {
    method: 'PATCH',
    token,
    body: bytes,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  });
  return { id, status: res.status };
}

export type OpResult = {
  id: string;
  status: string;
  version?: number;
  message?: string;
  errorList?: { property: string; message: string }[];
};

/** One batch of queued operations as a user's device sends it (POST /sync); its results. */
export async function batch(
  t: LeaveTestServer,
  token: string,
  ops: { op: string; body: unknown; id?: string; baseVersion?: number }[],
) {
  const sent = ops.map((o) => ({
    id: o.id ?? t.newId('OP'),
    op: o.op,
    body: o.body,
    baseVersion: o.baseVersion ?? 0,
  }));
  const res = await t.s.post('/sync', { cursor: 0, ops: sent }, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: OpResult[] }).results;
}

/** A request of `who`'s profile (or the profile given) entered by `by`; its id. */
export async function madeRequest(
  t: LeaveTestServer,
  who: string,
  dates: string[],
  by = who,
  profileId?: string,
) {
  const id = t.newId('R');
  const body = { ...t.requestBody(who, dates), ...(profileId ? { profileId } : {}) };
  const res = await t.call(by, 'PUT', `/leave/requests/${id}`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

/** Logs in a user by id and keeps the token under `name`. */
export async function signIn(t: LeaveTestServer, name: string, userId: number) {
  const [row] = await t.s.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  t.token[name] = (await t.s.login(row!.email)).accessToken;
  t.userId[name] = userId;
}
