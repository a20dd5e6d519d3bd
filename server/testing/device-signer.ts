import { webcrypto } from 'node:crypto';
import { type SignatureKind, signatureStatement } from '@domain/rest-hours/month-record';
import { serverMonthHash } from '../src/modules/rest-hours/signatures';
import type { TestServer } from './test-server';

/** A device as the app is one: an ECDSA P-256 key registered with the server, signing months. */
export async function deviceSigner(s: TestServer, token: string, signerId: number) {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
  const publicJwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  const res = await s.post(
    '/devices/keys',
    { publicJwk: { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y } },
    token,
  );
  const { keyId } = (await res.json()) as { keyId: string };
  return {
    keyId,
    /** A signature body over the records as the server holds them now (or over `hash`). */
    async sign(
      kind: SignatureKind,
      userId: number,
      vesselId: number,
      month: string,
      hash?: string,
      signedAt = s.clock().toISOString(),
    ) {
      const h = hash ?? (await serverMonthHash(s.db, userId, vesselId, month));
      const statement = signatureStatement({ kind, signerId, userId, vesselId, month, hash: h, signedAt });
      const sig = await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(statement),
      );
      return {
        yachtId: vesselId,
        userId,
        month,
        hash: h,
        signedAt,
        keyId,
        signature: Buffer.from(sig).toString('base64url'),
      };
    },
  };
}
