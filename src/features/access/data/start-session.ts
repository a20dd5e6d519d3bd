import type { LoginResponse } from '../../../contracts/auth';
import type { AppDb } from '../../../db/app-db';
import { deviceKeyFor, storeVerifier } from '../../../lib/device-crypto';
import { syncRegistry } from '../../../lib/services';
import { syncedTables } from '../../../sync/device-kit';

/**
 * Stores a new session. When a different user logs in on this device, the previous user's
 * synced copies and cursor go (their unsent changes stay queued under their own id).
 */
export async function startSession(db: AppDb, login: LoginResponse): Promise<void> {
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
  // Ask the browser not to evict offline data under storage pressure.
  await navigator.storage?.persist?.().catch(() => false);
}

/** After an online login: register this device's signing key and keep a password verifier, for offline signing. */
export async function prepareOfflineSigning(db: AppDb, userId: number, password: string): Promise<void> {
  await deviceKeyFor(db, userId);
  await storeVerifier(db, userId, password);
}
