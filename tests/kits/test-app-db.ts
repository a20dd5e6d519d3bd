import { afterEach, beforeEach } from 'vitest';
import { type AppDb, openAppDb } from '../../src/db/app-db';

let seq = 0;

/**
 * For device tests: a new, empty app database before each test (fake IndexedDB), deleted after
 * it. Returns a getter, since the database changes from one test to the next.
 */
export function freshAppDbEachTest(prefix: string): () => AppDb {
  let db: AppDb;
  let name: string;
  beforeEach(async () => {
    name = `${prefix}-${++seq}`;
    db = openAppDb(name);
    await db.open();
  });
  afterEach(async () => {
    db.close();
    await indexedDB.deleteDatabase(name);
  });
  return () => db;
}
