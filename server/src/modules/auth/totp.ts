import { randomBytes } from 'node:crypto';
import type { TotpSetup } from '@contracts/two-factor';
import type { Queryable } from '../../db/client';
import { sha256 } from '../../kernel/tokens';

/** Authenticator apps (TOTP, RFC 6238: 6 digits, 30 s): no message to deliver, so it works at sea. */

/** One step either side: a phone whose clock drifted a little is still accepted. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;

// otplib and uqr are loaded by the first two-factor request, not at start (issue 34: a restart
// under 1 s); Node keeps each module once loaded.

/** A new secret, named in the app by the instance (`issuer`) and the user's e-mail. */
export async function newTotpSetup(email: string, issuer: string): Promise<TotpSetup> {
  const [{ generateSecret, generateURI }, { renderSVG }] = await Promise.all([
    import('otplib'),
    import('uqr'),
  ]);
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: email, secret });
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The time step the code belongs to, or null; a step at or before `lastStep` was already used. */
export async function totpStep(secret: string, code: string, now: Date, lastStep: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  const { verify } = await import('otplib');
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten one-time codes ('k7fq-2mxd'), for a lost phone; only their hashes are kept. */
export async function newRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  for (const code of codes)
    await tx.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [
      userId,
      sha256(code),
    ]);
  return codes;
}

/** Uses a recovery code once; true when it was one of the user's unused codes. */
export async function spendRecoveryCode(tx: Queryable, userId: number, code: string, now: Date) {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (normal.length !== 8) return false;
  const rows = await tx.query(
    `UPDATE two_factor_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
    [userId, sha256(`${normal.slice(0, 4)}-${normal.slice(4)}`), now.toISOString()],
  );
  return rows.length > 0;
}
