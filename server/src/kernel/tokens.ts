import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, Queryable } from '../db/client';

export interface AccessClaims {
  userId: number;
  family: string;
}

/** The signing secret is shared through the database so any instance can verify any token. */
export async function loadSigningKey(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  // Read first: a restart finds the key and writes nothing (a write costs a WAL flush).
  const kept = await keptSigningKey(db);
  if (kept) return kept;
  const candidate = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'jwt',
    candidate,
  ]);
  return (await keptSigningKey(db))!;
}

async function keptSigningKey(db: Db): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    'jwt',
  ]);
  return row && new TextEncoder().encode(row.value);
}

/**
 * The token rides on every request over the link, so it holds only what is checked: no `iat`
 * (nothing reads it; `exp` bounds the token), some 23 bytes off each request (issue 34).
 */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date, ttlSeconds: number) {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const token = await new SignJWT({ fam: claims.family })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: exp * 1000 };
}

/** A verified token's claims and the times that bound it (seconds since the epoch). */
interface Verified {
  claims: AccessClaims;
  exp?: number;
  nbf?: number;
}

/**
 * Tokens already verified, per signing key: a device presents the same token on every poll until
 * it refreshes, and its signature and claims never change, so the HMAC is checked once. Only the
 * times are checked again (as jwtVerify does, to the second); whether the session still stands
 * (a revoked family, the user's roles) is read from the database on every request.
 */
const verified = new WeakMap<Uint8Array, Map<string, Verified>>();
/** Enough for every open device of a large fleet; past it the cache starts afresh. */
const VERIFIED_MAX = 20_000;

const within = (v: Verified, now: Date) => {
  const seconds = Math.floor(now.getTime() / 1000);
  return (v.exp === undefined || v.exp > seconds) && (v.nbf === undefined || v.nbf <= seconds);
};

export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  const known = verified.get(key);
  const hit = known?.get(token);
  if (hit) return within(hit, now) ? hit.claims : null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.fam !== 'string') return null;
    const claims = { userId, family: payload.fam };
    const store = known && known.size < VERIFIED_MAX ? known : new Map<string, Verified>();
    store.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
    verified.set(key, store);
    return claims;
  } catch {
    return null;
  }
}

/** Secrets handed out (refresh tokens, reset links) are stored only as this hash. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues a refresh token in a family; only its hash is stored. */
export async function issueRefreshToken(
  tx: Queryable,
  userId: number,
  family: string,
  now: Date,
  ttlDays: number,
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + ttlDays * 86_400_000);
  await tx.query(
    'INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), userId, family, expires.toISOString(), now.toISOString()],
  );
  return token;
}

/**
 * Serialises everything that issues or ends a user's sessions (refresh, logout, a new password)
 * on the user's row. Without it, on PostgreSQL a refresh running while the password changed
 * inserted its new token after the revocation had looked, and a stolen session lived on.
 * Each statement after the lock sees what the other transaction committed (READ COMMITTED).
 */
export async function lockUserSessions(tx: Queryable, userId: number) {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function revokeFamily(tx: Queryable, family: string, now: Date) {
  await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    family,
    now.toISOString(),
  ]);
}
