import type { LoginResponse } from '../../../contracts/auth';
import type { TwoFactorLogin } from '../../../contracts/two-factor';
import { db, requestSync } from '../../../lib/services';
import { landingPath, rememberBypass, setPendingLogin } from './pending-login';
import { startSession } from './start-session';

/** Stores the session of a finished login (with or without 2FA); answers where to go next. */
export async function finishLogin(
  res: LoginResponse | TwoFactorLogin,
  login: { email: string; password: string; redirect: string | null },
): Promise<string> {
  if ('bypassToken' in res && res.bypassToken) rememberBypass(login.email, res.bypassToken);
  setPendingLogin(null);
  await startSession(db, res, login.password);
  requestSync();
  return landingPath(res, login.redirect);
}
