import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The one database seam: services get a `Db`, never a driver. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters in one call (a library's install script); the last one's rows. */
  script<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/**
 * `loadDataDir` starts from a copy of another database's files (`dumpDataDir`), which skips
 * the seconds `initdb` takes: the tests start each file's database from a migrated copy.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Db & { dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = new PGlite({ dataDir, loadDataDir });
  await lite.waitReady;
  return {
    dumpDataDir: (compression: 'none' | 'gzip' = 'none') => lite.dumpDataDir(compression),
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async script<T>(sql: string) {
      return ((await lite.exec(sql)).at(-1)?.rows ?? []) as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
        }),
      );
    },
    close: () => lite.close(),
  };
}

/**
 * `schema`, when given, isolates a test run inside one PostgreSQL database; it is dropped on
 * close unless another connection of the same run (a second server) is only `sharing` it.
 */
export async function openPostgres(url: string, schema?: string, sharing = false): Promise<Db> {
  // Loaded here, so a server on the embedded database does not read the driver at start.
  const { default: driver } = await import('pg');
  // BIGINT counts come back as strings by default; our sequences fit in a double.
  driver.types.setTypeParser(20, (v) => Number(v));
  if (schema) {
    const admin = new driver.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const pool = new driver.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async script<T>(sql: string) {
      const results = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return ((Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? []) as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      // A test schema goes with its run, so a long-lived database does not fill up with them.
      if (schema && !sharing) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** A database to start an empty `dataDir` from (empty-database.ts). */
  emptyDatabase?: Blob;
}): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.emptyDatabase);
}
