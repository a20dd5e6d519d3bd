import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Db, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { openFileStorage } from '../src/files/file-storage';
import { seedDemoFleet } from '../src/seed/demo-fleet';
import { createDatabase, databaseUrl, dropCopiesAndTemplate } from './pg-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder with the demo fleet's database (`db.tar`) and its files (`files/`). */
    seededTemplate: string;
    /** On PostgreSQL (TEST_DB=postgres): the database each test file copies. */
    postgresTemplate: string;
  }
}

/** The day the demo fleet is seeded "today" in tests: records run to the day before. */
export const TEST_TODAY = '2026-11-15';
export const TEST_NOW = () => new Date(`${TEST_TODAY}T12:00:00Z`);

/**
 * Vitest's global setup: seeds the demo fleet once per run. A new PGlite spends about 3 s in
 * `initdb`, the migrations and the seed; each test file then opens a copy in about 0.4 s.
 * On PostgreSQL the seeded database is the template each test file's database is created from
 * (about 1 s of migrations and seed saved per file). Made per run, so it is never older than the
 * code that seeds it.
 */
export default async function seedTemplateOnce(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-template-'));
  const files = openFileStorage(join(dir, 'files'), {});
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    const name = await createDatabase(url);
    const db = await openPostgres(databaseUrl(url, name));
    await migrate(db);
    await seedDemoFleet(db, TEST_NOW(), files);
    await db.close();
    project.provide('seededTemplate', dir);
    project.provide('postgresTemplate', name);
    return async () => {
      await dropCopiesAndTemplate(url, name);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const db = await openPglite();
  await migrate(db);
  await seedDemoFleet(db, TEST_NOW(), files);
  writeFileSync(join(dir, 'db.tar'), Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  project.provide('seededTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A copy of the seeded demo fleet: its database, and its files copied into `filesDir`. */
export async function openSeededCopy(template: string, filesDir: string): Promise<Db> {
  cpSync(join(template, 'files'), filesDir, { recursive: true });
  return openPglite(undefined, new Blob([readFileSync(join(template, 'db.tar'))]));
}

/**
 * The same on PostgreSQL: a database of its own created from the seeded template, and the
 * template's files. Answers the new database's address (a second server connects to it too).
 */
export async function createSeededDatabase(url: string, template: string, dir: string, filesDir: string) {
  cpSync(join(dir, 'files'), filesDir, { recursive: true });
  const name = await createDatabase(url, template);
  return { name, url: databaseUrl(url, name) };
}
