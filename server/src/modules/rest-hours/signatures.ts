import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { MSG } from '@contracts/messages';
import { LEVEL, levelOn, reaches } from '@domain/access/permissions';
import { addDays, datesInMonth } from '@domain/calendar/iso-date';
import { canonicalMonth, type SignatureKind, signatureStatement } from '@domain/rest-hours/month-record';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../kernel/actors';
import { approves } from '../../kernel/approval-group';
import { nextVersion } from '../../kernel/change-numbers';
import { conflict, forbidden, type Outcome, refused } from '../../kernel/outcome';
import { keepSignatureImage, signedAsNow } from './records/signed-as';
import { findDays, findMonth } from './rest-repo';
import { type AnySignature, serverPublicJwk } from './server-key';
import { daysWantingReasons, INVALID_COMMENT } from './sign-off-reasons';
import { auditMonth } from './signed-months';

export async function registerDeviceKey(
  db: Queryable,
  userId: number,
  publicJwk: object,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO device_keys (id, user_id, public_jwk, created_at) VALUES ($1, $2, $3, $4)', [
    id,
    userId,
    JSON.stringify(publicJwk),
    now.toISOString(),
  ]);
  return id;
}

/** SHA-256 of the month's records as the server holds them, in the canonical text. */
export async function serverMonthHash(db: Queryable, userId: number, vesselId: number, month: string) {
  const days = await findDays(db, userId, vesselId, datesInMonth(month));
  return createHash('sha256').update(canonicalMonth(month, days)).digest('hex');
}

/** The public key a signature is checked with: the signer's registered device key, or the server's. */
async function publicKeyOf(db: Queryable, signerId: number, s: AnySignature): Promise<JsonWebKey | null> {
  if (s.keyId === null) return serverPublicJwk(db);
  const [row] = await db.query<{ public_jwk: JsonWebKey | string }>(
    'SELECT public_jwk FROM device_keys WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [s.keyId, signerId],
  );
  if (!row) return null;
  return typeof row.public_jwk === 'string' ? (JSON.parse(row.public_jwk) as JsonWebKey) : row.public_jwk;
}

async function signatureValid(db: Queryable, kind: SignatureKind, signerId: number, s: AnySignature) {
  const jwk = await publicKeyOf(db, signerId, s);
  return jwk !== null && statementVerifies(jwk, kind, signerId, s);
}

/** Whether `s.signature` is the key's signature of the statement `s` makes (hor:verify re-checks too). */
export async function statementVerifies(
  jwk: JsonWebKey,
  kind: SignatureKind,
  signerId: number,
  s: AnySignature,
) {
  try {
    const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    const statement = signatureStatement({
      kind,
      signerId,
      userId: s.userId,
      vesselId: s.yachtId,
      month: s.month,
      hash: s.hash,
      signedAt: s.signedAt,
    });
    return await webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(s.signature, 'base64url'),
      new TextEncoder().encode(statement),
    );
  } catch {
    return false;
  }
}

/** Clocks drift a little; a signature dated further ahead than this was not made now. */
const CLOCK_DRIFT_MS = 10 * 60_000;
const signedLater = (s: AnySignature, now: Date) => Date.parse(s.signedAt) > now.getTime() + CLOCK_DRIFT_MS;
const BAD_SIGNATURE = 'The signature could not be verified. Please sign again.';

/** A signature that no longer fits the month: the device is sent the server's copy of it. */
async function monthConflict(tx: Queryable, s: AnySignature, message: string): Promise<Outcome> {
  const month = await findMonth(tx, s.userId, s.yachtId, s.month);
  return conflict(message, {
    restMonths: month ? [month] : [],
    restDays: await findDays(tx, s.userId, s.yachtId, datesInMonth(s.month)),
  });
}

/**
 * The seafarer signs their own month; the signature must cover the records the server holds.
 * `watchkeeper` (the spec's sign-off asks it) goes on the record; a device's signature leaves it unknown.
 */
export async function signMonth(
  tx: Queryable,
  actor: Actor,
  s: AnySignature,
  now: Date,
  watchkeeper: boolean | null = null,
): Promise<Outcome> {
  if (actor.id !== s.userId || levelOn(actor.roles, s.yachtId) === null) return forbidden();
  if (signedLater(s, now)) return refused(MSG.clockAhead, 400);
  // The last day lived is the device's own date when it signed (signedAt carries its offset, and
  // is part of what was signed). With signedAt no later than now and the offset within a real
  // time zone's, that date is one some place on Earth has reached: a plan for tomorrow is refused.
  const [lastLived] = [s.signedAt.slice(0, 10), addDays(now.toISOString().slice(0, 10), 1)].sort() as [
    string,
    string,
  ];
  if (`${s.month}-01` > lastLived) return refused(MSG.monthNotBegun, 400);
  // Days still to come hold a plan, not a record: a signature never covers a plan.
  const planned = await tx.query(
    `SELECT 1 FROM rest_days WHERE user_id = $1 AND vessel_id = $2 AND day > $3 AND day <= $4
        AND NOT cleared LIMIT 1`,
    [s.userId, s.yachtId, lastLived, datesInMonth(s.month).at(-1)],
  );
  if (planned.length) return refused(MSG.plannedNotSigned, 400);
  if (!(await signatureValid(tx, 'sign', actor.id, s))) return refused(BAD_SIGNATURE, 400);
  // The change-number lock before the month is read and its days hashed: a day saved on another
  // server meanwhile lands before (and the hash differs) or after (and meets the signature), never
  // between, which left a month signed over days it no longer held (attack s60; a refusal burns a number).
  const version = await nextVersion(tx);
  const state = await findMonth(tx, s.userId, s.yachtId, s.month);
  if (state?.counterSignedBy)
    return monthConflict(tx, s, `Countersigned by ${state.counterSignedByName}: ${MSG.monthCountersigned}`);
  if ((await serverMonthHash(tx, s.userId, s.yachtId, s.month)) !== s.hash) {
    return monthConflict(
      tx,
      s,
      'The records of this month changed after you signed them. Check them and sign again.',
    );
  }
  if ((await daysWantingReasons(tx, s, lastLived)).length) return refused(INVALID_COMMENT, 400);
  await tx.query(
    `INSERT INTO rest_months (user_id, vessel_id, month, signed_by, signed_at, signed_hash, signed_signature, signed_key_id, version, watchkeeper, signed_as)
     VALUES ($1, $2, $3, $1, $4, $5, $6, $7, $8, $9, $10::jsonb)
     ON CONFLICT (user_id, vessel_id, month) DO UPDATE SET signed_by = EXCLUDED.signed_by, signed_at = EXCLUDED.signed_at,
       signed_hash = EXCLUDED.signed_hash, signed_signature = EXCLUDED.signed_signature, signed_key_id = EXCLUDED.signed_key_id,
       version = EXCLUDED.version, watchkeeper = EXCLUDED.watchkeeper, signed_as = EXCLUDED.signed_as`,
    [
      s.userId,
      s.yachtId,
      s.month,
      s.signedAt,
      s.hash,
      s.signature,
      s.keyId,
      version,
      watchkeeper,
      JSON.stringify(await signedAsNow(tx, s.yachtId, s.userId)),
    ],
  );
  const after = { hash: s.hash, signedAt: s.signedAt };
  await auditMonth(tx, actor, now, s, { action: 'sign', before: state, after });
  return { status: 'applied', version };
}

/** A supervisor (level 4+) countersigns a signed month whose records have not changed since. */
export async function countersignMonth(
  tx: Queryable,
  actor: Actor,
  s: AnySignature,
  now: Date,
): Promise<Outcome> {
  const supervisor =
    reaches(levelOn(actor.roles, s.yachtId), LEVEL.officer) ||
    (await approves(tx, actor.id, s.yachtId, s.userId));
  // A countersign is another person's check: nobody countersigns their own month.
  if (!supervisor || actor.id === s.userId) return forbidden();
  if (signedLater(s, now)) return refused(MSG.clockAhead, 400);
  if (!(await signatureValid(tx, 'countersign', actor.id, s))) return refused(BAD_SIGNATURE, 400);
  // The change-number lock before the month's row: the order every write keeps, so a reopen of
  // the month on another server waits here instead of deadlocking (a refusal burns a number).
  const version = await nextVersion(tx);
  const [state] = await tx.query<{
    signed_by: number | null;
    signed_hash: string | null;
    countersigned_by: number | null;
  }>(
    'SELECT signed_by, signed_hash, countersigned_by FROM rest_months WHERE user_id = $1 AND vessel_id = $2 AND month = $3 FOR UPDATE',
    [s.userId, s.yachtId, s.month],
  );
  if (!state?.signed_by) return monthConflict(tx, s, 'This month has not been signed off yet.');
  const current = await serverMonthHash(tx, s.userId, s.yachtId, s.month);
  if (current !== s.hash || (state.signed_hash !== null && state.signed_hash !== current)) {
    return monthConflict(
      tx,
      s,
      'The records changed after they were signed off. The month must be signed off again.',
    );
  }
  await tx.query(
    `UPDATE rest_months SET countersigned_by = $4, countersigned_at = $5, countersigned_hash = $6,
       countersigned_signature = $7, countersigned_key_id = $8, version = $9, countersigned_image = $10
     WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
    [
      s.userId,
      s.yachtId,
      s.month,
      actor.id,
      s.signedAt,
      s.hash,
      s.signature,
      s.keyId,
      version,
      // '' when they chose none (or have none): kept as none, so a month signed before migration
      // 0062 (no signed_as) is not given the picture on file when printed (load-record.ts).
      (await keepSignatureImage(tx, actor.id)) ?? '',
    ],
  );
  await auditMonth(tx, actor, now, s, { action: 'countersign', before: state, after: { hash: s.hash } });
  return { status: 'applied', version };
}

/**
 * Cancel signatures: a supervisor may cancel another person's; anyone their own, before the
 * countersign.
 */
export async function cancelSignatures(
  tx: Queryable,
  actor: Actor,
  ref: { yachtId: number; userId: number; month: string },
  now: Date,
): Promise<Outcome> {
  // Who may act is settled before looking the month up: a 404 for someone else's month
  // would tell a crew member which of their shipmates' months exist.
  const supervisor = reaches(levelOn(actor.roles, ref.yachtId), LEVEL.officer);
  if (!supervisor && actor.id !== ref.userId) return forbidden();
  const state = await findMonth(tx, ref.userId, ref.yachtId, ref.month);
  // Answered 400 over REST, as this call always has (not the 404 of a missing record).
  if (!state) return refused(MSG.status404, 400);
  // The countersign locks the record for its owner, an officer too (it is never their own): they
  // ask the countersigner to reopen it (reopen-requests.ts).
  if (state.counterSignedBy !== null && (!supervisor || actor.id === ref.userId)) return forbidden();
  // Nothing signed: nothing to cancel, so nothing is written (no change number, no audit line
  // of a cancel that did not happen), as any save that changes nothing (kernel/unchanged.ts).
  if (state.signedBy === null && state.counterSignedBy === null)
    return { status: 'applied', version: Number(state.version) };
  const version = await nextVersion(tx);
  await tx.query(
    `UPDATE rest_months SET signed_by = NULL, signed_at = NULL, signed_hash = NULL, signed_signature = NULL, signed_key_id = NULL,
       countersigned_by = NULL, countersigned_at = NULL, countersigned_hash = NULL, countersigned_signature = NULL,
       countersigned_key_id = NULL, signed_as = NULL, countersigned_image = NULL, version = $4
     WHERE user_id = $1 AND vessel_id = $2 AND month = $3`,
    [ref.userId, ref.yachtId, ref.month, version],
  );
  await auditMonth(tx, actor, now, ref, { action: 'cancel-signatures', before: state, after: null });
  return { status: 'applied', version };
}
