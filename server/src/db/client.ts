import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** The one database seam: services get a `Db`, never a driver. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
/** One statement and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}
type Rows = Record<string, unknown>[];
/**
 * The body of a framed transaction: given the first statement's rows, its answer and last
 * statement; or the last statements and the answer made of their rows (`outOf`, each
 * statement's rows in order).
 */
export type Framed<T> = (
  tx: Queryable,
  firstRows: Rows,
) => Promise<{ out: T; last?: Statement } | { last: Statement[]; outOf: (rows: Rows[]) => T }>;

/** The closing statements of a framed body, and how its answer is made of their rows. */
function closing<T>(body: Awaited<ReturnType<Framed<T>>>): { last: Statement[]; outOf: (rows: Rows[]) => T } {
  if ('outOf' in body) return body;
  return { last: body.last ? [body.last] : [], outOf: () => body.out };
}
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A read-only transaction whose reads all see one snapshot (REPEATABLE READ); on PostgreSQL
   * its BEGIN says so itself, one round trip fewer than a SET TRANSACTION after it.
   */
  snapshot<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A transaction that opens with `first` and may close with the `last` statement `fn` gives:
   * on PostgreSQL each goes in one round trip with its BEGIN or COMMIT. A write holds the
   * change-number lock until its commit and every writer waits for it, so a round trip saved
   * there is saved for all of them (issue 34). Their parameters are numbers, strings, arrays of
   * strings, booleans, objects (JSON) or null.
   */
  framedTransaction<T>(first: Statement, fn: Framed<T>): Promise<T>;
  /** Several statements without parameters in one call (a library's install script); the last one's rows. */
  script<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Only where this process is the database's one writer (the embedded database). */
  readonly soleWriter?: SoleWriter;
}

/**
 * The embedded database has one connection and one server (no other process can open it), so
 * this process sees every write: a value read while `writes()` stayed the same is still the
 * database's, and can be answered again from memory (issue 34: a poll at the head). PostgreSQL
 * has none: other servers write it too.
 */
export interface SoleWriter {
  /**
   * How many calls through the Db that may have written have ended (each counted after its
   * commit or rollback). Every call counts, reads too: only the two below do not.
   */
  writes(): number;
  /** A READ ONLY transaction, not counted: the database refuses any write in it. */
  readOnly<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Not counted either, for the job queue's own statements: they write its schema only, which
   * no caller, feed or badge is read from.
   */
  jobQueue: Pick<Db, 'query' | 'script'>;
}

/** The transaction mode of Db.snapshot. */
const SNAPSHOT = 'ISOLATION LEVEL REPEATABLE READ, READ ONLY';
const SNAPSHOT_SET = `SET TRANSACTION ${SNAPSHOT}`;

const liteQueryable = (tx: Transaction): Queryable => ({
  query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
});

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
  let writes = 0;
  /** Counted once it has ended: a read that began before then may not have seen it. */
  const counted = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } finally {
      writes++;
    }
  };
  const jobQueue = {
    query: async <T>(sql: string, params: unknown[] = []) => (await lite.query<T>(sql, params)).rows,
    script: async <T>(sql: string) => ((await lite.exec(sql)).at(-1)?.rows ?? []) as T[],
  };
  return {
    dumpDataDir: (compression: 'none' | 'gzip' = 'none') => lite.dumpDataDir(compression),
    kind: 'pglite',
    query: (sql, params) => counted(jobQueue.query(sql, params)),
    script: (sql) => counted(jobQueue.script(sql)),
    transaction: (fn) => counted(lite.transaction((tx) => fn(liteQueryable(tx)))),
    // Not counted: READ ONLY, the database refuses any write in it (as soleWriter.readOnly).
    snapshot: (fn) =>
      lite.transaction(async (tx) => {
        await tx.query(SNAPSHOT_SET);
        return fn(liteQueryable(tx));
      }),
    framedTransaction: (first, fn) =>
      counted(
        lite.transaction(async (tx) => {
          const q = liteQueryable(tx);
          const { last, outOf } = closing(await fn(q, await q.query(first.sql, first.params)));
          const rows: Rows[] = [];
          for (const statement of last) rows.push(await q.query(statement.sql, statement.params));
          return outOf(rows);
        }),
      ),
    soleWriter: {
      writes: () => writes,
      readOnly: (fn) =>
        lite.transaction(async (tx) => {
          await tx.query('SET TRANSACTION READ ONLY');
          return fn(liteQueryable(tx));
        }),
      jobQueue,
    },
    close: () => lite.close(),
  };
}

/**
 * A statement with its parameters written in as literals, so that it can share a simple query
 * with BEGIN or COMMIT (the extended protocol, which takes parameters, runs one statement a
 * message). Strings go through the driver's own quoting; arrays of strings as array literals.
 * Booleans and objects (JSON) are quoted as the driver sends them as parameters, untyped text,
 * so a library's statement (a queued job's) reads them as it reads its parameters.
 */
function inlined(client: pg.PoolClient, { sql, params }: Statement): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'boolean') return `'${value}'`;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return client.escapeLiteral(value);
    // An array of texts as PostgreSQL's array literal, each element quoted (typed by its use).
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      return client.escapeLiteral(`{${value.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
    if (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      return client.escapeLiteral(JSON.stringify(value));
    throw new Error(`parameter $${n} cannot be written in: ${typeof value}`);
  });
}

/** How many statement texts get a name of their own (per pool; each connection prepares its own). */
const MAX_NAMED = 1000;
/** A text is named on its second use: one built with a value written in is seldom sent twice. */
const NAMED_AT = 2;
/** How many texts used once are remembered, at most, before they are forgotten together. */
const MAX_SEEN = 5000;

/**
 * A statement with parameters as a named, prepared statement: each connection parses (and in
 * time plans) a text once, not on every call; a sync of five day edits sends about a dozen such
 * statements, the same texts every time (issue 34: PostgreSQL's CPU per sync). A connection keeps
 * what it prepared as long as it lives, so only texts that come back are named, and no more than
 * MAX_NAMED of them; any other goes unnamed, parsed each time as before.
 */
function preparedOf() {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return (sql: string, params: unknown[]): pg.QueryConfig => {
    if (params.length === 0) return { text: sql };
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED) {
      const uses = (seen.get(sql) ?? 0) + 1;
      if (uses >= NAMED_AT) {
        name = `s${names.size + 1}`;
        names.set(sql, name);
        seen.delete(sql);
      } else {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.set(sql, uses);
      }
    }
    return name === undefined ? { text: sql, values: params } : { name, text: sql, values: params };
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
  const prepared = preparedOf();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(prepared(sql, params))).rows as T[];
    },
  });
  /** `fn` between `begin` and COMMIT on the client. */
  const within = async <T>(client: pg.PoolClient, begin: string, fn: (tx: Queryable) => Promise<T>) => {
    await client.query(begin);
    const out = await fn(wrap(client));
    await client.query('COMMIT');
    return out;
  };
  /** A client of its own for `run`, whose transaction is rolled back if it throws. */
  const inTransaction = async <T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await run(client);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    ...wrap(pool),
    async script<T>(sql: string) {
      const results = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return ((Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? []) as T[];
    },
    transaction: (fn) => inTransaction((client) => within(client, 'BEGIN', fn)),
    snapshot: (fn) => inTransaction((client) => within(client, `BEGIN ${SNAPSHOT}`, fn)),
    framedTransaction: (first, fn) =>
      inTransaction(async (client) => {
        const opened = (await client.query(
          `BEGIN; ${inlined(client, first)}`,
        )) as unknown as pg.QueryResult[];
        const { last, outOf } = closing(await fn(wrap(client), opened[1]!.rows));
        const sql = [...last.map((statement) => inlined(client, statement)), 'COMMIT'].join('; ');
        const done = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        return outOf(Array.isArray(done) ? done.slice(0, -1).map((r) => r.rows) : []);
      }),
    async close() {
      // A test schema goes with its run, so a long-lived database does not fill up with them.
      if (schema && !sharing) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
