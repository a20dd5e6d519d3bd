import type { Instance } from '@domain/brand/brand';
import type { Db } from './db/client';
import type { FileStorage } from './files/file-storage';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { MessageSender } from './messaging/message-sender';

export interface ServerConfig {
  accessTtlSeconds: number;
  refreshTtlDays: number;
  /** Folder of the built app to serve, or undefined for an API-only server (tests). */
  staticDir?: string;
  /** Rows per page of the change feed (tests use small pages to cross page boundaries). */
  feedPageSize?: number;
  /** Where users open the app, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** The branded instance (INSTANCE): yacht crew, or HR (its own name, no Accounts). */
  instance: Instance;
}

export interface ServerDeps {
  db: Db;
  clock: () => Date;
  signingKey: Uint8Array;
  config: ServerConfig;
  log: (error: unknown) => void;
  mail: Mailer;
  /** Messaging-app codes (2FA): WhatsApp when configured, else a local log. */
  messages: MessageSender;
  /** Background work in PostgreSQL (pg-boss): each job runs once across all server processes. */
  jobs: JobQueue;
  /** Uploaded files (disk, or S3-compatible storage shared by several processes). */
  files: FileStorage;
}

/** What background jobs may use (the queue itself is built on these). */
export type JobDeps = Omit<ServerDeps, 'jobs' | 'config' | 'signingKey' | 'messages'> & {
  /** Where users open the app, for links in e-mails. */
  publicUrl: string;
};

export const DEFAULT_CONFIG: ServerConfig = {
  accessTtlSeconds: 15 * 60,
  refreshTtlDays: 30,
  publicUrl: 'http://localhost:8080',
  instance: 'crew',
};
