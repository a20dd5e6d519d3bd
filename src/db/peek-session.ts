import type { StoredSession } from './app-db';
import { DB_NAME } from './db-name';

/**
 * The stored session read with IndexedDB itself, before Dexie (about 29 KB on the wire) has
 * loaded: the first visit's login form paints without it. null: no session (no database yet,
 * or none in it); undefined: not known here (an error, an older database): ask Dexie.
 */
export function peekSession(): Promise<StoredSession | null | undefined> {
  return new Promise((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME);
    } catch {
      return resolve(undefined);
    }
    let created = false;
    // No database yet: nobody has logged in here. Aborting leaves nothing behind, so Dexie
    // later creates it at its own version as on any first visit.
    req.onupgradeneeded = () => {
      created = true;
      req.transaction?.abort();
    };
    req.onerror = () => resolve(created ? null : undefined);
    req.onblocked = () => resolve(undefined);
    req.onsuccess = () => {
      const idb = req.result;
      if (!idb.objectStoreNames.contains('session')) {
        idb.close();
        return resolve(undefined);
      }
      const get = idb.transaction('session', 'readonly').objectStore('session').get('current');
      // Closed at once: an open connection would hold up Dexie's upgrade of the same database.
      get.onsuccess = () => resolve((get.result as StoredSession | undefined) ?? null);
      get.onerror = () => resolve(undefined);
      idb.close();
    };
  });
}
