import type { SignatureKind } from '@domain/rest-hours/month-record';
import type { Queryable } from '../../../db/client';
import { serverPublicJwk } from '../server-key';
import { serverMonthHash, statementVerifies } from '../signatures';

/** A signature of a month that no longer holds, and why. */
export interface BrokenSignature {
  userId: number;
  month: string;
  problem: string;
}

interface SignedRow {
  user_id: number;
  month: string;
  signed_by: number | null;
  signed_at: Date | string | null;
  signed_hash: string | null;
  signed_signature: string | null;
  signed_key_id: string | null;
  countersigned_by: number | null;
  countersigned_at: Date | string | null;
  countersigned_hash: string | null;
  countersigned_signature: string | null;
  countersigned_key_id: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The texts `signedAt` may have had: the database keeps the instant, not the text that was
 * signed. The server signs `toISOString()`; a device signs date-fns `formatISO` in its own offset
 * (whole seconds, 'Z' at UTC), and every real offset (-12:00 to +14:00) is a quarter hour.
 */
export function signedAtTexts(at: Date): string[] {
  const texts = [at.toISOString(), `${at.toISOString().slice(0, 19)}Z`];
  for (let q = -48; q <= 56; q++) {
    const local = new Date(at.getTime() + q * 15 * 60_000).toISOString().slice(0, 19);
    const off = Math.abs(q) * 15;
    const sign = q < 0 ? '-' : '+';
    texts.push(`${local}${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`);
  }
  return texts;
}

/** The signer's key: their device key (revoked since or not: it was theirs when they signed), or the server's. */
async function keyOf(db: Queryable, signerId: number, keyId: string | null): Promise<JsonWebKey | null> {
  if (keyId === null) return serverPublicJwk(db);
  const [row] = await db.query<{ public_jwk: JsonWebKey | string }>(
    'SELECT public_jwk FROM device_keys WHERE id = $1 AND user_id = $2',
    [keyId, signerId],
  );
  if (!row) return null;
  return typeof row.public_jwk === 'string' ? (JSON.parse(row.public_jwk) as JsonWebKey) : row.public_jwk;
}

async function verifies(
  db: Queryable,
  kind: SignatureKind,
  ref: { vesselId: number; userId: number; month: string },
  sig: { by: number; at: Date | string; hash: string; signature: string; keyId: string | null },
) {
  const jwk = await keyOf(db, sig.by, sig.keyId);
  if (!jwk) return false;
  for (const signedAt of signedAtTexts(new Date(sig.at))) {
    const s = { yachtId: ref.vesselId, userId: ref.userId, month: ref.month, hash: sig.hash, signedAt };
    if (
      await statementVerifies(jwk, kind, sig.by, {
        ...s,
        signature: sig.signature,
        keyId: sig.keyId as never,
      })
    )
      return true;
  }
  return false;
}

/**
 * Re-checks every kept signature of the vessel's months: each must verify with its key (device
 * ECDSA or the server's) and cover the month's records as they are now. Months signed before
 * signatures were kept (no signature stored) have nothing to check.
 */
export async function brokenSignatures(db: Queryable, vesselId: number): Promise<BrokenSignature[]> {
  const rows = await db.query<SignedRow>(
    `SELECT user_id, month::text AS month, signed_by, signed_at, signed_hash, signed_signature, signed_key_id,
            countersigned_by, countersigned_at, countersigned_hash, countersigned_signature, countersigned_key_id
       FROM rest_months WHERE vessel_id = $1 AND (signed_signature IS NOT NULL OR countersigned_signature IS NOT NULL)
      ORDER BY user_id, month`,
    [vesselId],
  );
  const broken: BrokenSignature[] = [];
  for (const r of rows) {
    const ref = { vesselId, userId: r.user_id, month: r.month };
    const now = await serverMonthHash(db, r.user_id, vesselId, r.month);
    const sigs = [
      ['sign', 'signature', r.signed_by, r.signed_at, r.signed_hash, r.signed_signature, r.signed_key_id],
      [
        'countersign',
        'countersignature',
        r.countersigned_by,
        r.countersigned_at,
        r.countersigned_hash,
        r.countersigned_signature,
        r.countersigned_key_id,
      ],
    ] as const;
    for (const [kind, name, by, at, hash, signature, keyId] of sigs) {
      if (signature === null) continue;
      const problem =
        by === null || at === null || hash === null
          ? `its ${name} has lost its signer, date or hash`
          : hash !== now
            ? `the records changed after its ${name}`
            : !(await verifies(db, kind, ref, { by, at, hash, signature, keyId }))
              ? `its ${name} does not verify`
              : null;
      if (problem) broken.push({ userId: r.user_id, month: r.month, problem });
    }
  }
  return broken;
}
