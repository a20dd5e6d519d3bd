import { formatISO } from 'date-fns';
import { commentSaveSchema, presetSaveSchema } from '../../../contracts/rest-hours';
import type { AppDb, StoredSession } from '../../../db/app-db';
import {
  canonicalMonth,
  type SignatureKind,
  signatureStatement,
} from '../../../domain/rest-hours/month-record';
import { deviceKeyFor, sha256Hex, signText } from '../../../lib/device-crypto';
import { enqueue } from '../../../sync/outbox';
import { ulid } from '../../../sync/ulid';

const fullName = (s: StoredSession) => `${s.user.firstName} ${s.user.lastName}`;

/** A month with no signatures on it. */
const UNSIGNED = {
  signedBy: null,
  signedByName: null,
  signedAt: null,
  counterSignedBy: null,
  counterSignedByName: null,
  counterSignedAt: null,
} as const;

/** A comment (or a non-compliance reason) on a day, kept on the device and queued. */
export async function addComment(
  db: AppDb,
  session: StoredSession,
  c: { userId: number; vesselId: number; date: string; kind: 'comment' | 'noncompliance'; text: string },
  now: number,
) {
  const body = commentSaveSchema.parse({
    commentId: ulid(now),
    yachtId: c.vesselId,
    userId: c.userId,
    date: c.date,
    kind: c.kind,
    text: c.text,
  });
  await db.transaction('rw', db.comments, db.outbox, async () => {
    await db.comments.put({
      id: body.commentId,
      userId: c.userId,
      vesselId: c.vesselId,
      date: c.date,
      kind: c.kind,
      text: body.text,
      postedBy: session.user.id,
      postedByName: fullName(session),
      postedAt: new Date(now).toISOString(),
      deleted: false,
      version: 0,
    });
    await enqueue(
      db,
      { op: 'hor/comment/save', body, baseVersion: 0, coalesceKey: null, userId: session.user.id },
      now,
    );
  });
}

/** Saves a personal preset; a new default replaces the old one. */
export async function savePreset(
  db: AppDb,
  session: StoredSession,
  p: { presetId?: string; vesselId: number; name: string; work: string; isDefault: boolean },
  now: number,
) {
  const body = presetSaveSchema.parse({
    presetId: p.presetId ?? ulid(now),
    yachtId: p.vesselId,
    name: p.name,
    binary: p.work,
    isDefault: p.isDefault,
  });
  await db.transaction('rw', db.presets, db.outbox, async () => {
    if (body.isDefault) {
      await db.presets
        .where('[userId+vesselId]')
        .equals([session.user.id, p.vesselId])
        .modify({ isDefault: false });
    }
    await db.presets.put({
      id: body.presetId,
      userId: session.user.id,
      vesselId: p.vesselId,
      name: body.name,
      work: body.binary,
      isDefault: body.isDefault,
      deleted: false,
      version: 0,
    });
    await enqueue(
      db,
      {
        op: 'hor/preset/save',
        body,
        baseVersion: 0,
        coalesceKey: `preset/${body.presetId}`,
        userId: session.user.id,
      },
      now,
    );
  });
  return body.presetId;
}

/**
 * Signs (or countersigns) a month on this device: the hash of the month's records as the
 * device holds them, signed with the device key. Works offline; the server checks both later.
 */
export async function signMonthOnDevice(
  db: AppDb,
  session: StoredSession,
  s: { kind: SignatureKind; userId: number; vesselId: number; month: string },
  now: number,
) {
  const device = await deviceKeyFor(db, session.user.id);
  const days = await db.restDays
    .where('[userId+vesselId+date]')
    .between([s.userId, s.vesselId, `${s.month}-01`], [s.userId, s.vesselId, `${s.month}-31`], true, true)
    .toArray();
  const hash = await sha256Hex(canonicalMonth(s.month, days));
  // In the device's own offset: the server reads the signer's date from it (days after it are plans).
  const signedAt = formatISO(now);
  const statement = signatureStatement({
    kind: s.kind,
    signerId: session.user.id,
    userId: s.userId,
    vesselId: s.vesselId,
    month: s.month,
    hash,
    signedAt,
  });
  const signature = await signText(device.privateKey, statement);
  const body = {
    yachtId: s.vesselId,
    userId: s.userId,
    month: s.month,
    hash,
    signedAt,
    keyId: device.keyId,
    signature,
  };
  await db.transaction('rw', db.restMonths, db.outbox, async () => {
    const key: [number, number, string] = [s.userId, s.vesselId, s.month];
    const current = (await db.restMonths.get(key)) ?? {
      userId: s.userId,
      vesselId: s.vesselId,
      month: s.month,
      ...UNSIGNED,
      version: 0,
    };
    const mine = { by: session.user.id, name: fullName(session), at: signedAt };
    await db.restMonths.put(
      s.kind === 'sign'
        ? { ...current, signedBy: mine.by, signedByName: mine.name, signedAt: mine.at }
        : { ...current, counterSignedBy: mine.by, counterSignedByName: mine.name, counterSignedAt: mine.at },
    );
    const op = s.kind === 'sign' ? ('hor/month/sign' as const) : ('hor/month/countersign' as const);
    await enqueue(
      db,
      { op, body, baseVersion: current.version, coalesceKey: null, userId: session.user.id },
      now,
    );
  });
}

/** Cancels a month's signatures (after the user confirmed). */
export async function cancelSignatures(
  db: AppDb,
  session: StoredSession,
  ref: { userId: number; vesselId: number; month: string },
  now: number,
) {
  await db.transaction('rw', db.restMonths, db.outbox, async () => {
    const key: [number, number, string] = [ref.userId, ref.vesselId, ref.month];
    const current = await db.restMonths.get(key);
    if (current) {
      await db.restMonths.put({ ...current, ...UNSIGNED });
    }
    await enqueue(
      db,
      {
        op: 'hor/month/cancel',
        body: { yachtId: ref.vesselId, userId: ref.userId, month: ref.month },
        baseVersion: current?.version ?? 0,
        coalesceKey: null,
        userId: session.user.id,
      },
      now,
    );
  });
}

/** Deletes a personal preset (kept on the server as deleted, so other devices drop it too). */
export async function deletePreset(
  db: AppDb,
  session: StoredSession,
  preset: { id: string; vesselId: number },
  now: number,
) {
  await db.transaction('rw', db.presets, db.outbox, async () => {
    await db.presets.update(preset.id, { deleted: true, isDefault: false });
    await enqueue(
      db,
      {
        op: 'hor/preset/delete',
        body: { id: preset.id, yachtId: preset.vesselId },
        baseVersion: 0,
        coalesceKey: null,
        userId: session.user.id,
      },
      now,
    );
  });
}
