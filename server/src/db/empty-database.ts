import { copyFileSync, cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database, made once at build time (scripts/build-server.mjs): `initdb` and the
 * migrations already run, and the job queue's tables and queues installed. A first start copies
 * its folder into the empty data folder instead of spending seconds on `initdb` (issue 34: a
 * start under 3 s). It is built with the server beside it, from the same package-lock and
 * migrations (build-if-changed hashes both); it holds no keys or secrets (the server makes those
 * at its first start). A folder that holds a database is opened as it is.
 *
 * It is kept as a closed database's folder, not a dump: the operating system copies it in a
 * fraction of the time the embedded database takes to unpack a dump file by file through its
 * own file layer, and a database closed cleanly opens without replaying its log. It is made by
 * write-empty-database.ts, which the server's entry does not import: the job queue's library
 * loads while the database opens, not before it.
 */
export const EMPTY_DATABASE = fileURLToPath(new URL('./empty-database', import.meta.url));

/** PostgreSQL writes it first and the embedded database looks for it: a folder holding a database. */
const MARKER = 'PG_VERSION';

export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, MARKER));

/**
 * Starts `dataDir` from the built empty database when the folder holds none and one was built;
 * true if it did. PG_VERSION is copied last, so a copy cut short is copied again at the next
 * start rather than opened half-made.
 */
export function copyEmptyDatabase(dataDir: string, path = EMPTY_DATABASE): boolean {
  if (holdsDatabase(dataDir) || !existsSync(join(path, MARKER))) return false;
  cpSync(path, dataDir, { recursive: true, filter: (from) => from !== join(path, MARKER) });
  copyFileSync(join(path, MARKER), join(dataDir, MARKER));
  return true;
}
