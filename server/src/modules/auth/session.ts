import { createHmac, randomUUID } from 'node:crypto';
import { MSG } from '@contracts/messages';
import { REFUSAL_TEXT } from '@contracts/refusal-text';
import type { LoginResult } from '@contracts/two-factor';
import { BRANDS } from '@domain/brand/brand';
import type { Queryable } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, refused } from '../../kernel/outcome';
import { rotateRefreshToken } from '../../kernel/refresh-rotation';
import { issueRefreshToken, lockUserSessions, revokeFamily, signAccessToken } from '../../kernel/tokens';
import { burnVerifyTime, verifyPassword } from './passwords';
import { specSessionFields } from './spec-session';
import { accountKey, addressKey, clearFailures, settleAttempt, THROTTLE, takeAttempt } from './throttle';
import { secondFactorDue } from './two-factor';

const invalidCredentials = () => refused(MSG.credentialsInvalid, 401);

export async function login(
  deps: ServerDeps,
  email: string,
  password: string,
  address: string,
  asked: { enableWhatsAppAuth?: boolean | undefined; bypassToken?: string | undefined } = {},
): Promise<Answer<LoginResult>> {
  const now = deps.clock();
  const keys = [
    { key: accountKey(email), limit: THROTTLE.accountLimit },
    { key: addressKey(address), limit: THROTTLE.addressLimit },
  ];
  const wait = await takeAttempt(deps.db, keys, now);
  if (wait > 0) return refused(MSG.throttled(wait), 429);

  const [user] = await deps.db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  let ok = false;
  if (user) ok = await verifyPassword(user.password_hash, password);
  else await burnVerifyTime(password);
  await settleAttempt(deps.db, keys, Boolean(user && ok), now);
  if (!user || !ok) return invalidCredentials();
  await clearFailures(deps.db, keys[0]!.key);
  const due = await secondFactorDue(deps, user.id, asked);
  if (due.status !== 'applied') return due;
  if (due.value) return answered({ twoFactor: due.value });
  return answered(await deps.db.transaction((tx) => startSession(deps, tx, user.id, randomUUID(), now)));
}

export async function refresh(
  deps: ServerDeps,
  refreshToken: string,
): Promise<Answer<{ accessToken: string; refreshToken: string; accessExpiresAt: number }>> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, refreshToken, now, deps.config.refreshTtlDays);
    if (!rotated.ok) return rotated;
    const access = await signAccessToken(
      deps.signingKey,
      { userId: rotated.userId, family: rotated.family },
      now,
      deps.config.accessTtlSeconds,
    );
    return {
      ok: true as const,
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      refreshToken: rotated.refreshToken,
    };
  });
  if (!outcome.ok) return refused(REFUSAL_TEXT.sessionEnded, 401);
  return answered({
    accessToken: outcome.accessToken,
    refreshToken: outcome.refreshToken,
    accessExpiresAt: outcome.accessExpiresAt,
  });
}

export async function logout(deps: ServerDeps, family: string) {
  await deps.db.transaction(async (tx) => {
    const [owner] = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM refresh_tokens WHERE family_id = $1 LIMIT 1',
      [family],
    );
    if (owner) await lockUserSessions(tx, owner.user_id);
    await revokeFamily(tx, family, deps.clock());
  });
}

/**
 * The key a shared device seals a user's unsent changes with when they log out (issue 9): the
 * same for the user at every login, given only to a logged-in session of theirs, never stored
 * on the device after logout. Derived from the server's secret, so no table holds it.
 */
export const sealKeyOf = (secret: Uint8Array, userId: number) =>
  createHmac('sha256', secret).update(`device-seal:${userId}`).digest('base64url');

export async function startSession(
  deps: ServerDeps,
  tx: Queryable,
  userId: number,
  family: string,
  now: Date,
) {
  const access = await signAccessToken(
    deps.signingKey,
    { userId, family },
    now,
    deps.config.accessTtlSeconds,
  );
  const refreshToken = await issueRefreshToken(tx, userId, family, now, deps.config.refreshTtlDays);
  const info = await sessionInfo(tx, userId, now);
  return {
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken,
    sealKey: sealKeyOf(deps.signingKey, userId),
    ...info,
    ...(await specSessionFields(tx, info, now)),
    logo: BRANDS[deps.config.instance].logo,
  };
}

/** Who the user is and where they may go: the session part of the login answer and of GET /me. */
export async function sessionInfo(db: Queryable, userId: number, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const [u] = await db.query<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    terms_accepted_at: string | null;
  }>('SELECT id, email, first_name, last_name, terms_accepted_at FROM users WHERE id = $1', [userId]);
  const rows = await db.query<{
    vessel_id: number;
    role_id: number;
    role_name: string;
    permission_level: number;
    name: string;
    codename: string;
    modules: string[];
  }>(
    `SELECT uvr.vessel_id, uvr.role_id, r.name AS role_name, r.permission_level, v.name, v.codename, v.modules
       FROM user_vessel_roles uvr JOIN roles r ON r.id = uvr.role_id JOIN vessels v ON v.id = uvr.vessel_id
      WHERE uvr.user_id = $1 AND (uvr.end_date IS NULL OR uvr.end_date >= $2)
      ORDER BY v.name`,
    [userId, today],
  );
  return {
    user: {
      id: u!.id,
      email: u!.email,
      firstName: u!.first_name,
      lastName: u!.last_name,
      agreedWithTerms: u!.terms_accepted_at !== null,
    },
    roles: rows.map((r) => ({
      vesselId: r.vessel_id,
      roleId: r.role_id,
      roleName: r.role_name,
      permissionLevel: r.permission_level,
    })),
    vessels: rows.map((r) => ({ id: r.vessel_id, name: r.name, codename: r.codename, modules: r.modules })),
  };
}
