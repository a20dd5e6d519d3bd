import type { LoginResponse } from '../../../contracts/auth';
import type { TwoFactorStep } from '../../../contracts/two-factor';
import { localPath } from '../../../domain/access/redirect';

/**
 * A login past its password, waiting for its second factor. Held in memory only: the password
 * (kept for the device's offline verifier) goes into no history entry or storage, and a reload
 * starts the login again (/setupWhatsapp without one goes to /login, as the spec says).
 */
export interface PendingLogin {
  step: TwoFactorStep;
  email: string;
  password: string;
  redirect: string | null;
  /** Where Back on the first step goes: a signed-in user changing the method returns to the settings. */
  cancelTo?: string;
}

let pending: PendingLogin | null = null;
export const setPendingLogin = (p: PendingLogin | null) => {
  pending = p;
};
export const pendingLogin = () => pending;

/** 'Bypass 2FA for 30 days' is per device: the server's token for each account, on this device. */
const BYPASS_KEY = 'seaworthy.2fa-bypass';
const bypassTokens = (): Record<string, string> => {
  try {
    return JSON.parse(localStorage.getItem(BYPASS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
};
export const bypassTokenFor = (email: string) => bypassTokens()[email.trim().toLowerCase()];
export function rememberBypass(email: string, token: string) {
  localStorage.setItem(
    BYPASS_KEY,
    JSON.stringify({ ...bypassTokens(), [email.trim().toLowerCase()]: token }),
  );
}

/** Where a finished login goes: the page asked for, else the single vessel, else the fleet. */
export function landingPath(res: LoginResponse, redirect: string | null) {
  const single = res.vessels.length === 1 ? `/fleet/${res.vessels[0]!.codename}` : '/fleet';
  return localPath(redirect, single);
}
