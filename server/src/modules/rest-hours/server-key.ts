import { webcrypto } from 'node:crypto';
import type { MonthSignature } from '@contracts/rest-hours';
import type { Queryable } from '../../db/client';

/** A month's signature: made on the signer's device with its key, or by the server (no key). */
export type AnySignature = MonthSignature | (Omit<MonthSignature, 'keyId'> & { keyId: null });

const KEY_NAME = 'hor-server-signing-key';
export const SERVER_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** The server's own ECDSA P-256 key, made once and shared through the database by every instance. */
export async function serverKeyPair(
  db: Queryable,
): Promise<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey }> {
  const [known] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    KEY_NAME,
  ]);
  if (known) return JSON.parse(known.value);
  const pair = await webcrypto.subtle.generateKey(SERVER_KEY_ALGORITHM, true, ['sign', 'verify']);
  const made = JSON.stringify({
    privateJwk: await webcrypto.subtle.exportKey('jwk', pair.privateKey),
    publicJwk: await webcrypto.subtle.exportKey('jwk', pair.publicKey),
  });
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    KEY_NAME,
    made,
  ]);
  // Another instance may have made one first: theirs is the key.
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    KEY_NAME,
  ]);
  return JSON.parse(row!.value);
}

/** The public half of the server's signing key, to verify what it signed. */
export const serverPublicJwk = async (db: Queryable) => (await serverKeyPair(db)).publicJwk;
