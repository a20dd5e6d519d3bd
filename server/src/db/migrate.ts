import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

/** PostgreSQL's code for a relation that does not exist: a database never migrated. */
const UNDEFINED_TABLE = '42P01';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the numbered SQL files in order, each once, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  // One statement when the table is there (every restart): no catalog lookup before it, and no
  // CREATE TABLE IF NOT EXISTS, whose DDL costs tens of milliseconds even when the table exists
  // (issue 34: a restart with nothing to do is cheap).
  const done = new Set((await appliedMigrations(db)).map((r) => r.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

async function appliedMigrations(db: Db): Promise<{ name: string }[]> {
  try {
    return await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    return [];
  }
}

/** Our migrations hold no functions or quoted semicolons, so a plain split is enough. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
