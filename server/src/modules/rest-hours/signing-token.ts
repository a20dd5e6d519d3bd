import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db/client';

/**
 * The spec's signing authorisation (doc 3: 'the countersign lasts 20 minutes'): after a sign-off
 * or countersign on the password, the answer's `token` stands in for the password in the
 * caller's countersigns for 20 minutes, so a supervisor countersigning a crew's months types it
 * once. It is bound to its user and serves nothing else (no access-token claims: the API refuses
 * it as a bearer token, and an access token is refused here). It stands in for the password it
 * was given on, so it dies when that password changes (as the sessions and 2FA steps begun on it do).
 */
export const SIGNING_TOKEN_MINUTES = 20;
const PURPOSE = 'hor-signing';

/** A short fingerprint of the user's stored password hash: it changes with the password. */
export async function passwordStamp(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return createHash('sha256')
    .update(row?.password_hash ?? '')
    .digest('base64url')
    .slice(0, 16);
}

export async function signingToken(
  key: Uint8Array,
  userId: number,
  now: Date,
  stamp: string,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, pw: stamp })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + SIGNING_TOKEN_MINUTES * 60)
    .sign(key);
}

/** Whether `token` is a signing authorisation of `userId` on their current password, within its 20 minutes. */
export async function signingTokenValid(
  key: Uint8Array,
  token: string,
  userId: number,
  now: Date,
  stamp: string,
) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return payload.purpose === PURPOSE && payload.sub === String(userId) && payload.pw === stamp;
  } catch {
    return false;
  }
}
