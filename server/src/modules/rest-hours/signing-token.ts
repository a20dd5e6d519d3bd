import { jwtVerify, SignJWT } from 'jose';

/**
 * The spec's signing authorisation (doc 3: 'the countersign lasts 20 minutes'): after a sign-off
 * or countersign on the password, the answer's `token` stands in for the password in the
 * caller's countersigns for 20 minutes, so a supervisor countersigning a crew's months types it
 * once. It is bound to its user and serves nothing else (no access-token claims: the API refuses
 * it as a bearer token, and an access token is refused here).
 */
export const SIGNING_TOKEN_MINUTES = 20;
const PURPOSE = 'hor-signing';

export async function signingToken(key: Uint8Array, userId: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + SIGNING_TOKEN_MINUTES * 60)
    .sign(key);
}

/** Whether `token` is a signing authorisation of `userId`, still within its 20 minutes. */
export async function signingTokenValid(key: Uint8Array, token: string, userId: number, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return payload.purpose === PURPOSE && payload.sub === String(userId);
  } catch {
    return false;
  }
}
