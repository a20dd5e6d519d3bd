import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { type Db, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { DEFAULT_CONFIG, type ServerConfig } from '../src/deps';
import { openFileStorage } from '../src/files/file-storage';
import { jobHandlers } from '../src/jobs/job-handlers';
import { startJobQueue } from '../src/jobs/job-queue';
import { memoryMailer } from '../src/mail/mailer';
import { memorySender } from '../src/messaging/message-sender';
import { DEMO_PASSWORD, seedDemoFleet } from '../src/seed/demo-fleet';
import { createSeededDatabase, openSeededCopy, TEST_NOW } from './pglite-template';

export { TEST_TODAY } from './pglite-template';

/**
 * One server per test file on the demo fleet: embedded PostgreSQL by default, or a fresh
 * schema in the PostgreSQL named by TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  /** Where files go, as the server's environment says it (S3_*); a temporary folder by default. */
  storageEnv: NodeJS.ProcessEnv = {},
) {
  let db: Db;
  /** On PostgreSQL: the database of this run, and its schema when it is not a copy of the template. */
  let pgUrl: string | undefined;
  let schema: string | undefined;
  let now = TEST_NOW();
  const filesDir = mkdtempSync(join(tmpdir(), 'seaworthy-files-'));
  const files = openFileStorage(filesDir, storageEnv);
  const onPostgres = process.env.TEST_DB === 'postgres';
  const url = process.env.TEST_DATABASE_URL;
  if (onPostgres && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // The seeded copy exists only inside a vitest run; the benches (tests/bench) seed their own.
  const template = !process.env.VITEST || storageEnv.S3_BUCKET ? undefined : inject('seededTemplate');
  if (template && onPostgres && url) {
    const own = await createSeededDatabase(url, inject('postgresTemplate'), template, filesDir);
    pgUrl = own.url;
    db = await openPostgres(pgUrl);
  } else if (template) {
    db = await openSeededCopy(template, filesDir);
  } else {
    if (onPostgres && url) {
      pgUrl = url;
      schema = `t_${randomBytes(6).toString('hex')}`;
      db = await openPostgres(url, schema);
    } else {
      db = await openPglite();
    }
    await migrate(db);
    await seedDemoFleet(db, now, files);
  }
  const errors: unknown[] = [];
  const mail = memoryMailer();
  const messages = memorySender();
  const clock = () => now;
  const log = (e: unknown) => errors.push(e);
  // Jobs wait in the queue until a test drains it (its tables go with the test's schema).
  const jobs = await startJobQueue(
    db,
    jobHandlers({ db, clock, log, mail, files, publicUrl: DEFAULT_CONFIG.publicUrl }),
    {
      work: false,
      schema,
      log,
    },
  );
  const deps = {
    db,
    clock,
    signingKey: randomBytes(32),
    config: { ...DEFAULT_CONFIG, ...config },
    log,
    mail,
    messages,
    jobs,
    files,
  };
  const app = createApp(deps);

  const request = (path: string, init: RequestInit & { token?: string; address?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const env = {
      incoming: {
        socket: { remoteAddress: init.address ?? '192.0.2.1', remotePort: 1, remoteFamily: 'IPv4' },
      },
    };
    return app.request(`/api/v1${path}`, { ...init, headers }, env);
  };
  const post = (path: string, body: unknown, token?: string, extra: RequestInit = {}) =>
    request(path, { ...extra, method: 'POST', body: JSON.stringify(body), token });

  async function login(email: string, password = DEMO_PASSWORD) {
    const res = await post('/login', { username: email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      accessToken: string;
      refreshToken: string;
      user: { id: number };
      roles: { vesselId: number; permissionLevel: number }[];
    };
  }

  async function idOf(email: string) {
    const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    return row!.id;
  }
  async function vesselId(codename: string) {
    const [row] = await db.query<{ id: number }>('SELECT id FROM vessels WHERE codename = $1', [codename]);
    return row!.id;
  }

  return {
    app,
    deps,
    db,
    /** On PostgreSQL (TEST_DB=postgres): the address of this run's database, else undefined. */
    pgUrl,
    /** ...and its schema, when the run has one of its own (else the database's default). */
    schema,
    errors,
    mail,
    /** Messaging-app codes sent (2FA). */
    messages,
    request,
    post,
    login,
    idOf,
    vesselId,
    /** The server's time now (tests move it with `advance`). */
    clock,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** Runs the queued background jobs (alert e-mails) now. */
    drainJobs: () => jobs.drain(),
    close: async () => {
      await jobs.stop();
      await db.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
