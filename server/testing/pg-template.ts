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

/** A new, empty database on the server of `url`; answers its name. */
export async function createDatabase(url: string, template?: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return name;
}

export const dropDatabase = (url: string, name: string) =>
  asAdmin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
