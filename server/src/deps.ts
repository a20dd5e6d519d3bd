import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

export interface ServerConfig {
  accessTtlSeconds: number;
  refreshTtlDays: number;
  /** Folder of the built app to serve, or undefined for an API-only server (tests). */
  staticDir?: string;
  /** Rows per page of the change feed (tests use small pages to cross page boundaries). */
  feedPageSize?: number;
}

export interface ServerDeps {
  db: Db;
  clock: () => Date;
  signingKey: Uint8Array;
  config: ServerConfig;
  log: (error: unknown) => void;
  mail: Mailer;
}

export const DEFAULT_CONFIG: ServerConfig = { accessTtlSeconds: 15 * 60, refreshTtlDays: 30 };
