import { webcrypto } from 'node:crypto';
import { type SignatureKind, signatureStatement } from '@domain/rest-hours/month-record';
import type { Queryable } from '../../db/client';
import { type AnySignature, SERVER_KEY_ALGORITHM, serverKeyPair } from './server-key';
import { serverMonthHash } from './signatures';

/**
 * A month signed by the server on the signer's password (issue 32: the spec's online sign-off
 * and countersign carry only the password). It has no device key (`keyId` null): the record
 * and the records PDF say it was signed by the server on password, not on the signer's device.
 */
export type ServerSignature = Extract<AnySignature, { keyId: null }>;

/**
 * The server signs the statement a device would (same text, same algorithm) over the month's
 * records as it holds them now, within the transaction that stores the signature.
 */
export async function signOnPassword(
  tx: Queryable,
  kind: SignatureKind,
  signerId: number,
  ref: { yachtId: number; userId: number; month: string },
  now: Date,
): Promise<ServerSignature> {
  const hash = await serverMonthHash(tx, ref.userId, ref.yachtId, ref.month);
  const signedAt = now.toISOString();
  const { privateJwk } = await serverKeyPair(tx);
  const key = await webcrypto.subtle.importKey('jwk', privateJwk, SERVER_KEY_ALGORITHM, false, ['sign']);
  const statement = signatureStatement({ kind, signerId, vesselId: ref.yachtId, ...ref, hash, signedAt });
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    new TextEncoder().encode(statement),
  );
  return { ...ref, hash, signedAt, keyId: null, signature: Buffer.from(signature).toString('base64url') };
}
