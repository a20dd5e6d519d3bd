import type { Page } from '@playwright/test';

/** What the journeys read of the session the device keeps (src/db/app-db.ts, store 'session'). */
export interface DeviceSession {
  accessToken: string;
  refreshToken: string;
  user: { id: number };
  vessels: { modules: string[] }[];
}

/**
 * The signed-in session as the phone holds it (IndexedDB 'seaworthy', store 'session', key
 * 'current'), or null when there is none yet (before the first login, or before the app made
 * its stores). The database is closed again: an open connection would hold back the app's
 * next version upgrade.
 */
export function deviceSession(page: Page): Promise<DeviceSession | null> {
  return page.evaluate(
    () =>
      new Promise<DeviceSession | null>((resolve) => {
        const open = indexedDB.open('seaworthy');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('session')) {
            db.close();
            return resolve(null);
          }
          const get = db.transaction('session').objectStore('session').get('current');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as DeviceSession | undefined) ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}
