import type { LoginResponse } from '../../../contracts/auth';
import type { AppDb } from '../../../db/app-db';
import { deviceKeyFor, storeVerifier } from '../../../lib/device-crypto';
import { markActive } from '../../../lib/inactivity-lock';
import { syncRegistry } from '../../../lib/services';
import { syncedTables } from '../../../sync/device-kit';

/**
 * Stores a new session after an online login. When a different user logs in on this device, the previous user's
 * synced copies and cursor go (their unsent changes stay queued under their own id).
 */
export async function startSession(db: AppDb, login: LoginResponse, password: string | null): Promise<void> {
  // Offline signing and unlocking need a verifier of the password. It is kept before the
  // session exists, so that no screen the session opens can cut it off (a reload straight
  // after login did, and the user could then neither sign nor unlock at sea). A link's login
  // (system token) has no password: the next login with one keeps it.
  if (password !== null) await storeVerifier(db, login.user.id, password);
  const previous = await db.session.get('current');
  if (previous && previous.user.id !== login.user.id) {
    const [registry, { startAfresh }] = await Promise.all([
      syncRegistry(),
      import('../../../sync/first-sync'),
    ]);
    await db.transaction(
      'rw',
      [db.session, db.meta, db.outbox, db.shadows, ...syncedTables(registry, db)],
      async () => {
        await startAfresh(db, registry);
        await db.meta.delete('queryCache');
        await db.session.put({ ...login, key: 'current', needsLogin: false });
      },
    );
  } else {
    await db.session.put({ ...login, key: 'current', needsLogin: false });
  }
  markActive();
  // The device's signing key needs the network; it is fetched again when first needed.
  void deviceKeyFor(db, login.user.id).catch(() => undefined);
  // Ask the browser not to evict offline data under storage pressure.
  await navigator.storage?.persist?.().catch(() => false);
}
