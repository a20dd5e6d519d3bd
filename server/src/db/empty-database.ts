import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
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
 * A database's files are its server user's alone, as PostgreSQL's initdb leaves them (0700
 * folders, 0600 files): the copy is made by the server, so it owns it, and its modes are set here
 * rather than kept from the build (whose folder anyone may read: the build's user need not be the
 * server's). 0600 files also keep the demo fleet's password hash and the server's keys, written
 * into the database at the first start, from other users of the machine.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Copies the folder `from` into `to`, but `skip`, with the database's modes. */
function copyFolder(from: string, to: string, skip: string): void {
  mkdirSync(to, { recursive: true, mode: FOLDER_MODE });
  chmodSync(to, FOLDER_MODE); // a folder that was there first (the data folder itself, a cut-short copy's)
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target, skip);
    else if (source !== skip) copyOwnFile(source, target);
  }
}

const copyOwnFile = (source: string, target: string) => {
  copyFileSync(source, target);
  chmodSync(target, FILE_MODE);
};

/**
 * Starts `dataDir` from the built empty database when the folder holds none and one was built;
 * true if it did. PG_VERSION is copied last, so a copy cut short is copied again at the next
 * start rather than opened half-made. What the data folder held before (the server's file
 * folder) is left as it was; the data folder itself becomes 0700, as PostgreSQL wants it.
 */
export function copyEmptyDatabase(dataDir: string, path = EMPTY_DATABASE): boolean {
  if (holdsDatabase(dataDir) || !existsSync(join(path, MARKER))) return false;
  copyFolder(path, dataDir, join(path, MARKER));
  copyOwnFile(join(path, MARKER), join(dataDir, MARKER));
  return true;
}
