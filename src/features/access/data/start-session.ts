import type { LoginResponse } from '../../../contracts/auth';
import type { AppDb } from '../../../db/app-db';
import { deviceKeyFor, storeVerifier } from '../../../lib/device-crypto';
import { markActive } from '../../../lib/inactivity-lock';
import { syncRegistry } from '../../../lib/services';
import { sealAndForget, unsealFor } from '../../../sync/seal';

/**
 * Stores a new session after an online login. When a different user logs in on this device, the previous
 * user's synced copies go and their unsent changes are sealed (sync/seal); the user's own sealed changes open.
 */
export async function startSession(db: AppDb, login: LoginResponse, password: string | null): Promise<void> {
  // Offline signing and unlocking need a verifier of the password. It is kept before the
  // session exists, so that no screen the session opens can cut it off (a reload straight
  // after login did, and the user could then neither sign nor unlock at sea). A link's login
  // (system token) has no password: the next login with one keeps it.
  if (password !== null) await storeVerifier(db, login.user.id, password);
  const session = { ...login, key: 'current' as const, needsLogin: false };
  // Another user's session on this device (a shared phone) is sealed and forgotten first. (Not
  // under the replay lock, which a service worker's long replay may hold: a login never waits.)
  const previous = await db.session.get('current');
  if (previous && previous.user.id !== login.user.id) await sealAndForget(db, await syncRegistry(), previous);
  // This user's own sealed changes (from their last logout) open and are sent from now on. A
  // failure leaves them sealed (nothing is lost) and does not stop the login.
  await unsealFor(db, session).catch(() => undefined);
  // The session is stored last: screens that watch it (the login page, the guards) move on as
  // soon as it appears, and must find the device ready for this user by then.
  await db.session.put(session);
  markActive();
  // The device's signing key needs the network; it is fetched again when first needed.
  void deviceKeyFor(db, login.user.id).catch(() => undefined);
  // Ask the browser not to evict offline data under storage pressure.
  await navigator.storage?.persist?.().catch(() => false);
}
