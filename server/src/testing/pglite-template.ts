import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openPglite } from '../db/client';
import { migrate } from '../db/migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

/**
 * An embedded database with every migration applied, for one test file. A new PGlite spends
 * about 3 s in `initdb` and the migrations; a copy of a migrated one opens in about 0.4 s.
 * The copy is made once per set of migrations (the file name carries their hash) and shared
 * by every test process: each writes its own temporary file and renames it into place.
 */
export async function openMigratedPglite(): Promise<Db> {
  const template = join(tmpdir(), `seaworthy-pglite-${migrationsHash()}.tar`);
  if (existsSync(template)) {
    const db = await openPglite(undefined, new Blob([readFileSync(template)]));
    await migrate(db); // nothing to do unless the copy is stale; cheap either way
    return db;
  }
  const db = await openPglite();
  await migrate(db);
  const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
  const partial = `${template}.${process.pid}`;
  writeFileSync(partial, dump);
  renameSync(partial, template);
  return db;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(PGLITE_PACKAGE));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
