import type { SecretRow, StoredSession } from '../../../db/app-db';
import { ApiError, authedCall } from '../../../lib/api-client';
import { checkVerifier } from '../../../lib/device-crypto';
import { db, net } from '../../../lib/services';
import { isOnline } from '../../../lib/use-online';

export const AUTH_MINUTES = 20; // spec: a countersign authorisation lasts 20 minutes

/** The password, checked by the server when online and by the device's verifier offline. */
export async function passwordOk(session: StoredSession, password: string): Promise<boolean> {
  // Ship Wi-Fi without the shore: the device's verifier, not a request that cannot be answered.
  if (isOnline()) {
    try {
      await authedCall(db, net, '/verifypassword', { method: 'POST', body: JSON.stringify({ password }) });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) return false;
    }
  }
  return checkVerifier(db, session.user.id, password);
}

/** Until when this user's last countersign with the password spares asking again (0: it does not). */
export async function authorisedUntil(userId: number): Promise<number> {
  const row = await db.secrets.get('countersign-until');
  return row?.key === 'countersign-until' && row.userId === userId ? row.until : 0;
}

/** A countersign made with the password opens the 20-minute window (spec). */
export async function openCountersignWindow(userId: number, now: number): Promise<void> {
  const auth: SecretRow = { key: 'countersign-until', userId, until: now + AUTH_MINUTES * 60_000 };
  await db.secrets.put(auth);
}
