import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server, another database: `postgres://u:p@host:5432/postgres` → `.../name`. */
export function databaseUrl(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function asAdmin(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server of `url`, empty or a copy of `template`; answers its name. A
 * copy is named after its template, so the run's teardown finds and drops every copy.
 */
export async function createDatabase(url: string, template?: string) {
  const name = `${template ?? 't'}_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return name;
}

/**
 * Drops the template and every copy made of it: once all test files have ended, as a copy's
 * pools (the server's, the job queue's, a second instance's) may close a moment after the file.
 */
export async function dropCopiesAndTemplate(url: string, template: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const copies = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_%'",
      [template],
    );
    for (const { datname } of [...copies.rows, { datname: template }])
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
