import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRANDS, instanceOf } from '@domain/brand/brand';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Db } from './db/client';
import { migrate } from './db/migrate';
import { DEFAULT_CONFIG } from './deps';
import { openFileStorage } from './files/file-storage';
import { startDailyJobs } from './jobs/daily-jobs';
import { jobHandlers } from './jobs/job-handlers';
import { startJobQueue } from './jobs/job-queue';
import { loadSigningKey } from './kernel/tokens';
import { createMailer } from './mail/mailer';
import { createMessageSender } from './messaging/message-sender';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmpty, seedDemoFleet } from './seed/demo-fleet';

/**
 * Runs the server on a database the entry (index.ts) began opening before this code loaded;
 * `demoHash`, the demo password's hash if the entry began it (a new data folder).
 */
export async function runServer(
  db: Db,
  dataDir: string,
  databaseUrl: string | undefined,
  demoHash?: Promise<string>,
): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const distDir = resolve(process.env.STATIC_DIR ?? 'dist');

  await migrate(db);
  const seeded = await isEmpty(db);
  // Under the data folder, or in S3-compatible storage when S3_BUCKET is set.
  const files = openFileStorage(resolve(dataDir, 'files'));
  if (seeded) await seedDemoFleet(db, new Date(), files, demoHash);

  const log = (error: unknown) => console.error(error);
  // SMTP when SMTP_URL is set, else .eml files in the data folder's mail/.
  const mail = createMailer({ smtpUrl: process.env.SMTP_URL, folder: resolve(dataDir, 'mail') });
  const clock = () => new Date();
  // Every process runs jobs; pg-boss hands each job to one of them. JOBS=off: this one only queues.
  // Links in e-mails (password reset, sign-off notices) point here; never taken from a request's Host header.
  const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  // The workers start once the server listens (job-queue.ts, workAfter).
  let listening = () => {};
  const workAfter = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const jobs = await startJobQueue(db, jobHandlers({ db, clock, log, mail, files, publicUrl }), {
    work: process.env.JOBS !== 'off',
    workAfter,
    log,
  });

  // Today's daily runs (certificate expiry alerts) are queued by whichever process ticks first.
  const stopDaily = startDailyJobs({ db, jobs, clock, log });

  // INSTANCE=hr: the HR instance (its name, inbox heading and logo, the academy link, no Accounts).
  if (process.env.INSTANCE && instanceOf(process.env.INSTANCE) !== process.env.INSTANCE)
    throw new Error(`INSTANCE must be 'crew' or 'hr', not '${process.env.INSTANCE}'.`);
  const instance = instanceOf(process.env.INSTANCE);

  const app = createApp({
    db,
    clock,
    jobs,
    files,
    signingKey: await loadSigningKey(db, process.env.JWT_SECRET),
    config: {
      ...DEFAULT_CONFIG,
      accessTtlSeconds: Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? DEFAULT_CONFIG.accessTtlSeconds),
      staticDir: existsSync(resolve(distDir, 'index.html')) ? distDir : undefined,
      publicUrl,
      instance,
    },
    log,
    mail,
    // WhatsApp when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else the data folder's messages/.
    messages: createMessageSender(process.env, resolve(dataDir, 'messages')),
  });

  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${dataDir}`;
    console.log(
      `\n${BRANDS[instance].name} is running at http://localhost:${info.port}  (database: ${where})`,
    );
    if (!existsSync(resolve(distDir, 'index.html')))
      console.log('No built app found: API only. Run `npm run build`.');
    if (seeded) console.log('A demo fleet was created.');
    console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(22)} ${l.role}`);
    console.log('');
    listening();
  });

  const stop = async () => {
    server.close();
    stopDaily();
    await jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
