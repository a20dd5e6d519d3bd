import { MSG } from '@contracts/messages';
import type { OwnTwoFactor, TwoFactorStep } from '@contracts/two-factor';
import type { ServerDeps } from '../../deps';
import { type Answer, answered, type Refusal, refused } from '../../kernel/outcome';
import { passwordRefusal } from './passwords';
import { newRecoveryCodes } from './totp';
import { clearTwoFactor, maskNumber, openChallenge } from './two-factor';

/**
 * A signed-in user's own two-factor login (beyond the spec: the spec sets it up only at login).
 * Every change asks for the password again, so an unlocked phone left on a mess table cannot
 * switch it off or read new recovery codes.
 */

interface FactorRow {
  two_factor_method: 'whatsapp' | 'totp' | null;
  two_factor_required: boolean;
  whatsapp_number: string | null;
  codes_left: number;
}

async function factorOf(deps: ServerDeps, userId: number): Promise<FactorRow | Refusal> {
  const [row] = await deps.db.query<FactorRow>(
    `SELECT two_factor_method, two_factor_required, whatsapp_number,
            (SELECT count(*)::int FROM two_factor_recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL)
              AS codes_left
       FROM users u WHERE id = $1`,
    [userId],
  );
  return row ?? refused(MSG.unauthorized, 401);
}

const isRefusal = (row: FactorRow | Refusal): row is Refusal => 'status' in row;

/** GET /me/twofactor: the method, where codes go (masked), and the recovery codes still unused. */
export async function ownTwoFactor(deps: ServerDeps, userId: number): Promise<Answer<OwnTwoFactor>> {
  const row = await factorOf(deps, userId);
  if (isRefusal(row)) return row;
  return answered({
    method: row.two_factor_method,
    required: row.two_factor_required,
    sentTo:
      row.two_factor_method === 'whatsapp' && row.whatsapp_number ? maskNumber(row.whatsapp_number) : null,
    recoveryCodesLeft: row.two_factor_method === 'totp' ? row.codes_left : 0,
  });
}

type From = { address: string };

/**
 * POST /me/twofactor/setup: a setup challenge, as a login with the opt-in box would get; the app
 * runs /setupWhatsapp on it. The method in use stays until the new one is confirmed by a code.
 */
export async function startOwnSetup(
  deps: ServerDeps,
  userId: number,
  password: string,
  from: From,
): Promise<Answer<TwoFactorStep>> {
  const now = deps.clock();
  const refusal = await passwordRefusal(deps.db, userId, password, { ...from, now });
  if (refusal) return refusal;
  const row = await factorOf(deps, userId);
  if (isRefusal(row)) return row;
  const { token } = await openChallenge(deps.db, userId, 'setup', now, { required: row.two_factor_required });
  return answered({
    step: 'setup',
    challenge: token,
    userId,
    method: null,
    required: row.two_factor_required,
  });
}

/** POST /me/twofactor/off: refused while an administrator requires it. */
export async function turnOffOwn(
  deps: ServerDeps,
  userId: number,
  password: string,
  from: From,
): Promise<Answer<{ message: string }>> {
  const now = deps.clock();
  const refusal = await passwordRefusal(deps.db, userId, password, { ...from, now });
  if (refusal) return refusal;
  const row = await factorOf(deps, userId);
  if (isRefusal(row)) return row;
  if (row.two_factor_required) return refused(MSG.twoFactorRequiredByAdmin, 400);
  if (!row.two_factor_method) return answered({ message: MSG.twoFactorOff });
  await deps.db.transaction((tx) => clearTwoFactor(tx, userId, now));
  return answered({ message: MSG.twoFactorOff });
}

/** POST /me/twofactor/recovery: ten new codes for the authenticator method; the old ones stop working. */
export async function renewRecoveryCodes(
  deps: ServerDeps,
  userId: number,
  password: string,
  from: From,
): Promise<Answer<{ recoveryCodes: string[] }>> {
  const refusal = await passwordRefusal(deps.db, userId, password, { ...from, now: deps.clock() });
  if (refusal) return refusal;
  const row = await factorOf(deps, userId);
  if (isRefusal(row)) return row;
  if (row.two_factor_method !== 'totp') return refused(MSG.recoveryCodesTotpOnly, 400);
  return answered({ recoveryCodes: await deps.db.transaction((tx) => newRecoveryCodes(tx, userId)) });
}
