import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Db, openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { openFileStorage } from '../src/files/file-storage';
import { seedDemoFleet } from '../src/seed/demo-fleet';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder with the demo fleet's database (`db.tar`) and its files (`files/`). */
    seededTemplate: string;
  }
}

/** The day the demo fleet is seeded "today" in tests: records run to the day before. */
export const TEST_TODAY = '2026-11-15';
export const TEST_NOW = () => new Date(`${TEST_TODAY}T12:00:00Z`);

/**
 * Vitest's global setup: seeds the demo fleet once per run. A new PGlite spends about 3 s in
 * `initdb`, the migrations and the seed; each test file then opens a copy in about 0.4 s.
 * Made per run, so it is never older than the code that seeds it.
 */
export default async function seedTemplateOnce(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'seaworthy-template-'));
  const db = await openPglite();
  await migrate(db);
  await seedDemoFleet(db, TEST_NOW(), openFileStorage(join(dir, 'files'), {}));
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
