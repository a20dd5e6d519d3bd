/** The app database's IndexedDB name, apart from Dexie: the service worker opens it without Dexie. */
export const DB_NAME = 'seaworthy';
